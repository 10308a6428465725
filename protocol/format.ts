// The one place money, volume, sizes and dates are formatted for buyers, in their language.
import { rightToLeft } from './languages';
import { dateText, numberParts, type LocaleShape } from './localeShapes';

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

/** How each language loaded so far writes numbers and dates (protocol/localeShapes.ts). A buyer's page receives its
 *  language's shape with its words (src/lib/i18n.ts); where none is kept, Intl writes the same text. */
const shapes = new Map<string, LocaleShape>();
export const keepLocaleShape = (locale: string, shape: LocaleShape) => shapes.set(locale, shape);

/** A number's parts in a site language from its shape (protocol/localeShapes.ts: no Intl, so no number data to load
 *  on the page's main thread); Intl for what the shapes do not hold. */
function partsIn(locale: string, digits: number, currency?: string) {
  const shape = shapes.get(locale);
  const intl = () => numberFormat(currency ? moneyLocale(locale) : locale, digits, currency);
  return (value: number) => (shape && numberParts(shape, value, digits, currency)) ?? intl().formatToParts(value);
}
type Parts = (value: number) => Intl.NumberFormatPart[];

/** A figure as an answer carries it: a number, or in a buyer's session the session's scrambled digits (spec section 3,
 *  schemas/api/common.json#/$defs/digits): Private Use Area characters one per digit, '.' and '-' kept, drawn as digits
 *  only by the session's font (docs/decisions.md "Scrambled digits"). */
export type Figure = number | string;

/** Intl lays a number out by its shape alone (sign, integer digits, decimals), so a stand-in of the same shape is
 *  formatted and the session's characters take its digits' places, in order: grouping, decimal mark and currency
 *  follow the buyer's language without the browser ever holding the real digits. */
function partsOf(format: Parts, value: Figure): Intl.NumberFormatPart[] {
  if (typeof value === 'number') return format(value);
  const negative = value.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const chars = [...whole, ...fraction];
  let next = 0;
  const standIn = Number(`${negative ? '-' : ''}1${'0'.repeat(Math.max(0, [...whole].length - 1))}`);
  return format(standIn).map((part) =>
    part.type === 'integer' || part.type === 'fraction'
      ? { ...part, value: part.value.replace(/./gu, () => chars[next++] ?? '') }
      : part,
  );
}
const formatWith = (format: Parts, value: Figure) =>
  partsOf(format, value)
    .map((part) => part.value)
    .join('');

/** Which locale's money conventions a language's prices follow (docs/decisions.md, "Buyer-facing fixes (issue 12)").
 *  Every language shows CLDR's own currency symbol for that language (US$ in Chinese, Korean, Spanish, Arabic…, $US
 *  in French, USD in Polish, $ where its readers take $ for the US dollar), never the narrow symbol, which would make
 *  HK$, A$ and US$ all "$". English is international English (en-001, "US$40.08"): our English readers are buyers
 *  from everywhere, for whom the US-only "$" is ambiguous. */
export const moneyLocale = (locale: string) => (locale === 'en' ? 'en-001' : locale);

/** Prices in the buyer's language. In Arabic and Hebrew the currency is a left-to-right island: "US$" is a Latin word
 *  followed by a neutral "$", which the bidi algorithm pulls to the far side of the word ("$US 40.08"). */
export function formatMoney(amount: Figure, currency: string, locale: string): string {
  try {
    const format = partsIn(locale, 2, currency);
    if (!rightToLeft.has(locale)) return formatWith(format, amount);
    return partsOf(format, amount)
      .map((part) => (part.type === 'currency' ? leftToRight(part.value) : part.value))
      .join('');
  } catch {
    return `${currency} ${typeof amount === 'number' ? amount.toFixed(2) : amount}`;
  }
}

export const formatNumber = (value: Figure, locale: string, digits = 0) => formatWith(partsIn(locale, digits), value);

/** Measures read left to right even inside Arabic or Hebrew text: unisolated, "50 × 39 × 25" would show as 25 × 39 × 50. */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** Cubic metres, 3 decimals (cartons are small fractions of a CBM). */
export const formatCbm = (value: Figure, locale: string) => leftToRight(`${formatNumber(value, locale, 3)} m³`);

export const formatSizeCm = (l: Figure, w: Figure, h: Figure, locale: string) =>
  leftToRight(`${[l, w, h].map((v) => formatNumber(v, locale, 1)).join(' × ')} cm`);

/** A date from the language's shape, in local time; Intl where there is none, or for an invalid date (which throws). */
function dateIn(kind: 'date' | 'dateTime', date: Date, locale: string): string {
  const shape = shapes.get(locale);
  if (shape && !Number.isNaN(date.getTime())) return dateText(shape[kind], date);
  const options =
    kind === 'date' ? ({ dateStyle: 'medium' } as const) : ({ dateStyle: 'medium', timeStyle: 'short' } as const);
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** A date as Intl's medium date style writes it (Nov 28, 2026; 28 nov. 2026; 2026年11月28日). */
export const formatDate = (date: Date, locale: string) => dateIn('date', date, locale);

/** A moment as Intl's medium date and short time write it (Nov 28, 2026, 9:05 PM; 28 nov. 2026, 21:05). */
export const formatDateTime = (date: Date, locale: string) => dateIn('dateTime', date, locale);
