import {createSlugger} from '@docusaurus/utils';

/**
 * What a release note says, read from its Markdown: the list of changes above `<!-- truncate -->` and, below it, one
 * section per change with its audiences, marks and admonitions. The writers' rules (`validate.ts`) and the change
 * finder (`/blog/changes/`, `changes.ts`) both read posts through this module, so a mark means the same everywhere.
 */

const TRUNCATE_MARKER = /<!--\s*truncate\s*-->/;
/** The admonition of a change the reader must act on; posts with one carry the `action-required` tag. */
export const ACTION_REQUIRED = ':::warning[Action required]';
export const ACTION_REQUIRED_TAG = 'action-required';
/** The softer admonition of a change that suggests an action; it never counts as required. */
export const RECOMMENDED = ':::tip[Recommended]';
/** Marks on a section's `**For:**` line. */
export const BREAKING_MARK = '**Breaking change**';
export const UI_CHANGE_MARK = '**UI change**';
/** The paragraph that says what a breaking change breaks. */
export const WHAT_BREAKS = '**What breaks:**';
const AUDIENCE_LINE = /^\*\*For:\*\* ([^·\n]+?)\s*(?:·(.*))?$/;
const COMPONENT = /\*\*Component:\*\*\s*(.+)$/;
/** Any admonition titled like one of the two action marks, whatever its type (to catch the wrong type). */
const ACTION_TITLED = /^:::(\w+)\[(Action required|Recommended|Action recommended|Recommended action)\]/gm;

export interface ReleaseSection {
  /** The heading's text, Markdown removed. */
  title: string;
  /** The heading's id in the rendered post (Docusaurus' slugger over the post's headings, or an explicit `{#id}`). */
  anchor: string;
  /** The `**For:**` line, or undefined when the section has none. */
  audienceLine?: string;
  /** Audience labels of the `**For:**` line (`Users`, `Partners`, ...). */
  audiences: string[];
  component?: string;
  breaking: boolean;
  uiChange: boolean;
  /** The text after `**What breaks:**`, when the section has that paragraph. */
  whatBreaks?: string;
  /** The text of the `Action required` admonition(s). */
  actionRequired?: string;
  /** The text of the `Recommended` admonition(s). */
  recommended?: string;
  /** Admonitions titled like an action mark but of another type (`:::warning[Recommended]`, `:::tip[Action required]`). */
  misusedMarks: string[];
  /**
   * The site's own pages the section links (`/concepts/tag/`, `/api/mesh-tenant-v-4/#responses`), in the order they
   * appear, each once: the pages that cover the change, whose history lists it. Release notes are left out.
   */
  pages: string[];
  /** The section's Markdown below its heading. */
  content: string;
}

export interface ParsedReleaseNote {
  /** Text before the list of changes. */
  intro: string;
  /** The list lines above the marker, Markdown removed. */
  changes: string[];
  sections: ReleaseSection[];
  hasMarker: boolean;
  actionRequired: boolean;
}

/** Markdown of a title, reduced to its text, so that a list line and its heading compare equal. */
export const plain = (text: string) =>
  text
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    // Underscores mark emphasis only in pairs that open and close at word edges (`_new_`, `__bold__`); inside or
    // after a word (`workspace_id`, `GITC_PW_`) they are characters.
    .replace(/(?<![\p{L}\p{N}_])(_{1,2})(?![\s_])(.+?)(?<![\s_])\1(?![\p{L}\p{N}_])/gu, '$2')
    .replace(/\s+/g, ' ')
    .trim();

/** Markdown of a paragraph or admonition, reduced to plain text (for the change finder and its text filter). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^:::\w*(\[[^\]]*\])?\s*$/gm, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s*(?:[-*]|\d+\.)\s+/gm, '')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Links to the site's own pages in a section's Markdown (outside code), as written: path with a trailing slash, anchor. */
export function pageLinks(markdown: string): string[] {
  const text = markdown.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ').replace(/`[^`\n]*`/g, ' ');
  const links = [...text.matchAll(/(?<!!)\[[^\]]*\]\((\/(?!\/)[^)\s]*)\)/g)].map((m) => m[1]);
  return [...new Set(links.filter((link) => !/^\/blog(\/|$|#)/.test(link)))];
}

function admonitionText(content: string, opening: string): string | undefined {
  const texts: string[] = [];
  const escaped = opening.replace(/[[\]]/g, '\\$&');
  for (const match of content.matchAll(new RegExp(`^${escaped}\\s*\\n([\\s\\S]*?)^:::\\s*$`, 'gm'))) {
    texts.push(plainText(match[1]));
  }
  return texts.length > 0 ? texts.join(' ') : undefined;
}

/** Heading lines of a Markdown body, outside code fences, with their level. */
function headings(body: string): {level: number; text: string}[] {
  const found: {level: number; text: string}[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const h = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (h) found.push({level: h[1].length, text: h[2]});
  }
  return found;
}

/** Reads a post's body (without front matter). */
export function parseReleaseNote(body: string): ParsedReleaseNote {
  const [head, ...rest] = body.split(TRUNCATE_MARKER);
  // Admonitions before the marker (a withdrawn release, a repeated post) are not changes.
  const list = head.replace(/^:::[\s\S]*?^:::\s*$/gm, '');
  const changes = [...list.matchAll(/^- (.+)$/gm)].map((m) => plain(m[1]));
  const firstItem = /^- /m.exec(head);
  const intro = (firstItem ? head.slice(0, firstItem.index) : head).trim();

  // Heading ids as Docusaurus gives them: one slugger over every heading of the post, in order.
  const slugger = createSlugger();
  const anchors = headings(body).map(({level, text}) => {
    const explicit = /\{#([^}]+)\}\s*$/.exec(text);
    return {level, id: explicit ? explicit[1] : slugger.slug(plain(text))};
  });
  const sectionAnchors = anchors.filter((h) => h.level === 2).map((h) => h.id);
  const h2Before = headings(head).filter((h) => h.level === 2).length;

  const sections = rest
    .join('')
    .split(/^## /m)
    .slice(1)
    .map((chunk, i): ReleaseSection => {
      const newline = chunk.indexOf('\n');
      const title = plain(newline < 0 ? chunk : chunk.slice(0, newline));
      const content = newline < 0 ? '' : chunk.slice(newline + 1);
      const firstLine = (content.split('\n').find((line) => line.trim() !== '') ?? '').trim();
      const match = AUDIENCE_LINE.exec(firstLine);
      const marks = match?.[2] ?? '';
      const whatBreaks = /^\*\*What breaks:\*\*[ \t]*([\s\S]*?)(?:\n\s*\n|$)/m.exec(content);
      return {
        title,
        anchor: sectionAnchors[h2Before + i] ?? '',
        audienceLine: match ? firstLine : undefined,
        audiences: match ? match[1].split(',').map((l) => l.trim()).filter(Boolean) : [],
        component: COMPONENT.exec(marks)?.[1].split('·')[0].trim(),
        breaking: marks.includes(BREAKING_MARK),
        uiChange: marks.includes(UI_CHANGE_MARK),
        whatBreaks: whatBreaks ? plainText(whatBreaks[1]) : undefined,
        actionRequired: admonitionText(content, ACTION_REQUIRED),
        recommended: admonitionText(content, RECOMMENDED),
        misusedMarks: [...content.matchAll(ACTION_TITLED)]
          .filter((m) => !((m[1] === 'warning' && m[2] === 'Action required') || (m[1] === 'tip' && m[2] === 'Recommended')))
          .map((m) => m[0]),
        pages: pageLinks(content),
        content,
      };
    });
  return {intro, changes, sections, hasMarker: rest.length > 0, actionRequired: body.includes(ACTION_REQUIRED)};
}
