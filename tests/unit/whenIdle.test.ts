import {test} from 'node:test';
import assert from 'node:assert/strict';
import {whenIdle} from '../../src/plugins/lib/whenIdle';

// Idle work (held-back link prefetches, the search engine's warm-up) runs in short slices: an idle period can last
// 50 ms, and a key the reader presses meanwhile waits until the slice ends.

/** A fake browser: idle callbacks and timers run when the test says, and work advances the clock by its cost. */
function fakeBrowser({idle}: {idle: boolean}) {
  let now = 0;
  const idleCallbacks: ((deadline: {timeRemaining: () => number}) => void)[] = [];
  const timers: (() => void)[] = [];
  return {
    clock: {
      now: () => now,
      requestIdleCallback: idle ? (run: (deadline: {timeRemaining: () => number}) => void) => idleCallbacks.push(run) : undefined,
      setTimeout: (run: () => void) => timers.push(run),
    },
    work: (costMs: number) => (now += costMs),
    /** Runs the next thing scheduled: an idle callback (in a 50 ms idle period) first, else a timer; says which. */
    runNext() {
      const start = now;
      const next = idleCallbacks.shift();
      if (next) next({timeRemaining: () => Math.max(0, 50 - (now - start))});
      else timers.shift()?.();
      return next ? 'idle' : 'timer';
    },
    pending: () => idleCallbacks.length + timers.length,
  };
}

test('idle work stops each slice after 5 ms, even in a 50 ms idle period, and goes on in the next', () => {
  const browser = fakeBrowser({idle: true});
  const items = Array.from({length: 10}, (_, i) => i);
  const slices: number[][] = [];
  whenIdle((more) => {
    const slice: number[] = [];
    slices.push(slice);
    do {
      const item = items.shift();
      if (item === undefined) return true;
      slice.push(item);
      browser.work(2);
    } while (more());
    return false;
  }, {}, browser.clock);
  while (browser.pending()) browser.runNext();
  assert.deepEqual(slices, [[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]], 'three items of 2 ms per slice, then the rest');
});

test('without requestIdleCallback (Safari) the slices run on timers, just as short', () => {
  const browser = fakeBrowser({idle: false});
  let done = 0;
  let slices = 0;
  whenIdle((more) => {
    slices += 1;
    do {
      done += 1;
      browser.work(4);
    } while (more() && done < 6);
    return done >= 6;
  }, {sliceMs: 8}, browser.clock);
  assert.equal(browser.runNext(), 'timer');
  while (browser.pending()) browser.runNext();
  assert.equal(done, 6);
  assert.equal(slices, 3, 'two items of 4 ms per 8 ms slice');
});
