import React, {createElement, Fragment, useMemo, type ComponentType, type ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import BlogPostItemsInit from '@theme-init/BlogPostItems';
import type {Props} from '@theme/BlogPostItems';
import type {PropBlogPostContent} from '@docusaurus/plugin-content-blog';
import type {ExcerptContent, ExcerptNode} from '../../excerpts';

type Components = Record<string, ComponentType<Record<string, unknown>> | string | undefined>;

/** An excerpt node as React elements, through the MDX components (`admonition`, `a`, `code`, `li`…), as the
 * compiled Markdown module renders it. */
function render(node: ExcerptNode, components: Components): ReactNode {
  if (typeof node === 'string') return node;
  const [name, props, ...children] = node;
  return createElement(components[name] ?? name, props, ...children.map((child) => render(child, components)));
}

/** A post's excerpt as the component with exports (`metadata`, `frontMatter`, `assets`, `toc`) that the stock list
 * expects of a compiled excerpt module. */
function excerptComponent(data: ExcerptContent): PropBlogPostContent {
  function Excerpt(): ReactNode {
    const components = useMDXComponents() as Components;
    const content = createElement(Fragment, null, ...data.excerpt.map((node) => render(node, components)));
    const Wrapper = components.wrapper;
    return Wrapper ? createElement(Wrapper, null, content) : content;
  }
  const metadata = {...data.metadata, frontMatter: data.frontMatter};
  return Object.assign(Excerpt, {metadata, frontMatter: data.frontMatter, assets: data.assets, toc: []}) as unknown as PropBlogPostContent;
}

const isExcerptData = (content: unknown): content is ExcerptContent =>
  typeof content === 'object' && content !== null && Array.isArray((content as ExcerptContent).excerpt);

/**
 * The posts of a release-notes list page. The release-notes plugin gives each post's excerpt as data in the page's
 * props (`excerpts.ts`); here each becomes the component the stock list renders. Items that are compiled modules
 * pass through unchanged.
 */
export default function BlogPostItems(props: Props): ReactNode {
  const items = useMemo(
    () => props.items.map((item) => (isExcerptData(item.content) ? {content: excerptComponent(item.content)} : item)),
    [props.items],
  );
  return <BlogPostItemsInit {...props} items={items} />;
}
