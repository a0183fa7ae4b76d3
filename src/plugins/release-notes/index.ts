import path from 'path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import blogPlugin, {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions as BlogPluginOptions} from '@docusaurus/plugin-content-blog';
import {createBlogFeedFiles} from '@docusaurus/plugin-content-blog/lib/feed.js';
import {readBlogFolder, validateReleaseNotes, formatProblems} from './validate';

/** A feed of the release notes, as the blog sidebar links it: `<path>rss.xml` and `<path>atom.xml`. */
export type ReleaseFeed = {label: string; path: string};

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
 */
async function releaseNotesPlugin(context: LoadContext, options: BlogPluginOptions): Promise<Plugin<BlogContent>> {
  const blog = await blogPlugin(context, options);
  const blogDir = path.resolve(context.siteDir, options.path);
  return {
    ...blog,
    async loadContent() {
      const {files, authors, tags} = readBlogFolder(blogDir);
      const problems = validateReleaseNotes(files, {authors, tags, today: today()});
      if (problems.length > 0) throw new Error(formatProblems(problems, path.relative(context.siteDir, blogDir)));
      return blog.loadContent!();
    },
    async contentLoaded(args) {
      // The archive page's props are the posts as loaded, Markdown source included (1.7 MB for 453 posts), of which
      // it shows only titles and dates: each save in npm start rewrote and recompiled that module, and readers of
      // /blog/archive/ downloaded it. The posts' pages and list pages import their Markdown as modules instead.
      const blogPosts = args.content.blogPosts.map((post) => ({...post, content: ''}));
      await blog.contentLoaded?.({...args, content: {...args.content, blogPosts}});
      // The feeds the blog sidebar offers: all releases, then one per tag (audiences and action required).
      const feeds: ReleaseFeed[] = [
        {label: 'All releases', path: `${context.baseUrl}${options.routeBasePath.replace(/^\/+|\/+$/g, '')}/`},
        ...Object.values(args.content.blogTags).map((tag) => ({label: tag.label, path: `${tag.permalink}/`})),
      ];
      args.actions.setGlobalData({feeds});
    },
    async postBuild(props) {
      await blog.postBuild?.(props);
      const {content, outDir} = props;
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
