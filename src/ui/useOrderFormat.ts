// Money, volume, weight, counts and time as a cart, an order and the console write them, in the reader's language:
// protocol/format.ts with the locale filled in.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatCbm, formatDateTime, formatMoney, formatNumber, formatSizeCm, type Figure } from '../../protocol/format';

/** Money, volume, weight and time in the reader's language. */
export function useOrderFormat() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const locale = i18n.locale;
    return {
      money: (amount: Figure | null | undefined, currency: string) =>
        amount === null || amount === undefined ? '—' : formatMoney(amount, currency, locale),
      cbm: (v: Figure) => formatCbm(v, locale),
      kg: (v: Figure) => `${formatNumber(v, locale, 2)} kg`,
      cuft: (v: Figure) => `${formatNumber(v, locale, 2)} ft³`,
      count: (v: number) => formatNumber(v, locale),
      time: (iso: string) => formatDateTime(new Date(iso), locale),
      size: (s: { length: Figure; width: Figure; height: Figure }) => formatSizeCm(s.length, s.width, s.height, locale),
    };
  }, [i18n.locale]);
}
