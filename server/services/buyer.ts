// Who a call acts for, worked out once per request (server/http/protocol.ts, by the call's `caller` in
// schemas/api/calls.ts) and handed to the services: the buyer on a share, or a member of the supplier's staff.
// The services add their own rules on top (cart and chat: a private account; the console: a room's role).
import type { Database } from '../db/database';
import type { ShareInfo } from '../../schemas/api/types.gen';
import { ShareError } from './messages';
import { findShare, shareInfoOf, sharesVersion, type ShareWithCompany } from './shares';
import type { Session } from './sessions';

export type StaffRole = 'orders' | 'service' | 'design' | 'catalogue' | 'admin';

export interface Buyer {
  session: Session;
  companyId: number;
  shareId: number;
  /** The private account signed in, or null for a share or code visitor. */
  accountId: number | null;
  share: ShareInfo;
  /** Whose favourites and history these are: the account, else the email on the share, else the session itself. */
  ownerKey: string;
  logo: string;
  salesperson: string;
  switches: ShareWithCompany['global_param'];
}

export interface Staff {
  companyId: number;
  adminId: number;
}

export const ownerKeyOf = (session: Session) =>
  session.accountId
    ? `account:${session.accountId}`
    : session.loginEmail
      ? `share:${session.shareId}:${session.loginEmail}`
      : `session:${session.token}`;

/** A share's facts, kept a few seconds: every buyer call starts here (the chat panel polls every 5 s, bench:chat,
 *  issue 14). Kept only on the embedded database and only until the console edits a share (shares.ts sharesVersion),
 *  so a paused share or hidden prices apply at the buyer's next call. With PostgreSQL another app server may have
 *  edited the share, so the row is read every time (issue 24). */
const SHARE_FACTS_MS = 3_000;
const kept = new WeakMap<
  Database,
  Map<number, { until: number; version: number; share: Promise<ShareWithCompany | null> }>
>();

function openShare(db: Database, shareId: number) {
  let byId = kept.get(db);
  if (!byId) kept.set(db, (byId = new Map()));
  if (db.kind !== 'embedded') return findShare(db, { id: shareId });
  const now = Date.now();
  const version = sharesVersion(db);
  const hit = byId.get(shareId);
  if (hit && hit.until > now && hit.version === version) return hit.share;
  if (byId.size > 1_000) byId.clear();
  const share = findShare(db, { id: shareId });
  byId.set(shareId, { until: now + SHARE_FACTS_MS, version, share });
  share.catch(() => byId.delete(shareId));
  return share;
}

/** The buyer behind a share session: 401 for a session that opened no share (a visitor or console token), 410 when
 *  the share has closed. */
export async function buyerOf(db: Database, session: Session | undefined): Promise<Buyer> {
  if (!session?.shareId) throw new ShareError(401, 'Please sign in to this share first.');
  const row = await openShare(db, session.shareId);
  if (!row) throw new ShareError(410);
  return {
    session,
    companyId: session.companyId,
    shareId: session.shareId,
    accountId: session.kind === 'account' ? (session.accountId ?? null) : null,
    share: shareInfoOf(row, row),
    ownerKey: ownerKeyOf(session),
    logo: row.logo_url,
    salesperson: row.salesperson,
    switches: row.global_param,
  };
}

/** A console session; with a role, one whose admin holds it (read per call: a role taken away applies at once). */
export async function staffOf(db: Database, session: Session | undefined, role?: StaffRole): Promise<Staff> {
  if (session?.kind !== 'admin' || !session.adminId)
    throw new ShareError(403, "Only the supplier's staff may open the console.");
  // Read per call: a disabled account's sessions are gone already (consoleStaff.ts); this also covers a copy of a
  // session another app server still holds.
  const [admin] = await db.query<{ roles: string[]; disabled: boolean }>(
    'SELECT roles, disabled_at IS NOT NULL AS disabled FROM supplier_admins WHERE id = $1 AND company_id = $2',
    [session.adminId, session.companyId],
  );
  if (!admin || admin.disabled) throw new ShareError(403, 'This staff account has been disabled.');
  if (role && !admin.roles.includes(role)) throw new ShareError(403, `This account may not open the ${role} room.`);
  return { companyId: session.companyId, adminId: session.adminId };
}
