import path from 'path';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import blogPlugin, {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import {createBlogFeedFiles} from '@docusaurus/plugin-content-blog/lib/feed.js';
import fs from 'fs';
import {readBlogFolder, validateReleaseNotes, formatProblems, type ReleaseNoteFile, type BlogTag} from './validate';
import {readChanges, changesFeed, type ChangeModel} from './changes';
import {encodeIndex} from './compact';
import {nestRoutes} from './routes';
import {createExcerptRenderer} from './excerpts';
import {nextLoad} from './memo';
import {createCompileHold} from './compileHold';
import {pagePath} from './model';
import {deadPageLinks, docsPagesOf, histories, historyFile, linkedPages} from './history';

/** A feed of the release notes, as the blog sidebar links it: `<path>rss.xml` and `<path>atom.xml`. */
export type ReleaseFeed = {label: string; path: string};

/** What the change finder page receives: the data it shows before any filter (the rest loads on demand). */
export interface ReleaseChangesPageProps {
  /** Every release, oldest first, and every change with its text words (`changes-index.json`, loaded on demand). */
  newest: ChangeModel;
  total: number;
  audiences: BlogTag[];
  components: string[];
  feedPath: string;
}

/** How many of the newest changes the finder's static HTML lists (what readers without JavaScript see). */
export const STATIC_CHANGES = 50;

/** Today as YYYY-MM-DD, the latest date a release note may carry. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The release notes: Docusaurus' blog plugin, with two additions.
 * - Before the blog loads, every post is checked against the writers' rules (`validate.ts`: file name, title and
 *   rising versions, dates, front matter, the list of changes and its sections, audiences and tags, no scaffold text
 *   left). A broken rule fails the build and `npm start` with the file and the rule.
 * - After the build, every tag of `blog/tags.yml` gets RSS and Atom feeds of its own beside its list page
 *   (`/blog/tags/<tag>/rss.xml`, `atom.xml`), so that readers subscribe to the audience that concerns them, or to
 *   the releases that need action. The feeds are listed in the plugin's global data, which the blog sidebar shows
 *   (`src/theme/BlogSidebar/Content`).
 * In `npm start`, a saved post compiles once with what it changes on the list pages (`compileHold.ts`), and only the
 * saved post is parsed again (`memo.ts`).
 */
async function releaseNotesPlugin(context: LoadContext, options: BlogPluginOptions): Promise<Plugin<BlogContent>> {
  const blog = await blogPlugin(context, options);
  const blogDir = path.resolve(context.siteDir, options.path);
  const blogRoute = `${context.baseUrl}${options.routeBasePath.replace(/^\/+|\/+$/g, '')}/`;
  let posts: {files: ReleaseNoteFile[]; tags: BlogTag[]} = {files: [], tags: []};
  let model: ChangeModel | undefined;
  /** Post route → post file (relative to the blog folder), for messages. */
  let postFiles = new Map<string, string>();
  const excerpts = createExcerptRenderer(context, options, blogDir);
  // npm start: a saved post and what it changes on the list pages compile together (compileHold.ts).
  const compileHold = process.env.NODE_ENV === 'development' ? createCompileHold() : undefined;
  return {
    ...blog,
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    async loadContent() {
      compileHold?.hold();
      nextLoad();
      const {files, authors, tags} = readBlogFolder(blogDir);
      const problems = validateReleaseNotes(files, {authors, tags, today: today()});
      if (problems.length > 0) throw new Error(formatProblems(problems, path.relative(context.siteDir, blogDir)));
      posts = {files, tags};
      return blog.loadContent!();
    },
    configureWebpack(config, isServer, utils, content) {
      const own = blog.configureWebpack!(config, isServer, utils, content);
      return compileHold && !isServer ? {...own, plugins: [compileHold.plugin as never]} : own;
    },
    async contentLoaded(args) {
      // The archive page's props are the posts as loaded, Markdown source included (1.7 MB for 453 posts), of which
      // it shows only titles and dates: each save in npm start rewrote and recompiled that module, and readers of
      // /blog/archive/ downloaded it. The posts' pages import their Markdown as modules instead, and list pages show
      // excerpts rendered ahead (below).
      const blogPosts = args.content.blogPosts.map((post) => ({...post, content: ''}));
      // The blog's routes, nested by path before they are added (routes.ts): each page's route is found in a few
      // dozen steps rather than among every post's.
      const blogRoutes: RouteConfig[] = [];
      await blog.contentLoaded?.({...args, actions: {...args.actions, addRoute: (route) => blogRoutes.push(route)}, content: {...args.content, blogPosts}});
      // The list pages carry their posts' excerpts as data rather than importing each as a compiled module
      // (excerpts.ts). Where Docusaurus renders the pages from bundles made by an earlier run and compiles nothing
      // (`DOCUSAURUS_SKIP_BUNDLING`, the rendering step of scripts/build.mjs), the route modules are never read, so
      // the excerpts are not rendered a second time (4 s at four times today's posts).
      const routes =
        process.env.DOCUSAURUS_SKIP_BUNDLING === 'true'
          ? blogRoutes
          : await excerpts.inlineExcerpts(blogRoutes, args.content.blogPosts, options.truncateMarker);
      // The change finder: every change of every post, read from the posts' own sections and marks.
      const permalinks = new Map(
        args.content.blogPosts.map((post) => [path.relative(blogDir, path.join(context.siteDir, post.metadata.source.replace(/^@site\//, ''))).split(path.sep).join('/'), post.metadata.permalink]),
      );
      model = readChanges(posts.files, posts.tags, permalinks);
      postFiles = new Map([...permalinks].map(([file, permalink]) => [permalink.endsWith('/') ? permalink : `${permalink}/`, file]));
      const audiences = posts.tags.filter((t) => t.key !== 'action-required');
      const props: ReleaseChangesPageProps = {
        newest: {
          releases: model.releases,
          changes: model.changes.slice(-STATIC_CHANGES),
          words: [],
        },
        total: model.changes.length,
        audiences,
        components: [...new Set(model.changes.map((c) => c.component).filter((c): c is string => !!c))].sort((a, b) => a.localeCompare(b)),
        feedPath: `${blogRoute}changes.json`,
      };
      routes.push({
        path: `${blogRoute}changes/`,
        component: '@theme/ReleaseChanges',
        exact: true,
        modules: {data: await args.actions.createData('changes-page.json', JSON.stringify(props))},
      });
      nestRoutes(routes, {base: blogRoute, component: '@theme/ReleaseRoutes'}).forEach((route) => args.actions.addRoute(route));
      // The feeds the blog sidebar offers: all releases, then one per tag (audiences and action required).
      const feeds: ReleaseFeed[] = [
        {label: 'All releases', path: blogRoute},
        ...Object.values(args.content.blogTags).map((tag) => ({label: tag.label, path: `${tag.permalink}/`})),
      ];
      args.actions.setGlobalData({feeds, changesPath: `${blogRoute}changes/`});
    },
    // Once every plugin has loaded its content, the pages changes link are known by their routes and titles: a link
    // to a route that is no page fails here with its post and section, each docs page gets its history (history.ts),
    // and the finder's full index, loaded on its first use, names the linked pages.
    async allContentLoaded({allContent, actions}) {
      if (!model) return;
      const docs = docsPagesOf(allContent as Parameters<typeof docsPagesOf>[0], context.siteDir);
      type Page = {permalink: string};
      const otherPages = Object.values((allContent['docusaurus-plugin-content-pages'] ?? {}) as Record<string, Page[]>).flat();
      const fileOf = (url: string) => path.join(path.relative(context.siteDir, blogDir), postFiles.get(url) ?? url);
      const dead = deadPageLinks(model, new Set([...docs, ...otherPages].map((p) => pagePath(p.permalink))), fileOf);
      if (dead) throw new Error(dead);
      model.linkedPages = linkedPages(model, docs);
      const byPage = histories(model);
      await Promise.all(docs.map((doc) => actions.createData(historyFile(doc.source), JSON.stringify(byPage.get(doc.permalink) ?? []))));
      // The full index loads on demand (the finder's first use); the page itself carries only the newest changes.
      const audiences = posts.tags.filter((t) => t.key !== 'action-required').map((a) => a.key);
      await actions.createData('changes-index.json', JSON.stringify(encodeIndex(model, audiences)));
    },
    async postBuild(props) {
      await blog.postBuild?.(props);
      const {content, outDir} = props;
      // The machine-readable feed of all changes, documented on the finder page.
      if (model) {
        const feedFile = path.join(outDir, options.routeBasePath.replace(/^\/+|\/+$/g, ''), 'changes.json');
        fs.mkdirSync(path.dirname(feedFile), {recursive: true});
        fs.writeFileSync(feedFile, `${JSON.stringify(changesFeed(model, context.siteConfig.url), null, 1)}\n`);
      }
      if (!content || !options.feedOptions.type) return;
      const byId = new Map(content.blogPosts.map((post) => [post.id, post]));
      await Promise.all(
        Object.values(content.blogTags).map((tag) =>
          createBlogFeedFiles({
            blogPosts: tag.items.map((id) => byId.get(id)!).filter(Boolean),
            options: {
              ...options,
              routeBasePath: tag.permalink.slice(context.baseUrl.length),
              feedOptions: {...options.feedOptions, title: `${options.feedOptions.title}: ${tag.label}`, description: tag.description},
            },
            outDir,
            siteConfig: context.siteConfig,
            locale: context.i18n.currentLocale,
            contentPaths: {contentPath: blogDir, contentPathLocalized: blogDir},
          }),
        ),
      );
    },
  };
}

// Docusaurus normalises the options (defaults included) with the blog plugin's own validation.
export default Object.assign(releaseNotesPlugin, {validateOptions: validateBlogOptions}) as unknown as PluginModule;
