// What the benchmarks share: the built site served on localhost, and Debian's Chromium.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

export const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Serves build/ on `port` and resolves once it answers; call `kill()` on the result when done. */
export async function serveBuild(port) {
  const server = spawn(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'serve', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {cwd: root, stdio: 'ignore'});
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return server;
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
