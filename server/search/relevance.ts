// What each query word of a search matches, and how well (issue 16). Every word (or synonym phrase) is a unit the
// product must match; per product a unit gets the class of its best match, and findProducts ranks by the sum:
//   0 the word as a whole name word, or the toys of a synonym group the word names (a word we know)
//   1 prefix or part of a word · 2 same stem · 3 synonym reached through a stem · 4 typo correction.
// Stages, so that a word found as written keeps its old products and is never "corrected" into another one:
//   1. literal: the word as typed (lower case) inside a name token or number, as before issue 16; from 3 characters
//      also its stems and synonyms (one- and two-letter words: only as before, plus a synonym they are, 공);
//   2. if nothing was found literally: folded exact / prefix / substring words, stems, stems ending a compound
//      (Sailboat, Teddybär), synonyms, and for Chinese / Japanese / Thai the synonym terms inside the word
//      (玩具汽车 → 汽车);
//   3. if still nothing: typo corrections (Damerau–Levenshtein within the word's budget; a 4-letter word gets one
//      only here, as the last resort, so `tedy` still reaches teddy).
// A unit that finds nothing is reported (findProducts then answers with the other units: issue 28); stop words
// (data/stopWords.json: articles, prepositions, plural markers such as mga, những) are skipped when the query has
// other words. Before matching, Chinese / Japanese / Thai runs are cut into words (phrase.ts), and a number typed
// in two words (SB 430) is joined again; a word found nowhere is tried as a compound of two known words (toycar,
// 장난감자동차) before typos.
import type { CatalogueIndex } from './catalogueIndex';
import { charLength, fold, isHangul, isUnspaced, splitWords } from './normalize';
import { STEMMED_LANGUAGES, queryStems } from './stemmers';
import type { SynonymGroups } from './synonyms';
import { typoBudget } from './typos';
import { STOP_WORDS } from './stopWords';
import { attributeSlots } from './attributes';
import { descriptionSlots } from './descriptions';
import { ageClasses, takeAges } from './ages';
import type { TokenIndex } from './tokenIndex';
import { isSegmentable, isSplitNumber, longestDigits, numberKey, segmentRun } from './phrase';
import { groupCount, groupsOf, phraseKey, slotsOfGroup, synonymSet, wordIds, type SynonymSet } from './synonymGroups';

/** description: the word only in the product's description (issue 28), below any match in a name — also below a
 * name matched through two lesser classes (stem + stem), so a whole phrase in the names outranks one half-described. */
export const MATCH = { exact: 0, prefix: 1, stem: 2, synonym: 3, typo: 4, description: 6 } as const;
/** Matched dictionary words kept per query word (for highlighting; the answer uses the first 20). */
const MAX_TERMS = 64;
export type MatchClass = (typeof MATCH)[keyof typeof MATCH];
const NONE = 255;
/** Words matched per field after cutting unspaced runs: a pasted paragraph costs no more than a long phrase. */
const MAX_UNITS = 12;

/** A query word and the dictionary words it matched, for highlighting. */
export interface MatchedTerm {
  query: string;
  terms: string[];
}

interface Unit {
  query: string;
  /** Best class per product slot (NONE: no match). */
  best: Uint8Array;
  terms: Set<string>;
  found: boolean;
  /** The word names a kind of toy of the synonym groups: a partial answer keeps it before a describing word. */
  kind?: boolean;
}

/** Products whose description holds the word (every folded part of it: non-toxic), as a whole word or the same stem;
 * Chinese / Japanese / Thai inside the description's runs. Numbers and one- or two-letter words are not looked up: a
 * description's "3+" or "de" tells nothing of the toy. */
function markDescriptions(index: CatalogueIndex, unit: Unit, raw: string) {
  const descriptions = index.descriptions;
  if (!descriptions || /\d/.test(raw) || isShort(raw)) return;
  const folded = splitWords(fold(raw)).filter((w) => !STOP_WORDS.has(w));
  if (!folded.length) return;
  let inAll: Uint8Array | null = null;
  for (const word of folded) {
    const ids = isUnspaced(word)
      ? charLength(word) >= 2
        ? descriptions.words.containing(word)
        : []
      : wordIds(index, word, false, descriptions.words);
    const here = new Uint8Array(descriptions.byKey.size);
    for (const id of ids)
      for (const entry of descriptions.words.postings[id]) if (!inAll || inAll[entry]) here[entry] = 1;
    inAll = here;
  }
  const lists = descriptionSlots(index);
  inAll!.forEach((hit, entry) => hit && markSlots(unit, lists[entry], MATCH.description));
}

// ---------------------------------------------------------------- units

const isShort = (word: string) => !isUnspaced(word) && charLength(word) <= 2;

function markWords(index: CatalogueIndex, unit: Unit, ids: Iterable<number>, match: MatchClass) {
  for (const id of ids) {
    if (unit.terms.size < MAX_TERMS) unit.terms.add(index.words.words[id]);
    for (const slot of index.words.postings[id]) if (unit.best[slot] > match) unit.best[slot] = match;
    unit.found = true;
  }
}

function markSlots(unit: Unit, slots: ArrayLike<number>, match: MatchClass) {
  for (let i = 0; i < slots.length; i++) if (unit.best[slots[i]] > match) unit.best[slots[i]] = match;
  if (slots.length) unit.found = true;
}

function markGroups(
  index: CatalogueIndex,
  set: SynonymSet,
  unit: Unit,
  groups: Iterable<number>,
  match: MatchClass = MATCH.synonym,
) {
  for (const group of groups) {
    unit.kind = true;
    const { slots, terms } = slotsOfGroup(index, set, group);
    for (const term of terms.slice(0, 12)) unit.terms.add(term);
    markSlots(unit, slots, match);
  }
}

function markAllGroups(
  index: CatalogueIndex,
  set: SynonymSet,
  unit: Unit,
  groups: { exact: Set<number>; stemmed: Set<number> },
) {
  markGroups(index, set, unit, groups.exact, MATCH.exact);
  markGroups(index, set, unit, groups.stemmed, MATCH.synonym);
}

/** A number as buyers type it (sb-000430, SB000430, sb430): the number tokens with the same numberKey. */
function matchNumber(index: CatalogueIndex, unit: Unit, raw: string): boolean {
  const key = numberKey(raw);
  const digits = longestDigits(key);
  // A bare run of one or two digits would sweep most of the dictionary and means no one number.
  if (!digits || (key === digits && digits.length < 3)) return false;
  // A token with this key holds the run as a whole run of digits, after zeros at most (sb000004 for sb 4). One or two
  // digits are inside most tokens, so those are looked for by that pattern: the key of every token holding a 4 took
  // hundreds of milliseconds at 100,000 products.
  const tokens =
    digits.length < 3
      ? index.numbers.tokensMatching(new RegExp(`(?<![0-9])0*${digits}(?![0-9])`, 'g'))
      : index.numbers.tokensContaining(digits);
  for (const id of tokens) {
    const text = index.numbers.text(id);
    if (numberKey(text) !== key) continue;
    if (unit.terms.size < MAX_TERMS) unit.terms.add(text);
    markSlots(unit, index.numbers.slots(id), MATCH.exact);
  }
  return unit.found;
}

const MIN_PART = 3;
/** Whether the catalogue or the synonym list knows a folded word as a whole word. */
const knownWord = (index: CatalogueIndex, set: SynonymSet, word: string) =>
  index.words.exact(word) !== undefined || set.lookup.has(word);

/** A word found nowhere as two known words written together: both in one product, or the synonym phrase they make
 * (toy car). Counted as a word form. */
function matchCompound(index: CatalogueIndex, set: SynonymSet, unit: Unit, word: string): boolean {
  const chars = Array.from(word);
  const min = isHangul(word) ? 2 : MIN_PART;
  let best: [string, string] | undefined;
  for (let i = min; i <= chars.length - min; i++) {
    const head = chars.slice(0, i).join('');
    const tail = chars.slice(i).join('');
    const phrase = set.lookup.has(phraseKey([head, tail]));
    if (!phrase && !(knownWord(index, set, head) && knownWord(index, set, tail))) continue;
    // The most even cut: toy·car rather than to·ycar.
    if (!best || Math.min(head.length, tail.length) > Math.min(best[0].length, best[1].length)) best = [head, tail];
  }
  if (!best) return false;
  const [a, b] = best.map((part) => matchWord(index, set, part, false));
  if (a.found && b.found)
    for (let s = 0; s < index.count; s++) {
      const worst = Math.max(a.best[s], b.best[s], MATCH.stem);
      if (a.best[s] !== NONE && b.best[s] !== NONE && unit.best[s] > worst) unit.best[s] = worst;
    }
  if (a.found && b.found) {
    for (const t of [...a.terms, ...b.terms].slice(0, MAX_TERMS)) unit.terms.add(t);
    unit.found = unit.best.some((c) => c !== NONE);
  }
  markAllGroups(index, set, unit, groupsOf(set, best));
  return unit.found;
}

/** Marks the products of every token containing raw: whole (the token is raw) or a prefix / part. */
function markTokens(unit: Unit, tokens: TokenIndex, raw: string, whole: MatchClass) {
  const best = unit.best;
  tokens.forEachContaining(raw, (id) => {
    if (unit.terms.size < MAX_TERMS) unit.terms.add(tokens.text(id));
    const match = tokens.length(id) === raw.length ? whole : MATCH.prefix;
    const slots = tokens.slots(id);
    for (let i = 0; i < slots.length; i++) if (best[slots[i]] > match) best[slots[i]] = match;
    if (slots.length) unit.found = true;
  });
}

/** Matches one query word (as typed, lower case) in the names, and in the numbers when withNumbers. */
function matchWord(index: CatalogueIndex, set: SynonymSet, raw: string, withNumbers: boolean): Unit {
  const unit: Unit = { query: raw, best: new Uint8Array(index.count).fill(NONE), terms: new Set(), found: false };
  const folded = splitWords(fold(raw));
  const short = isShort(raw);
  const hasDigits = /\d/.test(raw);

  // 1. Literal, as before issue 16: the word inside a name token (or a number).
  // (Thousands of tokens hold a short part such as "sb": each is marked, only the first few are kept as terms.)
  markTokens(unit, index.names, raw, short ? MATCH.prefix : MATCH.exact);
  if (withNumbers) markTokens(unit, index.numbers, raw, MATCH.exact);
  const literal = unit.found;
  if (!literal && withNumbers && hasDigits && matchNumber(index, unit, raw)) return unit;
  if (literal && (short || hasDigits)) {
    if (short && folded.length === 1) {
      markWords(
        index,
        unit,
        [index.words.exact(folded[0])].filter((id) => id !== undefined),
        MATCH.prefix,
      );
      markGroups(index, set, unit, groupsOf(set, folded).exact, MATCH.exact); // 공 (ball), a known word of its own
    }
    return unit;
  }
  if (!folded.length) return unit;

  // Folded exact words and stems (a phrase of several folded words, such as t-rex, needs them all in one product).
  const perWord = folded.map((word) => {
    const exact = index.words.exact(word);
    const stems = isUnspaced(word) ? new Set<number>() : wordIds(index, word, true);
    return { word, exact, stems };
  });
  if (folded.length === 1) {
    const [{ word, exact, stems }] = perWord;
    // Folded exact words only when the word as typed is nowhere: in Vietnamese bóng (ball) and bông (cotton) differ.
    if (exact !== undefined && !literal) markWords(index, unit, [exact], MATCH.exact);
    markWords(index, unit, stems, MATCH.stem);
    if (!literal) {
      // 2. Folded prefixes / parts of words; stems inside compounds.
      if (isUnspaced(word) || (isHangul(word) && charLength(word) >= 2))
        markWords(index, unit, index.words.containing(word), MATCH.prefix);
      else if (!short) markWords(index, unit, index.words.prefixed(word), MATCH.prefix);
      if (!isUnspaced(word)) {
        const compoundStems = new Set<string>();
        STEMMED_LANGUAGES.forEach(({ field, stem }) =>
          queryStems(field, stem, word).forEach((s) => charLength(s) >= 4 && compoundStems.add(s)),
        );
        // A compound's head comes last (Sail·boat, Teddy·bär, Spielzeug·auto): the stem near the end of a longer word.
        for (const s of compoundStems) {
          const heads = index.words.containing(s).filter((id) => {
            const w = index.words.words[id];
            const at = w.lastIndexOf(s);
            return at > 0 && w.length - at - s.length <= 3;
          });
          markWords(index, unit, heads, MATCH.stem);
        }
      }
    }
  } else if (!literal) {
    let inAll: Uint8Array | null = null;
    let worst: MatchClass = MATCH.prefix;
    for (const { word, exact, stems } of perWord) {
      const ids = new Set(stems);
      if (exact !== undefined) ids.add(exact);
      for (const id of index.words.prefixed(word)) ids.add(id);
      if (!ids.size && !/\d/.test(word) && !isUnspaced(word)) {
        for (const { id } of index.words.typos.near(word, typoBudget(charLength(word)))) ids.add(id);
        worst = MATCH.typo;
      }
      const here = new Uint8Array(index.count);
      for (const id of ids) {
        unit.terms.add(index.words.words[id]);
        for (const slot of index.words.postings[id]) if (!inAll || inAll[slot]) here[slot] = 1;
      }
      inAll = here;
    }
    const slots: number[] = [];
    if (inAll) for (let s = 0; s < inAll.length; s++) if (inAll[s]) slots.push(s);
    markSlots(unit, slots, worst);
  }

  // Synonyms of the word (or of its stem).
  markAllGroups(index, set, unit, groupsOf(set, folded));
  if (unit.found || literal) return unit;

  // Chinese / Japanese / Thai: synonyms inside the word (玩具汽车 holds 汽车), all of them in one product.
  if (folded.length === 1 && isUnspaced(folded[0])) {
    let rest = folded[0];
    const inside: number[] = [];
    for (const { term, group } of set.unspaced) {
      if (!rest.includes(term)) continue;
      inside.push(group);
      rest = rest.replace(term, '\u0000');
    }
    if (inside.length) {
      const parts = inside.map((group) => {
        const probe: Unit = {
          query: raw,
          best: new Uint8Array(index.count).fill(NONE),
          terms: unit.terms,
          found: false,
        };
        markGroups(index, set, probe, [group]);
        return probe.best;
      });
      const slots: number[] = [];
      for (let s = 0; s < index.count; s++) if (parts.every((best) => best[s] !== NONE)) slots.push(s);
      markSlots(unit, slots, MATCH.synonym);
    }
    return unit;
  }

  // A compound of two words the catalogue knows (toycar, spacerocket, 장난감자동차), before any typo.
  if (folded.length === 1 && !hasDigits && !isUnspaced(folded[0]) && matchCompound(index, set, unit, folded[0]))
    return unit;

  // 3. Typos, the last resort.
  if (folded.length === 1 && !hasDigits && !isUnspaced(folded[0])) {
    const word = folded[0];
    const length = charLength(word);
    const budget = typoBudget(length) || (length === 4 ? 1 : 0);
    markWords(
      index,
      unit,
      index.words.typos.near(word, budget).map((n) => n.id),
      MATCH.typo,
    );
  }
  return unit;
}

/** A phrase of several query words that is a synonym term (plush bear, rubber duck): one unit, either all its words
 * (each as a word) or the group. */
function matchPhrase(
  index: CatalogueIndex,
  set: SynonymSet,
  raws: string[],
  groups: { exact: Set<number>; stemmed: Set<number> },
  withNumbers: boolean,
): Unit {
  // Not in descriptions: the phrase's words belong together in a name (toy + a car elsewhere is no toy car), and its
  // group already reaches the products in every language.
  const parts = raws.map((raw) => matchWord(index, set, raw, withNumbers));
  const unit: Unit = {
    query: raws.join(' '),
    best: new Uint8Array(index.count).fill(NONE),
    terms: new Set(),
    found: false,
  };
  if (parts.every((p) => p.found)) {
    for (let s = 0; s < index.count; s++) {
      let worst = 0;
      for (const p of parts) worst = Math.max(worst, p.best[s]);
      if (worst !== NONE) {
        unit.best[s] = worst;
        unit.found = true;
      }
    }
    for (const p of parts) for (const t of p.terms) unit.terms.add(t);
  }
  markAllGroups(index, set, unit, groups);
  return unit;
}

export interface WordMatch {
  /** One per unit: best class per product slot (255: no match). */
  units: Uint8Array[];
  /** Per unit: the query word(s) it stands for, and whether any product matched it. */
  words: { query: string; found: boolean; kind: boolean }[];
  matched: MatchedTerm[];
  /** Every word of the query was a stop word (several of them: "for the"); units then hold none. */
  stopWordsOnly: boolean;
}

/** Whether a folded or typed run is in the catalogue's names or descriptions or the synonym list as it stands. */
function knownRun(index: CatalogueIndex, set: SynonymSet, text: string): boolean {
  const folded = fold(text);
  return (
    set.lookup.has(folded) ||
    index.names.tokensContaining(text.toLowerCase()).length > 0 ||
    index.words.containing(folded).length > 0 ||
    (index.descriptions?.words.containing(folded).length ?? 0) > 0
  );
}

/** Units of the keyword (names and numbers) and name (names only) words; null when there are no words. */
// A word's unit, per index (a catalogue change is a new index: every entry goes with it) and synonym set: buyers type
// on from a word ("plush" → "plush b" → "plush be"), and each keystroke would match the earlier words again (issue 28).
// Its unit depends on the word alone, and nothing downstream writes to it.
const CACHED_WORDS = 64;
let wordUnits = new WeakMap<CatalogueIndex, WeakMap<SynonymSet, Map<string, Unit>>>();
let cachingWords = true;
/** Benches measure the word matching itself with the cache off; either way it starts empty. */
export function cacheWordUnits(on: boolean) {
  cachingWords = on;
  wordUnits = new WeakMap();
}

function wordUnit(index: CatalogueIndex, set: SynonymSet, raw: string, withNumbers: boolean): Unit {
  let cache: Map<string, Unit> | undefined;
  const key = `${withNumbers ? 1 : 0}${raw}`;
  if (cachingWords) {
    let byIndex = wordUnits.get(index);
    if (!byIndex) wordUnits.set(index, (byIndex = new WeakMap()));
    cache = byIndex.get(set);
    if (!cache) byIndex.set(set, (cache = new Map()));
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key); // most recently used last
      cache.set(key, hit);
      return hit;
    }
  }
  const unit = matchWord(index, set, raw, withNumbers);
  // A word no name has that names an attribute (battery, usb, silicone): the products with it match as by a
  // synonym (issue 28). Words found in names keep finding exactly what they found before.
  if (!unit.found) for (const slots of attributeSlots(index, raw) ?? []) markSlots(unit, slots, MATCH.synonym);
  markDescriptions(index, unit, raw);
  if (cache) {
    cache.set(key, unit);
    if (cache.size > CACHED_WORDS) cache.delete(cache.keys().next().value!);
  }
  return unit;
}

export function matchQuery(
  index: CatalogueIndex,
  keywordWords: string[],
  nameWords: string[],
  synonyms?: SynonymGroups,
): WordMatch | null {
  if (!keywordWords.length && !nameWords.length) return null;
  const set = synonymSet(synonyms);
  const units: Unit[] = [];
  let meaningful = 0;
  let typed = 0;
  const run = (typedAll: string[], withNumbers: boolean) => {
    // Ages asked ("for 3 years", "3+", "3岁") are constraints on the products' ages, not words of their names.
    const { asks, rest: typedWords } = takeAges(typedAll);
    for (const ask of asks) {
      const best = ageClasses(index.attributes?.ages ?? new Int8Array(0), index.count, ask);
      units.push({ query: ask.query, best, terms: new Set(), found: best.includes(MATCH.exact) || best.includes(2) });
    }
    typed += asks.length;
    meaningful += asks.length;
    // Unspaced runs the catalogue does not hold whole are cut into its words (ของเล่นรถ → ของเล่น รถ).
    const raws = typedWords.flatMap((raw) =>
      isSegmentable(raw) && !knownRun(index, set, raw) ? segmentRun(raw, (text) => knownRun(index, set, text)) : [raw],
    );
    // Among other words a bare number of one or two digits is an age or a count ("niños de 5 años"), not a product
    // number: matched as a part of every number, it would cost a sweep of the numbers and find noise.
    // (SB 6, a number typed with a space, keeps its digits.)
    const filler = (raw: string, i: number) =>
      STOP_WORDS.has(fold(raw)) ||
      (raws.length > 1 &&
        /^\d{1,2}\+?$/.test(raw) &&
        !(i > 0 && isSplitNumber(raws[i - 1], raw) && !STOP_WORDS.has(fold(raws[i - 1]))));
    const content = raws.filter((raw, i) => !filler(raw, i)).slice(0, MAX_UNITS);
    typed += raws.length;
    meaningful += content.length;
    // A single stop word is still searched as typed (buyers type "la" on the way to "laruang"); several are not.
    if (!content.length && (raws.length > 1 || asks.length)) return;
    const words = content.length ? content : raws;
    for (let i = 0; i < words.length;) {
      if (withNumbers && i + 1 < words.length && isSplitNumber(words[i], words[i + 1])) {
        const joined = matchWord(index, set, words[i] + words[i + 1], true);
        if (joined.found) {
          joined.query = `${words[i]} ${words[i + 1]}`;
          units.push(joined);
          i += 2;
          continue;
        }
      }
      // The longest synonym phrase starting here (two words or more), else the word alone.
      let taken = 1;
      for (let n = Math.min(set.maxWords, words.length - i); n >= 2; n--) {
        const phrase = words.slice(i, i + n);
        const groups = groupsOf(
          set,
          phrase.flatMap((raw) => splitWords(fold(raw))),
        );
        if (groupCount(groups)) {
          units.push(matchPhrase(index, set, phrase, groups, withNumbers));
          taken = n;
          break;
        }
      }
      if (taken === 1) units.push(wordUnit(index, set, words[i], withNumbers));
      i += taken;
    }
  };
  run(keywordWords, true);
  run(nameWords, false);
  return {
    units: units.map((u) => u.best),
    words: units.map((u) => ({ query: u.query, found: u.found, kind: !!u.kind })),
    matched: units.map((u) => ({ query: u.query, terms: [...u.terms].slice(0, 20) })),
    stopWordsOnly: typed > 1 && meaningful === 0,
  };
}
