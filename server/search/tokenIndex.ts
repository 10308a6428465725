// Substring search over whitespace-separated tokens in any script. A buyer's word never spans a space, so "which
// products contain this word" is "which tokens contain it" (one indexOf sweep over the dictionary of distinct
// tokens) followed by those tokens' product lists. Chinese, Japanese and Thai names, written without spaces, are
// single long tokens and match by substring like everything else.
const SEPARATOR = '\u0000';

export class TokenIndex {
  /** For the builder below (the constructor stays private to the class). */
  static assembled(dictionary: string, starts: Int32Array, postings: Int32Array[], byToken: Map<string, number>) {
    return new TokenIndex(dictionary, Lists.of(postings), { starts, tip: starts.length }, starts, byToken);
  }

  private constructor(
    private readonly dictionary: string,
    private readonly postings: Lists,
    /** The starts buffer shared along a line of appends (entries below a token count never change, so an older index
     *  reads its own prefix of it), with room to grow and the length the line's latest index uses. */
    private readonly line: { starts: Int32Array; tip: number },
    private readonly starts: Int32Array,
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
   * shared and only grows: this index ignores the ids beyond its own postings, so readers still holding it are safe.
   * Work in proportion to the new slots: the product lists are copied by chunk, only the chunks a new slot touches,
   * and the starts buffer is shared along the line (issue 23: a product number index holds ~3 tokens a product, and
   * copying both whole was most of a one-product patch at 100,000 products). */
  appended(from: number, count: number, tokensOf: (slot: number) => Iterable<string>): TokenIndex {
    const known = this.postings.length;
    const added: string[] = [];
    const grown = new Map<number, number[]>();
    for (let slot = from; slot < count; slot++) {
      for (const token of new Set(tokensOf(slot))) {
        if (!token || token.includes(SEPARATOR)) continue;
        let id = this.byToken.get(token);
        if (id === undefined || id >= known + added.length) {
          id = known + added.length;
          this.byToken.set(token, id);
          added.push(token);
        }
        const slots = grown.get(id);
        if (slots) slots.push(slot);
        else grown.set(id, [slot]);
      }
    }
    const changed = new Map<number, Int32Array>();
    for (const [id, slots] of grown) {
      const before = id < known ? this.postings.get(id) : EMPTY;
      const list = new Int32Array(before.length + slots.length);
      list.set(before);
      list.set(slots, before.length);
      changed.set(id, list);
    }
    const postings = this.postings.with(changed, known + added.length);
    const length = known + added.length + 1;
    let line = this.line;
    if (line.tip !== this.starts.length || line.starts.length < length) {
      // Not the line's latest (an older index patched again), or out of room: a new buffer, with room to grow.
      const starts = new Int32Array(Math.max(length, Math.ceil(length * 1.25)));
      starts.set(this.starts);
      line = { starts, tip: this.starts.length };
    }
    let offset = this.starts[known];
    added.forEach((token, i) => {
      line.starts[known + i] = offset;
      offset += token.length + 1;
    });
    line.starts[length - 1] = offset;
    line.tip = length;
    const dictionary = added.length ? this.dictionary + added.join(SEPARATOR) + SEPARATOR : this.dictionary;
    return new TokenIndex(dictionary, postings, line, line.starts.subarray(0, length), this.byToken);
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
    return this.postings.get(id);
  }

  /** Products with exactly this token. */
  exact(token: string): Int32Array {
    const id = this.byToken.get(token);
    return id === undefined || id >= this.postings.length ? EMPTY : this.postings.get(id);
  }
}

const EMPTY = new Int32Array(0);
const CHUNK_BITS = 10;
const CHUNK = 1 << CHUNK_BITS;

/** Each token's products, in chunks of ids: a copy with a few lists changed shares every other chunk. */
class Lists {
  private constructor(
    private readonly chunks: Int32Array[][],
    readonly length: number,
  ) {}

  static of(lists: Int32Array[]) {
    const chunks: Int32Array[][] = [];
    for (let at = 0; at < lists.length; at += CHUNK) chunks.push(lists.slice(at, at + CHUNK));
    return new Lists(chunks, lists.length);
  }

  get(id: number): Int32Array {
    return this.chunks[id >> CHUNK_BITS][id & (CHUNK - 1)];
  }

  /** These lists replaced or added (ids up to length - 1), the chunks they fall in copied. */
  with(changed: Map<number, Int32Array>, length: number): Lists {
    if (!changed.size && length === this.length) return this;
    const chunks = this.chunks.slice();
    const copied = new Set<number>();
    for (const [id, list] of changed) {
      const at = id >> CHUNK_BITS;
      if (!copied.has(at)) {
        chunks[at] = chunks[at]?.slice() ?? [];
        copied.add(at);
      }
      chunks[at][id & (CHUNK - 1)] = list;
    }
    return new Lists(chunks, length);
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
