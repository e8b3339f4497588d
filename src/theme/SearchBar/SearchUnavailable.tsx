/**
 * Shown instead of the search modal when its code cannot be fetched (the network went away
 * after the page loaded, before search was ever used): DocSearch's own error screen, with the
 * same texts and class names, so opening search never does nothing. Escape, the Close button or
 * a click outside closes it; the next opening fetches the modal again.
 */
import React, { useEffect, useRef, type ReactNode } from 'react';
import { errorScreenTranslations } from './firstLoadTranslations';

export function SearchUnavailable({ onClose }: { onClose: () => void }): ReactNode {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  const { titleText, helpText } = errorScreenTranslations;
  return (
    <div
      className="DocSearch DocSearch-Container"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        className="DocSearch-Modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="search-unavailable-title"
      >
        <div className="DocSearch-Dropdown">
          <div className="DocSearch-ErrorScreen" role="alert">
            <p className="DocSearch-Title" id="search-unavailable-title">
              {titleText}
            </p>
            <p className="DocSearch-Help">{helpText}</p>
            <button
              ref={closeButton}
              type="button"
              className="button button--secondary button--sm"
              onClick={onClose}
            >
              Close
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
