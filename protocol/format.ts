// The one place money, volume and sizes are formatted for buyers, in their language.
import { rightToLeft } from './languages';

// A list row formats several numbers per card; building an Intl.NumberFormat costs far more than using one.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, digits: number, currency?: string) {
  const key = `${locale}|${digits}|${currency ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      ...(currency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

/** A renderer's first Intl.NumberFormat, of any language, loads the browser's number data (40–65 ms of a slow
 *  machine's main thread; each later one about 1 ms): a page that shows prices can have it loaded before it draws. */
export function loadNumberData() {
  new Intl.NumberFormat();
}

/** A figure as an answer carries it: a number, or in a buyer's session the session's scrambled digits (spec section 3,
 *  schemas/api/common.json#/$defs/digits): Private Use Area characters one per digit, '.' and '-' kept, drawn as digits
 *  only by the session's font (docs/decisions.md "Scrambled digits"). */
export type Figure = number | string;

/** Intl lays a number out by its shape alone (sign, integer digits, decimals), so a stand-in of the same shape is
 *  formatted and the session's characters take its digits' places, in order: grouping, decimal mark and currency
 *  follow the buyer's language without the browser ever holding the real digits. */
function partsOf(format: Intl.NumberFormat, value: Figure): Intl.NumberFormatPart[] {
  if (typeof value === 'number') return format.formatToParts(value);
  const negative = value.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const chars = [...whole, ...fraction];
  let next = 0;
  const standIn = Number(`${negative ? '-' : ''}1${'0'.repeat(Math.max(0, [...whole].length - 1))}`);
  return format
    .formatToParts(standIn)
    .map((part) =>
      part.type === 'integer' || part.type === 'fraction'
        ? { ...part, value: part.value.replace(/./gu, () => chars[next++] ?? '') }
        : part,
    );
}
const formatWith = (format: Intl.NumberFormat, value: Figure) =>
  partsOf(format, value)
    .map((part) => part.value)
    .join('');

/** Which locale's money conventions a language's prices follow (docs/decisions.md, "Buyer-facing fixes (issue 12)").
 *  Every language shows CLDR's own currency symbol for that language (US$ in Chinese, Korean, Spanish, Arabic…, $US
 *  in French, USD in Polish, $ where its readers take $ for the US dollar), never the narrow symbol, which would make
 *  HK$, A$ and US$ all "$". English is international English (en-001, "US$40.08"): our English readers are buyers
 *  from everywhere, for whom the US-only "$" is ambiguous. */
const moneyLocale = (locale: string) => (locale === 'en' ? 'en-001' : locale);

/** Prices in the buyer's language. In Arabic and Hebrew the currency is a left-to-right island: "US$" is a Latin word
 *  followed by a neutral "$", which the bidi algorithm pulls to the far side of the word ("$US 40.08"). */
export function formatMoney(amount: Figure, currency: string, locale: string): string {
  try {
    const format = numberFormat(moneyLocale(locale), 2, currency);
    if (!rightToLeft.has(locale)) return formatWith(format, amount);
    return partsOf(format, amount)
      .map((part) => (part.type === 'currency' ? leftToRight(part.value) : part.value))
      .join('');
  } catch {
    return `${currency} ${typeof amount === 'number' ? amount.toFixed(2) : amount}`;
  }
}

export const formatNumber = (value: Figure, locale: string, digits = 0) =>
  formatWith(numberFormat(locale, digits), value);

/** Measures read left to right even inside Arabic or Hebrew text: unisolated, "50 × 39 × 25" would show as 25 × 39 × 50. */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** Cubic metres, 3 decimals (cartons are small fractions of a CBM). */
export const formatCbm = (value: Figure, locale: string) => leftToRight(`${formatNumber(value, locale, 3)} m³`);

export const formatSizeCm = (l: Figure, w: Figure, h: Figure, locale: string) =>
  leftToRight(`${[l, w, h].map((v) => formatNumber(v, locale, 1)).join(' × ')} cm`);
