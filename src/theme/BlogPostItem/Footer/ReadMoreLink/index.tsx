import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * "Read more" under each post of the blog's list pages. The link's text names the post (the title is only
 * visually hidden), so that every such link says where it leads, for screen readers and search engines alike.
 */
export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}
