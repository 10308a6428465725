// The token index after appends (issue 23: product lists kept in chunks, the starts buffer shared along a line of
// appends): with thousands of tokens (several chunks), an index appended to step by step finds exactly what one built
// from the same products finds; the index it came from still finds what it found; and an older index appended to
// again (a second line) answers for its own products without disturbing the newer line.
import { describe, expect, it } from 'vitest';
import { TokenIndex } from '../../server/search/tokenIndex';

/** Three tokens a product, most of them its own (as product, commodity and factory numbers are). */
const tokensOf = (slot: number, variant = '') => [`sb${slot}${variant}`, `hy-${slot % 700}`, slot % 2 ? 'odd' : 'even'];

const answers = (index: TokenIndex, parts: string[]) =>
  parts.map((part) => ({
    part,
    exact: [...index.exact(part)],
    containing: index.tokensContaining(part).flatMap((id) => [index.text(id), ...index.slots(id)]),
  }));

const PARTS = ['sb1', 'sb2999', 'sb3500', 'sb4100x', 'hy-5', 'hy-699', 'odd', 'even', 'x', 'nothing'];

describe('TokenIndex.appended', () => {
  it('finds what a built index finds, across chunks, and leaves the index it came from as it was', () => {
    let index = TokenIndex.build(3000, (slot) => tokensOf(slot));
    const before = answers(index, PARTS);
    const first = index;
    const all: string[][] = Array.from({ length: 3000 }, (_, slot) => tokensOf(slot));
    for (const [from, count] of [
      [3000, 3001],
      [3001, 3600],
      [3600, 3600],
      [3600, 4200],
    ]) {
      for (let slot = from; slot < count; slot++) all.push(tokensOf(slot, slot >= 4000 ? 'x' : ''));
      index = index.appended(from, count, (slot) => all[slot]);
      expect(answers(index, PARTS)).toEqual(
        answers(
          TokenIndex.build(count, (slot) => all[slot]),
          PARTS,
        ),
      );
    }
    expect(answers(first, PARTS)).toEqual(before);
  });

  it('appends to an older index as a line of its own', () => {
    // The first append makes a buffer with room, so the next ones append in place: the older index's second append
    // must not write over the newer one's entries.
    const base = TokenIndex.build(2500, (slot) => tokensOf(slot)).appended(2500, 2501, (slot) => tokensOf(slot));
    const tip = base.appended(2501, 2600, (slot) => tokensOf(slot));
    const parts = [...PARTS, 'sb25', 'sb259'];
    const tipAnswers = answers(tip, parts);
    const other = (slot: number) => (slot < 2501 ? tokensOf(slot) : [`other${slot}`, 'odd']);
    const branch = base.appended(2501, 2550, other);
    expect(answers(branch, [...PARTS, 'other2549', 'sb2500'])).toEqual(
      answers(TokenIndex.build(2550, other), [...PARTS, 'other2549', 'sb2500']),
    );
    expect(answers(tip, parts)).toEqual(tipAnswers);
    const next = tip.appended(2600, 2700, (slot) => tokensOf(slot));
    expect(answers(next, parts)).toEqual(
      answers(
        TokenIndex.build(2700, (slot) => tokensOf(slot)),
        parts,
      ),
    );
  });
});
