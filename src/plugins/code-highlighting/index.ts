import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps Prism (the code highlighter, ~33 KB gzip with our languages) out of the bundle every page loads.
 *
 * The classic theme registers the extra Prism languages from a client module, which imports Prism into `main.js`.
 * This plugin replaces that client module with an empty one; `src/theme/CodeBlock` loads the highlighter and
 * registers the languages in a chunk of its own (`lazyCodeBlock.ts`), which only pages with code blocks fetch. The
 * server bundle imports the same component directly, so the static HTML holds highlighted code; in the browser,
 * React keeps that HTML until the chunk arrives, then hydrates it.
 */
export default function codeHighlightingPlugin(_context: LoadContext): Plugin {
  return {
    name: 'code-highlighting',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin, DefinePlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.join(__dirname, 'noClientModule.js'),
          ),
          // The server renders the highlighted block directly; the browser loads it lazily (see lazyCodeBlock.ts).
          new DefinePlugin({CODE_HIGHLIGHTING_SERVER: JSON.stringify(isServer)}),
        ],
      };
    },
  };
}
