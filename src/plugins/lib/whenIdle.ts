/** The longest an idle slice holds the main thread by default: a key pressed meanwhile waits at most this long. */
const defaultSliceMs = 5;

type Clock = {
  now: () => number;
  requestIdleCallback?: (run: (deadline: {timeRemaining: () => number}) => void, options?: {timeout?: number}) => unknown;
  setTimeout: (run: () => void, ms: number) => unknown;
};

const browserClock = (): Clock => ({
  now: () => performance.now(),
  requestIdleCallback: typeof requestIdleCallback === 'function' ? (run, options) => requestIdleCallback(run, options) : undefined,
  setTimeout: (run, ms) => setTimeout(run, ms),
});

/**
 * Runs `step` in the browser's idle periods, a slice at a time, until it returns true (done). The step goes on
 * while `more()` says so: while the idle period lasts, and never longer than `sliceMs`, because an idle period can
 * last 50 ms and a key the reader presses meanwhile waits for the slice to end. Without requestIdleCallback
 * (Safari), slices run on a timer. `timeout` makes a slice run even if the browser is never idle that long.
 * Used by the deferred link prefetches (page-loading) and the search engine's warm-up (search).
 */
export function whenIdle(
  step: (more: () => boolean) => boolean,
  {sliceMs = defaultSliceMs, timeout}: {sliceMs?: number; timeout?: number} = {},
  clock: Clock = browserClock(),
): void {
  const run = (deadline?: {timeRemaining: () => number}) => {
    const until = clock.now() + sliceMs;
    const more = () => clock.now() < until && (!deadline || deadline.timeRemaining() > 1);
    if (!step(more)) schedule();
  };
  const schedule = () => (clock.requestIdleCallback ? clock.requestIdleCallback(run, timeout === undefined ? undefined : {timeout}) : clock.setTimeout(() => run(), 20));
  schedule();
}
