// The server's time from the page's own answer (src/api/pageClock.ts): carried forward in whole milliseconds (the
// signed time is an integer), and null — so the clock asks GetSystemDate — for a page from a cache or without it.
import { afterEach, expect, it, vi } from 'vitest';
import { timeFromPage } from '../../src/api/pageClock';

function pageCame(entry: Partial<PerformanceNavigationTiming> | null, now = 1_234.567) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(entry ? [entry as PerformanceEntry] : []);
  vi.spyOn(performance, 'now').mockReturnValue(now);
}
afterEach(() => vi.restoreAllMocks());

const SENT = 1_795_000_000_000;
const served = (description: string, transferSize = 900): Partial<PerformanceNavigationTiming> => ({
  transferSize,
  responseStart: 200.25,
  serverTiming: [{ name: 'clock', description, duration: 0 } as PerformanceServerTiming],
});

it("gives the server's time now: when the page was sent plus what has passed since, in whole milliseconds", () => {
  pageCame(served(String(SENT)));
  expect(timeFromPage()).toBe(SENT + 1_034);
});

it('gives nothing for a cached page, a page without the entry, or an entry that is not a time', () => {
  pageCame(served(String(SENT), 0));
  expect(timeFromPage()).toBeNull();
  pageCame({ transferSize: 900, responseStart: 1, serverTiming: [] });
  expect(timeFromPage()).toBeNull();
  pageCame(served('soon'));
  expect(timeFromPage()).toBeNull();
  pageCame(null);
  expect(timeFromPage()).toBeNull();
});
