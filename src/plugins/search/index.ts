import crypto from 'crypto';
import {spawn} from 'child_process';
import fs from 'fs/promises';
import {readFileSync, readdirSync, statSync} from 'fs';
import path from 'path';
import zlib from 'zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractPage} from './extract';
import {packPages, releaseNotesArea, type PageEntry} from './client/records';
import {indexMetaName, laterIndexUrl} from './client/loadIndex';
import {SearchEngine} from './client/engine';

/** Where the index file goes, under the build directory. */
export const indexDir = 'assets/search';

/** Every built HTML file under `dir`. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes the two index files of the built site in `outDir` and returns what it wrote (pages, records, sizes). Throws
 * naming the page it cannot read, or when no page had searchable content.
 */
export async function writeSearchIndex(outDir: string, baseUrl: string, indexUrl: string): Promise<string> {
  const pages = await readPages(outDir, baseUrl);
  if (pages.length === 0) throw new Error(`search: no page in ${outDir} had searchable content`);
  // Two files: the docs and API pages answer the first search; the release notes follow (client/loadIndex.ts).
  const later = (page: PageEntry) => page.area === releaseNotesArea;
  const parts = [
    {url: indexUrl, pages: pages.filter((page) => !later(page))},
    {url: laterIndexUrl(indexUrl), pages: pages.filter(later)},
  ];
  const sizes: string[] = [];
  for (const part of parts) {
    // The index of the part's words, computed here so that the browser only reads it.
    const json = JSON.stringify(packPages(part.pages, new SearchEngine(part.pages).packPostings()));
    const file = path.join(outDir, part.url.slice(baseUrl.length));
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, json);
    sizes.push(`${path.relative(outDir, file)} ${part.pages.length} pages ${(json.length / 1024).toFixed(0)} KB (${(zlib.gzipSync(json).length / 1024).toFixed(0)} KB gzip)`);
  }
  const records = pages.reduce((n, p) => n + p.sections.length + p.sections.filter((s) => s.content).length, 0);
  return `[search] ${pages.length} pages, ${records} records: ${sizes.join('; ')}`;
}

/**
 * Reads the built pages and returns the ones search should find, sorted by path, each with the texts of the links
 * that other pages make to it (`linkedAs`): how the site names a page where it uses what the page explains.
 */
export async function readPages(outDir: string, baseUrl = '/'): Promise<PageEntry[]> {
  const pages: PageEntry[] = [];
  const linkTexts = new Map<string, Map<string, string>>();
  for (const file of await htmlFiles(outDir)) {
    if (path.basename(file) !== 'index.html') continue;
    const route = `${baseUrl}${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/\/+$/, '/');
    try {
      const extracted = extractPage(await fs.readFile(file, 'utf8'), route);
      if (!extracted) continue;
      const {links, ...page} = extracted;
      pages.push(page);
      for (const link of links) {
        let texts = linkTexts.get(link.path);
        if (!texts) linkTexts.set(link.path, (texts = new Map()));
        if (!texts.has(link.text.toLowerCase())) texts.set(link.text.toLowerCase(), link.text);
      }
    } catch (error) {
      throw new Error(`search: cannot read ${file}: ${(error as Error).message}`);
    }
  }
  for (const page of pages) page.linkedAs = [...(linkTexts.get(page.path)?.values() ?? [])].join(' · ');
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** What the built pages are made of: content, code, config and dependencies (not the build's own output). */
const sourceEntries = ['docs', 'api', 'metering-api', 'blog', 'src', 'static/openapi', 'sidebars.ts', 'docusaurus.config.ts', 'package-lock.json'];
const skipped = new Set(['node_modules', '.docusaurus', 'build']);

/**
 * A fingerprint of the site's sources, known before the build starts: it names the index file, so that pages can
 * name it in a meta tag (added like any other head tag) and a new index never hides behind a cached old one.
 */
export function sourceFingerprint(siteDir: string): string {
  const hash = crypto.createHash('sha256');
  const add = (entry: string) => {
    const full = path.join(siteDir, entry);
    let stat;
    try {
      stat = statSync(full);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const child of readdirSync(full).sort()) if (!skipped.has(child)) add(path.join(entry, child));
    } else {
      hash.update(entry).update('\0').update(readFileSync(full)).update('\0');
    }
  };
  sourceEntries.forEach(add);
  return hash.digest('hex').slice(0, 12);
}

/**
 * The site search, one plugin: the theme components it provides (`theme/SearchBar`, the navbar button and the
 * DocSearch modal, and `theme/SearchPage`), the button's styles in the main stylesheet (`styles.css`), the client
 * that answers from the embedded index (`client/`) and, after the build, that index. See README.md beside it.
 */
export default function searchPlugin(context: LoadContext): Plugin {
  // Only production builds write an index: the dev server's pages name none, and its search says why.
  const embedded = context.siteConfig.customFields?.searchBackend !== 'algolia' && process.env.NODE_ENV === 'production';
  const indexUrl = embedded ? `${context.baseUrl}${indexDir}/index.${sourceFingerprint(context.siteDir)}.json` : '';
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    // Client modules are part of every page's main bundle and stylesheet: the button is styled before any script runs.
    getClientModules: () => [
      require.resolve('@docsearch/css/dist/_variables.css'),
      require.resolve('@docsearch/css/dist/button.css'),
      path.join(__dirname, 'styles.css'),
    ],
    injectHtmlTags: () => (embedded ? {headTags: [{tagName: 'meta', attributes: {name: indexMetaName, content: indexUrl}}]} : {}),
    async postBuild({outDir}) {
      if (!embedded) return;
      // In a process of its own (writeIndex.ts), beside the other plugins' postBuild (the Markdown copies, the feeds):
      // both read every built page, and on one thread they took turns. ×4 the release notes: see README, "Build memory".
      const script = path.join(__dirname, 'writeIndex.ts');
      const child = spawn(process.execPath, ['--import', 'tsx', script, outDir, context.baseUrl, indexUrl], {stdio: ['ignore', 'pipe', 'pipe']});
      let summary = '';
      let errors = '';
      child.stdout.on('data', (data) => (summary += data));
      child.stderr.on('data', (data) => (errors += data));
      const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
      if (code !== 0) throw new Error(errors.trim() || `search: writing the index failed (exit code ${code})`);
      console.log(summary.trim());
    },
  };
}
