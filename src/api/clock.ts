// The client's copy of the server clock (spec section 4: "the local server clock advances every 1 s").
// Synced from GetSystemDate on first use and after a 409; every signed request carries it. A page that came with the
// server's time (`fromPage`, src/api/pageClock.ts) starts from that instead of a first round trip (issue 29).
import { CLOCK_TICK_MS } from '../../protocol/constants';

export interface ServerClock {
  /** The server time in ms, syncing first when there is none. */
  now(): Promise<number>;
  /** Forgets the cached time; the next request syncs again (spec: after a 409). */
  reset(): void;
  stop(): void;
}

export function createServerClock(
  fetchServerTime: () => Promise<number>,
  tickMs = CLOCK_TICK_MS,
  fromPage: () => number | null = () => null,
): ServerClock {
  let time: number | null = null;
  /** Asked once, on the first request: after a reset (a 409) only GetSystemDate is trusted. */
  let pageAsked = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let pending: Promise<number> | null = null;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
  const start = (serverTime: number) => {
    time = serverTime;
    stop();
    timer = setInterval(() => {
      if (time !== null) time += tickMs;
    }, tickMs);
    return serverTime;
  };
  const sync = () => {
    if (!pageAsked) {
      pageAsked = true;
      const seeded = fromPage();
      if (seeded !== null) return Promise.resolve(start(seeded));
    }
    pending ??= fetchServerTime()
      .then(start)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  return {
    now: async () => (time === null ? sync() : time),
    reset() {
      time = null;
      stop();
    },
    stop,
  };
}
