// The one place money, volume and sizes are formatted for buyers, in their language.
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

export const formatNumber = (value: number, locale: string, digits = 0) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** Measures read left to right even inside Arabic or Hebrew text: unisolated, "50 × 39 × 25" would show as 25 × 39 × 50. */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** Cubic metres, 3 decimals (cartons are small fractions of a CBM). */
export const formatCbm = (value: number, locale: string) => leftToRight(`${formatNumber(value, locale, 3)} m³`);

export const formatSizeCm = (l: number, w: number, h: number, locale: string) => leftToRight(`${[l, w, h].map((v) => formatNumber(v, locale, 1)).join(' × ')} cm`);
