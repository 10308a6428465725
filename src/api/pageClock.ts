// The server's time as the page itself brought it (issue 29): the SPA page's answer names it in a Server-Timing
// entry `clock` (server/http/web.ts), which the browser shows to the page's own scripts. Without it every first page
// asked GetSystemDate and only then the calls it needed: one round trip more before anything could be drawn.
import { PAGE_CLOCK_TIMING } from '../../protocol/constants';

/** The server's time now, from the time it sent this page plus what has passed since; null when the page did not
 *  come from the server just now (a cached copy, a dev server, a browser without the entry): the clock then asks
 *  GetSystemDate, as the spec has it. A wrong time costs what it always did: a 409, a sync and the retry. */
export function timeFromPage(): number | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return null;
  const page = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!page || page.transferSize === 0 || !page.serverTiming) return null;
  const sent = Number(page.serverTiming.find((entry) => entry.name === PAGE_CLOCK_TIMING)?.description);
  if (!Number.isSafeInteger(sent) || sent <= 0) return null;
  // Whole milliseconds: the signed time is an integer (protocol/wire.ts).
  return sent + Math.max(0, Math.round(performance.now() - page.responseStart));
}
