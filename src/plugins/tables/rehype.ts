type Node = {type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[]};
type File = {data?: {frontMatter?: {title?: unknown}}};

/** The text of a node, as a reader sees it (inline code, emphasis and links reduced to their words). */
function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/**
 * Wraps every Markdown table in a scroll container that keyboard and screen reader users can reach: a wide table
 * scrolls sideways inside it, so it takes focus (`tabindex="0"`, arrow keys scroll it) and is a region named after
 * the heading above it ("Permissions (table)", or "(table 2)" for the second under one heading; the page's title
 * where there is no heading). WCAG 2.1.1 and axe's `scrollable-region-focusable`. Infima makes the table itself
 * the scroll container; `src/css/custom.css` moves that to the wrapper.
 */
export default function rehypeTables() {
  return (tree: Node, file: File) => {
    let heading = typeof file.data?.frontMatter?.title === 'string' ? file.data.frontMatter.title : '';
    let count = 0;
    const visit = (node: Node) => {
      node.children?.forEach((child, index) => {
        if (child.type === 'element' && /^h[1-6]$/.test(child.tagName ?? '')) {
          heading = textOf(child).trim();
          count = 0;
        } else if (child.type === 'element' && child.tagName === 'table') {
          count += 1;
          const name = `${heading || 'Table'}${heading ? ` (table${count > 1 ? ` ${count}` : ''})` : count > 1 ? ` ${count}` : ''}`;
          node.children![index] = {
            type: 'element',
            tagName: 'div',
            properties: {className: ['table-scroll'], role: 'region', ariaLabel: name, tabIndex: 0},
            children: [child],
          };
        } else {
          visit(child);
        }
      });
    };
    visit(tree);
  };
}
