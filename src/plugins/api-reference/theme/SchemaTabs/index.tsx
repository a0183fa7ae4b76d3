import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';

// The info page's security schemes, one tab each, with the site's stock tabs.
export default function SchemaTabs({children, className}: {children: ReactNode; className?: string}): ReactNode {
  return <Tabs className={className}>{children as never}</Tabs>;
}
