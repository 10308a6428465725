// Word forms per catalogue language (issue 16). Snowball stemmers from @orama/stemmers for en, fr, es, pt, de, ru
// and id; light suffix/prefix strippers of our own for ar, he, pl and ko, where that package has none or (Arabic)
// strips letters of the root. zh, ja, th, vi and fil do not inflect nouns by suffix: none there (plural words such
// as mga, các, những simply find nothing and are dropped from the query). Every stemmer sees folded words.
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as indonesian } from '@orama/stemmers/indonesian';
import { languageFields, type LanguageField } from '../../protocol/languages';

type Stem = (word: string) => string;

/** Strips the first matching suffix (longest listed first) while at least `keep` characters stay. */
const stripSuffix = (suffixes: string[], keep: number) => (word: string) => {
  for (const suffix of suffixes)
    if (word.length - suffix.length >= keep && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  return word;
};

// Arabic: the article and attached conjunctions/prepositions, then sound plural and feminine endings (folded: ة is ه,
// ى is ي). Broken plurals (دباديب, صواريخ) are not reached by any light stemmer: the synonym lists carry the common ones.
const arabicSuffix = stripSuffix(['ات', 'ون', 'ين', 'ان', 'ه', 'ي'], 2);
const arabic: Stem = (word) => {
  let w = word;
  for (const prefix of ['وال', 'بال', 'كال', 'فال', 'لل', 'ال']) {
    if (w.length - prefix.length >= 3 && w.startsWith(prefix)) {
      w = w.slice(prefix.length);
      break;
    }
  }
  return arabicSuffix(w);
};

// Hebrew: plural and feminine endings. The one-letter prefixes (ה, ו, ב, ל, מ, ש) cannot be told from a word's own
// first letter, so only a query tries the word without its first letter as well (queryStems).
const hebrew: Stem = stripSuffix(['יות', 'ים', 'ות', 'ית', 'ה', 'ת', 'י'], 2);

// Polish: case and number endings of nouns and adjectives (folded: ą→a, ę→e, ó→o, ł→l).
const polish: Stem = stripSuffix(
  [
    'owie',
    'ami',
    'ach',
    'iem',
    'ego',
    'emu',
    'ymi',
    'imi',
    'ych',
    'ich',
    'om',
    'ow',
    'em',
    'ie',
    'y',
    'i',
    'e',
    'a',
    'o',
    'u',
  ],
  3,
);

// Korean: the plural marker 들 and the commonest particles after it.
const korean: Stem = stripSuffix(['들을', '들이', '들은', '들의', '들', '을', '를', '이', '가', '은', '는'], 1);

/** A stemmer that keeps what it found: the same words come back at every search, build and patch (a synonym group's
 *  terms stemmed in 11 languages for each search after an import's patch was a tenth of the process's time, issue
 *  23). Stems are pure; at most 50,000 words a language are kept. */
const remembered = (stem: Stem): Stem => {
  let kept = new Map<string, string>();
  return (word) => {
    let found = kept.get(word);
    if (found === undefined) {
      if (kept.size >= 50_000) kept = new Map();
      kept.set(word, (found = stem(word)));
    }
    return found;
  };
};

/** The stemmer of each language field that has one. */
export const STEMMERS: Partial<Record<LanguageField, Stem>> = Object.fromEntries(
  Object.entries({
    ename: english,
    french,
    spanish,
    portuguese,
    german,
    russian,
    indonesian,
    arabic,
    hebrew,
    polski: polish,
    korean,
  }).map(([field, stem]) => [field, remembered(stem)]),
);

/** Language fields in protocol order (bit i of a word's language mask is languageFields[i]). */
export const STEMMED_LANGUAGES = languageFields.flatMap((field, bit) =>
  STEMMERS[field] ? [{ field, bit, stem: STEMMERS[field]! }] : [],
);

/** The stems a query word may have in one language: its stem, and for Hebrew also the stem without a prefix letter. */
export function queryStems(field: LanguageField, stem: Stem, word: string): string[] {
  const stems = [stem(word)];
  if (field === 'hebrew' && word.length >= 4 && 'הובלמש'.includes(word[0])) stems.push(stem(word.slice(1)));
  return stems;
}
