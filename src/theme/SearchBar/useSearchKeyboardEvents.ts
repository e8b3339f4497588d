/**
 * The search shortcuts, with the behaviour of @docsearch/react 3.9.0's
 * `useDocSearchKeyboardEvents` (MIT, Algolia), kept here so that the first load of a page does
 * not need @docsearch/react (a single module that also holds the modal and its client).
 *
 * Ctrl/Cmd+K toggles the modal, "/" opens it unless focus is in a text field, Escape closes it,
 * and a letter or digit typed on the focused search button opens it with that character.
 */
import { useEffect, type RefObject } from 'react';

interface KeyboardEventsOptions {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

function isEditingContent(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const tag = target.tagName;
  return target.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

function isShortcut(event: KeyboardEvent, isOpen: boolean): boolean {
  return (
    (event.code === 'Escape' && isOpen) ||
    (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
    (!isEditingContent(event) && event.key === '/' && !isOpen)
  );
}

export function useSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: KeyboardEventsOptions): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isShortcut(event, isOpen)) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        searchButtonRef.current === document.activeElement &&
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
