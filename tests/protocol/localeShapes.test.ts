// protocol/localeShapes: prices, numbers and dates in the 16 site languages without Intl, exactly as Intl writes them.
// The committed table is Chromium's (tests/browser/localeShapes.test.ts); here a table learned from Node's Intl checks
// the formatter against Node's Intl. Cases: every language × currency (2 decimals) and plain numbers × 0–3 decimals give Intl's own parts for any number, rounding
// as Intl does (1.005 → 1.01, -0 → "-0", 999.995 → 1,000.00) and grouping as the language does (Spanish 1234 but
// 12.345); medium dates, alone and with the short time (12- and 24-hour clocks, AM/PM names); Thai dates in the
// Buddhist era; what the table cannot say falls back to Intl.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  keepLocaleShape,
  moneyLocale,
} from '../../protocol/format';
import { locales } from '../../protocol/languages';
import { dateText, numberParts } from '../../protocol/localeShapes';
import { localeShapes } from '../../protocol/localeShapes.gen';
import { learnLocaleShapes, shapeInput } from '../../scripts/localeShapes';

const { currencies } = shapeInput();
const nodeShapes = learnLocaleShapes(shapeInput());
const intlParts = (locale: string, value: number, digits: number, currency?: string) =>
  new Intl.NumberFormat(currency ? moneyLocale(locale) : locale, {
    ...(currency ? { style: 'currency', currency } : {}),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).formatToParts(value);

const prices = fc.oneof(
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.integer({ min: -99_999_999, max: 99_999_999 }).map((cents) => cents / 100),
  fc.constantFrom(0, -0, 1.005, 2.5, -2.5, 999.995, 0.125, 1234, 12345, 1e-7, 5e20, 1e21),
);

describe('the table of locale shapes', () => {
  it('holds every site language', () => {
    expect(Object.keys(localeShapes).sort()).toEqual([...locales].sort());
  });
});

describe('numbers and prices from the shapes', () => {
  it.each(locales)('%s: every currency and decimals give Intl’s parts', (locale) => {
    const shape = nodeShapes[locale]!;
    const cases = fc.tuple(prices, fc.constantFrom(undefined, ...currencies), fc.constantFrom(0, 1, 2, 3));
    fc.assert(
      fc.property(cases, ([value, currency, digits]) => {
        const digitsShown = currency ? 2 : digits;
        const parts = numberParts(shape, value, digitsShown, currency);
        // The table declines only what JavaScript writes with an exponent; Intl then answers.
        if (parts === null) expect(String(Math.abs(value))).toMatch(/e/);
        else expect(parts).toEqual(intlParts(locale, value, digitsShown, currency));
      }),
      { numRuns: 1500 },
    );
  });

  it('a language whose shape is not loaded yet reads the same, from Intl', () => {
    expect(formatMoney(-1234.5, 'EUR', 'fr')).toBe(
      new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(-1234.5),
    );
    expect(formatDate(new Date(2026, 10, 28), 'ru-RU')).toBe('28 нояб. 2026 г.');
  });

  it('formatMoney and formatNumber read as before, with Intl where the table has no say', () => {
    for (const [locale, shape] of Object.entries(nodeShapes)) keepLocaleShape(locale, shape);
    expect(formatMoney(1234.5, 'EUR', 'es').replace(/\u00a0/g, ' ')).toBe('1234,50 €');
    expect(formatNumber(12345, 'es')).toBe('12.345');
    expect(formatNumber(1e21, 'en')).toBe('1,000,000,000,000,000,000,000');
    expect(formatMoney(3, 'XAU', 'en')).toBe(
      new Intl.NumberFormat('en-001', { style: 'currency', currency: 'XAU' }).format(3),
    );
    expect(formatNumber(1234.5, 'en-US', 1)).toBe('1,234.5');
  });
});

describe('medium dates from the shapes', () => {
  it.each(locales)('%s: every day of two years reads as Intl writes it', (locale) => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    for (let day = 0; day < 730; day++) {
      const date = new Date(2027, 0, 1 + day, 13, 5);
      expect(dateText(nodeShapes[locale]!.date, date)).toBe(format.format(date));
    }
  });

  it.each(locales)('%s: with the short time, every 37 minutes of two years reads as Intl writes it', (locale) => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    for (let minutes = 0; minutes < 2 * 366 * 24 * 60; minutes += 37) {
      const date = new Date(2027, 0, 1, 0, minutes);
      expect(dateText(nodeShapes[locale]!.dateTime, date)).toBe(format.format(date));
    }
  });

  it('Thai counts years in the Buddhist era; an unknown language or an invalid date is left to Intl', () => {
    keepLocaleShape('th', nodeShapes.th!);
    expect(formatDate(new Date(2026, 10, 28), 'th')).toContain('2569');
    expect(formatDate(new Date(2026, 10, 28), 'en-GB')).toBe('28 Nov 2026');
    expect(formatDateTime(new Date(2026, 10, 28, 21, 5), 'th')).toBe('28 พ.ย. 2569 21:05');
    expect(() => formatDate(new Date(Number.NaN), 'en')).toThrow(RangeError);
  });
});
