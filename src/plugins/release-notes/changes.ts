import {plainText, BREAKING_MARK, UI_CHANGE_MARK} from './post';
import {indexWords, type ActionKind, type ChangeModel} from './model';
import {RELEASE_TITLE_PATTERN, compareVersions, readPost, type BlogTag, type ReleaseNoteFile} from './validate';
import {memoByText} from './memo';

export type {ChangeModel};

/**
 * Every change of every release, as the change finder (`/blog/changes/`) and its feed (`/blog/changes.json`) show
 * it: read at build time from the posts themselves (their sections, `**For:**` lines, marks and admonitions), so a
 * writer who adds a post changes nothing else.
 */

/**
 * Reads every post into releases and changes, oldest release first, each release's changes in the post's order.
 * `permalinks` maps a post's file name (relative to the blog folder) to its route.
 */
export function readChanges(files: ReleaseNoteFile[], tags: BlogTag[], permalinks: Map<string, string>): ChangeModel {
  const keyByLabel = new Map(tags.map((t) => [t.label, t.key]));
  const posts = files
    .map((file) => {
      const parsed = readPost(file.content);
      if ('error' in parsed) return undefined;
      const version = RELEASE_TITLE_PATTERN.exec(String(parsed.frontMatter.title ?? ''))?.[1];
      const permalink = permalinks.get(file.name);
      // Routes end with a slash (trailingSlash: true); the blog's metadata leaves it off.
      const url = permalink && (permalink.endsWith('/') ? permalink : `${permalink}/`);
      if (!version || !url) return undefined;
      return {file: file.name, version, date: file.name.slice(0, 10), url, note: parsed.note};
    })
    .filter((p): p is NonNullable<typeof p> => p !== undefined)
    .sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file) || compareVersions(a.version, b.version));

  const model: ChangeModel = {releases: [], changes: [], words: []};
  for (const post of posts) {
    const release = model.releases.push({version: post.version, date: post.date, url: post.url}) - 1;
    for (const section of post.note.sections) {
      const action: ActionKind | undefined = section.actionRequired ? 'required' : section.recommended ? 'recommended' : undefined;
      model.changes.push({
        release,
        heading: section.title,
        anchor: section.anchor,
        audiences: section.audiences.map((label) => keyByLabel.get(label) ?? label),
        ...(section.component ? {component: section.component} : {}),
        breaking: section.breaking,
        uiChange: section.uiChange,
        ...(action ? {action, actionText: action === 'required' ? section.actionRequired : section.recommended} : {}),
        ...(section.whatBreaks ? {whatBreaks: section.whatBreaks} : {}),
        ...(section.pages.length ? {pages: section.pages} : {}),
      });
      model.words.push(sectionWords(`${section.title}\n${section.content}`));
    }
  }
  return model;
}

/** A section's words for the finder's text filter (its heading line, then its Markdown), without its heading's. */
const sectionWords = memoByText((section: string) => {
  const newline = section.indexOf('\n');
  const body = plainText(section.slice(newline + 1).replace(/^\*\*For:\*\*.*$/m, '').replaceAll(BREAKING_MARK, '').replaceAll(UI_CHANGE_MARK, ''));
  const headingWords = new Set(indexWords(section.slice(0, newline)));
  return [...new Set(indexWords(body))].filter((w) => !headingWords.has(w)).join(' ');
});

/** The public feed `/blog/changes.json`: one object per change, newest first, for readers who automate. */
export function changesFeed(model: ChangeModel, siteUrl: string) {
  return {
    description:
      'Every change of every meshStack release, newest first. Fields: version, date (YYYY-MM-DD), url (the change\'s section in its release note), heading, audiences (user, customer, partner, operator), component (or null), breaking, uiChange, action (required, recommended or null), actionText (what to do, or null), whatBreaks (or null), pages (the pages of this site that cover the change, as absolute URLs; an empty list where none does).',
    count: model.changes.length,
    changes: [...model.changes].reverse().map((change) => {
      const release = model.releases[change.release];
      return {
        version: release.version,
        date: release.date,
        url: `${siteUrl}${release.url}#${change.anchor}`,
        heading: change.heading,
        audiences: change.audiences,
        component: change.component ?? null,
        breaking: change.breaking,
        uiChange: change.uiChange,
        action: change.action ?? null,
        actionText: change.actionText ?? null,
        whatBreaks: change.whatBreaks ?? null,
        pages: (change.pages ?? []).map((page) => `${siteUrl}${page}`),
      };
    }),
  };
}
