import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import type {BlogPost, BlogPostMetadata, PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import {aliasedSitePathToRelativePath, resolveMarkdownLinkPathname} from '@docusaurus/utils';
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils.js';
import footnoteIDFixer from '@docusaurus/plugin-content-blog/lib/remark/footnoteIDFixer.js';

/**
 * The release notes' list pages (`/blog/`, `/blog/page/<n>/`, each tag's pages) show every post's excerpt: the text
 * above its `<!-- truncate -->` marker. Docusaurus' blog plugin makes each excerpt a module of its own (the post's
 * Markdown compiled a second time, `?truncated=true`), imported by every list page that shows the post: one more
 * compiled module and chunk per post. At four times today's posts they made the production build's bundling step
 * about 20 s slower and its peak 0.6 GB larger (`npm run bench:scale`: bundling 61.0 s and peak 2.93 GiB with them,
 * 40.2 s and 2.30 GiB with the list pages importing the posts' own modules instead, which readers cannot afford).
 *
 * Here each excerpt is compiled once, in the plugin, by Docusaurus' own Markdown processor with the options the blog
 * plugin gives its loader (admonitions, emoji, links to other posts, our remark and rehype plugins), and the rendered
 * tree is kept as data in the list page's route props. `theme/BlogPostItems` renders that tree with the same MDX
 * components the compiled module would have used, so the list pages' HTML stays the same (the end-to-end tests
 * compare every excerpt on every list page with the top of the post's own page).
 */

/** A rendered excerpt: text, or an element's name (an HTML tag or an MDX component such as `admonition`), its props
 * and children. */
export type ExcerptNode = string | [name: string, props: ExcerptProps | null, ...children: ExcerptNode[]];
export type ExcerptProps = Record<string, string | number | boolean>;

/**
 * What a list page's route props hold per post, in place of the compiled excerpt module and its exports. The post's
 * metadata leaves out what only the post's own page shows (the previous and next posts) and, once, its front matter:
 * `theme/BlogPostItems` puts it back (`metadata.frontMatter` is `frontMatter`). Each list and tag page a post is on
 * carries this, so every byte counts: the bundler's memory grows with it.
 */
export interface ExcerptContent {
  metadata: Omit<BlogPostMetadata, 'frontMatter' | 'prevItem' | 'nextItem'>;
  frontMatter: BlogPostMetadata['frontMatter'];
  assets: {image?: string; authorsImageUrls: (string | undefined)[]};
  excerpt: ExcerptNode[];
}

/** Parts of a hast tree (the processor's output, as plain objects). */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * A hast tree as excerpt nodes, as MDX turns it into JSX. Comments and ES module statements (the `toc` export
 * Docusaurus adds) render nothing and are left out, and so are properties without a value. Any other node (JSX,
 * expressions) or a property that is not a plain attribute cannot be kept as data: the error names the file and what
 * it found there.
 */
export function toExcerptNodes(root: HastNode, file: string): ExcerptNode[] {
  const fail = (what: string): never => {
    throw new Error(
      `${file}: the text above <!-- truncate --> holds ${what}, which the list pages cannot show. Keep it to paragraphs, lists, links, inline code, emphasis and admonitions, and move the rest below the marker.`,
    );
  };
  const convert = (node: HastNode): ExcerptNode[] => {
    switch (node.type) {
      case 'text':
        return [node.value ?? ''];
      case 'comment':
      case 'mdxjsEsm':
        return [];
      case 'element': {
        const props: ExcerptProps = {};
        for (const [key, value] of Object.entries(node.properties ?? {})) {
          if (value === null || value === undefined) continue;
          if (key === 'className' && Array.isArray(value)) props.className = value.join(' ');
          else if (/^[a-z]+$/.test(key) && key !== 'style' && ['string', 'number', 'boolean'].includes(typeof value)) props[key] = value as string | number | boolean;
          else fail(`the attribute "${key}" on <${node.tagName}>`);
        }
        return [[node.tagName!, Object.keys(props).length > 0 ? props : null, ...(node.children ?? []).flatMap(convert)]];
      }
      default:
        if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
          // Docusaurus turns images and links to files of the site into JSX that imports the file.
          return fail(`<${(node as {name?: string}).name ?? 'a fragment'}> as JSX (an image, a link to a file of the site, or JSX written in the post)`);
        }
        return fail(`a node of type "${node.type}"${node.type.startsWith('mdx') ? ' (an expression)' : ''}`);
    }
  };
  const nodes = (root.children ?? []).flatMap(convert);
  // MDX leaves out whitespace-only text at the start and end of a document (hast-util-to-estree's root), so do we.
  const blank = (node: ExcerptNode | undefined) => typeof node === 'string' && node.trim() === '';
  while (blank(nodes[0])) nodes.shift();
  while (blank(nodes.at(-1))) nodes.pop();
  return nodes;
}

/** Images the compiled module would have bundled: Docusaurus bundles the assets that start with `./` (its
 * `createAssetsExportCode`) and passes any other value on as it is. Data can only pass values on. */
const isBundledFile = (url: string | undefined) => typeof url === 'string' && url.startsWith('./');

class Captured {
  constructor(readonly tree: HastNode) {}
}

/** The files the Markdown rendering of an excerpt depends on besides the post: the site's config (Markdown options),
 * our plugins (the remark and rehype plugins among them) and the installed packages. */
function pipelineFiles(context: LoadContext): string[] {
  const files = [context.siteConfigPath, path.join(context.siteDir, 'package-lock.json')];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  if (fs.existsSync(path.join(context.siteDir, 'src', 'plugins'))) walk(path.join(context.siteDir, 'src', 'plugins'));
  return files.filter((file) => fs.existsSync(file));
}

/**
 * Renders excerpts with the blog plugin's Markdown options. Results are kept per post and excerpt text, in memory and
 * in `.docusaurus/release-notes/excerpts.json`, so that `npm start` compiles only the excerpts a save changed, and a
 * second `npm start` none (about 1 s for today's 453 posts). What else the rendering depends on is kept with them: a
 * fingerprint of `pipelineFiles`, and every post's address, which links to other posts resolve to. New posts alone
 * change no link of the others (a link to a post that did not exist failed), so the kept excerpts stay valid when posts
 * were only added, in one process or between two starts (a writer's new release note); when the pipeline changed or a
 * post moved or went, they are rendered again.
 */
export function createExcerptRenderer(context: LoadContext, options: BlogPluginOptions, blogDir: string) {
  const {siteDir, siteConfig} = context;
  let sourceToPermalink = new Map<string, string>();
  let cache = new Map<string, ExcerptNode[]>();
  const cacheFile = path.join(context.generatedFilesDir, 'release-notes', 'excerpts.json');
  let pipeline: string | undefined;
  const pipelineOf = () => {
    const hash = crypto.createHash('sha256');
    for (const file of pipelineFiles(context)) hash.update(path.relative(siteDir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    return hash.digest('hex');
  };
  /** How many excerpts the last load rendered (the others were kept). */
  let compiledLast = 0;
  /** Whether every post of `before` still has its address (posts may have been added). */
  const onlyAdded = (before: Iterable<[string, string]>, now: Map<string, string>) => [...before].every(([source, permalink]) => now.get(source) === permalink);
  const readCache = (pipelineHash: string, permalinks: Map<string, string>) => {
    try {
      const saved = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as {pipeline?: string; permalinks?: [string, string][]; excerpts: [string, ExcerptNode[]][]};
      return saved.pipeline === pipelineHash && saved.permalinks && onlyAdded(saved.permalinks, permalinks) ? new Map(saved.excerpts) : new Map<string, ExcerptNode[]>();
    } catch {
      return new Map<string, ExcerptNode[]>();
    }
  };
  // Docusaurus' own Markdown compilation (`compileToJSX`: the preprocessing and processor of its MDX loader) with the
  // options its blog plugin gives the loader (`createBlogMDXLoaderRule`), and one rehype plugin more at the end that
  // hands over the finished tree and stops there: the JavaScript the loader would generate from it is not needed.
  // Neither is a public export of Docusaurus: check both after an upgrade (the end-to-end tests compare every list
  // page's excerpts with the posts' own pages).
  const capture = () => (tree: HastNode) => {
    throw new Captured(tree);
  };
  const compileOptions = {
    admonitions: options.admonitions,
    remarkPlugins: options.remarkPlugins,
    rehypePlugins: [...options.rehypePlugins, capture],
    recmaPlugins: [],
    beforeDefaultRemarkPlugins: [footnoteIDFixer, ...options.beforeDefaultRemarkPlugins],
    beforeDefaultRehypePlugins: options.beforeDefaultRehypePlugins,
    staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
    siteDir,
    removeContentTitle: true,
    markdownConfig: siteConfig.markdown,
    resolveMarkdownLink: ({linkPathname, sourceFilePath}: {linkPathname: string; sourceFilePath: string}) =>
      resolveMarkdownLinkPathname(linkPathname, {
        sourceFilePath,
        sourceToPermalink,
        siteDir,
        contentPaths: {contentPath: blogDir, contentPathLocalized: blogDir},
      }),
  };
  /** Every post's excerpt content, by the post's source (`@site/blog/…`). */
  async function renderAll(posts: BlogPost[], truncateMarker: RegExp): Promise<Map<string, ExcerptContent>> {
    const previous = sourceToPermalink;
    sourceToPermalink = new Map(posts.map((post) => [post.metadata.source, post.metadata.permalink]));
    // Kept in memory while nothing moved (a new release note in npm start renders its own excerpt only). The first
    // load of a process, a post moved or removed: the file is used where it was written with the same pipeline and
    // the same addresses or fewer posts.
    const currentPipeline = pipelineOf();
    if (currentPipeline !== pipeline || !onlyAdded(previous, sourceToPermalink)) cache = readCache(currentPipeline, sourceToPermalink);
    pipeline = currentPipeline;
    const next = new Map<string, ExcerptNode[]>();
    let compiled = 0;
    const result = new Map<string, ExcerptContent>();
    for (const {metadata, content} of posts) {
      const file = aliasedSitePathToRelativePath(metadata.source);
      const text = content.split(truncateMarker, 1)[0];
      const key = `${metadata.source}\0${crypto.createHash('sha256').update(text).digest('base64url')}`;
      let excerpt = cache.get(key);
      if (!excerpt) {
        compiled++;
        try {
          await compileToJSX({filePath: path.join(siteDir, file), fileContent: text, frontMatter: metadata.frontMatter, options: compileOptions as never, compilerName: 'server'});
          throw new Error(`${file}: the excerpt's rendering did not reach its last step`);
        } catch (error) {
          const captured = error instanceof Captured ? error : (error as {cause?: unknown}).cause;
          if (!(captured instanceof Captured)) throw error;
          excerpt = toExcerptNodes(captured.tree, file);
        }
      }
      next.set(key, excerpt);
      const image = metadata.frontMatter.image;
      const authorsImageUrls = metadata.authors.map((author) => author.imageURL);
      for (const url of [image, ...authorsImageUrls]) {
        if (isBundledFile(url)) {
          throw new Error(`${file}: the image "${url}" is a file next to the post, which list pages cannot show; give it as a URL or a path from the site's root`);
        }
      }
      const {frontMatter, prevItem: _prev, nextItem: _next, ...listed} = metadata;
      result.set(metadata.source, {metadata: listed, frontMatter, assets: {image, authorsImageUrls}, excerpt});
    }
    if (compiled > 0 || next.size !== cache.size) {
      try {
        fs.mkdirSync(path.dirname(cacheFile), {recursive: true});
        fs.writeFileSync(cacheFile, JSON.stringify({pipeline, permalinks: [...sourceToPermalink], excerpts: [...next]}));
      } catch (error) {
        // Only the next start's speed depends on the file.
        console.warn(`[release-notes] could not keep the rendered excerpts in ${cacheFile}: ${(error as Error).message}`);
      }
    }
    cache = next;
    compiledLast = compiled;
    return result;
  }

  /**
   * The blog plugin's list routes with their excerpts as route props (`items`, the same prop the compiled modules
   * filled) instead of one imported module per post. Other routes are returned as they are.
   */
  async function inlineExcerpts(routes: RouteConfig[], posts: BlogPost[], truncateMarker: RegExp): Promise<RouteConfig[]> {
    const excerpts = await renderAll(posts, truncateMarker);
    return routes.map((route) => {
      const items = route.modules?.items;
      if (!Array.isArray(items)) return route;
      const {items: _compiled, ...modules} = route.modules!;
      return {
        ...route,
        modules,
        props: {
          ...route.props,
          items: items.map((item) => {
            const source = (item as {content: {path: string}}).content.path;
            const content = excerpts.get(source);
            if (!content) throw new Error(`The list page ${route.path} shows ${source}, which is not a loaded release note`);
            return {content};
          }),
        },
      };
    });
  }

  return {inlineExcerpts, compiledLast: () => compiledLast};
}
