import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import type {Props} from '@theme/Error';
import Heading from '@theme/Heading';
import HelpfulLinks from '@site/src/components/HelpfulLinks';

/**
 * The crash page, shown inside the site layout when a page throws while rendering. Unlike the stock one it sets
 * the document title to "Page Error" and offers a way out besides retrying.
 */
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl" id="__docusaurus_skipToContent_fallback">
      <Head>
        <title>Page Error</title>
      </Head>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            This page crashed.
          </Heading>
          <p>Something went wrong while showing this page. Trying again often helps.</p>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary" />
          </div>
          <p>If it keeps failing, one of these pages may help:</p>
          <HelpfulLinks />
          <hr />
          <details className="margin-vert--md">
            <summary>Technical details</summary>
            <ErrorBoundaryError error={error} />
          </details>
        </div>
      </div>
    </main>
  );
}
