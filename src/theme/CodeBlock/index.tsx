import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock';
import {isServerBundle, loadCodeBlock, loadedCodeBlock, serverCodeBlock} from '@site/src/plugins/code-highlighting/highlightedCodeBlock';

/** Plain code, for the moment a page reached in the browser waits for the highlighter. */
function PlainCodeBlock({children, className}: Props): ReactNode {
  return (
    <div className={clsx('theme-code-block', className)}>
      <pre className="prism-code">
        <code>{typeof children === 'string' ? children.replace(/\n$/, '') : children}</code>
      </pre>
    </div>
  );
}

/** Calls `onNeeded` once, when a reader reaches for the block: points at it, touches it or moves focus into it. */
function useWhenReachedFor(ref: React.RefObject<HTMLElement | null>, needed: boolean, onNeeded: () => void): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !needed) return undefined;
    const events = ['pointerenter', 'focusin', 'touchstart'] as const;
    const go = () => {
      for (const event of events) el.removeEventListener(event, go);
      onNeeded();
    };
    for (const event of events) el.addEventListener(event, go, {passive: true});
    return () => events.forEach((event) => el.removeEventListener(event, go));
  }, [ref, needed, onNeeded]);
}

/**
 * The stock code block, with the highlighter loaded only by pages that show code (src/plugins/code-highlighting).
 * The static HTML holds the highlighted block. While the page hydrates, this component keeps that HTML as it is
 * (React does not touch the inner HTML of an element it hydrates with `dangerouslySetInnerHTML`), so hydration
 * costs nothing. The highlighter arrives when a reader points at, touches or focuses the block, or at once in dark
 * mode (the static HTML has the light colours) and after client-side navigation (no static HTML); then the stock
 * block renders in its place, with its copy and word-wrap buttons (which the stock block renders in the browser
 * only).
 */
export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const [Highlighted, setHighlighted] = useState(loadedCodeBlock);
  // Mounted by client-side navigation: there is no static HTML to keep, so the highlighter is needed at once.
  const [renderedInBrowser] = useState(isBrowser);
  const island = useRef<HTMLDivElement>(null);
  const load = React.useCallback(() => void loadCodeBlock().then((component) => setHighlighted(() => component)), []);
  useWhenReachedFor(island, !Highlighted, load);
  useEffect(() => {
    if (!Highlighted && (renderedInBrowser || colorMode === 'dark')) load();
  }, [Highlighted, renderedInBrowser, colorMode, load]);

  if (isServerBundle) {
    const ServerCodeBlock = serverCodeBlock!;
    return (
      <div className="code-block-island">
        <ServerCodeBlock {...props} />
      </div>
    );
  }
  if (Highlighted) {
    return (
      <div className="code-block-island" ref={island}>
        <Highlighted {...props} />
      </div>
    );
  }
  if (!renderedInBrowser) {
    // Hydrated from the static HTML: keep it (even after hydration) until the highlighter is here.
    // eslint-disable-next-line react/no-danger
    return <div className="code-block-island" ref={island} suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  }
  return (
    <div className="code-block-island" ref={island}>
      <PlainCodeBlock {...props} />
    </div>
  );
}
