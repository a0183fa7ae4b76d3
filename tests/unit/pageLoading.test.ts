import {test} from 'node:test';
import assert from 'node:assert/strict';

// npm start skips link prefetches: the code is on localhost, and after each save the re-rendered page asked for every
// link's code again (some forty requests), competing with the update the writer waits for.

test('links prefetch in a build, after the first interaction, and never in npm start', async () => {
  const listeners = new Map<string, (event?: Event) => void>();
  const fakeWindow = {
    addEventListener: (name: string, listener: (event?: Event) => void) => listeners.set(name, listener),
    removeEventListener: (name: string) => listeners.delete(name),
  } as unknown as {docusaurus: {prefetch: (path: string) => unknown; preload: (path: string) => unknown}};
  Object.assign(globalThis, {window: fakeWindow});
  const env = process.env.NODE_ENV;
  try {
    await import('../../src/plugins/page-loading/client');
    const prefetched: string[] = [];
    fakeWindow.docusaurus = {prefetch: (path: string) => prefetched.push(path), preload: () => undefined};
    listeners.get('keydown')!({} as Event); // the first interaction releases prefetching
    process.env.NODE_ENV = 'production';
    fakeWindow.docusaurus.prefetch('/concepts/');
    assert.deepEqual(prefetched, ['/concepts/']);
    process.env.NODE_ENV = 'development';
    fakeWindow.docusaurus.prefetch('/guides/');
    assert.deepEqual(prefetched, ['/concepts/'], 'npm start prefetches nothing');
  } finally {
    process.env.NODE_ENV = env;
    delete (globalThis as {window?: unknown}).window;
  }
});
