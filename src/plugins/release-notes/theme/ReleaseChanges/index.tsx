import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ReleaseMarks from '../ReleaseMarks';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ReleaseChangesPageProps} from '../../index';
import {formatReleaseDate as formatDate, type ChangeModel, type ReleaseChange} from '../../model';
import type {CompactIndex} from '../../compact';
import {
  checklistMarkdown,
  describeSelection,
  emptyFilters,
  filtersToSearch,
  isFiltered,
  parseFilters,
  searchTexts,
  selectChanges,
  type Filters,
} from './filters';
import styles from './styles.module.css';

/** Rows shown at once; "Show more" adds as many again. */
const PAGE = 50;
/** While the reader types, the URL follows once typing pauses (writing history on every key costs a frame). */
const URL_DELAY = 300;
const TITLE = 'Changes across releases';
const DESCRIPTION = 'Every change of every meshStack release in one list: filter by release range, audience, component, breaking changes and required actions, or make an upgrade checklist.';

/** The full index (every change with its words), fetched on first use: it never weighs on a page view alone. */
function loadFullIndex(): Promise<ChangeModel> {
  return Promise.all([import('@generated/docusaurus-plugin-content-blog/default/changes-index.json'), import('../../compact')]).then(
    ([index, {decodeIndex}]) => decodeIndex((index.default ?? index) as CompactIndex),
  );
}


/**
 * A link to a page of the site that navigates in the app. Docusaurus' own Link watches every link for prefetching;
 * with up to fifty rows redrawn on each keystroke that costs more than the whole filter, and readers rarely follow
 * more than one of them.
 */
function RowLink({to, className, children}: {to: string; className?: string; children: ReactNode}): ReactNode {
  const history = useHistory();
  return (
    <a
      href={to}
      className={className}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        history.push(to);
      }}>
      {children}
    </a>
  );
}

function ChangeRow({model, change, labels, checklist}: {model: ChangeModel; change: ReleaseChange; labels: Map<string, string>; checklist: boolean}): ReactNode {
  const release = model.releases[change.release];
  return (
    <li className={styles.change}>
      <div className={styles.changeHead}>
        {checklist && <input type="checkbox" className={styles.tick} aria-label={`Done: ${change.heading}`} />}
        <RowLink to={`${release.url}#${change.anchor}`} className={styles.changeLink}>
          {change.heading}
        </RowLink>{' '}
        <ReleaseMarks breaking={change.breaking} action={change.action} uiChange={change.uiChange} />
      </div>
      <p className={styles.meta}>
        <RowLink to={release.url}>Release {release.version}</RowLink> · <time dateTime={release.date}>{formatDate(release.date)}</time> ·{' '}
        {change.audiences.map((a) => labels.get(a) ?? a).join(', ')}
        {change.component && <> · Component: {change.component}</>}
      </p>
      {checklist && change.actionText && <p className={styles.action}>{change.actionText}</p>}
    </li>
  );
}

/** A release bound of the range (from or to): a version or a date, offered from the releases' list. */
function ReleaseField({name, label, value, invalid, example, onChange}: {name: 'from' | 'to'; label: string; value: string; invalid: boolean; example?: string; onChange: (value: string) => void}): ReactNode {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        list="release-versions"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="version or YYYY-MM-DD"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${name}-error` : undefined}
      />
      {invalid && (
        <span id={`${name}-error`} className={styles.error}>
          No release matches “{value}”: enter a version such as {example} or a date.
        </span>
      )}
    </label>
  );
}

export default function ReleaseChanges({data}: {data: ReleaseChangesPageProps}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const labels = useMemo(() => new Map(data.audiences.map((a) => [a.key, a.label])), [data.audiences]);
  // Rendering starts from what the static HTML shows (no filter, the newest changes); the URL's filters apply once
  // the page runs in the browser, so hydration finds the same markup.
  const [ready, setReady] = useState(false);
  const [filters, setFilters] = useState<Filters>(emptyFilters);
  const [full, setFull] = useState<ChangeModel | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [copied, setCopied] = useState('');
  const loading = useRef<Promise<void> | null>(null);
  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(() => {
    loading.current ??= loadFullIndex().then(
      (model) => setFull(model),
      (error: Error) => {
        loading.current = null;
        setLoadError(`The list of all changes did not load (${error.message}). Check your connection and try again.`);
      },
    );
    return loading.current;
  }, []);

  useEffect(() => {
    const fromUrl = () => {
      clearTimeout(urlTimer.current);
      const next = parseFilters(window.location.search);
      setFilters(next);
      setLimit(PAGE);
      if (isFiltered(next) || next.view === 'checklist') void load();
    };
    fromUrl();
    setReady(true);
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [load]);

  /** Applies new filters and writes them to the URL: a new history entry, or the current one while typing. */
  const update = (next: Filters, replace = false) => {
    setFilters(next);
    setLimit(PAGE);
    setCopied('');
    void load();
    const write = () => {
      const url = `${window.location.pathname}${filtersToSearch(next)}`;
      if (url === `${window.location.pathname}${window.location.search}`) return;
      if (replace) window.history.replaceState(window.history.state, '', url);
      else window.history.pushState(window.history.state, '', url);
    };
    clearTimeout(urlTimer.current);
    if (replace) urlTimer.current = setTimeout(write, URL_DELAY);
    else write();
  };

  const model = full ?? data.newest;
  const texts = useMemo(() => (full ? searchTexts(full) : []), [full]);
  const filtered = isFiltered(filters) || filters.view === 'checklist';
  const selection = useMemo(
    () =>
      full
        ? selectChanges(full, filters, texts)
        : {indices: data.newest.changes.map((_, i) => i).reverse(), invalid: [] as ('from' | 'to')[]},
    [full, filters, texts, data.newest],
  );
  const checklist = filters.view === 'checklist';
  const waiting = filtered && !full;
  const summary = waiting
    ? loadError ?? `Loading all ${data.total.toLocaleString('en-US')} changes…`
    : full
      ? describeSelection(selection.indices.length, filters, full, labels, selection)
      : `The ${data.newest.changes.length} newest of ${data.total.toLocaleString('en-US')} changes${ready ? '' : '. Filtering them needs JavaScript.'}`;
  const shown = waiting ? [] : selection.indices.slice(0, limit);
  const checklistTitle = `Upgrade checklist${full && selection.fromIndex !== undefined ? ` from ${full.releases[selection.fromIndex].version}` : ''}${full && selection.toIndex !== undefined ? ` to ${full.releases[selection.toIndex].version}` : ''}`;

  const set = <K extends keyof Filters>(key: K, value: Filters[K], replace = false) => update({...filters, [key]: value}, replace);
  const toggleAudience = (key: string, on: boolean) =>
    set('audiences', on ? [...filters.audiences, key] : filters.audiences.filter((a) => a !== key));

  const copyMarkdown = async () => {
    if (!full) return;
    try {
      await navigator.clipboard.writeText(checklistMarkdown(full, selection, checklistTitle, siteConfig.url));
      setCopied('The checklist is on your clipboard as Markdown.');
    } catch (error) {
      setCopied(`Copying failed (${(error as Error).message}).`);
    }
  };

  const versions = full ?? data.newest;
  // The pages changes link come with the full index; until it is in, the page a history linked to stands alone.
  const pageOptions = useMemo(() => {
    const pages = [...(full?.linkedPages ?? [])].sort((a, b) => a.title.localeCompare(b.title) || a.path.localeCompare(b.path));
    const all = filters.page && !pages.some((p) => p.path === filters.page) ? [{path: filters.page, title: filters.page}, ...pages] : pages;
    // Several pages share a title (Metering, Landing Zones): those name their route too.
    const shared = new Set(all.filter((p, i) => all.findIndex((q) => q.title === p.title) !== i).map((p) => p.title));
    return all.map((p) => ({...p, label: shared.has(p.title) ? `${p.title} (${p.path})` : p.title}));
  }, [full, filters.page]);
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main className={clsx('container', 'margin-vert--lg', styles.page)}>
        <Heading as="h1">{TITLE}</Heading>
        <p className={styles.lead}>
          Every change of every release in one list, newest first. Narrow it down to the releases between the one you run and the
          one you move to, to your role or to what needs action, or turn it into an upgrade checklist.
        </p>
        <noscript>
          <p className={styles.noscript}>
            Without JavaScript this page lists only the {data.newest.changes.length} newest changes: each{' '}
            <a href="/blog/">release note</a> lists its own, and <a href={data.feedPath}>{data.feedPath}</a> holds all of them.
          </p>
        </noscript>

        <form className={styles.filters} aria-label="Filter changes" onSubmit={(e) => e.preventDefault()} onPointerEnter={load} onFocus={load} onTouchStart={load}>
          <fieldset disabled={!ready} className={styles.fieldset}>
            <legend className={styles.hidden}>Filters</legend>
            <div className={styles.views} role="group" aria-label="View">
              {(['list', 'checklist'] as const).map((view) => (
                <button
                  key={view}
                  type="button"
                  aria-pressed={filters.view === view}
                  className={clsx('button', 'button--sm', filters.view === view ? 'button--primary' : 'button--secondary')}
                  onClick={() => set('view', view)}>
                  {view === 'list' ? 'All changes' : 'Upgrade checklist'}
                </button>
              ))}
            </div>
            <div className={styles.row}>
              <label className={styles.field}>
                <span>Words</span>
                <input type="search" value={filters.q} onChange={(e) => set('q', e.target.value, true)} placeholder="e.g. landing zone" />
              </label>
              <ReleaseField
                name="from"
                label={checklist ? 'First release you have not installed' : 'From release'}
                value={filters.from}
                invalid={selection.invalid.includes('from')}
                example={versions.releases.at(-1)?.version}
                onChange={(value) => set('from', value, true)}
              />
              <ReleaseField
                name="to"
                label={checklist ? 'Release you move to' : 'To release'}
                value={filters.to}
                invalid={selection.invalid.includes('to')}
                example={versions.releases.at(-1)?.version}
                onChange={(value) => set('to', value, true)}
              />
              <datalist id="release-versions">
                {ready && versions.releases.map((r) => <option key={`${r.version}-${r.url}`} value={r.version} label={r.date} />).reverse()}
              </datalist>
              <label className={styles.field}>
                <span>About page</span>
                <select value={filters.page} onChange={(e) => set('page', e.target.value)}>
                  <option value="">Any page</option>
                  {pageOptions.map((p) => (
                    <option key={p.path} value={p.path}>
                      {p.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                <span>Component</span>
                <select value={filters.component} onChange={(e) => set('component', e.target.value)}>
                  <option value="">All components</option>
                  {data.components.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <div className={styles.row}>
              <fieldset className={styles.group}>
                <legend>For</legend>
                {data.audiences.map((a) => (
                  <label key={a.key} className={styles.check}>
                    <input type="checkbox" checked={filters.audiences.includes(a.key)} onChange={(e) => toggleAudience(a.key, e.target.checked)} /> {a.label}
                  </label>
                ))}
              </fieldset>
              <fieldset className={styles.group}>
                <legend>Only</legend>
                <label className={styles.check}>
                  <input type="checkbox" checked={filters.breaking} onChange={(e) => set('breaking', e.target.checked)} /> Breaking changes
                </label>
                <label className={styles.check}>
                  <input type="checkbox" checked={filters.required} onChange={(e) => set('required', e.target.checked)} /> Action required
                </label>
                <label className={styles.check}>
                  <input type="checkbox" checked={filters.recommended} onChange={(e) => set('recommended', e.target.checked)} /> Recommended
                </label>
              </fieldset>
              {filtered && (
                <button type="button" className={clsx('button', 'button--link', styles.reset)} onClick={() => update({...emptyFilters, view: filters.view})}>
                  Clear filters
                </button>
              )}
            </div>
          </fieldset>
        </form>

        <p className={styles.summary} role="status">
          {summary}
        </p>

        {checklist && full && (
          <div className={styles.checklistActions}>
            <button type="button" className="button button--secondary button--sm" onClick={copyMarkdown} disabled={selection.indices.length === 0}>
              Copy as Markdown
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={() => window.print()}>
              Print
            </button>
            <span role="status" className={styles.copied}>
              {copied}
            </span>
          </div>
        )}

        {checklist && full ? (
          (['required', 'recommended'] as const).map((kind) => {
            const items = shown.filter((i) => full.changes[i].action === kind);
            if (items.length === 0) return null;
            return (
              <section key={kind}>
                <Heading as="h2" className={styles.groupHeading}>
                  {kind === 'required' ? 'Action required' : 'Recommended'} ({selection.indices.filter((i) => full.changes[i].action === kind).length})
                </Heading>
                <ol className={styles.changes}>
                  {items.map((i) => (
                    <ChangeRow key={i} model={full} change={full.changes[i]} labels={labels} checklist />
                  ))}
                </ol>
              </section>
            );
          })
        ) : (
          <ol className={styles.changes} aria-label="Changes">
            {shown.map((i) => (
              <ChangeRow key={i} model={model} change={model.changes[i]} labels={labels} checklist={false} />
            ))}
          </ol>
        )}

        {!waiting && selection.indices.length > shown.length && (
          <button type="button" className={clsx('button', 'button--secondary', styles.more)} onClick={() => (full ? setLimit(limit + PAGE) : void load())}>
            {full
              ? `Show ${Math.min(PAGE, selection.indices.length - shown.length)} more (${(selection.indices.length - shown.length).toLocaleString('en-US')} not shown)`
              : 'Show all changes'}
          </button>
        )}
        {!full && !filtered && (
          <button type="button" className={clsx('button', 'button--secondary', styles.more)} onClick={() => update({...filters}, true)} disabled={!ready}>
            Show all {data.total.toLocaleString('en-US')} changes
          </button>
        )}

        <section className={styles.feed} aria-labelledby="changes-feed">
          <Heading as="h2" id="changes-feed">
            For automation: the changes as JSON
          </Heading>
          <p>
            <a href={data.feedPath}>{data.feedPath}</a> lists every change, newest first, each with <code>version</code>,{' '}
            <code>date</code>, <code>url</code> (its section in the release note), <code>heading</code>, <code>audiences</code>,{' '}
            <code>component</code>, <code>breaking</code>, <code>uiChange</code>, <code>action</code> (<code>required</code>,{' '}
            <code>recommended</code> or <code>null</code>), <code>actionText</code>, <code>whatBreaks</code> and{' '}
            <code>pages</code> (the pages of this site that cover the change). It is rebuilt with every release.
          </p>
        </section>
      </main>
    </Layout>
  );
}
