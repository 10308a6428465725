// Issue 12, security item 1: a share is entered only by the ways in it offers (ENTRY_RULES in
// protocol/entryRules.ts, the table in docs/decisions.md "Entry (ways in)"). Every demo share kind × every way in:
// public login (link only), code login (email + code + company number), account login (UserLogin) and
// registration (Register), with the `url` naming the share; plus the supplier-default share and another supplier.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { SECOND_SUPPLIER } from '../../server/demo/secondSupplier';
import { testClient } from './helpers';

let token: string | null = null;
const { core } = testClient(() => token);
afterAll(() => core.clock.stop());
const browser = {
  loginType: 1 as const,
  browserVersion: 'Chrome 156',
  system: 'linux' as const,
  systemVersion: 'x86_64',
};
const visitorToken = async (companyNum: string = DEMO_COMPANY_NUMBER) =>
  (token = await core.call('GetToken', { companyNum, platForm: 'PC' }));
const link = (code: string) => `/login?id=${code}`;
let serial = 0;
const freshAccount = () => `gate${Date.now().toString(36).slice(-5)}${serial++}`;

const ways = {
  publicLogin: (code: string) => core.call('CompanyShareLoginV2', { ...browser, url: link(code) }),
  codeLogin: (code: string) =>
    core.call('CompanyShareLoginV2', {
      ...browser,
      url: link(code),
      email: DEMO_SHARES.code.email,
      verifyCode: DEMO_SHARES.code.verifyCode,
      companyNumber: DEMO_COMPANY_NUMBER,
    }),
  accountLogin: async (code: string) => {
    await visitorToken();
    return core.call('UserLogin', {
      ...browser,
      account: DEMO_SHARES.private.account,
      password: DEMO_SHARES.private.password,
      url: link(code),
    });
  },
  register: async (code: string) => {
    await visitorToken();
    const account = freshAccount();
    return core.call('Register', {
      account,
      password: 'Gate2027!',
      confirmPassword: 'Gate2027!',
      name: 'Gate Test',
      email: `${account}@gate.test`,
      companyName: 'Gate Ltd',
      phoneNumber: '+8613800000001',
      url: link(code),
    });
  },
};
type Way = keyof typeof ways;

/** Expected outcome per demo share and way in: 'in' = a login on that very share, a number = the refusal code. */
const expected: Record<keyof typeof DEMO_SHARES, Record<Way, 'in' | number>> = {
  public: { publicLogin: 'in', codeLogin: 413, accountLogin: 'in', register: 'in' },
  code: { publicLogin: 400, codeLogin: 'in', accountLogin: 410, register: 418 },
  private: { publicLogin: 413, codeLogin: 413, accountLogin: 'in', register: 'in' },
};

describe('every demo share kind × every way in', () => {
  for (const [kind, row] of Object.entries(expected) as [keyof typeof DEMO_SHARES, Record<Way, 'in' | number>][]) {
    for (const [way, outcome] of Object.entries(row) as [Way, 'in' | number][]) {
      const code = DEMO_SHARES[kind].code;
      it(`${code} (${kind}) × ${way} → ${outcome === 'in' ? 'signed in' : outcome}`, async () => {
        token = null;
        const answer = ways[way](code);
        if (outcome === 'in') {
          await expect(answer).resolves.toMatchObject({ shareRandomCode: code });
        } else {
          const error = await answer.then(
            () => null,
            (e) => e,
          );
          expect(error, 'must be refused').toMatchObject({ code: outcome });
          if (outcome === 400) expect(error.message).toMatch(/body\.verifyCode is required/);
        }
      });
    }
  }
});

describe('the invitation share cannot be walked around (issue 12 reproduction)', () => {
  it('a visitor token cannot register on SUNNYCODE, so no catalogue for it', async () => {
    await visitorToken();
    const error = await ways.register(DEMO_SHARES.code.code).then(
      () => null,
      (e) => e,
    );
    expect(error).toMatchObject({ code: 418, message: 'Registration failed, please contact the company.' });
    // The visitor token itself opens no catalogue.
    await expect(core.call('GetProductList', { pageIndex: 1, pageSize: 10 })).rejects.toMatchObject({ code: 401 });
  });

  it('an account of the supplier cannot sign in on SUNNYCODE', async () => {
    await expect(ways.accountLogin(DEMO_SHARES.code.code)).rejects.toMatchObject({ code: 410 });
  });
});

describe('without url, and across suppliers', () => {
  it("account login and registration without url land on the supplier's private share", async () => {
    await visitorToken();
    await expect(
      core.call('UserLogin', {
        ...browser,
        account: DEMO_SHARES.private.account,
        password: DEMO_SHARES.private.password,
      }),
    ).resolves.toMatchObject({ shareRandomCode: DEMO_SHARES.private.code, isPrivateLogin: true });
    await visitorToken();
    const account = freshAccount();
    await expect(
      core.call('Register', {
        account,
        password: 'Gate2027!',
        confirmPassword: 'Gate2027!',
        name: 'Gate Test',
        email: `${account}@gate.test`,
        companyName: 'Gate Ltd',
        phoneNumber: '+8613800000002',
      }),
    ).resolves.toMatchObject({ shareRandomCode: DEMO_SHARES.private.code });
  });

  it("another supplier's token opens none of these shares; its own private share takes accounts", async () => {
    await visitorToken(SECOND_SUPPLIER.companyNumber);
    await expect(
      core.call('UserLogin', {
        ...browser,
        account: DEMO_SHARES.private.account,
        password: DEMO_SHARES.private.password,
        url: link(DEMO_SHARES.private.code),
      }),
    ).rejects.toMatchObject({ code: 410 });
    await expect(
      core.call('UserLogin', {
        ...browser,
        account: DEMO_SHARES.private.account,
        password: DEMO_SHARES.private.password,
        url: link(SECOND_SUPPLIER.privateShare),
      }),
    ).rejects.toMatchObject({ code: 414 });
    const account = freshAccount();
    await expect(
      core.call('Register', {
        account,
        password: 'Gate2027!',
        confirmPassword: 'Gate2027!',
        name: 'Kite Buyer',
        url: link(SECOND_SUPPLIER.privateShare),
      }),
    ).resolves.toMatchObject({ shareRandomCode: SECOND_SUPPLIER.privateShare });
  });
});
