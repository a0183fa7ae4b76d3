import fs from 'fs';
import path from 'path';
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {siteTitle, tagline, defaultSiteUrl, links, copyright, socialCard} from './src/data/site';
import {prismLight, prismDark} from './src/data/prismThemes';
import releaseNotesPlugin from './src/plugins/release-notes';
import searchPlugin from './src/plugins/search';
import codeHighlightingPlugin from './src/plugins/code-highlighting';
import pageLoadingPlugin from './src/plugins/page-loading';
import serverBundlePlugin from './src/plugins/server-bundle';
import robotsPlugin from './src/plugins/robots';
import {ssrTemplate} from './src/plugins/page-loading/ssrTemplate';
import {llmsTxtPlugin} from './src/plugins/llms-txt';
import markdownCopiesInDev from './src/plugins/llms-txt/devMarkdown';
import {apiReferencePlugins} from './src/plugins/api-reference';
import {apis} from './src/data/apis';
import remarkDiagrams from './src/plugins/diagrams/remark';
import {remarkReleaseHistory} from './src/plugins/release-notes/history';
import rehypeTables from './src/plugins/tables/rehype';
import {gitHistory} from './src/plugins/lib/gitHistory';
import {diagramSettings} from './src/plugins/diagrams/diagrams';

// Environment switches, read once here and nowhere else.
/** Production URL; preview deployments set their own. */
const siteUrl = process.env.DOCS_SITE_URL || defaultSiteUrl;
/** The privacy-friendly analytics script, only for production builds that ask for it. */
const analyticsEnabled =
  process.env.DOCS_ANALYTICS === 'true' && process.env.NODE_ENV === 'production';
/**
 * "Last updated" dates (docs pages, sitemap `lastmod`) come from git. Without full history (a tarball, a shallow
 * clone) every date would be wrong, so there are none; `DOCS_LAST_UPDATE=false` turns them off on purpose.
 */
const lastUpdate = process.env.DOCS_LAST_UPDATE !== 'false' && gitHistory(__dirname) === 'full';
/**
 * `npm start` (Docusaurus sets NODE_ENV to development for it): the dev server serves the Markdown copies itself and
 * leaves out the llms.txt plugin, which only acts after a build and takes 0.3 s to load.
 */
const devServer = process.env.NODE_ENV === 'development';
/** `DOCS_FASTER=false` turns Docusaurus Faster off, for build-time comparisons (see bench/). */
const faster = process.env.DOCS_FASTER !== 'false';
/**
 * Site search answers from Algolia when all three are set, and otherwise from the index the build embeds.
 * The search key is public (search only); the admin key, for `npm run search:upload`, never enters the build.
 */
const algolia = {
  appId: process.env.ALGOLIA_APP_ID ?? '',
  apiKey: process.env.ALGOLIA_SEARCH_API_KEY ?? '',
  indexName: process.env.ALGOLIA_INDEX_NAME ?? '',
};
const searchBackend: 'algolia' | 'embedded' = algolia.appId && algolia.apiKey && algolia.indexName ? 'algolia' : 'embedded';

/**
 * Mermaid blocks show their pre-rendered images (`npm run diagrams`); a block without them renders in the browser.
 * Every Markdown plugin of the site runs this before Docusaurus' own Mermaid handling.
 */
const diagrams = [
  [
    remarkDiagrams,
    {
      siteDir: __dirname,
      onMissing: (file: string, line: number) =>
        console.warn(`[diagrams] ${file}:${line} has no pre-rendered images and renders in the browser; run npm run diagrams`),
    },
  ],
];

/** Tables scroll in a focusable, named region (src/plugins/tables), on every kind of page. */
const rehypePlugins = [rehypeTables];

/** What the three docs instances share; each only adds where it lives. */
const commonDocsOptions = {
  beforeDefaultRemarkPlugins: diagrams,
  // Each page ends with its history: the release-note changes that link it (src/plugins/release-notes/history.ts).
  remarkPlugins: [[remarkReleaseHistory, {siteDir: __dirname}]],
  rehypePlugins,
  breadcrumbs: true,
  editUrl: `${links.sourceRepository}/edit/main/`,
  showLastUpdateTime: false,
  sidebarCollapsible: true,
} satisfies DocsOptions;

/**
 * Each API's folder exists before Docusaurus creates its docs instance, which fails at once without it (a fresh clone,
 * an API without hand-written guides): the api-reference plugin generates the pages into it as the site loads.
 */
for (const api of apis) fs.mkdirSync(path.join(__dirname, api.id), {recursive: true});

const config: Config = {
  title: siteTitle,
  tagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: true,
  organizationName: 'meshcloud',
  projectName: 'meshcloud-docs',

  future: {
    v4: true,
    faster: faster ? undefined : false,
  },

  // Scripts load once the page is painted (src/plugins/page-loading).
  ssrTemplate,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    // .md files are CommonMark, .mdx files are MDX: writers can use braces and angle brackets in plain Markdown.
    format: 'detect',
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  // Site search (src/plugins/search): its navbar button, modal and search page, and the embedded index.
  themes: ['@docusaurus/theme-mermaid', searchPlugin],

  presets: [
    [
      'classic',
      {
        // The docs instances are declared below as plugins, so that all three share one options object.
        docs: false,
        // The release notes are the blog plugin inside src/plugins/release-notes (checks and per-tag feeds), below.
        blog: false,
        // No debug pages (/__docusaurus/debug/): in npm start they rewrite and recompile a 2 MB copy of all content
        // on every save.
        debug: false,
        pages: {beforeDefaultRemarkPlugins: diagrams, rehypePlugins},
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          // From the docs pages' last update (git), where there is one; nothing where there is none.
          lastmod: lastUpdate ? 'date' : null,
          changefreq: null,
          priority: null,
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        ...commonDocsOptions,
        id: 'docs',
        path: 'docs',
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        // The API instances' pages are mostly generated (no git history of their own), so only here.
        showLastUpdateTime: lastUpdate,
      } satisfies DocsOptions,
    ],
    // The API references (src/data/apis.ts): a docs instance and an OpenAPI generator each, and their downloads.
    ...apiReferencePlugins(apis, commonDocsOptions),
    [
      releaseNotesPlugin,
      {
        path: 'blog',
        routeBasePath: 'blog',
        beforeDefaultRemarkPlugins: diagrams,
        rehypePlugins,
        blogTitle: 'meshStack Release Notes',
        blogDescription: 'What changed in each meshStack release, for users, customers, partners and operators.',
        postsPerPage: 10,
        blogSidebarCount: 15,
        blogSidebarTitle: 'Latest releases',
        showReadingTime: false,
        authorsMapPath: 'authors.yml',
        tags: 'tags.yml',
        // Authors, tags and the truncate marker are part of every release note; anything else is a writer's mistake.
        onInlineAuthors: 'throw',
        onInlineTags: 'throw',
        onUntruncatedBlogPosts: 'throw',
        feedOptions: {
          type: ['rss', 'atom'],
          title: 'meshStack Release Notes',
          description: 'Every meshStack release, as it ships.',
          copyright,
          limit: 20,
        },
      } satisfies BlogOptions,
    ],
    codeHighlightingPlugin,
    pageLoadingPlugin,
    // The build's server bundle (static rendering only) without the analyses that shrink shipped code: less memory.
    serverBundlePlugin,
    [
      '@docusaurus/plugin-client-redirects',
      {
        // The two earliest release notes had no number within their day; their old addresses still work.
        redirects: [
          {from: '/blog/2018/09/18/Release/', to: '/blog/2018/09/18/Release-0/'},
          {from: '/blog/2018/09/20/Release/', to: '/blog/2018/09/20/Release-0/'},
        ],
      },
    ],
    // robots.txt: the production site names its sitemap; a build for another address keeps crawlers out.
    robotsPlugin,
    // The Markdown copy of every docs page: the build writes them with llmsTxtPlugin, `npm start` serves them.
    devServer ? markdownCopiesInDev : llmsTxtPlugin(siteTitle),
  ],

  scripts: analyticsEnabled
    ? [{src: '/js/script.js', defer: true, 'data-domain': new URL(siteUrl).hostname}]
    : [],

  customFields: {
    searchBackend,
    lastUpdate,
  },

  themeConfig: {
    // The card shown where a link to the docs is shared (og:image, twitter:image; twitter:card is the large one).
    image: socialCard.path,
    metadata: [
      {property: 'og:image:width', content: String(socialCard.width)},
      {property: 'og:image:height', content: String(socialCard.height)},
      {property: 'og:image:alt', content: socialCard.alt},
      {name: 'twitter:image:alt', content: socialCard.alt},
    ],
    algolia: {
      // The embedded back end needs no account; the theme still requires the three fields to be present.
      appId: algolia.appId || 'embedded',
      apiKey: algolia.apiKey || 'embedded',
      indexName: algolia.indexName || 'meshstack-docs',
      contextualSearch: true,
      searchPagePath: 'search',
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'release-notes-2025',
      content:
        'Find out what changed in each meshStack release in our <a href="/blog/">release notes</a>.',
      isCloseable: true,
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
    },
    navbar: {
      title: 'meshStack',
      logo: {
        alt: 'meshStack logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      hideOnScroll: false,
      items: [
        {
          type: 'docSidebar',
          docsPluginId: 'docs',
          sidebarId: 'docs',
          position: 'left',
          label: 'Documentation',
        },
        {to: links.apiIntroduction, label: 'API Docs', position: 'left'},
        {href: links.terraformProvider, label: 'Terraform Provider', position: 'left'},
        {to: links.releaseNotes, label: 'Release Notes', position: 'left'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'meshStack logo',
        src: 'img/logo-dark.svg',
        href: links.companyWebsite,
        width: 48,
        height: 48,
      },
      links: [
        {
          title: 'Help',
          items: [
            {label: 'Support by mail', href: links.supportMail},
            {label: 'Release Notes', to: links.releaseNotes},
          ],
        },
        {
          title: 'meshcloud',
          items: [
            {label: 'Company website', href: links.companyWebsite},
            {label: 'LinkedIn', href: links.linkedIn},
          ],
        },
        {
          title: 'Contribute',
          items: [{label: 'Source repository', href: links.sourceRepository}],
        },
      ],
      copyright,
    },
    prism: {
      theme: prismLight,
      darkTheme: prismDark,
      additionalLanguages: ['dhall', 'json', 'yaml', 'bash', 'powershell', 'hcl'],
    },
    mermaid: {
      // Only for diagrams rendered in the browser: the same themes as the pre-rendered ones.
      theme: diagramSettings.themes,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
