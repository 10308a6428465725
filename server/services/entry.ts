// The three ways into a share (spec section 1): share login (public or verification code), private account
// login and registration. Each ends with a session row and the login result the browser keeps.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import type { CallTypes, LoginResult } from '../../schemas/api/types.gen';
import { activeShare, companyById, shareInfoOf, type ShareRow } from './shares';
import { createSession, type Session } from './sessions';
import { ShareError, invalid } from './messages';
import { shareCodeFromLink } from '../../protocol/shareCode';
import {
  registerProblems,
  shareLoginProblems,
  checkAccount,
  entryRefusal,
  type WayIn,
} from '../../protocol/entryRules';
import { hashPassword, verifyPassword, decoyHash } from './passwords';
import { loginLimiter, type LoginLimiterOptions } from './rateLimit';
import { indexChildren, standalonePages } from '../../protocol/pages';
import { customerUserOf, type AccountRow } from './account';
import type { Staff } from './buyer';

type Body<N extends keyof CallTypes> = CallTypes[N]['request'];
const CART_PAGES = new Set(['shoppingCart', 'myOrder', 'orderList', 'orders', 'orderDetail']);

/** Pages a visitor of this share may open: everything, minus cart and orders when the share has no cart. */
function menuRootFor(share: ShareRow): string[] {
  const all = [...indexChildren, ...standalonePages];
  return share.share_info.openUserList.includes(2) ? all : all.filter((p) => !CART_PAGES.has(p));
}

async function loginResult(
  db: Queryable,
  share: ShareRow,
  session: Omit<Session, 'token' | 'adminId'> & { accountId?: number },
  customer: LoginResult['customerUser'],
): Promise<LoginResult> {
  const company = await companyById(db, share.company_id);
  if (!company.is_reviewed) throw new ShareError(411);
  const token = await createSession(db, session);
  return {
    token,
    loginEmail: session.loginEmail ?? '',
    shareId: share.id,
    shareRandomCode: share.share_random_code,
    shareInfo: shareInfoOf(share, company),
    companyNumber: company.company_number,
    currencyType: company.currency,
    isPrivateLogin: session.kind === 'account',
    customerUser: customer,
    menuRoot: menuRootFor(share),
  };
}

async function shareFromLink(db: Queryable, url: string | undefined) {
  const code = url ? shareCodeFromLink(url) : null;
  const share = code ? await activeShare(db, { code }) : null;
  if (!share) throw new ShareError(410);
  return share;
}

const flagsOf = (share: ShareRow) => ({ ...share.share_info, isPublic: share.is_public });

/** Refuses a way in the share does not offer (ENTRY_RULES in protocol/entryRules.ts, issue 12). */
function assertOffers(share: ShareRow, way: WayIn) {
  const refusal = entryRefusal(flagsOf(share), way);
  if (refusal === 400) invalid('verifyCode', 'required');
  if (refusal === 410) throw new ShareError(410, 'This share does not take account logins; use the way in it offers.');
  if (refusal) throw new ShareError(refusal);
}

/** The share an account signs in to: the link it came from, else its company's first share offering this way in. */
/** accounts.status of a registration the supplier has not approved yet (migration 021). */
export const ACCOUNT_AWAITING_APPROVAL = 2;
const awaitingApproval = () =>
  new ShareError(
    416,
    'Thank you for registering. The company approves new accounts; you can sign in once yours is approved.',
    'awaitingApproval',
  );

async function accountShare(
  db: Queryable,
  session: Session | undefined,
  url: string | undefined,
  way: 'accountLogin' | 'register',
) {
  if (!session) throw new ShareError(401, 'This call needs a bearer token.');
  if (url) {
    const share = await shareFromLink(db, url);
    if (share.company_id !== session.companyId) throw new ShareError(410);
    assertOffers(share, way);
    return share;
  }
  const shares = await db.query<ShareRow>(
    `SELECT * FROM shares WHERE company_id = $1 AND is_active ORDER BY is_public, share_info->'publicTypeList' @> '[1]', id`,
    [session.companyId],
  );
  const share = shares.find((s) => entryRefusal(flagsOf(s), way) === null);
  if (!share) throw new ShareError(way === 'register' ? 418 : 410);
  return share;
}

const address = (request: FastifyRequest) => request.ip;

export function entryService(db: Queryable, limits?: LoginLimiterOptions) {
  const limiter = loginLimiter(db, limits);
  const emptyCustomer = { name: '', userImage: '', phoneNumber: '', companyName: '', email: '', address: '' };
  // The console's buyer list shows when an account last signed in, and where (issue 24).
  const visited = (accountId: number, shareId: number) =>
    db.query('UPDATE accounts SET last_visit_at = now(), last_share_id = $2 WHERE id = $1', [accountId, shareId]);

  return {
    /** The studio canvas's way in (issue 25): the company's own staff enter one of its shares as its public visitors
     *  do, without the share's login page. Drafts still ride only on the console token (pageViewFor), so this
     *  session sees what a buyer of the share sees. */
    async previewLogin(staff: Staff, body: Body<'ConsolePreviewSession'>) {
      const share = await activeShare(db, { code: body.shareRandomCode });
      if (!share || share.company_id !== staff.companyId) throw new ShareError(410);
      return loginResult(
        db,
        share,
        { kind: 'share', companyId: share.company_id, shareId: share.id, loginEmail: null },
        emptyCustomer,
      );
    },
    async shareLogin(body: Body<'CompanyShareLoginV2'>, request: FastifyRequest) {
      const share = await shareFromLink(db, body.url);
      const company = await companyById(db, share.company_id);
      const form = {
        email: body.email ?? '',
        verifyCode: body.verifyCode ?? '',
        companyNumber: body.companyNumber ?? '',
      };
      assertOffers(share, form.verifyCode.trim() ? 'codeLogin' : 'publicLogin');
      const problems = shareLoginProblems(form, flagsOf(share));
      for (const [field, problem] of Object.entries(problems)) invalid(field, problem!);
      const email = form.email.trim().toLowerCase();
      if (form.verifyCode) {
        const attempt = await limiter.begin({ account: `code:${share.id}:${email}`, address: address(request) });
        const [match] = await db.query<{ id: number }>(
          `SELECT id FROM share_codes WHERE share_id = $1 AND verify_code = $2 AND NOT revoked
             AND (email IS NULL OR lower(email) = $3) AND (expires_at IS NULL OR expires_at > now())`,
          [share.id, form.verifyCode.trim(), email],
        );
        if (!match || form.companyNumber.trim().toUpperCase() !== company.company_number.toUpperCase())
          throw new ShareError(413);
        await attempt.succeeded();
        // The console's Access room shows when each code was used (issue 24).
        await db.query(
          'UPDATE share_codes SET use_count = use_count + 1, first_used_at = coalesce(first_used_at, now()), last_used_at = now() WHERE id = $1',
          [match.id],
        );
      }
      return loginResult(
        db,
        share,
        { kind: 'share', companyId: share.company_id, shareId: share.id, loginEmail: email || null },
        {
          ...emptyCustomer,
          name: body.linkMan ?? '',
          phoneNumber: body.phoneNumber ?? '',
          companyName: body.companyName ?? '',
          email: body.contactEmail ?? email,
        },
      );
    },

    async privateLogin(body: Body<'UserLogin'>, session: Session | undefined, request: FastifyRequest) {
      if (!body.account || !body.password) throw new ShareError(419);
      const share = await accountShare(db, session, body.url, 'accountLogin');
      const attempt = await limiter.begin({
        account: `account:${share.company_id}:${body.account.toLowerCase()}`,
        address: address(request),
      });
      const [account] = checkAccount(body.account, false)
        ? []
        : await db.query<AccountRow & { password_hash: string; status: number }>(
            'SELECT * FROM accounts WHERE company_id = $1 AND lower(account) = lower($2)',
            [share.company_id, body.account],
          );
      const passwordOk = await verifyPassword(body.password, account?.password_hash ?? (await decoyHash));
      if (!account || !passwordOk) throw new ShareError(account ? 415 : 414);
      await attempt.succeeded();
      if (account.status === ACCOUNT_AWAITING_APPROVAL) throw awaitingApproval();
      if (account.status !== 0) throw new ShareError(416);
      await visited(account.id, share.id);
      return loginResult(
        db,
        share,
        {
          kind: 'account',
          companyId: share.company_id,
          shareId: share.id,
          loginEmail: account.email || null,
          accountId: account.id,
        },
        customerUserOf(account),
      );
    },

    async register(body: Body<'Register'>, session: Session | undefined) {
      if (!body.account || !body.password) throw new ShareError(419);
      const share = await accountShare(db, session, body.url, 'register');
      const form = { name: '', email: '', country: '', companyName: '', address: '', phoneNumber: '', ...body };
      const problems = registerProblems(form, share.share_info);
      if (problems.email) throw new ShareError(420, 'Please enter a valid email address.');
      for (const [field, problem] of Object.entries(problems)) invalid(field, problem!);
      const email = form.email.trim();
      const taken = await db.query<{ account: string; email: string }>(
        "SELECT account, email FROM accounts WHERE company_id = $1 AND (lower(account) = lower($2) OR ($3 <> '' AND lower(email) = lower($3)))",
        [share.company_id, form.account, email],
      );
      if (taken.some((t) => t.account.toLowerCase() === form.account.toLowerCase())) throw new ShareError(417);
      if (taken.length) throw new ShareError(420, 'This email address is already registered.');
      const [account] = await db.query<{ id: number }>(
        `INSERT INTO accounts (company_id, account, password_hash, name, email, country, company_name, address, phone_number, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING RETURNING id`,
        [
          share.company_id,
          form.account,
          await hashPassword(form.password),
          form.name.trim(),
          email,
          form.country.trim(),
          form.companyName.trim(),
          form.address.trim(),
          form.phoneNumber.trim(),
          share.needs_approval ? ACCOUNT_AWAITING_APPROVAL : 0,
        ],
      );
      if (!account) throw new ShareError(417); // lost a race with an identical registration
      await visited(account.id, share.id);
      // The account exists but opens nothing until the supplier approves it (docs/decisions.md, issue 24).
      if (share.needs_approval) throw awaitingApproval();
      return loginResult(
        db,
        share,
        {
          kind: 'account',
          companyId: share.company_id,
          shareId: share.id,
          loginEmail: email || null,
          accountId: account.id,
        },
        {
          name: form.name.trim(),
          userImage: '',
          phoneNumber: form.phoneNumber.trim(),
          companyName: form.companyName.trim(),
          email,
          address: form.address.trim(),
          country: form.country.trim(),
        },
      );
    },
  };
}
