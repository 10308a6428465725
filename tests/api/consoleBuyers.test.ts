// The console's Buyers room (issue 24): the admin finds a new private account by its company, with its share, last
// visit and order count; blocks it (its open session is 401 at its next call, signing in again is 416) and unblocks
// it; resets its password to a one-time one that passes the spec's rule (the old one and its session stop); sees an
// invitation-code visitor under its share; every change is in the activity log; another company's buyers stay apart;
// on a share that approves new accounts, a registration waits until approved (or stays shut once refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import { checkPassword } from '../../protocol/entryRules';
import { must, nonce, wire } from './wire';
import { baseUrl } from './helpers';
import { calls } from '../../schemas/api/calls';
import { makeSignHeaders } from '../../protocol/envelope';
import ExcelJS from 'exceljs';
import { PRIVATE_SHARE_SETTINGS } from './shareSettings';

type Buyer = {
  id: number;
  account: string;
  companyName: string;
  shareRandomCode: string | null;
  state: string;
  lastVisitAt: string | null;
  orderCount: number;
};
let admin: string;
const stamp = Date.now().toString(36).slice(-6);
const account = `buy${stamp}9`;
const password = 'Buyers2026a';
const company = `Dune Toys ${stamp}`;

const signIn = async (pass: string) => {
  const visitor = await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' });
  return wire(
    'UserLogin',
    { loginType: 1, account, password: pass, url: DEMO_SHARES.private.code },
    { token: visitor },
  );
};
const find = async () =>
  (await must<{ accounts: Buyer[] }>('ConsoleBuyerList', { query: company.toLowerCase() }, admin)).accounts;

beforeAll(async () => {
  admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
  const visitor = await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' });
  await must(
    'Register',
    {
      account,
      password,
      confirmPassword: password,
      name: 'Dune Buyer',
      email: `${account}@buyers.test`,
      companyName: company,
      phoneNumber: '+34600000002',
      url: DEMO_SHARES.private.code,
    },
    visitor,
  );
});

describe('buyers', () => {
  it("exports the list as .xlsx: its own buyers, never another company's", async () => {
    const response = await fetch(baseUrl() + calls.ConsoleExportBuyers.path, {
      method: 'POST',
      headers: {
        ...makeSignHeaders(Date.now(), nonce()),
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({}),
    });
    expect(response.headers.get('content-disposition')).toContain('buyers.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Buyers')!;
    const accounts = sheet.getColumn(1).values.slice(2).map(String);
    expect(accounts).toContain(account);
    expect(accounts).not.toContain(TENANT_FIXTURES.B.account.account);
    const row = sheet.getRow(accounts.indexOf(account) + 2);
    expect(row.getCell(3).value).toBe(company);
  });

  it('finds an account by its company, with its share, last visit and orders', async () => {
    const [buyer] = await find();
    expect(buyer).toMatchObject({
      account,
      companyName: company,
      shareRandomCode: DEMO_SHARES.private.code,
      state: 'active',
      orderCount: 0,
    });
    expect(buyer.lastVisitAt).not.toBeNull();
    const byShare = await must<{ accounts: Buyer[] }>(
      'ConsoleBuyerList',
      { query: account, shareRandomCode: DEMO_SHARES.public.code },
      admin,
    );
    expect(byShare.accounts).toEqual([]);
  });

  it('a blocked buyer is refused at the next call and at sign-in; unblocked, signs in again', async () => {
    const session = (await signIn(password)).payload as { token: string };
    await must('ShoppingCartCount', { loginEmail: `${account}@buyers.test` }, session.token);
    const [buyer] = await find();
    const blocked = await must<{ buyer: Buyer }>('ConsoleSetBuyerState', { id: buyer.id, state: 'blocked' }, admin);
    expect(blocked.buyer.state).toBe('blocked');
    expect(
      (await wire('ShoppingCartCount', { loginEmail: `${account}@buyers.test` }, { token: session.token })).code,
    ).toBe(401);
    expect((await signIn(password)).code).toBe(416);
    await must('ConsoleSetBuyerState', { id: buyer.id, state: 'active' }, admin);
    expect((await signIn(password)).code).toBe(200);
  });

  it('a reset password is one-time, passes the spec rule, and ends the old password and sessions', async () => {
    const session = (await signIn(password)).payload as { token: string };
    const [buyer] = await find();
    const { oneTimePassword } = await must<{ oneTimePassword: string }>(
      'ConsoleResetBuyerPassword',
      { id: buyer.id },
      admin,
    );
    expect(checkPassword(oneTimePassword)).toBeNull();
    expect(
      (await wire('ShoppingCartCount', { loginEmail: `${account}@buyers.test` }, { token: session.token })).code,
    ).toBe(401);
    expect((await signIn(password)).code).toBe(415);
    expect((await signIn(oneTimePassword)).code).toBe(200);
    const log = await must<{ items: { action: string }[] }>('ConsoleActivityList', { query: account }, admin);
    expect(log.items.map((e) => e.action)).toEqual(['buyerPasswordReset', 'buyerUnblocked', 'buyerBlocked']);
  });

  it('lists an invitation-code visitor under its share once the code is used', async () => {
    const email = `visit${stamp}@buyers.test`;
    const issued = await must<{ items: { verifyCode: string }[] }>(
      'ConsoleIssueCodes',
      { shareRandomCode: DEMO_SHARES.code.code, emails: [email] },
      admin,
    );
    await must('CompanyShareLoginV2', {
      loginType: 1,
      url: DEMO_SHARES.code.code,
      email,
      verifyCode: issued.items[0].verifyCode,
      companyNumber: DEMO_COMPANY_NUMBER,
    });
    const { visitors } = await must<{ visitors: { email: string; shareRandomCode: string; useCount: number }[] }>(
      'ConsoleBuyerList',
      { query: email, shareRandomCode: DEMO_SHARES.code.code },
      admin,
    );
    expect(visitors).toEqual([expect.objectContaining({ email, shareRandomCode: DEMO_SHARES.code.code, useCount: 1 })]);
  });

  it("another company's admin never sees these buyers", async () => {
    const other = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.preview.admin)).token;
    const { accounts } = await must<{ accounts: Buyer[] }>('ConsoleBuyerList', { query: account }, other);
    expect(accounts).toEqual([]);
  });
});

// Approval of registrations (issue 24): on a share whose new accounts wait, a registration is kept but opens
// nothing (416, reason awaitingApproval) until the admin approves it; a refused one stays shut (plain 416).
describe('approval of registrations', () => {
  const settings = PRIVATE_SHARE_SETTINGS;
  let share = '';
  const register = async (name: string) => {
    const visitor = await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' });
    return wire(
      'Register',
      { account: name, password, confirmPassword: password, name: 'Waiting Buyer', url: share },
      { token: visitor },
    );
  };
  const login = async (name: string) => {
    const visitor = await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' });
    return wire('UserLogin', { loginType: 1, account: name, password, url: share }, { token: visitor });
  };
  const listed = async (name: string) =>
    (await must<{ accounts: Buyer[] }>('ConsoleBuyerList', { query: name }, admin)).accounts.find(
      (a) => a.account === name,
    )!;

  beforeAll(async () => {
    const saved = await must<{ shareRandomCode: string; settings: { needsApproval?: boolean } }>(
      'ConsoleSaveShare',
      { label: `Approval ${stamp}`, kind: 'private', settings: { ...settings, needsApproval: true } },
      admin,
    );
    expect(saved.settings.needsApproval).toBe(true);
    share = saved.shareRandomCode;
  });
  afterAll(() => must('ConsoleDeleteShare', { shareRandomCode: share }, admin));

  it('keeps a new account waiting until the admin approves it', async () => {
    const name = `wait${stamp}1`;
    const registered = await register(name);
    expect([registered.code, registered.message]).toEqual([416, expect.stringContaining('approves new accounts')]);
    expect((await login(name)).code).toBe(416);
    const waiting = await listed(name);
    expect(waiting.state).toBe('pending');
    expect(waiting.shareRandomCode).toBe(share);
    expect(
      (await must<{ buyer: Buyer }>('ConsoleSetBuyerState', { id: waiting.id, state: 'active' }, admin)).buyer.state,
    ).toBe('active');
    expect((await login(name)).code).toBe(200);
  });

  it('keeps a refused account shut, and refuses only a waiting one', async () => {
    const name = `wait${stamp}2`;
    await register(name);
    const waiting = await listed(name);
    await must('ConsoleSetBuyerState', { id: waiting.id, state: 'refused' }, admin);
    const refused = await login(name);
    expect([refused.code, refused.message]).toEqual([416, 'Account abnormal, please contact the company.']);
    const log = await must<{ items: { action: string; subject: string }[] }>(
      'ConsoleActivityList',
      { query: name },
      admin,
    );
    expect(log.items.map((e) => e.action)).toContain('buyerRefused');
    // An active account is blocked, not refused.
    const active = (await find())[0];
    expect((await wire('ConsoleSetBuyerState', { id: active.id, state: 'refused' }, { token: admin })).code).toBe(400);
  });

  it('lets a share without approval open new accounts at once', async () => {
    await must(
      'ConsoleSaveShare',
      { shareRandomCode: share, label: `Approval ${stamp}`, kind: 'private', settings },
      admin,
    );
    const name = `wait${stamp}3`;
    expect((await register(name)).code).toBe(200);
  });
});
