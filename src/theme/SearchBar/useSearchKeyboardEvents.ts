/**
 * The search shortcuts, with the behaviour of @docsearch/react 3.9.0's
 * `useDocSearchKeyboardEvents` (MIT, Algolia), kept here so that the first load of a page does
 * not need @docsearch/react (a single module that also holds the modal and its client).
 *
 * Ctrl/Cmd+K toggles the modal, "/" opens it unless focus is in a text field, Escape closes it,
 * and a letter or digit typed on the focused search button opens it with that character.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

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

export function useSearchKeyboardEvents(options: KeyboardEventsOptions): void {
  // The listener reads the options of the latest commit: a listener re-attached per `isOpen` in a
  // passive effect could still hold the old value for a key pressed right after the modal closed
  // (Ctrl+K twice in quick succession would then not reopen it), whatever the renderer's timing.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const { isOpen, onOpen, onClose, onInput, searchButtonRef } = latest.current;
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
  }, []);
}
