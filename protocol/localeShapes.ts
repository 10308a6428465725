// How a site language lays out numbers, prices and dates, learned from Intl by scripts/localeShapes.ts. A renderer's
// first Intl.NumberFormat or Intl.DateTimeFormat loads the browser's number and calendar data: 45–75 ms of this
// project's test VM's main thread, a long task on every catalogue page's first load (issue 29). With the shape a price
// costs a string's worth of work, and Intl is left to what the table does not cover.

/** Parts before or after the number, as [type, value] of Intl's formatToParts; a currency part's value "¤" stands for
 *  the currency's symbol. */
export type Affix = readonly (readonly [type: string, value: string])[];
/** Prefix and suffix of a positive number, then of a negative one. */
export type SignedAffixes = readonly [Affix, Affix, Affix, Affix];
export type DatePart =
  readonly ['year' | 'month' | 'day' | 'hour' | 'minute' | 'dayPeriod'] | readonly ['literal', string];

/** A date format's parts in order, learned for Intl's medium date, alone and with the short time. */
export interface DateShape {
  parts: readonly DatePart[];
  /** Month names, or none where the month is a number of monthDigits digits. */
  months: readonly string[];
  dayDigits: number;
  monthDigits: number;
  /** Thai counts years in the Buddhist era. */
  yearOffset: number;
  hourCycle?: 'h11' | 'h12' | 'h23' | 'h24';
  hourDigits?: number;
  /** The morning's and the afternoon's names, where the hours count to 12. */
  dayPeriods?: readonly string[];
}

export interface LocaleShape {
  group: string;
  decimal: string;
  /** 1: 1,234; 2: 1234 but 12,345 (Spanish, Polish). */
  grouping: number;
  plain: SignedAffixes;
  money: {
    grouping: number;
    patterns: readonly SignedAffixes[];
    /** Per currency its symbol and the index of its pattern. */
    currencies: Record<string, readonly [symbol: string, pattern: number]>;
  };
  /** The medium date (dateStyle 'medium'), and with the short time (timeStyle 'short'). */
  date: DateShape;
  dateTime: DateShape;
}
export type LocaleShapes = Record<string, LocaleShape>;

/** The decimal digits of a non-negative number rounded half away from zero, as Intl rounds: on the shortest decimal
 *  that reads back as the number (1.005 → 1.01). Null where JavaScript writes it with an exponent. */
function rounded(value: number, digits: number): { whole: string; fraction: string } | null {
  const text = String(value);
  if (!/^\d+(\.\d+)?$/u.test(text)) return null;
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  if (fraction.length <= digits) return { whole, fraction: fraction.padEnd(digits, '0') };
  const kept = [...`${whole}${fraction.slice(0, digits)}`].map(Number);
  if (fraction.charCodeAt(digits) >= 53 /* '5' */) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === 9) kept[i--] = 0;
    if (i < 0) kept.unshift(1);
    else kept[i]! += 1;
  }
  const all = kept.join('');
  const cut = all.length - digits;
  return { whole: all.slice(0, cut).replace(/^0+(?=\d)/u, ''), fraction: all.slice(cut) };
}

/** What Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits[, style: 'currency',
 *  currency] }).formatToParts(value) gives, from the shape; null where the shape cannot say. */
export function numberParts(
  shape: LocaleShape,
  value: number,
  digits: number,
  currency?: string,
): Intl.NumberFormatPart[] | null {
  const money = currency === undefined ? undefined : shape.money.currencies[currency];
  const number = Number.isFinite(value) ? rounded(Math.abs(value), digits) : null;
  if (number === null || (currency !== undefined && !money)) return null;
  const [symbol, affixes, grouping] = money
    ? [money[0], shape.money.patterns[money[1]]!, shape.money.grouping]
    : ['', shape.plain, shape.grouping];
  const negative = value < 0 || Object.is(value, -0);
  const part = ([type, text]: readonly [string, string]) =>
    ({ type, value: type === 'currency' ? symbol : text }) as Intl.NumberFormatPart;
  const parts = (negative ? affixes[2] : affixes[0]).map(part);
  const { whole, fraction } = number;
  const head = whole.length >= 3 + grouping ? whole.length % 3 || 3 : whole.length;
  parts.push({ type: 'integer', value: whole.slice(0, head) });
  for (let at = head; at < whole.length; at += 3) {
    parts.push({ type: 'group', value: shape.group }, { type: 'integer', value: whole.slice(at, at + 3) });
  }
  if (digits > 0) parts.push({ type: 'decimal', value: shape.decimal }, { type: 'fraction', value: fraction });
  parts.push(...(negative ? affixes[3] : affixes[1]).map(part));
  return parts;
}

/** What Intl.DateTimeFormat(locale, { dateStyle: 'medium'[, timeStyle: 'short'] }).format(date) gives, from the
 *  shape, in local time. */
export function dateText(shape: DateShape, date: Date): string {
  const pad = (n: number, digits = 2) => String(n).padStart(digits, '0');
  const hours = date.getHours();
  const hour = () => {
    if (shape.hourCycle === 'h23') return hours;
    if (shape.hourCycle === 'h24') return hours || 24;
    if (shape.hourCycle === 'h11') return hours % 12;
    return hours % 12 || 12;
  };
  return shape.parts
    .map((part) => {
      switch (part[0]) {
        case 'literal':
          return part[1];
        case 'year':
          return String(date.getFullYear() + shape.yearOffset);
        case 'day':
          return pad(date.getDate(), shape.dayDigits);
        case 'month':
          return shape.monthDigits ? pad(date.getMonth() + 1, shape.monthDigits) : shape.months[date.getMonth()];
        case 'hour':
          return pad(hour(), shape.hourDigits);
        case 'minute':
          return pad(date.getMinutes());
        case 'dayPeriod':
          return shape.dayPeriods?.[hours < 12 ? 0 : 1] ?? '';
      }
    })
    .join('');
}
