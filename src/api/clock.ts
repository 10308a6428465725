// The client's copy of the server clock (spec section 4: "the local server clock advances every 1 s").
// Synced from GetSystemDate on first use and after a 409; every signed request carries it.
import { CLOCK_TICK_MS } from '../../protocol/constants';

export interface ServerClock {
  /** The server time in ms, syncing first when there is none. */
  now(): Promise<number>;
  /** Forgets the cached time; the next request syncs again (spec: after a 409). */
  reset(): void;
  stop(): void;
}

export function createServerClock(fetchServerTime: () => Promise<number>, tickMs = CLOCK_TICK_MS): ServerClock {
  let time: number | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let pending: Promise<number> | null = null;
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
  const sync = () => {
    pending ??= fetchServerTime()
      .then((serverTime) => {
        time = serverTime;
        stop();
        timer = setInterval(() => {
          if (time !== null) time += tickMs;
        }, tickMs);
        return serverTime;
      })
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
