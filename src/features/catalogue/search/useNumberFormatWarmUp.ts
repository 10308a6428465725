import { useEffect } from 'react';

/** A page's first Intl.NumberFormat loads the language's number data: about 11 ms of a desktop's CPU, 45 ms at a
 *  phone's speed, spent inside the task that draws the list's first cards (its prices, sizes, the product count) and
 *  so before the first picture shows (issue 29). Made while the list's answer is on its way, when the page is idle,
 *  that cost leaves the list's task. */
export function useNumberFormatWarmUp(locale: string, waiting: boolean) {
  useEffect(() => {
    if (!waiting) return;
    const warm = () => new Intl.NumberFormat(locale).format(0);
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(warm, { timeout: 500 });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(warm, 0);
    return () => clearTimeout(timer);
  }, [locale, waiting]);
}
