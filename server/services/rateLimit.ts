// Failed logins counted per account and per address in fixed 15-minute windows, stored in the database so
// every app server counts together. Past the limit, attempts are refused with 429 before checking credentials.
import type { Queryable } from '../db/database';

export const LOGIN_LIMITS = { perAccount: 5, perAddress: 30, windowMinutes: 15 } as const;

export class TooManyAttempts extends Error {
  constructor(readonly retryAfterMinutes: number) {
    super(`Too many failed attempts. Please try again in ${retryAfterMinutes} minutes.`);
  }
}

export function loginLimiter(db: Queryable) {
  const window = `${LOGIN_LIMITS.windowMinutes} minutes`;
  return {
    async assertAllowed(keys: { account?: string; address: string }) {
      const rows = await db.query<{ key: string; failures: number; window_start: Date }>(
        `SELECT key, failures, window_start FROM login_failures WHERE key = ANY($1) AND window_start > now() - $2::interval`,
        [[`account:${keys.account ?? ''}`, `address:${keys.address}`], window],
      );
      for (const row of rows) {
        const limit = row.key.startsWith('account:') ? LOGIN_LIMITS.perAccount : LOGIN_LIMITS.perAddress;
        if (row.failures >= limit) {
          const ends = new Date(row.window_start).getTime() + LOGIN_LIMITS.windowMinutes * 60_000;
          throw new TooManyAttempts(Math.max(1, Math.ceil((ends - Date.now()) / 60_000)));
        }
      }
    },
    async recordFailure(keys: { account?: string; address: string }) {
      for (const key of [keys.account ? `account:${keys.account}` : null, `address:${keys.address}`]) {
        if (!key) continue;
        await db.query(
          `INSERT INTO login_failures (key, window_start, failures) VALUES ($1, now(), 1)
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN login_failures.window_start > now() - $2::interval THEN login_failures.failures + 1 ELSE 1 END,
             window_start = CASE WHEN login_failures.window_start > now() - $2::interval THEN login_failures.window_start ELSE now() END`,
          [key, window],
        );
      }
    },
    async clear(account: string) {
      await db.query('DELETE FROM login_failures WHERE key = $1', [`account:${account}`]);
    },
  };
}
