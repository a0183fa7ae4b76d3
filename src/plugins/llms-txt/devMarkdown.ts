import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {markdownUrl} from '../../components/PageActions/markdownUrl';

type Doc = {permalink: string; source: string; title: string};
type DocsContent = {loadedVersions?: {docs: Doc[]}[]};

/** A page's Markdown as the dev server serves it: the source without its front matter, under its title. */
export function devMarkdownCopy(source: string, title: string): string {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '').replace(/^\s+/, '');
  return /^# /m.test(body.split('\n').find((l) => l.trim() !== '') ?? '') ? body : `# ${title}\n\n${body}`;
}

/**
 * `npm start` serves the Markdown copy of every docs page beside its route, as the build does
 * (`/concepts/workspace/` -> `/concepts/workspace.md`), so that "View as Markdown" and "Copy page" work while
 * writing. The build converts the built HTML (`@signalwire/docusaurus-plugin-llms-txt`); the dev server has no
 * built HTML, so it serves the page's source, without its front matter and under its title. The files are written
 * to `.docusaurus/markdown-copies/` whenever content changes (only those that changed) and served as static files.
 * Does nothing in a build.
 */
export default function markdownCopiesInDev(context: LoadContext): Plugin {
  const dir = path.join(context.generatedFilesDir, 'markdown-copies');
  const dev = process.env.NODE_ENV === 'development';
  return {
    name: 'markdown-copies-in-dev',
    async allContentLoaded({allContent}) {
      if (!dev) return;
      const instances = Object.values((allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>);
      const wanted = new Set<string>();
      for (const doc of instances.flatMap((i) => i.loadedVersions ?? []).flatMap((v) => v.docs)) {
        const file = path.join(dir, markdownUrl(doc.permalink));
        wanted.add(file);
        const sourceFile = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
        const copy = devMarkdownCopy(fs.readFileSync(sourceFile, 'utf8'), doc.title);
        if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== copy) {
          fs.mkdirSync(path.dirname(file), {recursive: true});
          fs.writeFileSync(file, copy);
        }
      }
      if (fs.existsSync(dir)) {
        for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
          const file = path.join(entry.parentPath, entry.name);
          if (entry.isFile() && !wanted.has(file)) fs.rmSync(file);
        }
      }
    },
    configureWebpack(_config, isServer) {
      if (!dev || isServer) return {};
      fs.mkdirSync(dir, {recursive: true});
      // Added to the dev server's static folders; not watched, so that rewriting a copy does not reload the page.
      return {devServer: {static: [{directory: dir, publicPath: context.baseUrl, watch: false}]}} as object;
    },
  };
}
