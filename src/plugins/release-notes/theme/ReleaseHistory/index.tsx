import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ReleaseMarks from '../ReleaseMarks';
import {useLocation} from '@docusaurus/router';
import {formatReleaseDate, type HistoryEntry} from '../../model';
import styles from './styles.module.css';

/** Entries shown at once; the earlier ones unfold in a native `<details>` (no script). */
const SHOWN = 5;

function Entry({entry}: {entry: HistoryEntry}): ReactNode {
  const post = entry.url.replace(/#.*$/, '');
  return (
    <li className={styles.entry}>
      <Link to={entry.url} className={styles.heading}>
        {entry.heading}
      </Link>{' '}
      <ReleaseMarks breaking={entry.breaking} action={entry.action} />
      <span className={styles.release}>
        <Link to={post}>Release {entry.version}</Link>, <time dateTime={entry.date}>{formatReleaseDate(entry.date)}</time>
      </span>
    </li>
  );
}

/**
 * The end of a docs or API page: the release-note changes that link the page, newest first (`history.ts` writes them
 * from the posts). Left out of the search index and the Markdown copies (`data-screen-only`): they are about the
 * releases, not the page's subject.
 */
export default function ReleaseHistory({entries}: {entries?: HistoryEntry[]}): ReactNode {
  const {pathname} = useLocation();
  if (!entries?.length) return null;
  const latest = entries.slice(0, SHOWN);
  const earlier = entries.slice(SHOWN);
  return (
    <section className={styles.history} aria-labelledby="release-history" data-release-history="" data-screen-only="">
      <Heading as="h2" id="release-history">
        History
      </Heading>
      <p>
        Releases that changed what this page covers, newest first.{' '}
        <Link to={`/blog/changes/?page=${encodeURIComponent(pathname)}`}>All changes to this page</Link>
      </p>
      <ol className={styles.entries}>
        {latest.map((entry) => (
          <Entry key={entry.url} entry={entry} />
        ))}
      </ol>
      {earlier.length > 0 && (
        <details className={styles.earlier}>
          <summary>
            {earlier.length} earlier {earlier.length === 1 ? 'change' : 'changes'}
          </summary>
          <ol className={styles.entries} start={SHOWN + 1}>
            {earlier.map((entry) => (
              <Entry key={entry.url} entry={entry} />
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
