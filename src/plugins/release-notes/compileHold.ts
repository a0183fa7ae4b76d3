import {PerfLogger} from '@docusaurus/logger';

/**
 * `npm start`: one compile for each save of a release note, not two.
 *
 * A saved post reaches two watchers. Rspack's recompiles the post's page at once; Docusaurus' reloads the release
 * notes (list pages, tag pages, the sidebar and the change finder all change with a post) and writes their data,
 * which Rspack then compiles a second time. The open blog page showed the save only after both compiles (medians of
 * 1.8 to 3.4 s in `npm run bench:dev`). Here Rspack's watching is held while the release notes reload, and compiles once when the
 * reload has written its files: the post and all the data it changed in one compile. A held watching still collects
 * every change (the compile after the hold gets them all), so nothing a writer saves is missed.
 *
 * The end of a reload: Docusaurus has no plugin hook after it writes a reloaded plugin's files, but it times every
 * reload with its `PerfLogger` (`Reload site`, `Reload site plugin <plugin>`), whose end is that moment. Should a later
 * Docusaurus stop doing so, a hold ends `maxHoldMs` after it began (and saves compile twice again, as before).
 *
 * After each compile (of any file, docs pages too), Rspack's watcher re-arms on every file of the site, which
 * occupies Node for 100–200 ms just when the browser asks the dev server for the update; the page then showed a save
 * about half a second later. The watcher re-arms `rewatchDelayMs` later instead. Nothing saved meanwhile is missed:
 * it re-arms from the compile's start time, so a file changed since then counts as changed.
 */

/** The part of Rspack's `Watching` used here (`isBlocked` is its hook for holding compiles). */
interface Watching {
  isBlocked: () => boolean;
  /** True once a change arrived while held. */
  blocked: boolean;
  invalidate: () => void;
  /** Re-arms the watcher on the compile's files (called after each compile). */
  watch: (...files: unknown[]) => void;
  running: boolean;
  watcher?: unknown;
}

interface Compiler {
  watching?: Watching;
  hooks: {afterDone: {tap: (name: string, fn: () => void) => void}};
}

const RELOAD_LABEL = 'Reload site';
let reloads = 0;
let counting = false;
const onReloadsDone = new Set<() => void>();

/** Counts the reloads under way: every one Docusaurus runs in `npm start` goes through `PerfLogger.async`. */
function countReloads() {
  if (counting) return;
  counting = true;
  const timed = PerfLogger.async;
  PerfLogger.async = (label, asyncFn) => {
    if (!label.startsWith(RELOAD_LABEL)) return timed(label, asyncFn);
    reloads += 1;
    return timed(label, asyncFn).finally(() => {
      reloads -= 1;
      if (reloads === 0) onReloadsDone.forEach((done) => done());
    });
  };
}

/**
 * For `npm start` only (a build has no watching and no reloads). `settleMs`: Docusaurus has written the reload's
 * last files when the reload ends, and Rspack's watcher reports a file a moment after it changed (it reads the
 * file's time first), so the compile starts that long after the end, with every file in it.
 */
export function createCompileHold({maxHoldMs = 5000, settleMs = 30, rewatchDelayMs = 200} = {}) {
  countReloads();
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watching: Watching | undefined;
  const release = () => {
    clearTimeout(timer);
    onReloadsDone.delete(release);
    setTimeout(() => {
      held = false;
      // The changes that arrived while held, compiled now in one go.
      if (watching?.blocked) {
        watching.blocked = false;
        watching.invalidate();
      }
    }, settleMs);
  };
  return {
    /** The release notes start to reload: compiles wait until the reload has written its files. */
    hold() {
      if (held || reloads === 0) return;
      held = true;
      onReloadsDone.add(release);
      timer = setTimeout(release, maxHoldMs);
    },
    /** The Rspack plugin that holds the watching of `npm start` (the first compile is never held). */
    plugin: {
      apply(compiler: Compiler) {
        compiler.hooks.afterDone.tap('release-notes-compile-hold', () => {
          if (!compiler.watching || compiler.watching === watching) return;
          watching = compiler.watching;
          const blockedBefore = watching.isBlocked;
          watching.isBlocked = () => held || blockedBefore();
          const current = watching;
          const rewatch = current.watch;
          current.watch = (...files) => {
            setTimeout(() => {
              // Not after Ctrl+C (the watching is closed), nor when a compile started meanwhile (it re-arms after it).
              if (compiler.watching === current && !current.running && !current.watcher) rewatch.apply(current, files);
            }, rewatchDelayMs);
          };
        });
      },
    },
  };
}
