// Typo tolerance (issue 16): the Meilisearch defaults — no typo in a word under 5 characters, one from 5, two from 9 —
// counted as Damerau–Levenshtein distance (a swap of two neighbours is one typo), against the dictionary of distinct
// words, which is small next to the products: words are bucketed by length and each comparison stops as soon as the
// budget is exceeded.

/** Typos allowed in a query word of this many characters. */
export const typoBudget = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/** Optimal-string-alignment distance between a and b (code-unit arrays), or max + 1 once it exceeds max. */
export function boundedDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  let before = new Array<number>(m + 1);
  let previous = new Array<number>(m + 1);
  let current = new Array<number>(m + 1);
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[m];
}

/** Words grouped by length, for the near-miss search of one query word. */
export class TypoDictionary {
  private readonly byLength = new Map<number, number[]>();

  constructor(
    private readonly words: readonly string[],
    include: (id: number) => boolean,
    from = 0,
  ) {
    for (let id = from; id < words.length; id++) {
      if (!include(id)) continue;
      const list = this.byLength.get(words[id].length);
      if (list) list.push(id);
      else this.byLength.set(words[id].length, [id]);
    }
  }

  /** A copy over `words` (this one's words, then more from `from` on) with the new ones added; this one is left as
   *  it was, for readers still holding it. Work in proportion to the new words and the lengths they have. */
  extended(words: readonly string[], from: number, include: (id: number) => boolean): TypoDictionary {
    const added = new TypoDictionary(words, include, from);
    const next = new TypoDictionary(words, () => false, words.length);
    for (const [length, ids] of this.byLength) next.byLength.set(length, ids);
    for (const [length, ids] of added.byLength)
      next.byLength.set(length, [...(this.byLength.get(length) ?? []), ...ids]);
    return next;
  }

  /** Word ids within the word's typo budget, with their distance (never 0: the word itself is not a correction). */
  near(word: string, budget = typoBudget(word.length)): { id: number; distance: number }[] {
    const found: { id: number; distance: number }[] = [];
    if (!budget) return found;
    for (let length = word.length - budget; length <= word.length + budget; length++) {
      for (const id of this.byLength.get(length) ?? []) {
        const distance = boundedDistance(word, this.words[id], budget);
        if (distance > 0 && distance <= budget) found.push({ id, distance });
      }
    }
    return found;
  }
}
