// The console's Buyers room (issue 24): a supplier's admin lists its private accounts and invitation-code visitors,
// searchable and by share; blocks and unblocks an account (a block ends its sessions at once: the next call is 401,
// and signing in again is 416 "account abnormal"); approves or refuses a registration waiting for approval; resets an
// account's password to a one-time one shown once; exports the list as .xlsx.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Database } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { ShareError } from './messages';
import { randomCode } from './accessCodes';
import { hashPassword } from './passwords';
import { forgetSessionsOf } from './sessions';
import { logActivity } from './activity';

type Buyer = CallTypes['ConsoleBuyerList']['response']['accounts'][number];
type Body<N extends keyof CallTypes> = CallTypes[N]['request'];
interface ExportFile {
  fileName: string;
  contentType: string;
  write: (out: Writable) => Promise<void>;
}

interface Row {
  id: number;
  account: string;
  name: string;
  company_name: string;
  email: string;
  phone_number: string;
  country: string;
  share_random_code: string | null;
  status: number;
  created_at: Date | string;
  last_visit_at: Date | string | null;
  order_count: number;
}

const LIMIT = 200;
const EXPORT_LIMIT = 100_000;
/** Column keys, headers (Chinese / English, as the catalogue's export) and widths of the exported workbook. */
const ACCOUNT_COLUMNS: [string, string, number][] = [
  ['account', '账号 / Account', 18],
  ['name', '姓名 / Name', 20],
  ['companyName', '公司 / Company', 28],
  ['email', '邮箱 / Email', 28],
  ['phoneNumber', '电话 / Phone', 18],
  ['country', '国家 / Country', 14],
  ['shareRandomCode', '分享链接 / Share', 12],
  ['state', '状态 / State', 10],
  ['createdAt', '注册时间 / Registered', 20],
  ['lastVisitAt', '最近访问 / Last visit', 20],
  ['orderCount', '订单数 / Orders', 10],
];
const VISITOR_COLUMNS: [string, string, number][] = [
  ['email', '邮箱 / Email', 30],
  ['shareRandomCode', '分享链接 / Share', 12],
  ['firstUsedAt', '首次使用 / First use', 20],
  ['lastUsedAt', '最近使用 / Last use', 20],
  ['useCount', '次数 / Uses', 10],
];
/** accounts.status (migration 021): 0 active, 1 blocked, 2 waiting for approval, 3 refused. */
const STATES: Record<number, Buyer['state']> = { 0: 'active', 1: 'blocked', 2: 'pending', 3: 'refused' };
const STATUS = { active: 0, blocked: 1, pending: 2, refused: 3 } as const;
const iso = (d: Date | string) => new Date(d).toISOString();
const SELECT = `SELECT a.id, a.account, a.name, a.company_name, a.email, a.phone_number, a.country, a.status,
    a.created_at, a.last_visit_at, s.share_random_code,
    (SELECT count(*)::int FROM orders o WHERE o.account_id = a.id) AS order_count
  FROM accounts a LEFT JOIN shares s ON s.id = a.last_share_id`;

const buyerOf = (r: Row): Buyer => ({
  id: r.id,
  account: r.account,
  name: r.name,
  companyName: r.company_name,
  email: r.email,
  phoneNumber: r.phone_number,
  country: r.country,
  shareRandomCode: r.share_random_code,
  state: STATES[r.status] ?? 'blocked',
  createdAt: iso(r.created_at),
  lastVisitAt: r.last_visit_at ? iso(r.last_visit_at) : null,
  orderCount: r.order_count,
});

/** Ten characters with letters and digits (the spec's password rule, section 5), without look-alikes. */
function oneTimePassword() {
  for (;;) {
    const value = randomCode(10);
    if (/[A-Z]/.test(value) && /\d/.test(value)) return value;
  }
}

export function consoleBuyersService(db: Database) {
  async function rowOf(staff: Staff, id: number) {
    const [row] = await db.query<Row>(`${SELECT} WHERE a.id = $1 AND a.company_id = $2`, [id, staff.companyId]);
    if (!row) throw new ShareError(404, 'No such buyer account.');
    return row;
  }

  async function listOf(staff: Staff, body: Body<'ConsoleBuyerList'>, limit: number) {
    const query = body.query?.trim().toLowerCase() ?? '';
    const share = body.shareRandomCode ?? '';
    const accounts = await db.query<Row>(
      `${SELECT} WHERE a.company_id = $1 AND ($3 = '' OR s.share_random_code = $3)
          AND ($2 = '' OR strpos(lower(a.account || ' ' || a.name || ' ' || a.company_name || ' ' || a.email || ' ' || a.phone_number), $2) > 0)
          ORDER BY a.status = ${STATUS.pending} DESC, a.last_visit_at DESC NULLS LAST, a.id DESC LIMIT ${limit}`,
      [staff.companyId, query, share],
    );
    const visitors = await db.query<{
      email: string;
      share_random_code: string;
      first_used_at: Date | string;
      last_used_at: Date | string;
      use_count: number;
    }>(
      `SELECT c.email, s.share_random_code, min(c.first_used_at) AS first_used_at, max(c.last_used_at) AS last_used_at,
            sum(c.use_count)::int AS use_count
           FROM share_codes c JOIN shares s ON s.id = c.share_id
          WHERE s.company_id = $1 AND c.use_count > 0 AND c.email IS NOT NULL AND ($3 = '' OR s.share_random_code = $3)
            AND ($2 = '' OR strpos(lower(c.email), $2) > 0)
          GROUP BY c.email, s.share_random_code ORDER BY max(c.last_used_at) DESC LIMIT ${limit}`,
      [staff.companyId, query, share],
    );
    return {
      accounts: accounts.map(buyerOf),
      visitors: visitors.map((v) => ({
        email: v.email,
        shareRandomCode: v.share_random_code,
        firstUsedAt: iso(v.first_used_at),
        lastUsedAt: iso(v.last_used_at),
        useCount: v.use_count,
      })),
    };
  }

  return {
    list: (staff: Staff, body: Body<'ConsoleBuyerList'>) => listOf(staff, body, LIMIT),

    /** The list as the room filters it, every row (up to EXPORT_LIMIT), as a workbook: accounts, then code visitors. */
    async exportList(staff: Staff, body: Body<'ConsoleExportBuyers'>): Promise<ExportFile> {
      const { accounts, visitors } = await listOf(staff, body, EXPORT_LIMIT);
      return {
        fileName: 'buyers.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        write: async (out: Writable) => {
          const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
          const sheet = (name: string, columns: [string, string, number][]) => {
            const s = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
            s.columns = columns.map(([key, header, width]) => ({ key, header, width }));
            s.getRow(1).font = { bold: true };
            return s;
          };
          const when = (at: string | null) => (at ? new Date(at) : '');
          const people = sheet('Buyers', ACCOUNT_COLUMNS);
          for (const b of accounts)
            people.addRow({ ...b, createdAt: when(b.createdAt), lastVisitAt: when(b.lastVisitAt) }).commit();
          const guests = sheet('Code visitors', VISITOR_COLUMNS);
          for (const v of visitors)
            guests.addRow({ ...v, firstUsedAt: when(v.firstUsedAt), lastUsedAt: when(v.lastUsedAt) }).commit();
          await workbook.commit();
        },
      };
    },

    async setState(staff: Staff, body: Body<'ConsoleSetBuyerState'>) {
      const row = await rowOf(staff, body.id);
      const from = STATES[row.status] ?? 'blocked';
      if (body.state === 'refused' && from !== 'pending' && from !== 'refused')
        throw new ShareError(
          400,
          'Invalid request: body.state refused is only for a registration waiting for approval.',
        );
      if (body.state !== from) {
        await db.query('UPDATE accounts SET status = $2 WHERE id = $1', [row.id, STATUS[body.state]]);
        if (body.state === 'blocked') await forgetSessionsOf(db, { accountId: row.id });
        const action =
          body.state === 'blocked'
            ? 'buyerBlocked'
            : body.state === 'refused'
              ? 'buyerRefused'
              : from === 'blocked'
                ? 'buyerUnblocked'
                : 'buyerApproved';
        await logActivity(db, staff, action, row.account, row.company_name);
      }
      return { buyer: buyerOf(await rowOf(staff, row.id)) };
    },

    async resetPassword(staff: Staff, body: Body<'ConsoleResetBuyerPassword'>) {
      const row = await rowOf(staff, body.id);
      const password = oneTimePassword();
      await db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [row.id, await hashPassword(password)]);
      await forgetSessionsOf(db, { accountId: row.id });
      await logActivity(db, staff, 'buyerPasswordReset', row.account, row.company_name);
      return { oneTimePassword: password };
    },
  };
}
