// A buyer's phrase into the words the search matches (issue 28): Chinese, Japanese and Thai runs cut into words by
// Intl.Segmenter (Node's ICU), with the catalogue itself as the dictionary that mends its cuts (ICU splits ของเล่น
// "toy" into ของ|เล่น and 毛绒 "plush" into 毛|绒: adjacent pieces are joined again while the catalogue's names or
// the synonym list hold the joined text); and product numbers compared as buyers type them (sb-000430, SB 430).
import { fold, isUnspaced } from './normalize';

const segmenters = new Map<string, Intl.Segmenter>();
function segmenterFor(text: string) {
  const locale = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)
    ? 'ja'
    : /\p{Script=Thai}/u.test(text)
      ? 'th'
      : 'zh';
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(locale, { granularity: 'word' })));
  return segmenter;
}

/** Pieces joined into one word at most (a toy word is a few pieces: ของ|เล่น, 毛|绒|熊), so a long run costs a few
 * dictionary lookups per piece, never one per pair of pieces. */
const MAX_JOINED = 4;

/** The words of an unspaced run, longest pieces the catalogue knows (known(text): the catalogue or the synonym list
 * holds it). A run the segmenter leaves whole comes back as it is. */
export function segmentRun(run: string, known: (text: string) => boolean): string[] {
  const pieces = [...segmenterFor(run).segment(run)].filter((s) => s.isWordLike).map((s) => s.segment);
  if (pieces.length <= 1) return [run];
  const words: string[] = [];
  for (let i = 0; i < pieces.length;) {
    // The longest run of pieces from i that the catalogue knows (at least the piece itself).
    let end = i + 1;
    let joined = pieces[i];
    for (let j = i + 1, text = pieces[i]; j < Math.min(pieces.length, i + MAX_JOINED); j++) {
      text += pieces[j];
      if (known(text)) {
        end = j + 1;
        joined = text;
      }
    }
    words.push(joined);
    i = end;
  }
  return words;
}

/** Whether a query word should be cut: a run of Chinese, Japanese or Thai. */
export const isSegmentable = (word: string) => isUnspaced(word);

/** A product, factory or commodity number as compared: lower case, no separators, no leading zeros in a run of
 * digits (SB-000430, sb 430 and sb000430 all become sb430). */
export const numberKey = (text: string) =>
  fold(text, { hanzi: false })
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .replace(/(^|\D)0+(?=\d)/g, '$1');

/** The longest run of digits of a number key, what a token must contain to have that key. */
export const longestDigits = (key: string) =>
  (key.match(/\d+/g) ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');

/** Two query words that are one number typed with a space (SB 430, sb 000430): letters then digits. */
export const isSplitNumber = (first: string, second: string) => /^\p{L}{1,4}$/u.test(first) && /^\d+$/.test(second);
