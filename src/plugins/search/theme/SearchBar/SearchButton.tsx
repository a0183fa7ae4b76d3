import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef} from 'react';

/**
 * DocSearch's navbar button, same markup and classes (its stylesheet styles it), written here because DocSearch 3
 * ships the button in one module with the modal: importing it would put the whole modal into every page's bundle.
 */
type Props = ComponentPropsWithoutRef<'button'> & {translations?: {buttonText?: string; buttonAriaLabel?: string}};

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A key hint that looks pressed while the reader holds that key. */
function Key({reactsTo, children}: {reactsTo: string; children: string}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsTo && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsTo || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  return <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>{children}</kbd>;
}

export const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({translations = {}, ...props}, ref) {
  const {buttonText = 'Search'} = translations;
  // The server renders Ctrl; on Apple devices the client shows ⌘ (the same width), once it knows.
  const [modifier, setModifier] = useState<'Ctrl' | '⌘'>('Ctrl');
  useEffect(() => setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  // No aria-label: the button's name is what it shows ("Search Ctrl K"), so voice control users can say what they
  // see; aria-keyshortcuts tells assistive technology the shortcut itself.
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        <Key reactsTo={modifier === '⌘' ? 'Meta' : 'Control'}>{modifier}</Key>
        <Key reactsTo="k">K</Key>
      </span>
    </button>
  );
});
