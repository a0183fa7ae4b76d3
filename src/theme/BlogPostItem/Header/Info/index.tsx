import React, {type ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {parsePeriod, formatPeriod} from '@site/src/plugins/release-notes/period';
import styles from './styles.module.css';

type Props = WrapperProps<typeof InfoType>;

/** The post's date, then the days its release covers (front matter `period`), on posts and list pages alike. */
export default function InfoWrapper(props: Props): ReactNode {
  const {frontMatter} = useBlogPost();
  const period = parsePeriod((frontMatter as {period?: unknown}).period);
  return (
    <>
      <Info {...props} />
      {period && (
        <p className={styles.period}>
          Work shipped <time dateTime={`${period.from}/${period.to}`}>{formatPeriod(period)}</time>
        </p>
      )}
    </>
  );
}
