import {test} from 'node:test';
import assert from 'node:assert/strict';
import {PerfLogger} from '@docusaurus/logger';
import {createCompileHold} from '../../src/plugins/release-notes/compileHold';
import {memoByText, nextLoad} from '../../src/plugins/release-notes/memo';

// The writer's loop in `npm start`: a saved release note is parsed again alone, and compiles once.

/** A stand-in for Rspack's watching: counts compiles; `change()` is a saved file reaching its watcher. */
function fakeWatching() {
  const watching = {
    compiles: 0,
    rearmed: 0,
    running: false,
    watcher: undefined as unknown,
    blocked: false,
    isBlocked: () => false,
    watch() {
      watching.rearmed += 1;
    },
    invalidate() {
      watching.compiles += 1;
    },
    change() {
      if (watching.isBlocked()) watching.blocked = true;
      else watching.compiles += 1;
    },
  };
  const afterDone: (() => void)[] = [];
  const compiler: {watching?: typeof watching; hooks: unknown} = {watching, hooks: {afterDone: {tap: (_name: string, fn: () => void) => afterDone.push(fn)}}};
  return {watching, compiler, firstCompileDone: () => afterDone.forEach((fn) => fn())};
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a save during a reload of the release notes compiles once, after the reload has written its files', async () => {
  const hold = createCompileHold({settleMs: 20});
  const {watching, compiler, firstCompileDone} = fakeWatching();
  hold.plugin.apply(compiler as never);
  firstCompileDone();
  await PerfLogger.async('Reload site plugin blog@default', async () => {
    hold.hold();
    watching.change(); // the saved post
    await settle(10);
    watching.change(); // the list pages' data, written by the reload
    assert.equal(watching.compiles, 0, 'nothing compiles while the release notes reload');
  });
  await settle(5);
  assert.equal(watching.compiles, 0, 'the compile waits until the watcher has seen the last files');
  await settle(40);
  assert.equal(watching.compiles, 1);
  watching.change();
  assert.equal(watching.compiles, 2, 'after the reload, changes compile at once again');
});

test('outside a reload nothing is held, and a reload that never ends is not waited for', async () => {
  const hold = createCompileHold({maxHoldMs: 20, settleMs: 0});
  const {watching, compiler, firstCompileDone} = fakeWatching();
  hold.plugin.apply(compiler as never);
  firstCompileDone();
  hold.hold(); // the first load, before npm start serves anything: no reload under way
  watching.change();
  assert.equal(watching.compiles, 1);
  let end = () => {};
  const reload = PerfLogger.async('Reload site', () => new Promise<void>((resolve) => (end = resolve)));
  hold.hold();
  watching.change();
  assert.equal(watching.compiles, 1);
  await settle(40);
  assert.equal(watching.compiles, 2, 'the hold ends after maxHoldMs');
  end();
  await reload;
});

test('after a compile the watcher re-arms a moment later (the browser fetches the update first), unless closed', async () => {
  const hold = createCompileHold({rewatchDelayMs: 20});
  const {watching, compiler, firstCompileDone} = fakeWatching();
  hold.plugin.apply(compiler as never);
  firstCompileDone();
  watching.watch(); // what Rspack calls after each compile
  await settle(5);
  assert.equal(watching.rearmed, 0);
  await settle(40);
  assert.equal(watching.rearmed, 1);
  watching.watch();
  compiler.watching = undefined; // Ctrl+C
  await settle(40);
  assert.equal(watching.rearmed, 1, 'a closed watching is not re-armed');
});

test('a post is parsed again only when its text changed, and old texts are let go', () => {
  let parses = 0;
  const parse = memoByText((text: string) => {
    parses += 1;
    return {length: text.length};
  });
  nextLoad();
  const first = parse('post one');
  parse('post two');
  nextLoad();
  assert.equal(parse('post one'), first, 'an unchanged post keeps its result');
  parse('post two, edited');
  assert.equal(parses, 3);
  nextLoad();
  nextLoad();
  parse('post two');
  assert.equal(parses, 4, 'a text not read during a load is parsed again when it comes back');
});
