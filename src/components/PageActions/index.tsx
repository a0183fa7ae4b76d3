import React, {useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {markdownUrl} from './markdownUrl';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Infima's small secondary button, as elsewhere on the site. */
const button = 'button button--secondary button--sm';

type Status = {kind: 'idle' | 'busy' | 'done' | 'error'; message: string};

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Puts the page's Markdown on the clipboard. The text is handed over as a promise where the browser allows it
 * (Safari only accepts clipboard writes started inside the click), otherwise once it has arrived.
 */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetchMarkdown(url);
  text.catch(() => {});
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))})]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
  } catch (error) {
    // Name the cause the reader can act on: the Markdown copy missing, or the clipboard refused.
    await text;
    throw error;
  }
}

/**
 * "Copy page" and "View as Markdown" above a docs page, for readers who hand the page to an AI assistant or want
 * its source text. Outside the page's Markdown content, so that neither search nor the Markdown copy holds them.
 */
export default function PageActions(): React.JSX.Element {
  const {pathname} = useLocation();
  const url = markdownUrl(pathname);
  const [status, setStatus] = useState<Status>({kind: 'idle', message: ''});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const copy = async () => {
    clearTimeout(timer.current);
    setStatus({kind: 'busy', message: 'Copying…'});
    try {
      await copyMarkdown(url);
      setStatus({kind: 'done', message: 'Copied the page as Markdown.'});
      timer.current = setTimeout(() => setStatus({kind: 'idle', message: ''}), 4000);
    } catch (error) {
      setStatus({kind: 'error', message: `Could not copy the page: ${(error as Error).message}. Open it as Markdown instead.`});
    }
  };

  return (
    <div className={styles.actions} data-screen-only="">
      <button type="button" className={clsx(button, styles.action)} onClick={copy} aria-busy={status.kind === 'busy'}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z" />
        </svg>
        {status.kind === 'done' ? 'Copied' : 'Copy page'}
      </button>
      <a className={clsx(button, styles.action)} href={url} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className={status.kind === 'error' ? styles.error : styles.status}>
        {status.message}
      </span>
    </div>
  );
}
