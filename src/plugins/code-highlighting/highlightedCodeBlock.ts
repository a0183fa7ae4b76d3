import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

/** Set by the plugin: true in the server bundle, which renders the static HTML. */
declare const CODE_HIGHLIGHTING_SERVER: boolean;
export const isServerBundle = CODE_HIGHLIGHTING_SERVER;

type CodeBlockComponent = ComponentType<Props>;

/**
 * The highlighting code block (Prism and the site's languages). The server bundle imports it directly, so that the
 * static HTML holds highlighted code; the browser loads it in a chunk of its own, once, when a page first shows
 * code (the bundler drops the branch that does not apply).
 */
export const serverCodeBlock: CodeBlockComponent | null = CODE_HIGHLIGHTING_SERVER
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./HighlightedCodeBlock').default
  : null;

let loaded: CodeBlockComponent | null = serverCodeBlock;
let loading: Promise<CodeBlockComponent> | null = null;

/** The component if it has arrived already. */
export const loadedCodeBlock = (): CodeBlockComponent | null => loaded;

/** Loads the component (once) and resolves with it. */
export function loadCodeBlock(): Promise<CodeBlockComponent> {
  loading ??= import('./HighlightedCodeBlock').then((module) => (loaded = module.default as unknown as CodeBlockComponent));
  return loading;
}
