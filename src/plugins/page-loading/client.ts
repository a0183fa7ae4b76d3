// See ./index.ts. Runs before the app starts: Docusaurus sets `window.docusaurus` (whose `prefetch` its links call)
// after the client modules have loaded, so the setter below wraps `prefetch` as it arrives.
type Docusaurus = {prefetch: (path: string) => unknown; preload: (path: string) => unknown};

/** How long after the load event prefetching starts anyway, without any interaction. */
export const idleDelayMs = 10_000;

if (typeof window !== 'undefined' && !Object.getOwnPropertyDescriptor(window, 'docusaurus')) {
  const queue: string[] = [];
  let released = false;
  let docusaurus: Docusaurus | undefined;
  let prefetch: Docusaurus['prefetch'] | undefined;

  /**
   * The held-back prefetches go out a few at a time while the browser is idle: a page with a few hundred links in view
   * would otherwise add their `<link rel=prefetch>` elements in one long task, just when the reader starts to act
   * (a keystroke that opens search waited behind it for up to 200 ms).
   */
  const drain = (deadline?: {timeRemaining: () => number}) => {
    const seen = new Set<string>();
    do {
      const path = queue.shift();
      if (path === undefined) return;
      if (!seen.has(path)) {
        seen.add(path);
        prefetch?.(path);
      }
    } while (deadline ? deadline.timeRemaining() > 2 : seen.size < 5);
    schedule();
  };
  const schedule = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(drain, {timeout: 2000}) : setTimeout(() => drain(), 50);
  const release = () => {
    if (released) return;
    released = true;
    for (const event of events) window.removeEventListener(event, release, true);
    schedule();
  };
  const events = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'];
  for (const event of events) window.addEventListener(event, release, {capture: true, passive: true});
  window.addEventListener('load', () => setTimeout(release, idleDelayMs), {once: true});

  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => docusaurus,
    set(value: Docusaurus) {
      prefetch = value.prefetch.bind(value);
      docusaurus = {
        ...value,
        prefetch: (path: string) => {
          if (released) return prefetch!(path);
          queue.push(path);
          return Promise.resolve(false);
        },
      };
    },
  });
}

export {};
