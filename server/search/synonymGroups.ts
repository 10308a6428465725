// Synonym groups as the matching uses them (issue 16): a company's groups merged with the built-in ones, looked up
// by phrase (any word order, stop words dropped, stemmed in every language), and the products of each group, kept
// per index line so that an import's patches are matched over their new slots only (issue 23). relevance.ts marks a
// query word's products with them.
import type { CatalogueIndex } from './catalogueIndex';
import { charLength, fold, isUnspaced, splitWords } from './normalize';
import { STEMMED_LANGUAGES, queryStems } from './stemmers';
import { BUILT_IN_GROUPS, type SynonymGroups } from './synonyms';
import { STOP_WORDS } from './stopWords';
import type { WordIndex } from './wordIndex';

export interface SynonymSet {
  /** Folded term (words joined by a space) → group ids; also each term with every word stemmed, per language. */
  lookup: Map<string, number[]>;
  /** Terms of each group that are matched against products (single CJK characters and terms inside another
   * group's terms are only looked up: 车 would find 火车, ตุ๊กตา would find ตุ๊กตาหมี). */
  matchable: string[][][];
  /** Chinese / Japanese / Thai terms, longest first, for finding them inside a longer query word. */
  unspaced: { term: string; group: number }[];
  maxWords: number;
}

const synonymSets = new WeakMap<SynonymGroups, SynonymSet>();
/** Lookup key of a phrase: its words in sorted order, so word order does not matter. */
export const phraseKey = (words: string[]) => (words.length > 1 ? [...words].sort().join(' ') : (words[0] ?? ''));

export function synonymSet(extra: SynonymGroups | undefined): SynonymSet {
  const key = extra ?? BUILT_IN_GROUPS;
  const cached = synonymSets.get(key);
  if (cached) return cached;
  const groups = extra ? [...BUILT_IN_GROUPS, ...extra] : BUILT_IN_GROUPS;
  const lookup = new Map<string, number[]>();
  const add = (term: string, group: number) => {
    const list = lookup.get(term);
    if (!list) lookup.set(term, [group]);
    else if (!list.includes(group)) list.push(group);
  };
  const folded = groups.map((group) => [
    ...new Set(group.map((term) => splitWords(fold(term)).join(' ')).filter(Boolean)),
  ]);
  let maxWords = 1;
  folded.forEach((terms, group) => {
    for (const term of terms) {
      const words = term.split(' ');
      maxWords = Math.max(maxWords, words.length);
      // Also without its stop words (urso de pelúcia as urso pelúcia) and in any order (pelúcia urso).
      const content = words.filter((w) => !STOP_WORDS.has(w));
      for (const variant of [words, content.length ? content : words]) {
        add(phraseKey(variant), group);
        if (!variant.some(isUnspaced))
          for (const { stem } of STEMMED_LANGUAGES) add(phraseKey(variant.map(stem)), group);
      }
    }
  });
  const allUnspaced = folded.flatMap((terms, group) =>
    terms.filter((t) => isUnspaced(t) && !t.includes(' ')).map((term) => ({ term, group })),
  );
  // A term inside another group's term is ambiguous (boneka is a doll but boneka beruang a teddy; bong, folded, is a
  // ball and gau bong a teddy): it still leads to its group, but products are not matched by it.
  const allTerms = folded.flatMap((terms, group) => terms.map((term) => ({ words: term.split(' '), term, group })));
  const ambiguous = (term: string, group: number) => {
    const words = term.split(' ');
    return allTerms.some(
      (o) =>
        o.group !== group &&
        o.term !== term &&
        (words.length === 1 && isUnspaced(term) ? o.term.includes(term) : words.every((w) => o.words.includes(w))),
    );
  };
  const matchable = folded.map((terms, group) =>
    terms
      .filter((term) => (!isUnspaced(term) || charLength(term) >= 2) && !ambiguous(term, group))
      .map((term) => term.split(' ')),
  );
  const set = {
    lookup,
    matchable,
    unspaced: allUnspaced.filter((u) => charLength(u.term) >= 2).sort((a, b) => b.term.length - a.term.length),
    maxWords,
  };
  synonymSets.set(key, set);
  return set;
}

/** Works a synonym set out before the first query that needs it: the built-in groups are stemmed in every language,
 *  about half a second of a buyer's first search after a start (issue 23). */
export const prepareSynonyms = (synonyms: SynonymGroups | undefined) => void synonymSet(synonyms);

/** Products of each synonym group, per synonym set and index line (a build and its patches: CatalogueIndex.lineage),
 * kept for the line's latest index; the first query pays. A patch only appends slots, so on the next index the group
 * is matched over the new slots alone (issue 23: an import patches every second, and each fresh index made the next
 * search match every group over the whole catalogue again). */
const groupSlots = new WeakMap<object, WeakMap<SynonymSet, Map<number, GroupSlots>>>();
interface GroupSlots {
  count: number;
  slots: Int32Array;
  terms: string[];
  /** Per word of each term, in order, the ids of the words it matched, ascending for a Chinese / Japanese / Thai
   *  word (terms: these words, each once). */
  found: number[][];
  /** The dictionary's size then, and how many of its words the group's words matched as a folded word or a stem. */
  words: number;
  matched: number;
}

export function slotsOfGroup(index: CatalogueIndex, set: SynonymSet, group: number) {
  let byLine = groupSlots.get(index.lineage);
  if (!byLine) groupSlots.set(index.lineage, (byLine = new WeakMap()));
  let bySet = byLine.get(set);
  if (!bySet) byLine.set(set, (bySet = new Map()));
  const hit = bySet.get(group);
  if (hit?.count === index.count) return hit;
  let entry: GroupSlots | undefined;
  if (hit && hit.count < index.count) {
    const added = groupSlotsFrom(index, set, group, hit.count, hit);
    // A word seen in a new language gains stems, so it may match now where it did not: then over every slot again.
    if (added.ids.filter((id) => id < hit.words).length === hit.matched) {
      const slots = new Int32Array(hit.slots.length + added.slots.length);
      slots.set(hit.slots);
      slots.set(added.slots, hit.slots.length);
      entry = { ...added, slots };
    }
  }
  entry ??= groupSlotsFrom(index, set, group, 0);
  // An older index of the line (a search that began before the patch) keeps nothing.
  if (!hit || hit.count < index.count) bySet.set(group, entry);
  return entry;
}

/** The group's products among slots from…, `before` the group as found up to `from` on the same line. A Chinese /
 *  Japanese / Thai word of a term matches the words containing it: those it matched before (a word contained in
 *  another stays so) and the dictionary's words added since, rather than every word again (an import's numbered
 *  names, 进口积木1…, hold 积木: a walk over thousands of words at each search after each patch). `ids`/`matched`:
 *  the words matched as a folded word or a stem, the ones a new language's stems can add. */
function groupSlotsFrom(index: CatalogueIndex, set: SynonymSet, group: number, from: number, before?: GroupSlots) {
  const length = index.count - from;
  const mark = new Uint8Array(length);
  const found: number[][] = [];
  const matched: number[] = [];
  const { words } = index.words;
  const containing = (word: string, k: number) => {
    if (!before) return index.words.containing(word);
    const ids = [...before.found[k]];
    for (let id = before.words; id < words.length; id++) if (words[id].includes(word)) ids.push(id);
    return ids;
  };
  for (const term of set.matchable[group]) {
    // Every word of the term in the same product: a word matches as a folded word or a stem (in any language it
    // was seen in), a Chinese / Japanese / Thai one inside a word.
    let inAll: Uint8Array | null = null;
    for (const word of term) {
      const unspaced = isUnspaced(word);
      const ids = unspaced ? containing(word, found.length) : [...wordIds(index, word, false)];
      const here = new Uint8Array(length);
      for (const id of ids) {
        if (!unspaced) matched.push(id);
        const postings = index.words.postings[id];
        for (let p = firstAtLeast(postings, from); p < postings.length; p++) {
          const at = postings[p] - from;
          if (!inAll || inAll[at]) here[at] = 1;
        }
      }
      found.push(ids);
      inAll = here;
    }
    if (inAll) for (let s = 0; s < length; s++) if (inAll[s]) mark[s] = 1;
  }
  const slots: number[] = [];
  for (let s = 0; s < length; s++) if (mark[s]) slots.push(s + from);
  return {
    count: index.count,
    slots: Int32Array.from(slots),
    terms: [...new Set(found.flatMap((ids) => ids.map((id) => words[id])))],
    found,
    words: words.length,
    matched: matched.length,
    ids: matched,
  };
}

/** The first place in an ascending list holding a value ≥ from. */
function firstAtLeast(list: Int32Array, from: number) {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid] < from) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Folded exact word and same-stem words (the word itself included). */
export function wordIds(
  index: CatalogueIndex,
  word: string,
  stemsOnly: boolean,
  words: WordIndex = index.words,
): Set<number> {
  const ids = new Set<number>();
  const exact = words.exact(word);
  if (exact !== undefined && !stemsOnly) ids.add(exact);
  STEMMED_LANGUAGES.forEach(({ field, stem }, i) => {
    for (const s of queryStems(field, stem, word)) for (const id of words.stemmed(i, s)) ids.add(id);
  });
  return ids;
}

/** Synonym groups of a folded phrase: as written (a known word: its group counts as an exact match), or with all
 * its words stemmed alike (counts as a synonym). */
export function groupsOf(set: SynonymSet, words: string[]): { exact: Set<number>; stemmed: Set<number> } {
  const content = words.filter((w) => !STOP_WORDS.has(w));
  const exact = new Set<number>(set.lookup.get(phraseKey(content.length ? content : words)) ?? []);
  const stemmed = new Set<number>();
  if (!words.some(isUnspaced)) {
    for (const { stem } of STEMMED_LANGUAGES)
      for (const g of set.lookup.get(phraseKey((content.length ? content : words).map(stem))) ?? [])
        if (!exact.has(g)) stemmed.add(g);
  }
  return { exact, stemmed };
}
export const groupCount = (g: { exact: Set<number>; stemmed: Set<number> }) => g.exact.size + g.stemmed.size;

/** Folded terms of the synonym groups a folded word names, as written or stemmed (for matching category names,
 * issue 16 suggestions): `voitures` → car, toy car, 汽车, … */
export function synonymTermsOf(word: string, synonyms?: SynonymGroups): string[] {
  const set = synonymSet(synonyms);
  const groups = groupsOf(set, [word]);
  return [...groups.exact, ...groups.stemmed].flatMap((group) => set.matchable[group].map((term) => term.join(' ')));
}
