// The company's activity log (issue 24): who changed what in the console. One table, written by the services that
// make a change (staff, shares and codes, order status, product saves and prices, page publishes), read by the Staff
// room. Entries name things (an account, a share code, an order number), never a secret: no password or invitation
// code is written here.
import type { Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';

type Entry = CallTypes['ConsoleActivityList']['response']['items'][number];
export type ActivityAction = Entry['action'];

const PAGE = 50;

export async function logActivity(
  db: Queryable,
  staff: Staff,
  action: ActivityAction,
  subject: string,
  detail = '',
): Promise<void> {
  await db.query(
    `INSERT INTO activity_log (company_id, admin_id, actor, action, subject, detail)
     SELECT $1, $2, coalesce((SELECT account FROM supplier_admins WHERE id = $2), ''), $3, $4, $5`,
    [staff.companyId, staff.adminId, action, subject.slice(0, 200), detail.slice(0, 500)],
  );
}

export async function activityList(db: Queryable, staff: Staff, body: CallTypes['ConsoleActivityList']['request']) {
  const query = body.query?.trim().toLowerCase() ?? '';
  const rows = await db.query<{
    id: string | number;
    created_at: Date | string;
    actor: string;
    action: ActivityAction;
    subject: string;
    detail: string;
  }>(
    `SELECT id, created_at, actor, action, subject, detail FROM activity_log
      WHERE company_id = $1 AND ($2 = 0 OR id < $2)
        AND ($3 = '' OR strpos(lower(actor || ' ' || action || ' ' || subject || ' ' || detail), $3) > 0)
      ORDER BY id DESC LIMIT ${PAGE}`,
    [staff.companyId, body.beforeId ?? 0, query],
  );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.created_at).toISOString(),
      actor: r.actor,
      action: r.action,
      subject: r.subject,
      detail: r.detail,
    })),
  };
}
