// What the header's suggestions add to a search (issue 16): categories whose name, in the buyer's language, matches
// the keyword's words, and a "did you mean" keyword when the keyword itself finds nothing. Both work over the
// index's dictionaries and a company's few categories, never over products, so they stay inside the suggestions'
// 10 ms budget at 100,000 products.
import type { CatalogueIndex } from './catalogueIndex';
import { findProducts } from './findProducts';
import { charLength, fold, isUnspaced, splitWords } from './normalize';
import { STEMMERS } from './stemmers';
import { synonymTermsOf } from './synonymGroups';
import { typoBudget } from './typos';
import type { LanguageField } from '../../protocol/languages';
import type { SynonymGroups } from './synonyms';

const MAX_WORDS = 8;
const queryWords = (keyword: string) => splitWords(fold(keyword)).slice(0, MAX_WORDS);

/** One category as suggestions match it: its name in the buyer's language, folded into words. */
export interface CategoryName {
  categoryNumber: string;
  name: string;
  words: string[];
}

export const categoryWords = (name: string) => splitWords(fold(name));

interface QueryWord {
  word: string;
  unspaced: boolean;
  stems: { stem: (w: string) => string; of: string }[];
  synonyms: string[];
}

function queryWord(word: string, field: LanguageField, synonyms?: SynonymGroups): QueryWord {
  const unspaced = isUnspaced(word);
  const stemmers =
    unspaced || charLength(word) < 3 ? [] : [...new Set([STEMMERS[field], STEMMERS.ename])].filter((s) => !!s);
  return {
    word,
    unspaced,
    stems: stemmers.map((stem) => ({ stem: stem!, of: stem!(word) })),
    synonyms: charLength(word) < 2 && !unspaced ? [] : synonymTermsOf(word, synonyms),
  };
}

/** Whether a query word matches a category's words: a prefix of one of them (or inside one, for scripts written
 * without spaces), the same stem in the buyer's language or English, or a synonym term of the word. */
function wordMatches(q: QueryWord, words: string[]): boolean {
  if (q.unspaced ? words.some((w) => w.includes(q.word)) : words.some((w) => w.startsWith(q.word))) return true;
  for (const { stem, of } of q.stems) if (words.some((w) => stem(w) === of)) return true;
  if (!q.synonyms.length) return false;
  const joined = ` ${words.join(' ')} `;
  return q.synonyms.some((term) => (isUnspaced(term) ? joined.includes(term) : joined.includes(` ${term} `)));
}

/** Categories whose name has every word of the keyword, in the categories' order, at most `limit`. */
export function matchCategories(
  categories: readonly CategoryName[],
  keyword: string,
  field: LanguageField,
  limit: number,
  synonyms?: SynonymGroups,
): CategoryName[] {
  const words = queryWords(keyword).map((word) => queryWord(word, field, synonyms));
  if (!words.length) return [];
  const found: CategoryName[] = [];
  for (const category of categories) {
    if (found.length >= limit) break;
    if (words.every((q) => wordMatches(q, category.words))) found.push(category);
  }
  return found;
}

/** A keyword that finds products when `keyword` finds none: each word the dictionary does not know replaced by its
 * closest dictionary word (one typo more than the search itself allows; ties go to the word more products carry),
 * kept only if the rewrite finds something. Undefined when nothing better is known. */
export function didYouMean(index: CatalogueIndex, keyword: string, synonyms?: SynonymGroups): string | undefined {
  const words = queryWords(keyword);
  if (!words.length) return undefined;
  let changed = false;
  const rewritten = words.map((word) => {
    if (
      isUnspaced(word) ||
      /\d/.test(word) ||
      index.words.exact(word) !== undefined ||
      index.words.prefixed(word).length
    )
      return word;
    const length = charLength(word);
    if (length < 3) return word;
    const budget = Math.min(3, typoBudget(length) + 1);
    let best: { word: string; distance: number; weight: number } | undefined;
    for (const { id, distance } of index.words.typos.near(word, budget)) {
      const weight = index.words.postings[id].length;
      if (!best || distance < best.distance || (distance === best.distance && weight > best.weight))
        best = { word: index.words.words[id], distance, weight };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  const candidates = changed ? [rewritten.join(' ')] : [];
  // Several words that each find toys but never together (teddy rocket): the first word that finds something alone.
  if (words.length > 1) for (const word of rewritten) candidates.push(word);
  for (const candidate of candidates) {
    if (candidate === words.join(' ')) continue;
    if (findProducts(index, { keyword: candidate, pageIndex: 1, pageSize: 1 }, { synonyms }).totalCount > 0)
      return candidate;
  }
  return undefined;
}

// Patches append slots (issue 23), so the slot of an id is looked up where the index is patched.
export { slotOfId } from './indexColumns';
