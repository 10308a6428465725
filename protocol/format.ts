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

/** Which locale's money conventions a language's prices follow (docs/decisions.md, "Buyer-facing fixes (issue 12)").
 *  Every language shows CLDR's own currency symbol for that language (US$ in Chinese, Korean, Spanish, Arabic…, $US
 *  in French, USD in Polish, $ where its readers take $ for the US dollar), never the narrow symbol, which would make
 *  HK$, A$ and US$ all "$". English is international English (en-001, "US$40.08"): our English readers are buyers
 *  from everywhere, for whom the US-only "$" is ambiguous. */
const moneyLocale = (locale: string) => (locale === 'en' ? 'en-001' : locale);

/** Prices in the buyer's language. In Arabic and Hebrew the currency is a left-to-right island: "US$" is a Latin word
 *  followed by a neutral "$", which the bidi algorithm pulls to the far side of the word ("$US 40.08"). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    const format = numberFormat(moneyLocale(locale), 2, currency);
    if (!rightToLeft.has(locale)) return format.format(amount);
    return format
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' ? leftToRight(part.value) : part.value))
      .join('');
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

export const formatNumber = (value: number, locale: string, digits = 0) => numberFormat(locale, digits).format(value);

/** Measures read left to right even inside Arabic or Hebrew text: unisolated, "50 × 39 × 25" would show as 25 × 39 × 50. */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** Cubic metres, 3 decimals (cartons are small fractions of a CBM). */
export const formatCbm = (value: number, locale: string) => leftToRight(`${formatNumber(value, locale, 3)} m³`);

export const formatSizeCm = (l: number, w: number, h: number, locale: string) =>
  leftToRight(`${[l, w, h].map((v) => formatNumber(v, locale, 1)).join(' × ')} cm`);
