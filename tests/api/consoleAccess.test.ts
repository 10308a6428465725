// The console's Access room (issue 24): the demo admin lists the shares; creates a private share that hides prices
// and shows factory numbers, and a buyer registering on it gets exactly that at the next call; a bad setting is 400
// naming the field; a paused share is 410 for its link and for an open session's next call, and opens again when
// resumed; a deleted share is gone; invitation codes are random, only for invitation shares, show when used, and a
// revoked one is refused at sign-in with the spec's 413 message; another company's admin and buyers are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import { must, wire } from './wire';
import { readFigures } from './helpers';
import { PRIVATE_SHARE_SETTINGS } from './shareSettings';

type Share = {
  shareRandomCode: string;
  kind: string;
  state: string;
  link: string;
  label: string;
  settings: Record<string, unknown>;
};
type Code = { verifyCode: string; email: string | null; state: string; useCount: number; firstUsedAt: string | null };
const SETTINGS = {
  ...PRIVATE_SHARE_SETTINGS,
  isShowPrice: false,
  showNumber: 3,
  isLinkEmail: true,
  salesperson: 'Mia',
};
let admin: string;
const made: string[] = [];
const stamp = Date.now().toString(36).slice(-5);

async function create(label: string, kind: string, settings: Record<string, unknown> = SETTINGS) {
  const share = await must<Share>('ConsoleSaveShare', { label, kind, settings }, admin);
  made.push(share.shareRandomCode);
  return share;
}
async function registerOn(code: string) {
  const visitor = await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' });
  const account = `acc${stamp}${made.length}x`.slice(0, 16);
  return must<{ token: string; shareInfo: { isShowPrice: boolean; showNumber: number; isPublic: boolean } }>(
    'Register',
    {
      account,
      password: 'Access2026a',
      confirmPassword: 'Access2026a',
      name: 'Access Buyer',
      email: `${account}@access.test`,
      url: code,
    },
    visitor,
  );
}
const codeLogin = (email: string, verifyCode: string) =>
  wire('CompanyShareLoginV2', {
    loginType: 1,
    url: DEMO_SHARES.code.code,
    email,
    verifyCode,
    companyNumber: DEMO_COMPANY_NUMBER,
  });

beforeAll(async () => {
  admin = (await must<{ token: string; roles: string[] }>('AdminLogin', DEMO_ADMIN)).token;
});
afterAll(async () => {
  for (const code of made) await wire('ConsoleDeleteShare', { shareRandomCode: code }, { token: admin });
});

describe('shares', () => {
  it('the demo admin holds every role, admin included, and sees the three demo shares by kind', async () => {
    expect((await must<{ roles: string[] }>('AdminLogin', DEMO_ADMIN)).roles.sort()).toEqual([
      'admin',
      'catalogue',
      'design',
      'orders',
      'service',
    ]);
    const { items } = await must<{ items: Share[] }>('ConsoleShareList', {}, admin);
    const byCode = Object.fromEntries(items.map((s) => [s.shareRandomCode, s.kind]));
    expect(byCode).toMatchObject({
      [DEMO_SHARES.public.code]: 'public',
      [DEMO_SHARES.code.code]: 'invitation',
      [DEMO_SHARES.private.code]: 'private',
    });
    expect(items.find((s) => s.shareRandomCode === DEMO_SHARES.private.code)?.link).toMatch(/\/login\?id=SUNNYPRIV$/);
  });

  it('a new private share without prices, with factory numbers, is what its new buyer gets', async () => {
    const share = await create('Trade fair 2027', 'private');
    expect(share.shareRandomCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{9}$/);
    expect(share).toMatchObject({ kind: 'private', state: 'active', label: 'Trade fair 2027', settings: SETTINGS });
    const buyer = await registerOn(share.shareRandomCode);
    expect(buyer.shareInfo).toMatchObject({ isShowPrice: false, showNumber: 3, isPublic: false });
    const list = await must<{ items: Record<string, unknown>[] }>(
      'GetProductList',
      { pageIndex: 1, pageSize: 5 },
      buyer.token,
    );
    expect(list.items.length).toBeGreaterThan(0);
    for (const card of list.items) expect(card.price).toBeUndefined();
    // Edited: prices on, product numbers — at the same session's next call.
    await must(
      'ConsoleSaveShare',
      {
        shareRandomCode: share.shareRandomCode,
        label: 'Trade fair 2027',
        kind: 'private',
        settings: { ...SETTINGS, isShowPrice: true, showNumber: 2 },
      },
      admin,
    );
    const after = readFigures(
      await must<{ items: { price?: number; productNumber: string; displayNumber?: string }[] }>(
        'GetProductList',
        { pageIndex: 1, pageSize: 5 },
        buyer.token,
      ),
      buyer.token,
    );
    expect(after.items[0].price).toEqual(expect.any(Number));
    expect(after.items[0].displayNumber).toBe(after.items[0].productNumber);
  });

  it("a paused share stops its buyers' chat polls at once (the chat's kept share facts are dropped)", async () => {
    const share = await create('Chat pause', 'private');
    const buyer = await registerOn(share.shareRandomCode);
    await must('ChatMessageReadCount', {}, buyer.token);
    await must('ConsoleSetShareState', { shareRandomCode: share.shareRandomCode, state: 'paused' }, admin);
    expect((await wire('ChatMessageReadCount', {}, { token: buyer.token })).code).toBe(410);
  });

  it('GetPublicShareInfo gives a visitor of a second public share that share, not the first one', async () => {
    const share = await create('Second public', 'public');
    const visitor = await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: share.shareRandomCode });
    expect(await must('GetPublicShareInfo', {}, visitor.token)).toEqual({ shareRandomCode: share.shareRandomCode });
  });

  it('a paused share that offers the app is 412 (log in with the app) for its link; without the app 410', async () => {
    const withApp = await create('Paused app', 'private', { ...SETTINGS, platformList: [2] });
    const without = await create('Paused web', 'private');
    for (const s of [withApp, without])
      await must('ConsoleSetShareState', { shareRandomCode: s.shareRandomCode, state: 'paused' }, admin);
    expect(await wire('GetCompanyInfoOnLoginV2', { url: withApp.shareRandomCode })).toMatchObject({
      code: 412,
      message: expect.stringMatching(/app/i),
    });
    expect((await wire('GetCompanyInfoOnLoginV2', { url: without.shareRandomCode })).code).toBe(410);
  });

  it('refuses a bad setting with 400 naming the field', async () => {
    const bad = async (body: Record<string, unknown>) =>
      wire('ConsoleSaveShare', { label: 'x', kind: 'private', settings: SETTINGS, ...body }, { token: admin });
    expect(await bad({ label: '   ' })).toMatchObject({ code: 400, message: expect.stringContaining('body.label') });
    expect(await bad({ settings: { ...SETTINGS, showNumber: 7 } })).toMatchObject({
      code: 400,
      message: expect.stringContaining('showNumber'),
    });
    expect(
      await bad({ kind: 'invitation', settings: { ...SETTINGS, openUserList: [], publicTypeList: [2] } }),
    ).toMatchObject({ code: 400, message: expect.stringContaining('body.settings.publicTypeList') });
  });

  it('a paused share is 410 for its link and for an open session, until resumed; a deleted one is gone', async () => {
    const share = await create('Paused soon', 'public', { ...SETTINGS, isShowPrice: true });
    const session = (await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: share.shareRandomCode }))
      .token;
    expect(
      (await must<Share>('ConsoleSetShareState', { shareRandomCode: share.shareRandomCode, state: 'paused' }, admin))
        .state,
    ).toBe('paused');
    expect((await wire('GetCompanyInfoOnLoginV2', { url: share.shareRandomCode })).code).toBe(410);
    expect((await wire('GetProductList', { pageIndex: 1, pageSize: 5 }, { token: session })).code).toBe(410);
    await must('ConsoleSetShareState', { shareRandomCode: share.shareRandomCode, state: 'active' }, admin);
    await must('GetProductList', { pageIndex: 1, pageSize: 5 }, session);
    expect(await must('ConsoleDeleteShare', { shareRandomCode: share.shareRandomCode }, admin)).toEqual({
      deleted: share.shareRandomCode,
    });
    expect(
      (await must<{ items: Share[] }>('ConsoleShareList', {}, admin)).items.map((s) => s.shareRandomCode),
    ).not.toContain(share.shareRandomCode);
    expect((await wire('GetCompanyInfoOnLoginV2', { url: share.shareRandomCode })).code).toBe(410);
    expect(
      (
        await wire(
          'ConsoleSetShareState',
          { shareRandomCode: share.shareRandomCode, state: 'active' },
          { token: admin },
        )
      ).code,
    ).toBe(404);
  });
});

describe('invitation codes', () => {
  it('issued for an email open the invitation share once signed in, show as used, and are refused with 413 once revoked', async () => {
    const email = `invite-${stamp}@access.test`;
    const [issued] = (
      await must<{ items: Code[] }>(
        'ConsoleIssueCodes',
        { shareRandomCode: DEMO_SHARES.code.code, emails: [` ${email} `], days: 30 },
        admin,
      )
    ).items;
    expect(issued).toMatchObject({ email, state: 'open', useCount: 0 });
    expect(issued.verifyCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect((await codeLogin(email, issued.verifyCode)).code).toBe(200);
    const listed = (
      await must<{ items: Code[] }>('ConsoleCodeList', { shareRandomCode: DEMO_SHARES.code.code }, admin)
    ).items.find((c) => c.verifyCode === issued.verifyCode);
    expect(listed).toMatchObject({ state: 'used', useCount: 1, firstUsedAt: expect.any(String) });
    const after = await must<{ items: Code[] }>(
      'ConsoleRevokeCode',
      { shareRandomCode: DEMO_SHARES.code.code, verifyCode: issued.verifyCode },
      admin,
    );
    expect(after.items.find((c) => c.verifyCode === issued.verifyCode)?.state).toBe('revoked');
    expect(await codeLogin(email, issued.verifyCode)).toMatchObject({
      code: 413,
      message: 'Verification code error, please contact the company.',
    });
  });

  it('a pasted batch gets one code per distinct email; a bad email is 400 naming it; only invitation shares take codes', async () => {
    const emails = [`a-${stamp}@access.test`, `b-${stamp}@access.test`, `A-${stamp}@access.test`];
    const { items } = await must<{ items: Code[] }>(
      'ConsoleIssueCodes',
      { shareRandomCode: DEMO_SHARES.code.code, emails },
      admin,
    );
    expect(items.map((c) => c.email)).toEqual(emails.slice(0, 2));
    expect(new Set(items.map((c) => c.verifyCode)).size).toBe(2);
    for (const c of items)
      await must('ConsoleRevokeCode', { shareRandomCode: DEMO_SHARES.code.code, verifyCode: c.verifyCode }, admin);
    expect(
      await wire(
        'ConsoleIssueCodes',
        { shareRandomCode: DEMO_SHARES.code.code, emails: ['ok@access.test', 'not an email'] },
        { token: admin },
      ),
    ).toMatchObject({ code: 400, message: expect.stringContaining('body.emails.1') });
    expect(
      await wire('ConsoleIssueCodes', { shareRandomCode: DEMO_SHARES.private.code, emails: [] }, { token: admin }),
    ).toMatchObject({ code: 400, message: expect.stringContaining('body.shareRandomCode') });
  });
});

describe('who may', () => {
  it("another company's admin finds none of these shares; buyers and visitors are 403", async () => {
    const other = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.B.admin)).token;
    const theirs = (await must<{ items: Share[] }>('ConsoleShareList', {}, other)).items.map((s) => s.shareRandomCode);
    expect(theirs).not.toContain(DEMO_SHARES.code.code);
    expect((await wire('ConsoleCodeList', { shareRandomCode: DEMO_SHARES.code.code }, { token: other })).code).toBe(
      404,
    );
    expect(
      (
        await wire(
          'ConsoleSetShareState',
          { shareRandomCode: DEMO_SHARES.code.code, state: 'paused' },
          { token: other },
        )
      ).code,
    ).toBe(404);
    expect(
      (await wire('ConsoleIssueCodes', { shareRandomCode: DEMO_SHARES.code.code, emails: [] }, { token: other })).code,
    ).toBe(404);
    const buyer = (await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code }))
      .token;
    for (const token of [buyer, await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' })]) {
      expect((await wire('ConsoleShareList', {}, { token })).code).toBe(403);
      expect((await wire('ConsoleSaveShare', { label: 'x', kind: 'public', settings: SETTINGS }, { token })).code).toBe(
        403,
      );
    }
  });
});
