// Bearer tokens live in the database so any app server behind a load balancer accepts any token.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';

export interface Session {
  token: string;
  kind: 'visitor' | 'share' | 'account' | 'admin';
  companyId: number;
  shareId: number | null;
  loginEmail: string | null;
  accountId?: number | null;
  adminId?: number | null;
}

export const SESSION_TTL_MS = {
  visitor: 24 * 3600_000,
  share: 7 * 24 * 3600_000,
  account: 7 * 24 * 3600_000,
  admin: 12 * 3600_000,
} as const;

export async function createSession(
  db: Queryable,
  s: Omit<Session, 'token' | 'adminId'> & { accountId?: number; adminId?: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token, kind, company_id, share_id, login_email, account_id, admin_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + ($8 || ' milliseconds')::interval)`,
    [
      token,
      s.kind,
      s.companyId,
      s.shareId,
      s.loginEmail,
      s.accountId ?? null,
      s.adminId ?? null,
      String(SESSION_TTL_MS[s.kind]),
    ],
  );
  return token;
}

export async function findSession(db: Queryable, token: string): Promise<Session | null> {
  return (await readSession(db, token))?.session ?? null;
}

async function readSession(db: Queryable, token: string): Promise<{ session: Session; expiresAt: number } | null> {
  if (token.length > 100) return null;
  const [row] = await db.query<{
    kind: Session['kind'];
    company_id: number;
    share_id: number | null;
    login_email: string | null;
    account_id: number | null;
    admin_id: number | null;
    expires_ms: string;
  }>(
    `SELECT kind, company_id, share_id, login_email, account_id, admin_id, (extract(epoch FROM expires_at) * 1000)::bigint AS expires_ms
       FROM sessions WHERE token = $1 AND expires_at > now()`,
    [token],
  );
  return row
    ? {
        session: {
          token,
          kind: row.kind,
          companyId: row.company_id,
          shareId: row.share_id,
          loginEmail: row.login_email,
          accountId: row.account_id,
          adminId: row.admin_id,
        },
        expiresAt: Number(row.expires_ms),
      }
    : null;
}

/** Sessions this process has read, per database. Only for the embedded database: one process owns it, and sessions
 *  change only through this file (created; removed by `forgetSession`; expired by their own time), so what was read
 *  stays true. With PostgreSQL several app servers share the table and every call reads the row. The 5-second chat
 *  polls made the session read the largest share of an embedded poll (bench:chat, issue 14). */
const cached = new WeakMap<Database, Map<string, { session: Session; expiresAt: number }>>();
/** Sessions ended per database so far: a read that began before one ended must not be kept (a buyer's poll in flight
 *  while the admin blocked them kept the blocked session alive in this process until it expired). */
const endings = new WeakMap<Database, number>();
const ended = (db: Database) => endings.set(db, (endings.get(db) ?? 0) + 1);
// Enough for every buyer polling one process; small enough not to matter to its memory (the fuzzer mints tokens by the thousand).
const CACHE_LIMIT = 5_000;

/** The session of a bearer token, as the protocol hook reads it on every call. */
export async function sessionOfToken(db: Database, token: string): Promise<Session | null> {
  if (db.kind !== 'embedded') return findSession(db, token);
  let cache = cached.get(db);
  if (!cache) cached.set(db, (cache = new Map()));
  const hit = cache.get(token);
  if (hit && hit.expiresAt > Date.now()) return hit.session;
  if (hit) cache.delete(token);
  const before = endings.get(db) ?? 0;
  const read = await readSession(db, token);
  if (!read) return null;
  if ((endings.get(db) ?? 0) !== before) return readSession(db, token).then((again) => again?.session ?? null);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(token, read);
  return read.session;
}

/** Ends a session (sign-out): the row goes, and so does this process's copy. */
export async function forgetSession(db: Database, token: string) {
  ended(db);
  cached.get(db)?.delete(token);
  await db.query('DELETE FROM sessions WHERE token = $1', [token]);
}

/** Ends every session of a staff account or a buyer account at once (disabled, blocked, password reset): the rows go,
 *  and this process's copies with them, so the next call with any of those tokens is 401. */
export async function forgetSessionsOf(db: Database, owner: { adminId: number } | { accountId: number }) {
  const [column, id] = 'adminId' in owner ? ['admin_id', owner.adminId] : ['account_id', owner.accountId];
  ended(db);
  const gone = await db.query<{ token: string }>(`DELETE FROM sessions WHERE ${column} = $1 RETURNING token`, [id]);
  ended(db);
  const cache = cached.get(db);
  for (const { token } of gone) cache?.delete(token);
}
