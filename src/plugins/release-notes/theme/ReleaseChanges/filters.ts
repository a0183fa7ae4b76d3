import {indexWords, pagePath, type ChangeModel, type ReleaseChange, type Release} from '../../model';

/**
 * The change finder's filters and what they select. Pure functions: the page, the unit tests and the benchmark use
 * them alike. The URL's query string holds the filters (`?from=2025.30.0&to=2025.48.0&for=partner&action=required`,
 * `?page=/concepts/tag/` for the changes to one page, as each page's history links it), so a filtered view can be
 * shared, bookmarked and walked with back and forward.
 */

export type View = 'list' | 'checklist';

export interface Filters {
  /** First release: a version (2025.30.0, v2025.30.0) or a date (YYYY-MM-DD). */
  from: string;
  /** Last release, the same way. */
  to: string;
  /** Audience tag keys; a change concerning any of them matches. */
  audiences: string[];
  component: string;
  breaking: boolean;
  required: boolean;
  recommended: boolean;
  /** Words that must all begin a word of the change's heading or text. */
  q: string;
  /** A page of the site (`/concepts/tag/`): only the changes whose sections link it. */
  page: string;
  view: View;
}

export const emptyFilters: Filters = {from: '', to: '', audiences: [], component: '', breaking: false, required: false, recommended: false, q: '', page: '', view: 'list'};

export function parseFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  const action = (params.get('action') ?? '').split(',');
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    audiences: (params.get('for') ?? '').split(',').filter(Boolean),
    component: params.get('component') ?? '',
    breaking: params.get('breaking') === '1',
    required: action.includes('required'),
    recommended: action.includes('recommended'),
    q: params.get('q') ?? '',
    page: params.get('page') ? pagePath(params.get('page')!) : '',
    view: params.get('view') === 'checklist' ? 'checklist' : 'list',
  };
}

/** The query string of a set of filters, in a fixed order, without empty ones (`''` when nothing is set). */
export function filtersToSearch(f: Filters): string {
  const params = new URLSearchParams();
  if (f.view === 'checklist') params.set('view', 'checklist');
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.audiences.length) params.set('for', f.audiences.join(','));
  if (f.component) params.set('component', f.component);
  if (f.breaking) params.set('breaking', '1');
  const action = [f.required && 'required', f.recommended && 'recommended'].filter(Boolean).join(',');
  if (action) params.set('action', action);
  if (f.q) params.set('q', f.q);
  if (f.page) params.set('page', f.page);
  const search = params.toString().replace(/%2C/g, ',').replace(/%2F/g, '/');
  return search ? `?${search}` : '';
}

export const isFiltered = (f: Filters) => filtersToSearch({...f, view: 'list'}) !== '';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const VERSION = /^(?:release\s+)?v?(\d+(?:\.\d+){1,3})$/i;

/**
 * The release index a bound stands for: a version names its release; a date, the first release on or after it
 * (`from`) or the last on or before it (`to`). Undefined for an empty bound; `null` for one that names nothing.
 */
export function resolveBound(value: string, releases: Release[], side: 'from' | 'to'): number | null | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (DATE.test(text)) {
    if (side === 'from') {
      const i = releases.findIndex((r) => r.date >= text);
      return i < 0 ? null : i;
    }
    for (let i = releases.length - 1; i >= 0; i--) if (releases[i].date <= text) return i;
    return null;
  }
  const version = VERSION.exec(text)?.[1];
  if (!version) return null;
  // A version released twice (a repeated post) counts from its first post to its last.
  const indices = releases.flatMap((r, i) => (r.version === version ? [i] : []));
  if (indices.length === 0) return null;
  return side === 'from' ? indices[0] : indices[indices.length - 1];
}

/** Per change, the text the word filter searches: its heading's and its section's words, each after a space. */
export function searchTexts(model: ChangeModel): string[] {
  return model.changes.map((c, i) => ` ${indexWords(c.heading).join(' ')} ${model.words[i] ?? ''} `);
}

export interface Selection {
  /** Indices into `model.changes`, newest release first (list) or oldest first (checklist: required, then recommended). */
  indices: number[];
  fromIndex?: number;
  toIndex?: number;
  /** A bound that names no release. */
  invalid: ('from' | 'to')[];
}

/** The changes the filters select. `texts` comes from `searchTexts` (computed once per model). */
export function selectChanges(model: ChangeModel, f: Filters, texts: string[]): Selection {
  const fromIndex = resolveBound(f.from, model.releases, 'from');
  const toIndex = resolveBound(f.to, model.releases, 'to');
  const invalid = [...(fromIndex === null ? ['from' as const] : []), ...(toIndex === null ? ['to' as const] : [])];
  const lo = fromIndex ?? 0;
  const hi = toIndex ?? model.releases.length - 1;
  const words = indexWords(f.q).map((w) => ` ${w}`);
  const audiences = new Set(f.audiences);
  const checklist = f.view === 'checklist';
  // The checklist holds changes that ask for action; without an action filter, both kinds.
  const wantRequired = f.required || (checklist && !f.recommended);
  const wantRecommended = f.recommended || (checklist && !f.required);
  const actionFilter = checklist || f.required || f.recommended;
  const keep = (c: ReleaseChange, i: number) =>
    c.release >= lo &&
    c.release <= hi &&
    (audiences.size === 0 || c.audiences.some((a) => audiences.has(a))) &&
    (!f.component || c.component === f.component) &&
    (!f.breaking || c.breaking) &&
    (!f.page || (c.pages ?? []).some((p) => pagePath(p) === f.page)) &&
    (!actionFilter || (c.action === 'required' && wantRequired) || (c.action === 'recommended' && wantRecommended)) &&
    words.every((w) => texts[i].includes(w));
  const indices: number[] = [];
  if (checklist) {
    for (const kind of ['required', 'recommended'] as const) {
      model.changes.forEach((c, i) => c.action === kind && keep(c, i) && indices.push(i));
    }
  } else {
    for (let i = model.changes.length - 1; i >= 0; i--) if (keep(model.changes[i], i)) indices.push(i);
  }
  return {indices, fromIndex: fromIndex ?? undefined, toIndex: toIndex ?? undefined, invalid};
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function listOf(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "12 changes ask for action between 2025.30.0 and 2025.48.0", for the filters and the number they select. */
export function describeSelection(count: number, f: Filters, model: ChangeModel, audienceLabels: Map<string, string>, selection: Selection): string {
  const checklist = f.view === 'checklist';
  const required = f.required || (checklist && !f.recommended);
  const recommended = f.recommended || (checklist && !f.required);
  let text: string;
  if (f.breaking && !required && !recommended) text = plural(count, 'breaking change', 'breaking changes');
  else text = plural(count, f.breaking ? 'breaking change' : 'change', f.breaking ? 'breaking changes' : 'changes');
  if (required && recommended) text += count === 1 ? ' asks for or recommends an action' : ' ask for or recommend an action';
  else if (required) text += count === 1 ? ' asks for action' : ' ask for action';
  else if (recommended) text += count === 1 ? ' recommends an action' : ' recommend an action';
  if (f.audiences.length) text += ` for ${listOf(f.audiences.map((a) => audienceLabels.get(a) ?? a))}`;
  if (f.component) text += ` in ${f.component}`;
  if (f.q.trim()) text += ` mentioning “${f.q.trim()}”`;
  if (f.page) {
    const title = model.linkedPages?.find((p) => p.path === f.page)?.title;
    text += title ? ` about “${title}” (${f.page})` : ` about ${f.page}`;
  }
  const from = selection.fromIndex !== undefined ? model.releases[selection.fromIndex].version : undefined;
  const to = selection.toIndex !== undefined ? model.releases[selection.toIndex].version : undefined;
  if (from && to) text += ` between ${from} and ${to}`;
  else if (from) text += ` since ${from}`;
  else if (to) text += ` up to ${to}`;
  else text += ` across all ${plural(model.releases.length, 'release', 'releases')}`;
  return text;
}

/** The checklist as Markdown, for the clipboard: required actions, then recommended ones, in release order. */
export function checklistMarkdown(model: ChangeModel, selection: Selection, title: string, siteUrl: string): string {
  const lines = [`# ${title}`, ''];
  for (const [kind, label] of [
    ['required', 'Action required'],
    ['recommended', 'Recommended'],
  ] as const) {
    const items = selection.indices.filter((i) => model.changes[i].action === kind);
    if (items.length === 0) continue;
    lines.push(`## ${label} (${items.length})`, '');
    for (const i of items) {
      const change = model.changes[i];
      const release = model.releases[change.release];
      lines.push(`- [ ] **${release.version}** (${release.date}): ${change.heading}. ${change.actionText ?? ''} ([release note](${siteUrl}${release.url}#${change.anchor}))`.replace(/\s+\(\[/, ' (['));
    }
    lines.push('');
  }
  return `${lines.join('\n').trim()}\n`;
}
