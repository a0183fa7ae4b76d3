// DocSearch 3 ships no type declarations for its entry points other than the main one; the search bar imports
// the stylesheet for its side effect and the modal lazily, typed through the main entry.
declare module '@docsearch/react/style';
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style/button';
declare module '@docsearch/react/style/modal';
declare module '@docsearch/react/style/variables';
