// protocol/format.ts, the one formatter of money, volumes and sizes. Cases: the currency display chosen per language
// (CLDR's symbol for the language, international English for en, never the ambiguous narrow "$"); Arabic and
// Hebrew keep the currency a left-to-right island (issue 12: "$US 40.08"); an unknown currency still shows the
// amount; sizes and volumes are isolated so they never read backwards in right-to-left text.
import { describe, expect, it } from 'vitest';
import { formatCbm, formatMoney, formatSizeCm } from '../../protocol/format';
import { locales, rightToLeft } from '../../protocol/languages';

const LRI = '\u2066';
const PDI = '\u2069';
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    ['en', 'US$40.08'],
    ['zh-CN', 'US$40.08'],
    ['fr', '40,08 $US'],
    ['pl', '40,08 USD'],
    ['de', '40,08 $'],
    ['ja', '$40.08'],
    ['pt-BR', 'US$ 40,08'],
  ])('%s shows US dollars as %s', (locale, expected) => {
    expect(plain(formatMoney(40.08, 'USD', locale))).toBe(expected);
  });

  it('English names the dollar it means, whichever currency the share prices in', () => {
    expect(formatMoney(40.08, 'HKD', 'en')).toBe('HK$40.08');
    expect(formatMoney(40.08, 'CNY', 'en')).toBe('CN¥40.08');
    expect(formatMoney(40.08, 'EUR', 'en')).toBe('€40.08');
  });

  it('Arabic isolates the currency so "US$" is not turned into "$US" beside the amount', () => {
    const text = formatMoney(40.08, 'USD', 'ar');
    expect(plain(text)).toBe(`\u200f40.08 ${LRI}US$${PDI}`);
    expect(plain(formatMoney(1234.5, 'CNY', 'ar'))).toBe(`\u200f1,234.50 ${LRI}CN¥${PDI}`);
  });

  it.each(locales)(
    '%s: the amount is there, the currency is named, and right-to-left languages isolate it',
    (locale) => {
      const text = formatMoney(40.08, 'USD', locale);
      expect(text).toMatch(/40[.,]08/);
      expect(text).toMatch(/US\$|\$US|USD|\$/);
      if (rightToLeft.has(locale)) expect(text).toMatch(new RegExp(`${LRI}[^${PDI}]*\\$[^${PDI}]*${PDI}`));
      else expect(text).not.toContain(LRI);
    },
  );

  it('an unknown currency code still shows the amount', () => {
    expect(formatMoney(3.5, 'not a code', 'en')).toBe('not a code 3.50');
  });
});

describe('sizes and volumes', () => {
  it('are left-to-right islands in every language', () => {
    expect(formatSizeCm(50, 39, 25, 'ar')).toBe(`${LRI}50.0 × 39.0 × 25.0 cm${PDI}`);
    expect(formatCbm(0.1364, 'de')).toBe(`${LRI}0,136 m³${PDI}`);
  });
});
