// What a search answer says about the keyword's words (issue 28), in the buyer's language: the words no product
// shown matches ("Showing the closest matches — no match for “boys”."), and a keyword of common words only. Shared by
// the product centre and the header's suggestions.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The words as one phrase of the buyer's language ("boys and battery", «أولاد» و«بطارية» …). */
const wordList = (i18n: I18n, words: readonly string[]) =>
  new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(words);

export const partialMatchText = (i18n: I18n, unmatched: readonly string[]) => {
  const words = wordList(i18n, unmatched);
  return i18n._(msg`Showing the closest matches — no match for “${words}”.`);
};

export const stopWordsOnlyText = (i18n: I18n) =>
  i18n._(msg`These words are too common to search on their own. Add the product you are looking for.`);
