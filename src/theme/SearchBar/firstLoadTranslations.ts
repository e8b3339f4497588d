// The words of @theme/SearchTranslations that the first load shows: the search button's and the
// error screen's (./SearchUnavailable.tsx), with their ids and messages (the same in
// theme-search-algolia 3.8.1 and 3.10.2; tests/unit/ejected-copies.test.ts compares them with the
// installed file). SearchTranslations holds the words of the whole modal (twice as many in 3.10,
// with Ask AI's), so only the on-demand ./Modal.tsx imports it.
import { translate } from '@docusaurus/Translate';
import type { SearchButtonTranslations } from './SearchButton';

const label = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});

export const buttonTranslations: SearchButtonTranslations = {
  buttonText: label,
  buttonAriaLabel: label,
};

export const errorScreenTranslations = {
  titleText: translate({
    id: 'theme.SearchModal.errorScreen.titleText',
    message: 'Unable to fetch results',
    description: 'The title for error screen of search modal',
  }),
  helpText: translate({
    id: 'theme.SearchModal.errorScreen.helpText',
    message: 'You might want to check your network connection.',
    description: 'The help text for error screen of search modal',
  }),
};
