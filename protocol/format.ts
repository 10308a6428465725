// The one place money, volume and sizes are formatted for buyers, in their language.

// A list row formats several numbers per card; building an Intl.NumberFormat costs far more than using one.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, digits: number, currency?: string) {
  const key = `${locale}|${digits}|${currency ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { ...(currency ? { style: 'currency', currency } : {}), minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format;
}

export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, 2, currency).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

export const formatNumber = (value: number, locale: string, digits = 0) => numberFormat(locale, digits).format(value);

/** Measures read left to right even inside Arabic or Hebrew text: unisolated, "50 × 39 × 25" would show as 25 × 39 × 50. */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** Cubic metres, 3 decimals (cartons are small fractions of a CBM). */
export const formatCbm = (value: number, locale: string) => leftToRight(`${formatNumber(value, locale, 3)} m³`);

export const formatSizeCm = (l: number, w: number, h: number, locale: string) => leftToRight(`${[l, w, h].map((v) => formatNumber(v, locale, 1)).join(' × ')} cm`);
