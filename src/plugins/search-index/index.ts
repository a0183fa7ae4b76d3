import crypto from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import zlib from 'zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addToHead} from '../lib/rewriteHtml';
import {extractPage} from './extract';
import {packPages, type PageEntry} from '../../search/records';
import {indexMetaName} from '../../search/loadIndex';

export const indexDir = 'assets/search';

/** Every built HTML file under `dir`. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** Reads the built pages and returns the ones search should find, sorted by path. */
export async function readPages(outDir: string, baseUrl = '/'): Promise<PageEntry[]> {
  const pages: PageEntry[] = [];
  for (const file of await htmlFiles(outDir)) {
    if (path.basename(file) !== 'index.html') continue;
    const route = `${baseUrl}${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/\/+$/, '/');
    try {
      const page = extractPage(await fs.readFile(file, 'utf8'), route);
      if (page) pages.push(page);
    } catch (error) {
      throw new Error(`search-index: cannot read ${file}: ${(error as Error).message}`);
    }
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The embedded search index. After the build it reads the built pages, writes their records as a compact,
 * content-hashed file under `assets/search/`, and names that file in a meta tag of every page, which the search
 * bar reads when the reader first reaches for search.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir}) {
      const pages = await readPages(outDir, context.baseUrl);
      if (pages.length === 0) throw new Error(`search-index: no page in ${outDir} had searchable content`);
      const json = JSON.stringify(packPages(pages));
      const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 12);
      const name = `index.${hash}.json`;
      await fs.mkdir(path.join(outDir, indexDir), {recursive: true});
      await fs.writeFile(path.join(outDir, indexDir, name), json);
      const meta = `<meta name="${indexMetaName}" content="${context.baseUrl}${indexDir}/${name}">`;
      const files = await htmlFiles(outDir);
      await Promise.all(files.map((file) => addToHead(file, meta)));
      const records = pages.reduce((n, p) => n + p.sections.length + p.sections.filter((s) => s.content).length, 0);
      const gzip = zlib.gzipSync(json).length;
      console.log(`[search-index] ${pages.length} pages, ${records} records, ${indexDir}/${name} ${(json.length / 1024).toFixed(0)} KB (${(gzip / 1024).toFixed(0)} KB gzip)`);
    },
  };
}
