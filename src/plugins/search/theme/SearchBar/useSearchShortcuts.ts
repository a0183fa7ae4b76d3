import {useEffect, type RefObject} from 'react';

function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

/**
 * DocSearch's keyboard behaviour (its own hook lives in the module with the modal, see SearchButton): Ctrl/Cmd+K
 * opens and closes, "/" opens unless the reader is typing somewhere, Escape closes, and a letter or digit typed
 * while the search button has focus opens the modal with that character.
 */
export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if ((event.key === 'Escape' && isOpen) || toggle || (!isOpen && event.key === '/' && !isEditingContent(event))) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (searchButtonRef.current === document.activeElement && /^[a-zA-Z0-9]$/.test(event.key)) onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
