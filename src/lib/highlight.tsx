// Matched words in a product or category name (issue 16): the keyword's words, and names' words that start with
// them, marked with <mark>. Case, accents, tones, width and Arabic/Hebrew points are folded on both sides, so
// `poupee` marks "Poupée" and `bup` marks "Búp". A typed word of four letters or more also marks a name word that
// starts with it less its last one or two letters, whole (bears → Bear, dolls → Doll, voitures → Voiture): the
// plural and inflected forms the server's stemmers find. Synonyms and typo corrections are not marked (the server
// does not say which words they reached). Cheap: a pass over the name per word, no dictionary.
import { Fragment, type ReactNode } from 'react';

const LETTERS: Record<string, string> = { ß: 'ss', ẞ: 'ss', đ: 'd', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ı: 'i' };
const MARKS = /\p{M}/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const SEPARATORS = /[^\p{L}\p{N}]+/u;
// Scripts written without spaces (and Korean, where particles attach to words): a word matches anywhere.
const ANYWHERE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Hangul}]/u;

/** Folded text and, for each folded character, the offset of the original character it came from. */
function foldWithOffsets(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let at = 0;
  for (const c of text) {
    const lower = c.toLowerCase();
    const f = LETTERS[lower] ?? lower.normalize('NFKD').replace(MARKS, '');
    for (let k = 0; k < f.length; k++) origin.push(at);
    folded += f;
    at += c.length;
  }
  origin.push(text.length);
  return { folded, origin };
}

export const foldText = (text: string) => foldWithOffsets(text).folded;

const wordsOf = (keyword: string) =>
  foldText(keyword)
    .split(SEPARATORS)
    .filter((w) => w && (w.length > 1 || ANYWHERE.test(w)));

/** [start, end) ranges of `text` to mark for `keyword`, in order, not overlapping. */
export function highlightRanges(text: string, keyword: string): [number, number][] {
  const words = wordsOf(keyword);
  if (!words.length || !text) return [];
  const { folded, origin } = foldWithOffsets(text);
  const ranges: [number, number][] = [];
  const wordEnd = (from: number) => {
    let end = from;
    while (end < folded.length && WORD_CHAR.test(folded[end])) end++;
    return end;
  };
  for (const word of words) {
    const anywhere = ANYWHERE.test(word);
    // The word as typed; for a longer word also its stem-like head (the whole name word is then marked).
    const forms: { part: string; whole: boolean }[] = [{ part: word, whole: false }];
    if (!anywhere && word.length >= 4) forms.push({ part: word.slice(0, -1), whole: true });
    if (!anywhere && word.length >= 5) forms.push({ part: word.slice(0, -2), whole: true });
    for (const { part, whole } of forms) {
      for (let at = folded.indexOf(part); at >= 0; at = folded.indexOf(part, at + 1)) {
        if (!anywhere && at > 0 && WORD_CHAR.test(folded[at - 1])) continue; // only at the start of a name word
        ranges.push([at, whole ? wordEnd(at) : at + part.length]);
      }
    }
  }
  if (!ranges.length) return [];
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => [origin[start], origin[end]]);
}

/** The text with its matched words in <mark>; the text itself when the keyword is empty or matches nothing. */
export function highlight(text: string, keyword: string | undefined): ReactNode {
  const ranges = keyword ? highlightRanges(text, keyword) : [];
  if (!ranges.length) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  ranges.forEach(([start, end], i) => {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={i} className="match">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}
