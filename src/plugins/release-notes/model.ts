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
}

export interface ChangeModel {
  releases: Release[];
  changes: ReleaseChange[];
  /** Per change, the words of its section (for the finder's text filter). */
  words: string[];
}

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
