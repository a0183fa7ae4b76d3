// See ./index.ts. Runs before the app starts: Docusaurus sets `window.docusaurus` (whose `prefetch` its links call)
// after the client modules have loaded, so the setter below wraps `prefetch` as it arrives.
import {whenIdle} from '../lib/whenIdle';

type Docusaurus = {prefetch: (path: string) => unknown; preload: (path: string) => unknown};

/** How long after the load event prefetching starts anyway, without any interaction. */
export const idleDelayMs = 10_000;
/**
 * How long after the first interaction the held-back prefetches start: what the interaction itself asked for (the
 * search modal that "/" opens, its index, a menu) is fetched and run first. Far less than a reader needs to move to
 * a link, and hovering a link preloads it anyway.
 */
export const afterInteractionMs = 500;

if (typeof window !== 'undefined' && !Object.getOwnPropertyDescriptor(window, 'docusaurus')) {
  const queue: string[] = [];
  let released = false;
  let docusaurus: Docusaurus | undefined;
  let prefetch: Docusaurus['prefetch'] | undefined;

  /**
   * The held-back prefetches go out a few at a time while the browser is idle: a page with a few hundred links in view
   * would otherwise add their `<link rel=prefetch>` elements in one long task, just when the reader starts to act.
   */
  const drain = (more: () => boolean) => {
    do {
      const path = queue.shift();
      if (path === undefined) return true;
      prefetch?.(path);
    } while (more());
    return false;
  };
  const schedule = () => whenIdle(drain, {timeout: 2000});
  const release = (event?: Event) => {
    if (released) return;
    released = true;
    for (const name of events) window.removeEventListener(name, release, true);
    if (event) setTimeout(schedule, afterInteractionMs);
    else schedule();
  };
  const events = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'];
  for (const event of events) window.addEventListener(event, release, {capture: true, passive: true});
  window.addEventListener('load', () => setTimeout(() => release(), idleDelayMs), {once: true});

  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => docusaurus,
    set(value: Docusaurus) {
      prefetch = value.prefetch.bind(value);
      docusaurus = {
        ...value,
        prefetch: (path: string) => {
          // npm start: nothing to gain on localhost, and after each save the page would ask for every link's code again.
          if (process.env.NODE_ENV === 'development') return Promise.resolve(false);
          if (released) return prefetch!(path);
          queue.push(path);
          return Promise.resolve(false);
        },
      };
    },
  });
}

export {};
