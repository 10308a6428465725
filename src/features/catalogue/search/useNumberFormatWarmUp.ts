import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { formatMoney, formatNumber } from '../../../../protocol/format';
import { useSession } from '../../../lib/useSession';

/** A page's first Intl.NumberFormat loads the language's number data: about 11 ms of a desktop's CPU, 45 ms at a
 *  phone's speed, spent inside the task that draws the list's first cards (its prices, sizes, the product count) or
 *  the product's detail, and so before the first picture shows (issue 29). Made while the answer is on its way, when
 *  the page is idle, that cost leaves the drawing task. The very formatters the pages use are made (protocol/format
 *  keeps them), one per idle moment so the warm-up is no long task itself; the first date format loads its own data.
 *  A catalogue page opened cold has the number data loaded by the boot already (src/app/earlyStart.ts); this covers
 *  the pages a buyer moves to, e.g. from the sign-in page.
 *  Prices are in the company's currency, which the session holds before any product answer: the login result's
 *  currencyType (the server keeps every product's currency the company's). */
export function useNumberFormatWarmUp(locale: string, waiting: boolean) {
  const { i18n } = useLingui();
  // Without user info there is no catalogue page (the navigation rules send the visitor to sign in) and no price.
  const currency = useSession((s) => s.user?.currencyType);
  useEffect(() => {
    if (!waiting) return;
    const steps = [
      () => formatNumber(0, locale),
      () => currency && formatMoney(0, currency, locale),
      () => [1, 2, 3].forEach((digits) => formatNumber(0, locale, digits)),
      () => i18n.date(new Date(0), { dateStyle: 'medium' }),
    ];
    let next = 0;
    let handle = 0;
    const idle = typeof requestIdleCallback === 'function';
    const schedule = () => {
      handle = idle ? requestIdleCallback(run, { timeout: 500 }) : window.setTimeout(run, 0);
    };
    const run = () => {
      steps[next++]!();
      if (next < steps.length) schedule();
    };
    schedule();
    return () => (idle ? cancelIdleCallback(handle) : clearTimeout(handle));
  }, [locale, waiting, i18n, currency]);
}
