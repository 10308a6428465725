// Substring search over whitespace-separated tokens in any script. A buyer's word never spans a space, so "which
// products contain this word" is "which tokens contain it" (one indexOf sweep over the dictionary of distinct
// tokens) followed by those tokens' product lists. Chinese, Japanese and Thai names, written without spaces, are
// single long tokens and match by substring like everything else.
const SEPARATOR = '\u0000';

export class TokenIndex {
  /** For the builder below (the constructor stays private to the class). */
  static assembled(dictionary: string, starts: Int32Array, postings: Int32Array[], byToken: Map<string, number>) {
    return new TokenIndex(dictionary, starts, postings, byToken);
  }

  private constructor(
    private readonly dictionary: string,
    private readonly starts: Int32Array,
    private readonly postings: Int32Array[],
    private readonly byToken: Map<string, number>,
  ) {}

  /** tokensOf(slot) lists the lower-cased tokens of each product slot 0…count-1. */
  static build(count: number, tokensOf: (slot: number) => Iterable<string>): TokenIndex {
    const builder = new Builder();
    for (let slot = 0; slot < count; slot++)
      for (const id of builder.idsOf(tokensOf(slot))) builder.lists[id].push(slot);
    return builder.done();
  }

  /** build for products given as one text each (split by tokensOf below): a text repeated across products (the names
   * of variants and colours) is split and looked up once. The same index as build. */
  static fromTexts(count: number, textOf: (slot: number) => string): TokenIndex {
    const builder = new Builder();
    const seen = new Map<string, number[]>();
    for (let slot = 0; slot < count; slot++) {
      const text = textOf(slot);
      let ids = seen.get(text);
      if (!ids) seen.set(text, (ids = builder.idsOf(tokensOf(text))));
      for (const id of ids) builder.lists[id].push(slot);
    }
    return builder.done();
  }

  /** A copy with the tokens of slots from…count-1 (new slots, appended after this index's) added. The token map is
   * shared and only grows: this index ignores the ids beyond its own postings, so readers still holding it are safe. */
  appended(from: number, count: number, tokensOf: (slot: number) => Iterable<string>): TokenIndex {
    const known = this.postings.length;
    const postings = this.postings.slice();
    const added: string[] = [];
    const grown = new Map<number, number[]>();
    for (let slot = from; slot < count; slot++) {
      for (const token of new Set(tokensOf(slot))) {
        if (!token || token.includes(SEPARATOR)) continue;
        let id = this.byToken.get(token);
        if (id === undefined || id >= postings.length) {
          id = postings.length;
          this.byToken.set(token, id);
          postings.push(new Int32Array(0));
          added.push(token);
        }
        const slots = grown.get(id);
        if (slots) slots.push(slot);
        else grown.set(id, [slot]);
      }
    }
    for (const [id, slots] of grown) {
      const list = new Int32Array(postings[id].length + slots.length);
      list.set(postings[id]);
      list.set(slots, postings[id].length);
      postings[id] = list;
    }
    const starts = new Int32Array(postings.length + 1);
    starts.set(this.starts.subarray(0, known));
    let offset = this.starts[known];
    added.forEach((token, i) => {
      starts[known + i] = offset;
      offset += token.length + 1;
    });
    starts[postings.length] = offset;
    const dictionary = added.length ? this.dictionary + added.join(SEPARATOR) + SEPARATOR : this.dictionary;
    return new TokenIndex(dictionary, starts, postings, this.byToken);
  }

  get tokenCount() {
    return this.postings.length;
  }

  /** Calls visit(id) for every token containing part, in dictionary order. No list is made: a part in most tokens (sb
   * in every product number) would make one of 100,000 ids per keystroke, and the garbage is what it cost. */
  forEachContaining(part: string, visit: (id: number) => void): void {
    if (!part || part.includes(SEPARATOR)) return;
    let from = 0;
    let token = 0;
    for (;;) {
      const at = this.dictionary.indexOf(part, from);
      if (at < 0) return;
      token = this.entryFrom(token, at);
      visit(token);
      from = this.starts[token + 1];
    }
  }

  /** Ids of the tokens containing part, for callers that tell whole-token hits from partial ones. */
  tokensContaining(part: string): number[] {
    const ids: number[] = [];
    this.forEachContaining(part, (id) => ids.push(id));
    return ids;
  }

  /** Ids of the tokens where pattern (global, never matching the separator) matches: a scan of the dictionary, for
   * lookups whose part is in most tokens (a digit) but whose pattern is in few. */
  tokensMatching(pattern: RegExp): number[] {
    const ids: number[] = [];
    pattern.lastIndex = 0;
    let token = 0;
    for (let hit = pattern.exec(this.dictionary); hit; hit = pattern.exec(this.dictionary)) {
      token = this.entryFrom(token, hit.index);
      ids.push(token);
      pattern.lastIndex = this.starts[token + 1];
    }
    return ids;
  }

  /** The entry holding position, at or after entry from: hits come in dictionary order, and a part found in most
   * tokens (sb in every product number) lands a few entries on, so a short walk beats a search from scratch. */
  private entryFrom(from: number, position: number): number {
    for (let token = from, steps = 0; steps < 8; token++, steps++) if (this.starts[token + 1] > position) return token;
    return entryAt(this.starts, position);
  }

  /** The text of the token with this id. */
  text(id: number): string {
    return this.dictionary.slice(this.starts[id], this.starts[id + 1] - 1);
  }

  /** Length of the token with this id: a token containing a part of the same length is that part. */
  length(id: number): number {
    return this.starts[id + 1] - 1 - this.starts[id];
  }

  /** The products of the token with this id. */
  slots(id: number): Int32Array {
    return this.postings[id];
  }

  /** Products with exactly this token. */
  exact(token: string): Int32Array {
    const id = this.byToken.get(token);
    return id === undefined || id >= this.postings.length ? new Int32Array(0) : this.postings[id];
  }
}

/** A dictionary in the making: token ids in order of first appearance, and each token's products. */
class Builder {
  readonly byToken = new Map<string, number>();
  readonly lists: number[][] = [];

  /** The ids of a product's distinct tokens, new tokens added. */
  idsOf(tokens: Iterable<string>): number[] {
    const ids: number[] = [];
    for (const token of new Set(tokens)) {
      if (!token) continue;
      let id = this.byToken.get(token);
      if (id === undefined) {
        id = this.lists.length;
        this.byToken.set(token, id);
        this.lists.push([]);
      }
      ids.push(id);
    }
    return ids;
  }

  done(): TokenIndex {
    const tokens = [...this.byToken.keys()];
    const starts = new Int32Array(tokens.length + 1);
    let offset = 1;
    tokens.forEach((token, i) => {
      starts[i] = offset;
      offset += token.length + 1;
    });
    starts[tokens.length] = offset;
    return TokenIndex.assembled(
      SEPARATOR + tokens.join(SEPARATOR) + SEPARATOR,
      starts,
      this.lists.map((l) => Int32Array.from(l)),
      this.byToken,
    );
  }
}

export const tokensOf = (text: string) => text.toLowerCase().split(/\s+/);

/** Which entry of a joined dictionary (each entry starting at starts[i], the last element the end) holds the character
 * at position: a binary search, shared by the token and word dictionaries. */
export function entryAt(starts: Int32Array, position: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= position) low = mid;
    else high = mid - 1;
  }
  return low;
}
