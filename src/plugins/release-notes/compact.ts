import {slug} from 'github-slugger';
import {pagePath, type ChangeModel, type ReleaseChange} from './model';

/**
 * The change finder's full index in a compact form (about a third of the plain model's size once gzipped): releases
 * and changes as arrays, audiences as bits, components by number, an anchor only where it is not the heading's
 * slug, linked pages by number and without anchors, and no `whatBreaks` (the page does not show it; the JSON feed has
 * it). Written by the plugin, read by the page when the finder is first used.
 */
export interface CompactIndex {
  audiences: string[];
  components: string[];
  /** [version, date, url] */
  releases: [string, string, string][];
  /** [release, heading, anchor or 0, audience bits, component number (0: none), flags, action text?] */
  changes: [number, string, string | 0, number, number, number, string?][];
  words: string[];
  /** [path, title] of every page a change links. */
  pages: [string, string][];
  /** [change, page number, ...] for each change that links pages. */
  links: number[][];
}

const BREAKING = 1;
const UI_CHANGE = 2;
const REQUIRED = 4;
const RECOMMENDED = 8;

export function encodeIndex(model: ChangeModel, audiences: string[]): CompactIndex {
  const pageNumbers = new Map((model.linkedPages ?? []).map((p, i) => [p.path, i]));
  const components = [...new Set(model.changes.map((c) => c.component).filter((c): c is string => !!c))];
  return {
    audiences,
    components,
    releases: model.releases.map((r) => [r.version, r.date, r.url]),
    changes: model.changes.map((c) => {
      const flags = (c.breaking ? BREAKING : 0) | (c.uiChange ? UI_CHANGE : 0) | (c.action === 'required' ? REQUIRED : c.action === 'recommended' ? RECOMMENDED : 0);
      const bits = c.audiences.reduce((b, a) => b | (1 << audiences.indexOf(a)), 0);
      const row: CompactIndex['changes'][number] = [c.release, c.heading, slug(c.heading) === c.anchor ? 0 : c.anchor, bits, c.component ? components.indexOf(c.component) + 1 : 0, flags];
      if (c.actionText) row.push(c.actionText);
      return row;
    }),
    // Words of two letters hardly narrow a search; a word with a digit (s3, v2) does.
    words: model.words.map((w) => w.split(' ').filter((x) => x.length >= 3 || /\d/.test(x)).join(' ')),
    pages: (model.linkedPages ?? []).map((p) => [p.path, p.title]),
    links: model.changes.flatMap((c, i) => {
      const numbers = [...new Set((c.pages ?? []).flatMap((link) => pageNumbers.get(pagePath(link)) ?? []))];
      return numbers.length ? [[i, ...numbers]] : [];
    }),
  };
}

export function decodeIndex(index: CompactIndex): ChangeModel {
  const pages = new Map(index.links.map(([change, ...numbers]) => [change, numbers.map((n) => index.pages[n][0])]));
  return {
    releases: index.releases.map(([version, date, url]) => ({version, date, url})),
    changes: index.changes.map(([release, heading, anchor, bits, component, flags, actionText], i): ReleaseChange => ({
      release,
      heading,
      anchor: anchor || slug(heading),
      audiences: index.audiences.filter((_, i) => bits & (1 << i)),
      ...(component ? {component: index.components[component - 1]} : {}),
      breaking: (flags & BREAKING) !== 0,
      uiChange: (flags & UI_CHANGE) !== 0,
      ...(flags & REQUIRED ? {action: 'required' as const} : flags & RECOMMENDED ? {action: 'recommended' as const} : {}),
      ...(actionText ? {actionText} : {}),
      ...(pages.has(i) ? {pages: pages.get(i)} : {}),
    })),
    words: index.words,
    linkedPages: index.pages.map(([path, title]) => ({path, title})),
  };
}
