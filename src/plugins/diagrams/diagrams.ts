import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

/**
 * Mermaid diagrams, rendered ahead of time. Writers keep writing ```mermaid code blocks; `npm run diagrams` renders
 * each one to two SVG files (light and dark) in `static/diagrams/`, named by a hash of the diagram's source and the
 * render settings, and the remark plugin (`remark.ts`) shows those files instead of rendering Mermaid in the
 * reader's browser. A diagram without its files falls back to Docusaurus' client-side Mermaid.
 */

/** The themes and options every diagram is rendered with; the site's client-side fallback uses the same themes. */
export const diagramSettings = {
  themes: {light: 'neutral', dark: 'dark'},
  // SVG text instead of HTML labels, so the files render as images; a wide font, so labels fit on any system.
  mermaid: {htmlLabels: false, flowchart: {htmlLabels: false}, fontFamily: '"DejaVu Sans", Verdana, Arial, sans-serif', securityLevel: 'strict'},
} as const;

/** Where the rendered files live, in the site and on disk (under static/). */
export const diagramsRoute = '/diagrams/';
export const diagramsDir = (siteDir: string) => path.join(siteDir, 'static', 'diagrams');

/** Content folders whose Markdown may hold diagrams. */
export const contentDirs = ['docs', 'api', 'blog', 'src/pages'];

function mermaidVersion(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('mermaid/package.json').version;
}

/** The file name stem of a diagram's rendering: it changes with the source, the settings and Mermaid's version. */
export function diagramHash(source: string): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({source: source.trim(), settings: diagramSettings, mermaid: mermaidVersion()}))
    .digest('hex')
    .slice(0, 16);
}

export const diagramFiles = (hash: string) => ({light: `${hash}.light.svg`, dark: `${hash}.dark.svg`});

/** The mermaid code blocks of a Markdown text (``` or ~~~ fences). */
export function mermaidBlocks(markdown: string): {source: string; line: number}[] {
  const blocks: {source: string; line: number}[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})\s*mermaid\b/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[j])) body.push(lines[j++]);
    blocks.push({source: body.join('\n'), line: i + 1});
    i = j;
  }
  return blocks;
}

/** Every Markdown file of the content folders, relative to the site. */
export function contentFiles(siteDir: string): string[] {
  return contentDirs
    .filter((dir) => fs.existsSync(path.join(siteDir, dir)))
    .flatMap((dir) =>
      (fs.readdirSync(path.join(siteDir, dir), {recursive: true}) as string[])
        .filter((f) => /\.mdx?$/.test(f) && !/\.(api|info|tag|schema)\.mdx$/.test(f))
        .map((f) => path.join(dir, f)),
    )
    .sort();
}

/** Every diagram of the site: its file, line, source and hash. */
export function siteDiagrams(siteDir: string): {file: string; line: number; source: string; hash: string}[] {
  return contentFiles(siteDir).flatMap((file) =>
    mermaidBlocks(fs.readFileSync(path.join(siteDir, file), 'utf8')).map((block) => ({file, ...block, hash: diagramHash(block.source)})),
  );
}

/** The size an SVG file declares in its viewBox. */
export function svgSize(svg: string): {width: number; height: number} | null {
  const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  return box ? {width: Math.ceil(Number(box[1])), height: Math.ceil(Number(box[2]))} : null;
}

/**
 * A short text alternative for a diagram: its accessible title and description when the writer gave them
 * (`accTitle:`, `accDescr:`), otherwise its kind and the labels of its nodes in order.
 */
export function diagramAlt(source: string): string {
  const title = /^\s*accTitle:\s*(.+)$/m.exec(source)?.[1].trim();
  const description = /^\s*accDescr:\s*(.+)$/m.exec(source)?.[1].trim();
  if (title || description) return [title, description].filter(Boolean).join(': ');
  const kind = /^\s*(\w+)/.exec(source)?.[1] ?? 'diagram';
  const kindName: Record<string, string> = {flowchart: 'Flowchart', graph: 'Flowchart', sequenceDiagram: 'Sequence diagram', classDiagram: 'Class diagram', stateDiagram: 'State diagram', 'stateDiagram-v2': 'State diagram', erDiagram: 'Entity diagram', gantt: 'Timeline', mindmap: 'Mind map'};
  const labels: string[] = [];
  const add = (label: string) => {
    const clean = label.replace(/<br\s*\/?>/gi, ' ').replace(/["`]/g, '').replace(/\s+/g, ' ').trim();
    if (clean && !labels.includes(clean)) labels.push(clean);
  };
  // Node labels: quoted ones may hold brackets, unquoted ones end at the closing bracket.
  for (const m of source.matchAll(/\w+\s*(?:\[\[?|\(\(?|\{\{?|>)\s*(?:"([^"]+)"|([^\]\)\}"]+))\s*(?:\]\]?|\)\)?|\}\}?)/g)) add(m[1] ?? m[2]);
  for (const m of source.matchAll(/^\s*participant\s+\w+\s+as\s+(.+)$/gm)) add(m[1]);
  for (const m of source.matchAll(/^\s*(?:participant|actor)\s+([^\s]+)\s*$/gm)) add(m[1]);
  const text = `${kindName[kind] ?? 'Diagram'}${labels.length ? ` of ${labels.join(', ')}` : ''}`;
  return text.length > 400 ? `${text.slice(0, 397)}...` : text;
}
