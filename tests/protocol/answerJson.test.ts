// Issue 30: a buyer's answer is written as scrambled JSON text in one pass (server/http/answerJson.ts), with the
// parts kept per catalogue version serialised once. Cases: the text is exactly JSON.stringify of the scrambled copy
// (prices, totals, sizes, nested arrays, dates, undefined, functions, NaN, escapes) for fresh answers and for kept ones
// (each session gets its own characters from the same kept template, and a kept object under another field name is
// scrambled by that name's rules).
import { describe, expect, it } from 'vitest';
import { scrambledJson as scrambledBytes } from '../../server/http/answerJson';
import { scrambleField } from '../../server/http/digitScramble';
import { digitKey, scrambleNumber, type DigitKey } from '../../server/services/digitFont';
import { versionedAnswer } from '../../server/services/versionedAnswers';
import type { Queryable } from '../../server/db/database';

const one = digitKey('secret', 'session one');
const two = digitKey('secret', 'session two');
/** What a buyer got before answers were written as text: a scrambled copy, then JSON.stringify. */
function scramble(value: unknown, key: DigitKey, parent: string): unknown {
  if (Array.isArray(value)) return value.map((v) => scramble(v, key, parent));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    const decimals = scrambleField(parent, name);
    out[name] =
      typeof v === 'number' && decimals !== undefined ? scrambleNumber(v, decimals, key) : scramble(v, key, name);
  }
  return out;
}
const reference = (answer: unknown, key = one) => JSON.stringify(scramble(answer, key, ''));
/** The answer's bytes read as UTF-8 (the bytes the cipher gets). */
const scrambledJson = (answer: unknown, key: DigitKey) => scrambledBytes(answer, key).toString('utf8');

const card = (n: number) => ({
  productNumber: `P${n}`,
  name: 'Teddy "bear" \\ \u2028 ぬいぐるみ',
  price: 12.5 + n,
  ou_lo: 12,
  outerBoxSize: { length: 50, width: 39.5, height: 1025 },
  bulk_stere: 0.0825,
  gr_we: Number.NaN,
  isNew: true,
  missing: undefined,
  method: () => 1,
  listedAt: new Date('2026-01-02T03:04:05Z'),
  tags: ['a', undefined, null, 3.25],
});
const answer = () => ({
  items: [card(1), card(2)],
  totals: { amount: 1234567.5, cbm: 0.5, cartons: 3, quantity: 40 },
  lines: [{ totals: { amount: 4, grossKg: 2.25 }, unitPrice: 1 }, { totals: { amount: -4.25, netKg: 1e21 } }],
  totalCount: 2,
  empty: {},
  nothing: null,
});

/** A database whose version row never moves: versionedAnswer keeps the first answer it computes. */
const still: Queryable = {
  query: async <T>() => [{ version: '1', site_version: '1', synonyms_version: '1' }] as T[],
};

describe('scrambled answer text', () => {
  it('is JSON.stringify of the scrambled answer, for a fresh answer', () => {
    const fresh = answer();
    expect(scrambledJson(fresh, one)).toBe(reference(fresh));
    expect(scrambledJson([fresh, 'x', 2], two)).toBe(reference([fresh, 'x', 2], two));
    expect(scrambledJson(null, one)).toBe('null');
  });

  it('fills a kept answer’s template with each session’s own characters, again and again', async () => {
    const kept = await versionedAnswer(still, 1, 'answerJson test', async () => answer());
    for (const key of [one, two, one]) expect(scrambledJson(kept, key)).toBe(reference(kept, key));
    expect(scrambledJson(kept, one)).not.toBe(scrambledJson(kept, two));
    // Kept parts inside an answer made per call (a detail's product copy, company info around its pages).
    const around = { product: { ...kept.items[0], isCollected: true }, pages: kept.items, sizes: kept.totals };
    expect(scrambledJson(around, two)).toBe(reference(around, two));
    // The same kept object met under a field name with other rules (sizes scramble every number at 1 decimal).
    const moved = { productSize: kept.totals, totals: kept.items[1]!.outerBoxSize };
    expect(scrambledJson(moved, one)).toBe(reference(moved, one));
    expect(scrambledJson(kept, one)).toBe(reference(kept, one));
  });
});
