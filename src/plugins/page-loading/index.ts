import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * How pages load, beyond Docusaurus' defaults (the HTML template with scripts after the first paint is
 * `ssrTemplate.ts`, set in the config).
 *
 * Docusaurus prefetches the code and data of every internal link as soon as the link scrolls into view, which on
 * a docs page means dozens of requests while the page itself is still loading. This plugin's client module holds
 * those viewport prefetches back until the reader first interacts with the page (or it has been idle for a while
 * after loading). Half a second after that interaction (what it asked for, such as the search that "/" opens, goes
 * first), it sends them in slices of at most 5 ms while the browser is idle (`src/plugins/lib/whenIdle.ts`), so that
 * no long task meets the reader's next keystroke. Prefetching on hover and Docusaurus' own "no prefetch on 2g or
 * data saver" rule are unchanged. `npm start` prefetches nothing (after each save, the page asked for every link's
 * code again, beside the update).
 */
export default function deferredPrefetchPlugin(_context: LoadContext): Plugin {
  return {
    name: 'page-loading',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
