// The folded words of the product names (issue 16), beside the literal TokenIndex: each distinct folded word with
// its products, the languages it was seen in, its stems in those languages, and lookups by exact word, prefix,
// substring (for scripts written without spaces) and near miss (typos). The dictionary stays small next to the
// products (a few thousand words for the demo's 100,000), so every lookup here is over words, never products.
import { fold, isUnspaced, splitWords } from './normalize';
import { STEMMED_LANGUAGES } from './stemmers';
import { TypoDictionary } from './typos';
import { entryAt } from './tokenIndex';

const SEPARATOR = '\u0000';
/** texts(slot, add) calls add(languageBit, text) for each name of the product in each language; texts.groupOf, when
 * given, names each slot's texts so that slots with the same group (not undefined) have the same texts. */
type Texts = ((slot: number, add: (language: number, text: string) => void) => void) & {
  groupOf?: (slot: number) => string | undefined;
};
/** Language bit for text whose language is unknown (a product without per-language names). */
export const UNKNOWN_LANGUAGE = 31;

export class WordIndex {
  private readonly byWord = new Map<string, number>();
  readonly words: string[] = [];
  readonly postings: Int32Array[] = [];
  private readonly languages: number[] = [];
  /** Per entry of STEMMED_LANGUAGES: stem → ids of words seen in that language with that stem. */
  private readonly stems = STEMMED_LANGUAGES.map(() => new Map<string, number[]>());
  private sorted!: string[];
  private sortedIds!: Int32Array;
  private joined!: string;
  private starts!: Int32Array;
  typos!: TypoDictionary;

  constructor(count: number, texts: Texts) {
    this.collect(0, count, texts, 0);
  }

  /** A copy with the names of slots from…count-1 (new slots, appended after this index's) added; this index is left
   * as it was, for readers still holding it. Only dictionary-sized work besides the new slots' words. */
  appended(from: number, count: number, texts: Texts): WordIndex {
    const next: WordIndex = Object.create(WordIndex.prototype);
    // The stems' maps are copied when a patch adds to one (collect), not all of them at every patch: an import's
    // names are in a language or two, and copying every language's map was most of a patch's dictionary work.
    Object.assign(next, {
      byWord: new Map(this.byWord),
      words: this.words.slice(),
      postings: this.postings.slice(),
      languages: this.languages.slice(),
      stems: this.stems.slice(),
      sortedIds: this.sortedIds,
      joined: this.joined,
      starts: this.starts,
      typos: this.typos,
    });
    next.collect(from, count, texts, this.words.length);
    return next;
  }

  private collect(from: number, count: number, texts: Texts, knownWords: number) {
    const lists: number[][] = [];
    const lastSlot: number[] = [];
    const languagesBefore = new Map<number, number>();
    // Catalogues repeat names (variants, colours, the demo's generated names): fold and look up each distinct text
    // once per language, keeping its word ids.
    const seen = new Map<number, Map<string, number[]>>();
    const idsOf = (language: number, text: string) => {
      let byText = seen.get(language);
      if (!byText) seen.set(language, (byText = new Map()));
      let ids = byText.get(text);
      if (ids) return ids;
      ids = [];
      for (const word of splitWords(fold(text, { hanzi: language === 0 || language === UNKNOWN_LANGUAGE }))) {
        let id = this.byWord.get(word);
        if (id === undefined) {
          id = this.words.length;
          this.byWord.set(word, id);
          this.words.push(word);
          this.languages.push(0);
        }
        if (!languagesBefore.has(id)) languagesBefore.set(id, id < knownWords ? this.languages[id] : 0);
        this.languages[id] |= 1 << language;
        ids.push(id);
      }
      byText.set(text, ids);
      return ids;
    };
    // A product with the same names as an earlier one (its group) gets that one's words in one step.
    const ofGroup = new Map<string, number[]>();
    for (let slot = from; slot < count; slot++) {
      const group = texts.groupOf?.(slot);
      const known = group === undefined ? undefined : ofGroup.get(group);
      if (known) {
        for (const id of known) lists[id].push(slot);
        continue;
      }
      const ids: number[] = [];
      texts(slot, (language, text) => {
        if (!text) return;
        for (const id of idsOf(language, text)) {
          if (lastSlot[id] === slot) continue;
          lastSlot[id] = slot;
          ids.push(id);
          const list = lists[id];
          if (list) list.push(slot);
          else lists[id] = [slot];
        }
      });
      if (group !== undefined) ofGroup.set(group, ids);
    }
    for (let id = knownWords; id < this.words.length; id++) this.postings.push(new Int32Array(0));
    lists.forEach((list, id) => {
      const old = this.postings[id];
      const grown = new Int32Array(old.length + list.length);
      grown.set(old);
      grown.set(list, old.length);
      this.postings[id] = grown;
    });
    // A word's stems in each language it was newly seen in (copied lists: an older index may share them).
    const stemmedIn = (languages: number, bit: number) =>
      (languages & (1 << bit)) !== 0 || (languages & (1 << UNKNOWN_LANGUAGE)) !== 0;
    const copied = new Set<number>();
    for (const id of [...languagesBefore.keys()].sort((a, b) => a - b)) {
      const before = languagesBefore.get(id)!;
      const word = this.words[id];
      if (isUnspaced(word) || before === this.languages[id]) continue;
      STEMMED_LANGUAGES.forEach(({ bit, stem }, i) => {
        if (!stemmedIn(this.languages[id], bit) || stemmedIn(before, bit)) return;
        const s = stem(word);
        if (knownWords && !copied.has(i)) {
          this.stems[i] = new Map(this.stems[i]);
          copied.add(i);
        }
        this.stems[i].set(s, [...(this.stems[i].get(s) ?? []), id]);
      });
    }
    const byText = (a: number, b: number) =>
      this.words[a] < this.words[b] ? -1 : this.words[a] > this.words[b] ? 1 : 0;
    // A patch places its new words into the order it was given (words are distinct: the same order as a full sort),
    // rather than sorting a dictionary that an import's numbered names grow by thousands.
    this.sortedIds =
      knownWords && this.sortedIds?.length === knownWords
        ? withPlaced(
            this.sortedIds,
            Array.from({ length: this.words.length - knownWords }, (_, i) => knownWords + i).sort(byText),
            byText,
          )
        : Int32Array.from(this.words.map((_, id) => id).sort(byText));
    this.sorted = Array.from(this.sortedIds, (id) => this.words[id]);
    // A patch extends the joined words, their starts and the typo dictionary by its new words only.
    const patched = knownWords > 0 && this.starts?.length === knownWords + 1;
    const starts = new Int32Array(this.words.length + 1);
    if (patched) starts.set(this.starts);
    let offset = patched ? this.starts[knownWords] : 1;
    for (let id = patched ? knownWords : 0; id < this.words.length; id++) {
      starts[id] = offset;
      offset += this.words[id].length + 1;
    }
    starts[this.words.length] = offset;
    this.starts = starts;
    const fresh = this.words.slice(patched ? knownWords : 0);
    this.joined = patched
      ? fresh.length
        ? this.joined + fresh.join(SEPARATOR) + SEPARATOR
        : this.joined
      : SEPARATOR + this.words.join(SEPARATOR) + SEPARATOR;
    const typoWord = (id: number) => !isUnspaced(this.words[id]) && !/\d/.test(this.words[id]);
    this.typos = patched
      ? this.typos.extended(this.words, knownWords, typoWord)
      : new TypoDictionary(this.words, typoWord);
  }

  exact(word: string): number | undefined {
    return this.byWord.get(word);
  }

  /** Ids of words starting with part (the word itself included). */
  prefixed(part: string): number[] {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.sorted[mid] < part) low = mid + 1;
      else high = mid;
    }
    const ids: number[] = [];
    for (let i = low; i < this.sorted.length && this.sorted[i].startsWith(part); i++) ids.push(this.sortedIds[i]);
    return ids;
  }

  /** Ids of words containing part anywhere. */
  containing(part: string): number[] {
    const ids: number[] = [];
    if (!part || part.includes(SEPARATOR)) return ids;
    let from = 0;
    for (;;) {
      const at = this.joined.indexOf(part, from);
      if (at < 0) return ids;
      const id = entryAt(this.starts, at);
      ids.push(id);
      from = this.starts[id + 1];
    }
  }

  /** Ids of words whose stem in the language at STEMMED_LANGUAGES[i] is stem. */
  stemmed(i: number, stem: string): readonly number[] {
    return this.stems[i].get(stem) ?? [];
  }
}

/** sorted with the ids of fresh (sorted too, none equal to one in it) placed by compare: a binary search each, the runs
 * between copied whole. */
function withPlaced(sorted: Int32Array, fresh: number[], compare: (a: number, b: number) => number): Int32Array {
  const out = new Int32Array(sorted.length + fresh.length);
  let i = 0;
  let k = 0;
  for (const id of fresh) {
    let low = i;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(sorted[mid], id) < 0) low = mid + 1;
      else high = mid;
    }
    out.set(sorted.subarray(i, low), k);
    k += low - i;
    i = low;
    out[k++] = id;
  }
  out.set(sorted.subarray(i), k);
  return out;
}
