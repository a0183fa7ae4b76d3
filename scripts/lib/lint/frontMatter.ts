import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {frontMatterLines, type LintProblem} from './problems';

/** Where the site's hand-written pages live, and which Docusaurus plugin reads them. */
const AREAS = [
  {dir: 'docs', kind: 'doc'},
  {dir: 'api', kind: 'doc'},
  {dir: 'src/pages', kind: 'page'},
  {dir: 'blog', kind: 'blog'},
] as const;
/** Written by `npm run gen:api` next to the guides (and in .gitignore): not written by hand, not checked. */
const GENERATED = /\.(api|info|tag|schema)\.mdx$/;

type Validator = (frontMatter: Record<string, unknown>) => unknown;
/** The part of Docusaurus' Joi schema of docs front matter that the lint uses. */
interface DocSchema {
  validate(value: unknown, options: object): {error?: unknown};
  describe(): {keys?: Record<string, unknown>};
}

/** Docusaurus' own front matter validation of each plugin, which the build runs too. */
async function validators(): Promise<{doc: Validator; page: Validator; blog: Validator; docKeys: Set<string>}> {
  const docs = await import('@docusaurus/plugin-content-docs/lib/frontMatter.js');
  const pages = await import('@docusaurus/plugin-content-pages/lib/frontMatter.js');
  const blog = await import('@docusaurus/plugin-content-blog/lib/frontMatter.js');
  const docSchema = docs.DocFrontMatterSchema as unknown as DocSchema;
  return {
    doc: (fm) => docSchema.validate(fm, {convert: true, allowUnknown: true, abortEarly: false}).error,
    page: quietly(pages.validatePageFrontMatter as Validator),
    blog: quietly(blog.validateBlogPostFrontMatter as Validator),
    docKeys: new Set(Object.keys(docSchema.describe().keys ?? {})),
  };
}

/** Docusaurus' validators log the whole front matter before they throw; the lint reports the error itself. */
function quietly(validate: Validator): Validator {
  return (fm) => {
    const error = console.error;
    console.error = () => {};
    try {
      validate(fm);
      return undefined;
    } catch (e) {
      return e;
    } finally {
      console.error = error;
    }
  };
}

/** Markdown files of a folder, relative to the site and with forward slashes. */
export function markdownFiles(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !GENERATED.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Front matter: it parses as YAML and passes the validation of the Docusaurus plugin that reads the page (docs,
 * pages, blog); docs and API guides use only keys Docusaurus knows (a misspelt `sidebar_postion` is otherwise
 * silently ignored) and carry the `title` and `description` that the sidebar, search results, link previews and
 * llms.txt show.
 */
export async function lintFrontMatter(root: string): Promise<LintProblem[]> {
  const v = await validators();
  const problems: LintProblem[] = [];
  for (const area of AREAS) {
    for (const file of markdownFiles(root, area.dir)) {
      const content = fs.readFileSync(path.join(root, file), 'utf8');
      const report = (line: number, rule: string, message: string) => problems.push({file, line, kind: 'front-matter', rule, message});
      const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(content);
      if (!block) {
        if (area.kind !== 'page') report(1, 'present', 'the page needs a front matter block between two "---" lines');
        continue;
      }
      let frontMatter: Record<string, unknown>;
      try {
        const data = yaml.load(block[1]);
        if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('the front matter is not a map of keys and values');
        frontMatter = data as Record<string, unknown>;
      } catch (error) {
        const mark = (error as {mark?: {line: number}}).mark;
        report(mark ? mark.line + 2 : 1, 'yaml', (error as Error).message.split('\n')[0]);
        continue;
      }
      const lines = frontMatterLines(content);
      const error = v[area.kind](frontMatter) as {details?: {message: string; path: (string | number)[]}[]; message?: string} | undefined;
      for (const detail of error?.details ?? (error ? [{message: String(error.message), path: []}] : [])) {
        report(lines[String(detail.path[0])] ?? 1, 'docusaurus', detail.message);
      }
      if (area.kind === 'doc') {
        for (const key of Object.keys(frontMatter).filter((k) => !v.docKeys.has(k))) {
          report(lines[key] ?? 1, 'known-key', `unknown key "${key}": Docusaurus ignores it (known keys: ${[...v.docKeys].join(', ')})`);
        }
        for (const key of ['title', 'description']) {
          if (typeof frontMatter[key] !== 'string' || !(frontMatter[key] as string).trim()) {
            report(lines[key] ?? 1, 'required', `the page needs a "${key}" (the sidebar, search results, link previews and llms.txt show it)`);
          }
        }
      }
    }
  }
  return problems;
}
