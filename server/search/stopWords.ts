// Stop words are data (data/stopWords.json, per catalogue language): one folded set over all languages, since a
// GetProductList query does not say its language. The lists hold function words only, so no toy word of one language
// is another's stop word.
import lists from './data/stopWords.json';
import { fold } from './normalize';

export const STOP_WORDS: ReadonlySet<string> = new Set(
  Object.entries(lists).flatMap(([language, words]) =>
    language.startsWith('$') ? [] : (words as string[]).map((w) => fold(w)),
  ),
);

export const isStopWord = (word: string) => STOP_WORDS.has(fold(word));
