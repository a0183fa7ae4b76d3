import React, {type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
// Docusaurus' own root fallback provides the same context: the layout's title formatter reads the route's plugin,
// and no route is rendered here. Not a public export; check it after a Docusaurus upgrade (src/theme/README.md).
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import ThemeProvider from '@theme/ThemeProvider';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
import PlainCrashPage from './PlainCrashPage';

const errorRouteContext = {plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}};

/**
 * The crash page for errors that escape a page's layout (a navbar item that throws, a page component that throws
 * beside its layout): the same crash page as inside the layout, in the site's frame. If the frame throws again
 * while this page renders it, the plain crash page takes over, so the reader never gets a blank page.
 */
export default function SiteCrashPage({error, tryAgain}: Props): ReactNode {
  return (
    <ErrorBoundary fallback={() => <PlainCrashPage error={error} tryAgain={tryAgain} />}>
      <ThemeProvider>
        <RouteContextProvider value={errorRouteContext}>
          <Layout title="Page Error">
            <ErrorPageContent error={error} tryAgain={tryAgain} />
          </Layout>
        </RouteContextProvider>
      </ThemeProvider>
    </ErrorBoundary>
  );
}
