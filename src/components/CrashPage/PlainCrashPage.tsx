import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Error';

/**
 * The last resort when the crash page itself throws: plain elements and inline styles only, no theme component,
 * nothing that reads a context. Offers a retry, a full reload and the way home.
 */
export default function PlainCrashPage({error, tryAgain}: Props): ReactNode {
  const here = typeof window === 'undefined' ? '/' : window.location.href;
  return (
    <main style={{maxWidth: '42rem', margin: '4rem auto', padding: '0 1rem', lineHeight: 1.6}}>
      <title>Page Error</title>
      <h1>This page crashed.</h1>
      <p>Something went wrong while showing this page, and the page frame could not be shown either.</p>
      <p>
        <button type="button" onClick={tryAgain} style={{font: 'inherit', padding: '0.4rem 1rem', cursor: 'pointer'}}>
          Try again
        </button>{' '}
        or <a href={here}>reload the page</a>. You can also go to the <a href="/">documentation home</a>.
      </p>
      <details>
        <summary>Technical details</summary>
        <pre style={{whiteSpace: 'pre-wrap'}}>{error instanceof globalThis.Error ? error.message : String(error)}</pre>
      </details>
    </main>
  );
}
