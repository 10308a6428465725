// The console's Staff room (issue 24): a supplier's admin lists its staff accounts, creates one (a one-time password
// shown once to hand over), changes names and roles, disables and enables, resets a password. Roles are read on
// every call (buyer.ts staffOf), and a disabled account or a reset password ends that account's sessions at once.
// The company always keeps one active admin. Every change goes to the activity log.
import type { Database } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { ShareError } from './messages';
import { randomCode } from './accessCodes';
import { hashPassword } from './passwords';
import { forgetSessionsOf } from './sessions';
import { logActivity } from './activity';

type Member = CallTypes['ConsoleStaffList']['response']['items'][number];
type Body<N extends keyof CallTypes> = CallTypes[N]['request'];
type Role = Member['roles'][number];

interface Row {
  id: number;
  account: string;
  name: string;
  roles: Role[];
  disabled_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const ROLE_ORDER: readonly Role[] = ['orders', 'service', 'catalogue', 'design', 'admin'];
const COLUMNS = 'id, account, name, roles, disabled_at, created_at, updated_at';
const noSuchStaff = () => new ShareError(404, 'No such staff account.');
const lastAdmin = () => new ShareError(422, 'The company must keep at least one active admin account.', 'lastAdmin');

/** Three groups of four from the invitation-code alphabet (no 0/O, 1/I/L): read out or typed without mistakes. */
export const oneTimePassword = () => [randomCode(4), randomCode(4), randomCode(4)].join('-');
const sorted = (roles: readonly Role[]) => ROLE_ORDER.filter((r) => roles.includes(r));

function memberOf(row: Row, staff: Staff): Member {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    roles: sorted(row.roles),
    state: row.disabled_at ? 'disabled' : 'active',
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    isYou: row.id === staff.adminId,
  };
}

export function consoleStaffService(db: Database) {
  async function rowOf(staff: Staff, id: number): Promise<Row> {
    const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM supplier_admins WHERE id = $1 AND company_id = $2`, [
      id,
      staff.companyId,
    ]);
    if (!row) throw noSuchStaff();
    return row;
  }

  /** Refuses a change that would leave the company without an active admin. */
  async function keepAnAdmin(staff: Staff, row: Row, after: { roles: readonly Role[]; disabled: boolean }) {
    const wasAdmin = !row.disabled_at && row.roles.includes('admin');
    if (!wasAdmin || (after.roles.includes('admin') && !after.disabled)) return;
    const [{ others }] = await db.query<{ others: number }>(
      `SELECT count(*)::int AS others FROM supplier_admins
        WHERE company_id = $1 AND id <> $2 AND disabled_at IS NULL AND 'admin' = ANY(roles)`,
      [staff.companyId, row.id],
    );
    if (others === 0) throw lastAdmin();
  }

  return {
    async list(staff: Staff) {
      const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM supplier_admins WHERE company_id = $1 ORDER BY id`, [
        staff.companyId,
      ]);
      return { items: rows.map((r) => memberOf(r, staff)) };
    },

    async save(staff: Staff, body: Body<'ConsoleSaveStaff'>) {
      const name = body.name.trim();
      if (!name) throw new ShareError(400, 'Invalid request: body.name is required.');
      const roles = sorted(body.roles);
      if (body.id === undefined) {
        if (!body.account) throw new ShareError(400, 'Invalid request: body.account is required for a new account.');
        const password = oneTimePassword();
        // Sign-in names are unique across suppliers (one AdminLogin for all), so a taken name says nothing more.
        const [row] = await db.query<Row>(
          `INSERT INTO supplier_admins (company_id, account, password_hash, name, roles)
           SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM supplier_admins WHERE lower(account) = lower($2))
           RETURNING ${COLUMNS}`,
          [staff.companyId, body.account, await hashPassword(password), name, roles],
        );
        if (!row) throw new ShareError(422, 'This sign-in name is taken.', 'accountTaken');
        await logActivity(db, staff, 'staffCreated', row.account, roles.join(', '));
        return { member: memberOf(row, staff), oneTimePassword: password };
      }
      const row = await rowOf(staff, body.id);
      await keepAnAdmin(staff, row, { roles, disabled: !!row.disabled_at });
      const [saved] = await db.query<Row>(
        `UPDATE supplier_admins SET name = $1, roles = $2, updated_at = now() WHERE id = $3 RETURNING ${COLUMNS}`,
        [name, roles, row.id],
      );
      const before = sorted(row.roles).join(', ');
      const after = roles.join(', ');
      if (before !== after || row.name !== name)
        await logActivity(db, staff, 'staffChanged', row.account, before === after ? name : `${before} → ${after}`);
      return { member: memberOf(saved, staff) };
    },

    async setState(staff: Staff, body: Body<'ConsoleSetStaffState'>) {
      const row = await rowOf(staff, body.id);
      const disabled = body.state === 'disabled';
      if (disabled === !!row.disabled_at) return { member: memberOf(row, staff) };
      await keepAnAdmin(staff, row, { roles: row.roles, disabled });
      const [saved] = await db.query<Row>(
        `UPDATE supplier_admins SET disabled_at = ${disabled ? 'now()' : 'NULL'}, updated_at = now() WHERE id = $1
         RETURNING ${COLUMNS}`,
        [row.id],
      );
      if (disabled) await forgetSessionsOf(db, { adminId: row.id });
      await logActivity(db, staff, disabled ? 'staffDisabled' : 'staffEnabled', row.account);
      return { member: memberOf(saved, staff) };
    },

    async resetPassword(staff: Staff, body: Body<'ConsoleResetStaffPassword'>) {
      const row = await rowOf(staff, body.id);
      const password = oneTimePassword();
      await db.query('UPDATE supplier_admins SET password_hash = $1, updated_at = now() WHERE id = $2', [
        await hashPassword(password),
        row.id,
      ]);
      // Whoever held the old password is out everywhere; the admin resetting their own password signs in again.
      await forgetSessionsOf(db, { adminId: row.id });
      await logActivity(db, staff, 'staffPasswordReset', row.account);
      return { oneTimePassword: password };
    },
  };
}
