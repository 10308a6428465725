// The console's Access room (issue 24): a supplier's admin creates, edits, pauses and deletes share links and issues,
// lists and revokes invitation codes — the caller's own company only, role `admin`, read per call. Nothing here is
// kept in the process: every buyer call reads the share row again (services/shares.ts activeShare), so a change
// applies at the buyer's next call on every app server.
import type { Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { ShareError } from './messages';
import { newShareCode, newVerifyCode } from './accessCodes';
import { shareKind, checkEmail } from '../../protocol/entryRules';
import {
  flagsForKind,
  shareSettingsProblems,
  type ShareSettingsDraft,
  type ShareSettingsProblem,
} from '../../protocol/shareSettings';
import { sharesChanged } from './shares';
import { logActivity } from './activity';

type ConsoleShare = CallTypes['ConsoleShareList']['response']['items'][number];
type ConsoleCode = CallTypes['ConsoleCodeList']['response']['items'][number];
type Body<N extends keyof CallTypes> = CallTypes[N]['request'];

interface Row {
  id: number;
  share_random_code: string;
  label: string;
  is_public: boolean;
  is_active: boolean;
  salesperson: string;
  needs_approval: boolean;
  share_info: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
  active_codes: number;
}
interface CodeRow {
  verify_code: string;
  email: string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
  revoked: boolean;
  revoked_at: Date | string | null;
  first_used_at: Date | string | null;
  last_used_at: Date | string | null;
  use_count: number;
  expired: boolean;
}

const PROBLEM_TEXT: Record<ShareSettingsProblem, string> = {
  required: 'is required',
  tooLong: 'is too long',
  needsAccounts: 'offers private accounts (2) but openUserList has no 2',
};
const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));
const only2 = (list: unknown): 2[] => (Array.isArray(list) && list.includes(2) ? [2] : []);
const noSuchShare = () => new ShareError(404, 'No such share.');

const SHARE_SELECT = `SELECT s.*, (SELECT count(*)::int FROM share_codes c WHERE c.share_id = s.id AND NOT c.revoked
  AND (c.expires_at IS NULL OR c.expires_at > now())) AS active_codes FROM shares s`;

function settingsOf(row: Row): ShareSettingsDraft {
  const i = row.share_info;
  const showNumber = [1, 2, -1].includes(i.showNumber as number) ? (i.showNumber as 1 | 2 | -1) : 3;
  return {
    openUserList: only2(i.openUserList),
    publicTypeList: only2(i.publicTypeList),
    platformList: only2(i.platformList),
    isShowPrice: !!i.isShowPrice,
    showNumber,
    productSource: i.productSource === 1 ? 1 : 0,
    isMailRequired: !!i.isMailRequired,
    isPhoneRequired: !!i.isPhoneRequired,
    isCountryRequired: !!i.isCountryRequired,
    isCompanyNameRequired: !!i.isCompanyNameRequired,
    isAddressRequired: !!i.isAddressRequired,
    isLinkPhone: !!i.isLinkPhone,
    isLinkEmail: !!i.isLinkEmail,
    salesperson: row.salesperson,
    needsApproval: row.needs_approval,
  };
}

function shareOf(row: Row, baseUrl: string): ConsoleShare {
  const publicTypeList = Array.isArray(row.share_info.publicTypeList)
    ? (row.share_info.publicTypeList as number[])
    : [];
  const openUserList = Array.isArray(row.share_info.openUserList) ? (row.share_info.openUserList as number[]) : [];
  return {
    shareRandomCode: row.share_random_code,
    label: row.label,
    kind: shareKind({ isPublic: row.is_public, publicTypeList, openUserList }),
    state: row.is_active ? 'active' : 'paused',
    settings: settingsOf(row),
    link: `${baseUrl}/login?id=${row.share_random_code}`,
    activeCodes: row.active_codes,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function codeOf(row: CodeRow): ConsoleCode {
  const state = row.revoked ? 'revoked' : row.expired ? 'expired' : row.use_count > 0 ? 'used' : 'open';
  return {
    verifyCode: row.verify_code,
    email: row.email,
    state,
    createdAt: iso(row.created_at),
    expiresAt: isoOrNull(row.expires_at),
    firstUsedAt: isoOrNull(row.first_used_at),
    lastUsedAt: isoOrNull(row.last_used_at),
    useCount: row.use_count,
    revokedAt: isoOrNull(row.revoked_at),
  };
}

export function consoleAccessService(db: Queryable) {
  async function shareRow(companyId: number, code: string): Promise<Row> {
    const [row] = await db.query<Row>(
      `${SHARE_SELECT} WHERE s.share_random_code = $1 AND s.company_id = $2 AND s.deleted_at IS NULL`,
      [code, companyId],
    );
    if (!row) throw noSuchShare();
    return row;
  }

  async function codes(shareId: number): Promise<ConsoleCode[]> {
    const rows = await db.query<CodeRow>(
      `SELECT *, (expires_at IS NOT NULL AND expires_at <= now()) AS expired FROM share_codes WHERE share_id = $1 ORDER BY created_at DESC, id DESC`,
      [shareId],
    );
    return rows.map(codeOf);
  }

  return {
    async list(staff: Staff, baseUrl: string) {
      const rows = await db.query<Row>(
        `${SHARE_SELECT} WHERE s.company_id = $1 AND s.deleted_at IS NULL ORDER BY s.id`,
        [staff.companyId],
      );
      return { items: rows.map((r) => shareOf(r, baseUrl)) };
    },

    async save(staff: Staff, body: Body<'ConsoleSaveShare'>, baseUrl: string): Promise<ConsoleShare> {
      const settings = body.settings as ShareSettingsDraft;
      const [problem] = Object.entries(shareSettingsProblems({ label: body.label, kind: body.kind, settings }));
      if (problem) throw new ShareError(400, `Invalid request: body.${problem[0]} ${PROBLEM_TEXT[problem[1]!]}.`);
      const { salesperson, needsApproval = false, ...flags } = settings;
      const info = { ...flags, ...flagsForKind(body.kind, settings) };
      const { isPublic, ...shareInfo } = info;
      let code = body.shareRandomCode;
      if (code) {
        const existing = await shareRow(staff.companyId, code);
        await db.query(
          `UPDATE shares SET label = $2, is_public = $3, share_info = share_info || $4::jsonb, salesperson = $5, needs_approval = $6,
             updated_at = now() WHERE id = $1`,
          [existing.id, body.label.trim(), isPublic, JSON.stringify(shareInfo), salesperson.trim(), needsApproval],
        );
      } else {
        // The companion app's ids are the company's (its Company room): a new share takes them from the oldest one.
        const [first] = await db.query<{ share_info: Record<string, unknown> }>(
          'SELECT share_info FROM shares WHERE company_id = $1 ORDER BY id LIMIT 1',
          [staff.companyId],
        );
        const app = {
          iosId: '',
          androidId: '',
          iosLogo: '',
          androidLogo: '',
          uploadStatus: 0,
          ...pick(first?.share_info, ['iosId', 'androidId', 'iosLogo', 'androidLogo', 'uploadStatus']),
        };
        for (let attempt = 0; ; attempt++) {
          code = newShareCode();
          const inserted = await db.query(
            `INSERT INTO shares (company_id, share_random_code, label, is_public, share_info, salesperson, needs_approval) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
             ON CONFLICT (share_random_code) DO NOTHING RETURNING id`,
            [
              staff.companyId,
              code,
              body.label.trim(),
              isPublic,
              JSON.stringify({ ...app, ...shareInfo }),
              salesperson.trim(),
              needsApproval,
            ],
          );
          if (inserted.length) break;
          if (attempt > 5) throw new Error('No free share code after several draws.');
        }
      }
      sharesChanged(db);
      const saved = shareOf(await shareRow(staff.companyId, code), baseUrl);
      await logActivity(db, staff, 'shareSaved', saved.shareRandomCode, `${saved.label} (${saved.kind})`);
      return saved;
    },

    async setState(staff: Staff, body: Body<'ConsoleSetShareState'>, baseUrl: string): Promise<ConsoleShare> {
      const row = await shareRow(staff.companyId, body.shareRandomCode);
      await db.query('UPDATE shares SET is_active = $2, updated_at = now() WHERE id = $1', [
        row.id,
        body.state === 'active',
      ]);
      sharesChanged(db);
      await logActivity(db, staff, 'shareState', row.share_random_code, body.state);
      return shareOf(await shareRow(staff.companyId, body.shareRandomCode), baseUrl);
    },

    async remove(staff: Staff, body: Body<'ConsoleDeleteShare'>) {
      const row = await shareRow(staff.companyId, body.shareRandomCode);
      await db.query('UPDATE shares SET is_active = false, deleted_at = now(), updated_at = now() WHERE id = $1', [
        row.id,
      ]);
      sharesChanged(db);
      await logActivity(db, staff, 'shareDeleted', row.share_random_code, row.label);
      return { deleted: row.share_random_code };
    },

    async codeList(staff: Staff, body: Body<'ConsoleCodeList'>) {
      return { items: await codes((await shareRow(staff.companyId, body.shareRandomCode)).id) };
    },

    async issueCodes(staff: Staff, body: Body<'ConsoleIssueCodes'>) {
      const row = await shareRow(staff.companyId, body.shareRandomCode);
      if (shareOf(row, '').kind !== 'invitation') {
        throw new ShareError(
          400,
          'Invalid request: body.shareRandomCode is not an invitation share; codes open invitation shares only.',
        );
      }
      const seen = new Set<string>();
      const emails: (string | null)[] = [];
      for (const [i, typed] of body.emails.entries()) {
        const email = typed.trim();
        if (checkEmail(email, true))
          throw new ShareError(400, `Invalid request: body.emails.${i} is not an email address.`);
        if (seen.has(email.toLowerCase())) continue;
        seen.add(email.toLowerCase());
        emails.push(email);
      }
      if (!emails.length) emails.push(null);
      const taken = new Set(
        (
          await db.query<{ verify_code: string }>('SELECT verify_code FROM share_codes WHERE share_id = $1', [row.id])
        ).map((r) => r.verify_code),
      );
      const made: string[] = [];
      for (const email of emails) {
        let code = newVerifyCode();
        while (taken.has(code)) code = newVerifyCode();
        taken.add(code);
        made.push(code);
        await db.query(
          `INSERT INTO share_codes (share_id, verify_code, email, expires_at) VALUES ($1, $2, $3, CASE WHEN $4::int IS NULL THEN NULL ELSE now() + make_interval(days => $4::int) END)`,
          [row.id, code, email, body.days ?? null],
        );
      }
      // The codes themselves are secrets: the log names whom they were issued for.
      const whom = emails.map((e) => e ?? '*').join(', ');
      await logActivity(db, staff, 'codesIssued', row.share_random_code, `${made.length}: ${whom}`);
      const all = await codes(row.id);
      return { items: made.map((code) => all.find((c) => c.verifyCode === code)!) };
    },

    async revokeCode(staff: Staff, body: Body<'ConsoleRevokeCode'>) {
      const row = await shareRow(staff.companyId, body.shareRandomCode);
      const revoked = await db.query(
        'UPDATE share_codes SET revoked = true, revoked_at = coalesce(revoked_at, now()) WHERE share_id = $1 AND verify_code = $2 RETURNING id, email',
        [row.id, body.verifyCode],
      );
      if (!revoked.length) throw new ShareError(404, 'No such code on this share.');
      await logActivity(db, staff, 'codeRevoked', row.share_random_code, String(revoked[0].email ?? '*'));
      return { items: await codes(row.id) };
    },
  };
}

function pick(from: Record<string, unknown> | undefined, keys: string[]) {
  return Object.fromEntries(keys.filter((k) => from && k in from).map((k) => [k, from![k]]));
}
