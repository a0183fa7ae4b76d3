import React, {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Content that never changes in the browser (schemas, parameter lists): rendered into the static HTML, and left
 * as it is when the page hydrates (React does not touch the inner HTML of an element it hydrates with
 * `dangerouslySetInnerHTML`), so that large API pages cost no hydration work. Reached by client-side navigation
 * instead, it renders normally.
 */
export default function StaticIsland({className, children}: {className?: string; children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const [hydratedFromServer] = useState(() => typeof window !== 'undefined' && !isBrowser);
  if (hydratedFromServer) {
    // eslint-disable-next-line react/no-danger
    return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  }
  return <div className={className}>{children}</div>;
}
