/**
 * Where the Markdown copy of a docs page is (`src/plugins/llms-txt` writes them at build time): beside the page's
 * route, `/concepts/workspace/` -> `/concepts/workspace.md`, and the home page's at `/index.md`.
 */
export function markdownUrl(pathname: string): string {
  const route = pathname.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${route || '/index'}.md`;
}
