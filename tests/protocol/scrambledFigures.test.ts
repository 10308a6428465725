// Issue 26, spec section 3: figures in a buyer's session are scrambled digits.
// Cases: the one formatter lays scrambled figures out exactly as the real numbers in every language (money, CBM,
// sizes, weights), holding no digit; the session font maps each character to its digit's outline, is under 3 KB,
// and differs between sessions (characters and outline bytes).
import { describe, expect, it } from 'vitest';
import * as opentype from 'opentype.js';
import { formatCbm, formatMoney, formatNumber, formatSizeCm } from '../../protocol/format';
import { locales } from '../../protocol/languages';
import { digitFont, digitKey, scrambleNumber, type DigitKey } from '../../server/services/digitFont';

const key = digitKey('test secret', 'token one');
const plain = (text: string, k: DigitKey = key) => text.replace(/[\uE000-\uF8FF]/gu, (c) => String(k.chars.indexOf(c)));
const NO_DIGITS = /^[^0-9\u0660-\u0669\u06F0-\u06F9]*$/u;

describe('scrambled figures through the one formatter', () => {
  it.each(locales)('%s: money, volume, sizes and weights read as the real numbers and hold no digit', (locale) => {
    for (const [real, scrambled] of [
      [formatMoney(1234567.5, 'USD', locale), formatMoney(scrambleNumber(1234567.5, 2, key), 'USD', locale)],
      [formatMoney(0.4, 'USD', locale), formatMoney(scrambleNumber(0.4, 2, key), 'USD', locale)],
      [formatCbm(0.0825, locale), formatCbm(scrambleNumber(0.0825, 3, key), locale)],
      [formatNumber(12.345, locale, 2), formatNumber(scrambleNumber(12.345, 2, key), locale, 2)],
      [
        formatSizeCm(50, 39.5, 1025, locale),
        formatSizeCm(...([50, 39.5, 1025].map((v) => scrambleNumber(v, 1, key)) as [string, string, string]), locale),
      ],
    ]) {
      expect(scrambled).toMatch(NO_DIGITS);
      expect(plain(scrambled)).toBe(real);
    }
  });
});

describe('the session font', () => {
  const parse = (k: DigitKey) => {
    const bytes = digitFont(k);
    return { bytes, font: (opentype.parse ?? opentype.default!.parse)(bytes.slice().buffer) as unknown as FontLike };
  };
  interface FontLike {
    charToGlyph(c: string): { index: number; points?: { x: number; y: number }[]; path: unknown };
  }
  const points = (font: FontLike, c: string) => {
    const glyph = font.charToGlyph(c);
    void glyph.path;
    return glyph.points ?? [];
  };

  it('draws each character as its digit, within 3 KB', () => {
    const { bytes, font } = parse(key);
    expect(bytes.byteLength).toBeLessThanOrEqual(3 * 1024);
    const other = parse(digitKey('test secret', 'token two'));
    for (let d = 0; d < 10; d++) {
      const mine = points(font, key.chars[d]!);
      expect(mine.length).toBeGreaterThan(0);
      // The same digit in another session: the same shape, a unit or two apart at every point.
      const theirs = points(other.font, digitKey('test secret', 'token two').chars[d]!);
      expect(theirs.length).toBe(mine.length);
      mine.forEach((p, i) =>
        expect(Math.abs(p.x - theirs[i]!.x) + Math.abs(p.y - theirs[i]!.y)).toBeLessThanOrEqual(8),
      );
    }
  });

  it('changes characters and outline bytes from one session to the next', () => {
    const two = digitKey('test secret', 'token two');
    expect(two.chars).not.toEqual(key.chars);
    expect(Buffer.from(digitFont(two)).equals(Buffer.from(digitFont(key)))).toBe(false);
    // A different digit never shares a glyph outline with this one's.
    const { font } = parse(key);
    const shapes = key.chars.map((c) => JSON.stringify(points(font, c)));
    expect(new Set(shapes).size).toBe(10);
  });
});
