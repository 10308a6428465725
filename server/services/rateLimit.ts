// Login limits without lockouts (issue 12; ASVS 5.0 V6.1.1, V6.3.1). Failed attempts are counted in the database,
// so every app server counts together, under three keys in fixed windows:
//  - one account from one address: a tight limit; past it that address waits out the window for that account;
//  - one address across all accounts: past it that address waits out the window for any account;
//  - one account from all addresses: a high ceiling only a distributed attack reaches; past it addresses that never
//    signed in to the account are slowed to one attempt per `slowdownSeconds` between them, while addresses that did
//    (known addresses) are not slowed at all.
// So nobody can lock a buyer out from elsewhere: an attacker's own address is stopped, and the buyer's is not.
// Each attempt reserves its count before the password is checked (an atomic increment that refuses past the limit),
// so parallel requests cannot slip past a limit; a correct password gives the reservation back.
import type { Queryable } from '../db/database';

export const LOGIN_LIMITS = {
  windowMinutes: 15,
  perAccountAndAddress: 5,
  perAddress: 30,
  perAccount: 50,
  slowdownSeconds: 60,
  knownAddressDays: 30,
} as const;

/** Answered as code 429 with a Retry-After header; the message names the wait in whole minutes. */
export class TooManyAttempts extends Error {
  readonly retryAfterMinutes: number;
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(`Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    this.retryAfterMinutes = minutes;
  }
}

/** `account`: what is being guessed at (an account, a share+email for codes, an admin); `address`: the client's. */
export interface LoginKeys {
  account: string;
  address: string;
}
export interface LoginAttempt {
  /** The password (or code) was right: the attempt does not count, and the address becomes known to the account. */
  succeeded(): Promise<void>;
}

const NO_LIMIT = 2 ** 31 - 1;

export type LoginLimits = { [K in keyof typeof LOGIN_LIMITS]: number };
/** Tests pass a clock they move and smaller numbers, so no test waits out a window or makes hundreds of attempts. */
export interface LoginLimiterOptions {
  now?: () => number;
  limits?: Partial<LoginLimits>;
}

export function loginLimiter(db: Queryable, options: LoginLimiterOptions = {}) {
  const now = options.now ?? Date.now;
  const limits: LoginLimits = { ...LOGIN_LIMITS, ...options.limits };
  const window = `${limits.windowMinutes} minutes`;
  const windowMs = limits.windowMinutes * 60_000;

  /** Counts one attempt under key unless the window already holds `limit`; null when refused. */
  async function reserve(key: string, limit: number, at: Date): Promise<number | null> {
    const [row] = await db.query<{ failures: number }>(
      `INSERT INTO login_failures AS f (key, window_start, failures) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN f.window_start > $2::timestamptz - $3::interval THEN f.failures + 1 ELSE 1 END,
         window_start = CASE WHEN f.window_start > $2::timestamptz - $3::interval THEN f.window_start ELSE $2::timestamptz END
       WHERE f.window_start <= $2::timestamptz - $3::interval OR f.failures < $4
       RETURNING failures`,
      [key, at, window, limit],
    );
    return row ? Number(row.failures) : null;
  }
  async function windowEndsIn(key: string, at: Date): Promise<number> {
    const [row] = await db.query<{ window_start: Date }>('SELECT window_start FROM login_failures WHERE key = $1', [
      key,
    ]);
    const start = row ? new Date(row.window_start).getTime() : at.getTime();
    return Math.max(1, Math.ceil((start + windowMs - at.getTime()) / 1000));
  }
  async function release(...keys: string[]) {
    for (const key of keys)
      await db.query('UPDATE login_failures SET failures = failures - 1 WHERE key = $1 AND failures > 0', [key]);
  }
  /** One attempt per slowdownSeconds for all unknown addresses together; null when the slot is free and taken. */
  async function slowdownWait(key: string, at: Date): Promise<number | null> {
    const [taken] = await db.query(
      `INSERT INTO login_failures AS f (key, window_start, failures) VALUES ($1, $2, 0)
       ON CONFLICT (key) DO UPDATE SET window_start = $2::timestamptz WHERE f.window_start <= $2::timestamptz - $3::interval
       RETURNING key`,
      [key, at, `${limits.slowdownSeconds} seconds`],
    );
    if (taken) return null;
    const [row] = await db.query<{ window_start: Date }>('SELECT window_start FROM login_failures WHERE key = $1', [
      key,
    ]);
    return Math.max(
      1,
      Math.ceil((new Date(row.window_start).getTime() + limits.slowdownSeconds * 1000 - at.getTime()) / 1000),
    );
  }
  async function isKnown(keys: LoginKeys, at: Date) {
    const rows = await db.query(
      'SELECT 1 FROM login_known_addresses WHERE account_key = $1 AND address = $2 AND last_success > $3::timestamptz - $4::interval',
      [keys.account, keys.address, at, `${limits.knownAddressDays} days`],
    );
    return rows.length > 0;
  }

  return {
    /** Call before checking a password or code: throws TooManyAttempts, else the attempt counts as failed unless
     *  `succeeded()` is called. */
    async begin(keys: LoginKeys): Promise<LoginAttempt> {
      const at = new Date(now());
      const pairKey = `pair:${keys.account}|${keys.address}`;
      const addressKey = `address:${keys.address}`;
      const accountKey = `account:${keys.account}`;
      if ((await reserve(pairKey, limits.perAccountAndAddress, at)) === null)
        throw new TooManyAttempts(await windowEndsIn(pairKey, at));
      if ((await reserve(addressKey, limits.perAddress, at)) === null) {
        await release(pairKey);
        throw new TooManyAttempts(await windowEndsIn(addressKey, at));
      }
      const accountAttempts = (await reserve(accountKey, NO_LIMIT, at)) ?? 0;
      if (accountAttempts > limits.perAccount && !(await isKnown(keys, at))) {
        const wait = await slowdownWait(`slot:${keys.account}`, at);
        if (wait !== null) {
          await release(pairKey, addressKey, accountKey);
          throw new TooManyAttempts(wait);
        }
      }
      return {
        async succeeded() {
          await db.query('DELETE FROM login_failures WHERE key = $1', [pairKey]);
          await release(addressKey, accountKey);
          await db.query(
            `INSERT INTO login_known_addresses (account_key, address, last_success) VALUES ($1, $2, $3)
             ON CONFLICT (account_key, address) DO UPDATE SET last_success = excluded.last_success`,
            [keys.account, keys.address, at],
          );
        },
      };
    },

    /** Bookkeeping: counters of past windows and addresses not used for knownAddressDays. */
    async sweep() {
      const at = new Date(now());
      await db.query("DELETE FROM login_failures WHERE window_start < $1::timestamptz - interval '1 day'", [at]);
      await db.query('DELETE FROM login_known_addresses WHERE last_success < $1::timestamptz - $2::interval', [
        at,
        `${limits.knownAddressDays} days`,
      ]);
    },
  };
}
