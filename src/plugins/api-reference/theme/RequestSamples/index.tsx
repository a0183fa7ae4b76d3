import React, {useEffect, useId, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

export type RequestSample = {label: string; language: string; code: string};

/** The reader's choice of client, kept across pages and tabs. */
const storageKey = 'api-request-sample';
const changed = 'api-request-sample-changed';

/**
 * Ready-to-run requests for the operation, one tab per client; `npm run gen:api` writes them into each operation
 * page from the document (method, path, headers, authentication, the example body). Tabs of our own rather than the
 * theme's: these keep every panel mounted (the code blocks stay as the static HTML has them, see
 * src/theme/CodeBlock) and only switch which one shows; arrow keys, Home and End move between tabs.
 */
export default function RequestSamples({samples}: {samples: RequestSample[]}): ReactNode {
  const id = useId();
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    const restore = () => {
      const index = samples.findIndex((s) => s.label === window.localStorage.getItem(storageKey));
      if (index >= 0) setSelected(index);
    };
    restore();
    window.addEventListener(changed, restore);
    return () => window.removeEventListener(changed, restore);
  }, [samples]);
  const choose = (index: number) => {
    setSelected(index);
    window.localStorage.setItem(storageKey, samples[index].label);
    window.dispatchEvent(new Event(changed));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = samples.length - 1;
    const next = {ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last}[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <section>
      <Heading as="h3" id="request-samples">
        Request samples
      </Heading>
      <div role="tablist" aria-label="Request samples" className={styles.tabs}>
        {samples.map((sample, i) => (
          <button
            key={sample.label}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className={clsx(styles.tab, i === selected && styles.selected)}
            onClick={() => choose(i)}
            onKeyDown={onKeyDown}>
            {sample.label}
          </button>
        ))}
      </div>
      {samples.map((sample, i) => (
        <div key={sample.label} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={i !== selected}>
          <CodeBlock language={sample.language}>{sample.code}</CodeBlock>
        </div>
      ))}
    </section>
  );
}
