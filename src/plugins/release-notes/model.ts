/**
 * The change finder's data model, shared by the build (`changes.ts`) and the page (`theme/ReleaseChanges`); it
 * imports nothing, so the browser can load it.
 */

export type ActionKind = 'required' | 'recommended';

/** One release, as the finder lists it (oldest first). */
export interface Release {
  version: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The post's route, e.g. `/blog/2025/11/05/Release-0/`. */
  url: string;
}

/** One change: a section of a post. */
export interface ReleaseChange {
  /** Index of its release in `releases`. */
  release: number;
  heading: string;
  /** The section's heading id on the post. */
  anchor: string;
  /** Audience tag keys (`user`, `partner`, ...). */
  audiences: string[];
  component?: string;
  breaking: boolean;
  uiChange: boolean;
  action?: ActionKind;
  /** What to do: the text of the Action required or Recommended admonition. */
  actionText?: string;
  /** What breaks, for a breaking change. */
  whatBreaks?: string;
  /** The site's pages its section links, as linked (path and anchor): the pages whose history lists it. */
  pages?: string[];
}

/** One line of a page's history (`history.ts`): a change that links the page, with its release and marks. */
export interface HistoryEntry {
  version: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The change's section: the post's route and the section's anchor. */
  url: string;
  heading: string;
  breaking?: true;
  action?: ActionKind;
}

/** A page of the site that a change links: its route and title. */
export interface LinkedPage {
  path: string;
  title: string;
}

export interface ChangeModel {
  releases: Release[];
  changes: ReleaseChange[];
  /** Per change, the words of its section (for the finder's text filter). */
  words: string[];
  /** The pages changes link, with their titles (in the full index; the finder's "about this page" filter). */
  linkedPages?: LinkedPage[];
}

/** A page's route without its anchor, with the trailing slash of every route: `/concepts/tag/#tag-definitions` → `/concepts/tag/`. */
export const pagePath = (link: string) => link.replace(/#.*$/, '').replace(/\/?$/, '/');

/** Words that tell changes apart no better than chance; left out of the finder's text index. */
const STOP_WORDS = new Set(
  'the and for with that this are was were you your can not from has have its into their they them then than when which will also been but all any each only one use used via per out our such there these those what who how where while other some see same both own about after before under over'.split(
    ' ',
  ),
);

/** The words of a text as the finder's filter reads them: lower case, at least two characters, no stop words. */
export function indexWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}._-]*[\p{L}\p{N}]/gu) ?? []).filter((w) => !STOP_WORDS.has(w));
}

const dateFormat = new Intl.DateTimeFormat('en-US', {year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC'});
/** A release's date as pages show it: `2025-11-05` → `Nov 5, 2025`. */
export const formatReleaseDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));
