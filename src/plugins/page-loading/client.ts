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

  const release = () => {
    if (released) return;
    released = true;
    for (const event of events) window.removeEventListener(event, release, true);
    for (const path of queue.splice(0)) prefetch?.(path);
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
