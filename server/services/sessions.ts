// Bearer tokens live in the database so any app server behind a load balancer accepts any token.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface Session {
  token: string;
  kind: 'visitor' | 'share' | 'account' | 'admin';
  companyId: number;
  shareId: number | null;
  loginEmail: string | null;
  accountId?: number | null;
  adminId?: number | null;
}

export const SESSION_TTL_MS = { visitor: 24 * 3600_000, share: 7 * 24 * 3600_000, account: 7 * 24 * 3600_000, admin: 12 * 3600_000 } as const;

export async function createSession(db: Queryable, s: Omit<Session, 'token' | 'adminId'> & { accountId?: number; adminId?: number }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token, kind, company_id, share_id, login_email, account_id, admin_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + ($8 || ' milliseconds')::interval)`,
    [token, s.kind, s.companyId, s.shareId, s.loginEmail, s.accountId ?? null, s.adminId ?? null, String(SESSION_TTL_MS[s.kind])],
  );
  return token;
}

export async function findSession(db: Queryable, token: string): Promise<Session | null> {
  if (token.length > 100) return null;
  const [row] = await db.query<{ kind: Session['kind']; company_id: number; share_id: number | null; login_email: string | null; account_id: number | null; admin_id: number | null }>(
    'SELECT kind, company_id, share_id, login_email, account_id, admin_id FROM sessions WHERE token = $1 AND expires_at > now()',
    [token],
  );
  return row ? { token, kind: row.kind, companyId: row.company_id, shareId: row.share_id, loginEmail: row.login_email, accountId: row.account_id, adminId: row.admin_id } : null;
}
