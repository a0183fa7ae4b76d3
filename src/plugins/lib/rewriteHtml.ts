import fs from 'fs/promises';

// Docusaurus runs the plugins' postBuild hooks concurrently, and two of ours edit the same HTML files (the
// OpenAPI stylesheet link, the search index meta tag). Edits of one file are chained so that none is lost.
const queue = new Map<string, Promise<void>>();

/** Inserts `tags` before `</head>` of a built page, once. */
export function addToHead(file: string, tags: string): Promise<void> {
  const previous = queue.get(file) ?? Promise.resolve();
  const next = previous.then(async () => {
    const html = await fs.readFile(file, 'utf8');
    if (html.includes(tags)) return;
    if (!html.includes('</head>')) throw new Error(`${file} has no </head>`);
    await fs.writeFile(file, html.replace('</head>', `${tags}</head>`));
  });
  queue.set(file, next.catch(() => {}));
  return next;
}
