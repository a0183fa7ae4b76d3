import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code highlighting themes for light and dark mode. The stock themes have token colours (comments above all)
 * below the WCAG AA contrast ratio of 4.5:1; every colour here meets it against its background, which
 * tests/unit/prismThemes.test.ts checks.
 */
export const prismLight: PrismTheme = {
  plain: {color: '#24292f', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'char', 'inserted'], style: {color: '#0a3069'}},
    {types: ['keyword', 'atrule', 'selector', 'important', 'deleted'], style: {color: '#cf222e'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'regex'], style: {color: '#0550ae'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#8250df'}},
    {types: ['property', 'attr-name', 'variable', 'key', 'builtin'], style: {color: '#953800'}},
    {types: ['tag', 'url', 'entity'], style: {color: '#116329'}},
    {types: ['punctuation', 'operator'], style: {color: '#24292f'}},
  ],
};

export const prismDark: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#8b949e', fontStyle: 'italic'}},
    {types: ['string', 'attr-value', 'char', 'inserted'], style: {color: '#a5d6ff'}},
    {types: ['keyword', 'atrule', 'selector', 'important', 'deleted'], style: {color: '#ff7b72'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'regex'], style: {color: '#79c0ff'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#d2a8ff'}},
    {types: ['property', 'attr-name', 'variable', 'key', 'builtin'], style: {color: '#ffa657'}},
    {types: ['tag', 'url', 'entity'], style: {color: '#7ee787'}},
    {types: ['punctuation', 'operator'], style: {color: '#e6edf3'}},
  ],
};
