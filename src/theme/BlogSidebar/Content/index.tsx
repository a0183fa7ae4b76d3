import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogSidebar/Content';
import type ContentType from '@theme/BlogSidebar/Content';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {ReleaseFeed} from '@site/src/plugins/release-notes';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * The blog sidebar: a way into the change finder, the latest posts, then the feeds readers can subscribe to (all
 * releases, per audience, action required).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {feeds, changesPath} = usePluginData('docusaurus-plugin-content-blog') as {feeds: ReleaseFeed[]; changesPath: string};
  return (
    <>
      <Link to={changesPath} className={styles.finder}>
        Find changes across all releases
      </Link>
      <Content {...props} />
      <div role="group" aria-labelledby="release-feeds" className={styles.feeds}>
        <Heading as="h3" id="release-feeds" className={props.yearGroupHeadingClassName}>
          Subscribe
        </Heading>
        <ul className="clean-list">
          {feeds.map((feed) => (
            <li key={feed.path} className={styles.feed}>
              <span>{feed.label}</span>{' '}
              <a href={`${feed.path}rss.xml`} aria-label={`${feed.label}: RSS feed`}>RSS</a>{' · '}
              <a href={`${feed.path}atom.xml`} aria-label={`${feed.label}: Atom feed`}>Atom</a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
