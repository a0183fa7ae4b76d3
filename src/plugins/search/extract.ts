import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {areaOf, type PageEntry} from './client/records';

/** Page kinds worth a search hit, by their `docsearch:docusaurus_tag`: docs of any instance and blog posts. */
const indexedTag = /^(docs-.+|default)$/;

/** Subtrees that are code, diagrams or page chrome, not prose. */
const excluded = [
  'pre',
  'script',
  'style',
  'svg',
  'button',
  'nav',
  'h1',
  '.hash-link',
  '.theme-code-block',
  '.docusaurus-mermaid-container',
  '.theme-doc-toc-mobile',
  '[class*="admonitionHeading"]',
  '[class*="codeBlockContainer"]',
  // A page's history lists release-note changes: about the releases, not the page's subject.
  '[data-release-history]',
].join(',');

const blockTags = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'td', 'th', 'tr', 'table', 'dt', 'dd', 'dl', 'br', 'blockquote',
  'details', 'summary', 'section', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'footer', 'figure', 'figcaption',
]);

const squash = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

/** A link from a page's prose to another page of the site, with its text. */
export type PageLink = {path: string; text: string};

/** Link texts longer than this are sentences, not names of what they link to. */
const maxLinkWords = 6;

/** The links of a page's prose to other pages of the site (path without anchor), with their texts. */
function linksOf($: cheerio.CheerioAPI, body: cheerio.Cheerio<Element>, path: string): PageLink[] {
  const links: PageLink[] = [];
  body.find('a[href]').each((_, element) => {
    const text = squash($(element).text());
    if (!text || text.split(' ').length > maxLinkWords) return;
    let target: URL;
    try {
      target = new URL($(element).attr('href')!, `https://site.invalid${path}`);
    } catch {
      return;
    }
    if (target.origin !== 'https://site.invalid' || target.pathname === path) return;
    links.push({path: target.pathname, text});
  });
  return links;
}

/**
 * Reads one built page: its title, then its sections (the text under the title, and one per h2-h6 with an id),
 * each with the prose it holds, and the links of that prose to other pages. Code blocks, diagrams and page chrome
 * are left out; inline code stays. Returns null for pages that are not docs pages or blog posts (lists, tag pages,
 * the 404 page).
 */
export function extractPage(html: string, path: string): (PageEntry & {links: PageLink[]}) | null {
  // htmlparser2 rather than cheerio's default parse5: our pages are generated, well-formed HTML, which both read the
  // same (every page's extract compared), and htmlparser2 reads them in half the time (3.9 s against 1.9 s for the
  // site's 882 pages, 18 s against about 9 s with four times the release notes).
  const $ = cheerio.load(html, {xml: {xmlMode: false, decodeEntities: true}});
  const docusaurusTag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? '';
  if (!indexedTag.test(docusaurusTag)) return null;
  const language = $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en';
  const article = $('article').first();
  const body = article.find('.markdown').first();
  if (body.length === 0) return null;
  const title = squash(article.find('h1').first().text()) || squash($('title').text().replace(/\s\|[^|]*$/, ''));
  if (!title) return null;
  // The sidebar categories above the page ("Integrations", "GCP"), from its breadcrumbs.
  const category = $('.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active) a')
    .map((_, link) => squash($(link).text()))
    .get()
    .filter(Boolean)
    .join(' › ');
  body.find(excluded).remove();
  const links = linksOf($, body, path);

  const sections: PageEntry['sections'] = [];
  let current = {anchor: '', level: 1, heading: title};
  let text: string[] = [];
  const flush = () => {
    sections.push({...current, content: squash(text.join(''))});
    text = [];
  };
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      text.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    const heading = /^h([2-6])$/.exec(element.tagName);
    const id = $(element).attr('id');
    if (heading && id) {
      flush();
      current = {anchor: id, level: Number(heading[1]), heading: squash($(element).text())};
      return;
    }
    const block = blockTags.has(element.tagName);
    if (block) text.push(' ');
    element.children.forEach(walk);
    if (block) text.push(' ');
  };
  body.children().each((_, child) => walk(child));
  flush();
  return {path, area: areaOf(path), title, category, docusaurusTag, language, sections, links};
}
