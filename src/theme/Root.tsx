import React, {type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import SiteCrashPage from '@site/src/components/CrashPage/SiteCrashPage';

/**
 * Wraps the app below Docusaurus' contexts, so that an error which escapes a page's layout (from the navbar, the
 * footer, or a page component outside its layout) shows the crash page in the site's frame. Docusaurus' own root
 * boundary sits above every context, where no layout can render.
 */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return <ErrorBoundary fallback={(params) => <SiteCrashPage {...params} />}>{children}</ErrorBoundary>;
}
