/**
 * `npm run social-card`: draws the card shown where a link to the docs is shared (`static/img/social-card.png`,
 * 1200 x 630) from the site's title, tagline and dark logo, in Debian's Chromium. Run it when one of them changes
 * and commit the image; the build only copies it.
 *
 * The card has its own dark background and light text, so it reads the same in light and dark chat apps.
 */
import fs from 'fs';
import path from 'path';
import {launchChromium} from '../bench/site.mjs';
import {siteTitle, tagline, socialCard} from '../src/data/site';

const root = path.join(__dirname, '..');
const logo = fs.readFileSync(path.join(root, 'static/img/logo-dark.svg'), 'utf8');
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; }
  body { width: ${socialCard.width}px; height: ${socialCard.height}px; box-sizing: border-box; padding: 72px 88px;
    display: flex; flex-direction: column; justify-content: space-between;
    background: #0d1b2a; color: #e6edf3;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; border: 8px solid #5cc8ec; }
  .brand { display: flex; align-items: center; gap: 28px; font-size: 40px; font-weight: 600; }
  .brand svg { width: 112px; height: 112px; }
  h1 { margin: 0; font-size: 76px; line-height: 1.1; font-weight: 700; }
  p { margin: 24px 0 0; font-size: 46px; color: #5cc8ec; font-family: "DejaVu Sans Mono", ui-monospace, monospace; }
  .areas { font-size: 30px; color: #b8c7d6; }
</style></head><body>
  <div class="brand">${logo}<span>meshcloud</span></div>
  <div><h1>${escape(siteTitle)}</h1><p>${escape(tagline)}</p></div>
  <div class="areas">Concepts · Guides · Integrations · API reference · Release notes</div>
</body></html>`;

async function main() {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({viewport: {width: socialCard.width, height: socialCard.height}});
    await page.setContent(html);
    const out = path.join(root, 'static', socialCard.path);
    await page.screenshot({path: out, type: 'png'});
    console.log(`[social-card] ${path.relative(root, out)}: ${(fs.statSync(out).size / 1024).toFixed(0)} KB`);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
