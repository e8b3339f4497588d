/**
 * The navbar search button, with the markup and class names of @docsearch/react 3.9.0's
 * `DocSearchButton` (MIT, Algolia) so DocSearch's stylesheet applies unchanged. It lives here so
 * the first load of a page does not include @docsearch/react.
 */
import React, {
  forwardRef,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';

export interface SearchButtonTranslations {
  buttonText?: string;
  buttonAriaLabel?: string;
}

type SearchButtonProps = ComponentProps<'button'> & { translations?: SearchButtonTranslations };

const CTRL = 'Ctrl';

function ControlKeyIcon() {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 20 20"
      aria-hidden="true"
    >
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

/** A key cap that looks pressed while its key is held down. */
function Key({ reactsToKey, children }: { reactsToKey: string; children: ReactNode }) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === reactsToKey) setPressed(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === reactsToKey || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return (
    <kbd
      className={
        pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'
      }
    >
      {children}
    </kbd>
  );
}

const neverChanges = () => () => {};
const platformModifier = () => (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : CTRL);

export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  { translations = {}, ...props },
  ref,
) {
  const { buttonText = 'Search', buttonAriaLabel = 'Search' } = translations;
  // Known only in the browser: the server (and hydration) render no key caps.
  const modifier = useSyncExternalStore(neverChanges, platformModifier, () => null);
  const [modifierKey, modifierName, modifierLabel] =
    modifier === CTRL
      ? [CTRL, 'Ctrl', <ControlKeyIcon key="ctrl" />]
      : ['Meta', 'Command', modifier];
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${modifierName}+K)`}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier !== null && (
          <>
            <Key reactsToKey={modifierKey}>{modifierLabel}</Key>
            <Key reactsToKey="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});
