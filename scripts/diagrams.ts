// Renders the site's Mermaid diagrams to SVG files: `npm run diagrams` (after adding or changing a diagram).
//
//   npm run diagrams             render every diagram that has no files yet, delete files no diagram uses
//   npm run diagrams -- --check  only report missing and unused files (exit 1 if any)
//
// Renders in Debian's Chromium (CHROMIUM_PATH to use another), with the Mermaid version the site depends on.
import fs from 'fs';
import path from 'path';
import {chromium} from '@playwright/test';
import {diagramFiles, diagramSettings, diagramsDir, siteDiagrams, svgSize} from '../src/plugins/diagrams/diagrams';

const root = path.join(__dirname, '..');
const dir = diagramsDir(root);
const check = process.argv.includes('--check');

async function main(): Promise<void> {
  const diagrams = siteDiagrams(root);
  const wanted = new Map(diagrams.map((d) => [d.hash, d]));
  fs.mkdirSync(dir, {recursive: true});
  const present = new Set(fs.readdirSync(dir));
  const missing = [...wanted.values()].filter((d) => Object.values(diagramFiles(d.hash)).some((f) => !present.has(f)));
  const used = new Set([...wanted.keys()].flatMap((hash) => Object.values(diagramFiles(hash))));
  const unused = [...present].filter((f) => f.endsWith('.svg') && !used.has(f));
  if (check) {
    for (const d of missing) console.error(`diagrams: ${d.file}:${d.line} has no rendering (${d.hash}); run npm run diagrams`);
    for (const f of unused) console.error(`diagrams: static/diagrams/${f} belongs to no diagram; run npm run diagrams`);
    if (missing.length || unused.length) process.exit(1);
    console.log(`diagrams: all ${wanted.size} diagram(s) rendered`);
    return;
  }
  for (const f of unused) fs.rmSync(path.join(dir, f));
  if (missing.length > 0) {
    const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html><body></body></html>');
      await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
      for (const d of missing) {
        for (const mode of ['light', 'dark'] as const) {
          const svg = await page.evaluate(
            async ({source, theme, settings, id}) => {
              const mermaid = (window as unknown as {mermaid: {initialize(c: object): void; render(id: string, text: string): Promise<{svg: string}>}}).mermaid;
              mermaid.initialize({startOnLoad: false, theme, ...settings});
              return (await mermaid.render(id, source)).svg;
            },
            {source: d.source, theme: diagramSettings.themes[mode], settings: diagramSettings.mermaid, id: `d${d.hash}-${mode}`},
          ).catch((error: Error) => {
            throw new Error(`${d.file}:${d.line}: Mermaid cannot render this diagram: ${error.message.split('\n')[0]}`);
          });
          // A fixed size instead of width="100%", so that the file has an intrinsic size as an image.
          const size = svgSize(svg);
          const sized = size ? svg.replace(/<svg([^>]*?) width="100%"/, `<svg$1 width="${size.width}" height="${size.height}"`).replace(/ style="max-width: [\d.]+px;"/, '') : svg;
          fs.writeFileSync(path.join(dir, diagramFiles(d.hash)[mode]), sized);
        }
        console.log(`diagrams: rendered ${d.file}:${d.line} -> ${d.hash}`);
      }
    } finally {
      await browser.close();
    }
  }
  console.log(`diagrams: ${wanted.size} diagram(s), ${missing.length} rendered now, ${unused.length} unused file(s) removed`);
}

main().catch((error) => {
  console.error(`diagrams: ${(error as Error).message}`);
  process.exit(1);
});
