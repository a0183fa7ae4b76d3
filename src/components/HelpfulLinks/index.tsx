import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {links} from '@site/src/data/site';

/** Where a reader can go from an error or not-found page. */
export default function HelpfulLinks(): ReactNode {
  return (
    <ul>
      <li>
        <Link to="/">Documentation home</Link>
      </li>
      <li>
        <Link to={links.apiIntroduction}>API documentation</Link>
      </li>
      <li>
        <Link to={links.releaseNotes}>Release notes</Link>
      </li>
      <li>
        <Link href={links.supportMail}>Contact support</Link>
      </li>
    </ul>
  );
}
