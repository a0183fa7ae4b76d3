import fs from 'fs';
import path from 'path';
import type {PluginConfig} from '@docusaurus/types';
import {apis, apiRoutePrefix} from '../../data/apis';

type Node = {type: string; tagName?: string; url?: string; properties?: Record<string, unknown>; children?: Node[]};

const classes = (node: Node): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
};

type Text = Node & {value?: string};

const textOf = (node: Node): string =>
  node.type === 'text' ? ((node as Text).value ?? '') : (node.children ?? []).map(textOf).join('');

const find = (node: Node, test: (n: Node) => boolean): Node[] =>
  [...(test(node) ? [node] : []), ...(node.children ?? []).flatMap((child) => find(child, test))];

/** A highlighted code block (a `<div>` per line, spans per token) as a plain fenced block with its language. */
function plainCodeBlock(block: Node): Node[] {
  const language = classes(block).find((c) => c.startsWith('language-'));
  const lines = find(block, (n) => classes(n).includes('token-line'));
  const code = lines.length > 0 ? lines.map(textOf).join('\n') : find(block, (n) => n.tagName === 'pre').map(textOf).join('\n');
  const title = find(block, (n) => classes(n).some((c) => c.startsWith('codeBlockTitle')))[0];
  return [
    ...(title ? [{type: 'element', tagName: 'p', properties: {}, children: [{type: 'text', value: textOf(title)} as Node]}] : []),
    {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [{type: 'element', tagName: 'code', properties: {className: language ? [language] : []}, children: [{type: 'text', value: code.replace(/\n$/, '')} as Node]}],
    },
  ];
}

/**
 * Before the HTML becomes Markdown: code blocks as plain fenced blocks with their language, and without what
 * only makes sense on screen (the heading anchors' "#" links, buttons, the dark copy of each diagram image, the
 * comments React leaves between text).
 */
export function rehypeScreenOnly() {
  return (tree: Node) => {
    const prune = (node: Node) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => (child.type === 'element' && classes(child).includes('theme-code-block') ? plainCodeBlock(child) : [child]));
      node.children = node.children.filter((child) => {
        if (child.type === 'comment') return false;
        if (child.type !== 'element') return true;
        const cls = classes(child);
        if (child.tagName === 'button' || child.properties?.dataScreenOnly !== undefined) return false;
        if (child.tagName === 'a' && cls.includes('hash-link')) return false;
        if (child.tagName === 'img' && String(child.properties?.src ?? '').endsWith('.dark.svg')) return false;
        return true;
      });
      node.children.forEach(prune);
    };
    prune(tree);
  };
}

/**
 * After the plugin has pointed internal links at the Markdown copies: our routes end with a slash, which the
 * plugin keeps before the extension (`/concepts/project/.md`); the files are `/concepts/project.md`.
 */
export function rehypeMarkdownLinks() {
  return (tree: Node) => {
    const fix = (url: string) => url.replace(/\/\.md(?=$|[#?])/, '.md');
    const visit = (node: Node) => {
      // The plugin converts to Markdown before these plugins run: links are Markdown link nodes by now.
      if (node.type === 'link' && typeof node.url === 'string') node.url = fix(node.url);
      if (node.tagName === 'a' && typeof node.properties?.href === 'string') node.properties.href = fix(node.properties.href);
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/**
 * For readers who bring an AI assistant: `/llms.txt` (every docs page, API guide and API reference page, by
 * section, with its description), `/llms-full.txt` (their text) and a Markdown copy of each of those pages beside
 * its route (`/concepts/workspace/` -> `/concepts/workspace.md`), converted from the built HTML by
 * `@signalwire/docusaurus-plugin-llms-txt`.
 */
/** Section titles of llms.txt: each docs folder's sidebar label, each API's name, and the top-level pages. */
function sectionNames(docsDir = 'docs'): {route: string; categoryName: string}[] {
  const folders = fs.readdirSync(docsDir, {withFileTypes: true}).filter((entry) => entry.isDirectory());
  return [
    // The two top-level pages besides the home page, each a section of its own (sections follow route folders).
    {route: '/meshStack', categoryName: 'meshStack'},
    {route: '/meshkube', categoryName: 'meshKube'},
    ...folders.map((folder) => {
      const file = path.join(docsDir, folder.name, '_category_.json');
      const label = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as {label?: string}).label : undefined;
      return {route: `/${folder.name}/**`, categoryName: label ?? folder.name};
    }),
    ...apis.map((api) => ({route: `${apiRoutePrefix(api)}**`, categoryName: api.title})),
  ];
}

export function llmsTxtPlugin(siteTitle: string): PluginConfig {
  return [
    '@signalwire/docusaurus-plugin-llms-txt',
    {
      siteTitle,
      siteDescription:
        'Documentation of meshStack, the cloud governance and self-service platform: concepts, guides, integrations, operations, settings, and the meshStack and meshMetering APIs.',
      depth: 1,
      includeOrder: ['/index', '/meshStack', '/meshkube', '/getting-started/**', '/concepts/**', '/guides/**', '/integrations/**', '/operations/**', '/settings/**', '/api/**', '/metering-api/**'],
      onRouteError: 'throw',
      logLevel: 0,
      content: {
        enableMarkdownFiles: true,
        enableLlmsFullTxt: true,
        includeDocs: true,
        includeBlog: false,
        includePages: false,
        relativePaths: false,
        excludeRoutes: ['/__test-fixtures__/**', '/search/**'],
        routeRules: sectionNames(),
        beforeDefaultRehypePlugins: [rehypeScreenOnly],
        rehypePlugins: [rehypeMarkdownLinks],
      },
    },
  ];
}
