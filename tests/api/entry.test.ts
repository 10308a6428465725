// The three ways in against the real server: public and code share login, private login, registration,
// codes 400/410/413–420 as the spec's catalogue, and the failed-login limit per account.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { LOGIN_LIMITS } from '../../server/services/rateLimit';
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
const visitorToken = async () =>
  (token = await core.call('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' }));

describe('share login', () => {
  it('a public share lets a visitor in without code or email', async () => {
    const result = await core.call('CompanyShareLoginV2', { ...browser, url: `/login?id=${DEMO_SHARES.public.code}` });
    expect(result).toMatchObject({
      isPrivateLogin: false,
      shareRandomCode: DEMO_SHARES.public.code,
      companyNumber: DEMO_COMPANY_NUMBER,
      currencyType: 'USD',
    });
    expect(result.menuRoot).toContain('productCenter');
    token = result.token;
    await expect(core.call('GetPublicShareInfo', {})).resolves.toEqual({ shareRandomCode: DEMO_SHARES.public.code });
  });

  it('a code share needs email, verification code and company number', async () => {
    const url = `/login?id=${DEMO_SHARES.code.code}`;
    await expect(
      core.call('CompanyShareLoginV2', { ...browser, url, email: DEMO_SHARES.code.email }),
    ).rejects.toMatchObject({ code: 400 });
    const ok = await core.call('CompanyShareLoginV2', {
      ...browser,
      url,
      email: ` ${DEMO_SHARES.code.email.toUpperCase()} `,
      verifyCode: DEMO_SHARES.code.verifyCode,
      companyNumber: DEMO_COMPANY_NUMBER.toLowerCase(),
    });
    expect(ok).toMatchObject({
      loginEmail: DEMO_SHARES.code.email,
      isPrivateLogin: false,
      shareRandomCode: DEMO_SHARES.code.code,
    });
  });

  it('a wrong code, another email or a wrong company number is 413', async () => {
    const url = `/login?id=${DEMO_SHARES.code.code}`;
    const good = {
      ...browser,
      url,
      email: DEMO_SHARES.code.email,
      verifyCode: DEMO_SHARES.code.verifyCode,
      companyNumber: DEMO_COMPANY_NUMBER,
    };
    await expect(core.call('CompanyShareLoginV2', { ...good, verifyCode: '111111' })).rejects.toMatchObject({
      code: 413,
      detail: { status: 200 },
    });
    await expect(core.call('CompanyShareLoginV2', { ...good, email: 'someone@else.test' })).rejects.toMatchObject({
      code: 413,
    });
    await expect(core.call('CompanyShareLoginV2', { ...good, companyNumber: 'OTHER' })).rejects.toMatchObject({
      code: 413,
    });
  });

  it('an unknown share is 410', async () => {
    await expect(core.call('CompanyShareLoginV2', { ...browser, url: '/login?id=ZZZZZZZZZ' })).rejects.toMatchObject({
      code: 410,
    });
  });
});

describe('private login', () => {
  it('needs the visitor token of the company', async () => {
    token = null;
    await expect(
      core.call('UserLogin', {
        ...browser,
        account: DEMO_SHARES.private.account,
        password: DEMO_SHARES.private.password,
      }),
    ).rejects.toMatchObject({ kind: 'expired' });
  });

  it('answers 419, 414, 415 as the catalogue says, then signs in', async () => {
    await visitorToken();
    await expect(core.call('UserLogin', { ...browser, account: '', password: '' })).rejects.toMatchObject({
      code: 419,
    });
    await expect(
      core.call('UserLogin', { ...browser, account: 'nobody2026', password: 'Whatever123' }),
    ).rejects.toMatchObject({ code: 414 });
    await expect(
      core.call('UserLogin', { ...browser, account: DEMO_SHARES.private.account, password: 'Wrong12345' }),
    ).rejects.toMatchObject({ code: 415 });
    const result = await core.call('UserLogin', {
      ...browser,
      ScreenModel: '1440x900',
      account: DEMO_SHARES.private.account.toUpperCase(),
      password: DEMO_SHARES.private.password,
      url: `/login?id=${DEMO_SHARES.private.code}`,
    });
    expect(result).toMatchObject({
      isPrivateLogin: true,
      shareRandomCode: DEMO_SHARES.private.code,
      customerUser: { name: 'Maria Lopez', companyName: 'Kids World Distribución S.L.' },
    });
  });

  it(`refuses an account from one address after ${LOGIN_LIMITS.perAccountAndAddress} failures, even with the right password`, async () => {
    await visitorToken();
    const account = 'lockme2026';
    await core.call('Register', {
      account,
      password: 'Right12345',
      confirmPassword: 'Right12345',
      name: 'Lock Test',
      email: 'lock@test.test',
      phoneNumber: '+8613800000000',
      companyName: 'Lock Ltd',
    });
    await visitorToken();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i++) {
      await expect(core.call('UserLogin', { ...browser, account, password: 'Wrong12345' })).rejects.toMatchObject({
        code: 415,
      });
    }
    await expect(core.call('UserLogin', { ...browser, account, password: 'Right12345' })).rejects.toMatchObject({
      code: 429,
      detail: { status: 429 },
    });
  });
});

describe('register', () => {
  const form = {
    account: 'buyer2027',
    password: 'Toys2027!',
    confirmPassword: 'Toys2027!',
    name: 'Ahmed Ali',
    email: 'ahmed@souq.test',
    country: 'UAE',
    companyName: 'Souq Toys LLC',
    address: 'Dubai',
    phoneNumber: '+971501234567',
  };

  it('creates the account and signs it in', async () => {
    await visitorToken();
    const result = await core.call('Register', form);
    expect(result).toMatchObject({
      isPrivateLogin: true,
      loginEmail: 'ahmed@souq.test',
      customerUser: { name: 'Ahmed Ali' },
    });
    await visitorToken();
    await expect(
      core.call('UserLogin', { ...browser, account: form.account, password: form.password }),
    ).resolves.toMatchObject({ isPrivateLogin: true });
  });

  it('answers 417 for a taken account and 420 for a bad or taken email', async () => {
    await visitorToken();
    await expect(core.call('Register', form)).rejects.toMatchObject({ code: 417 });
    await expect(core.call('Register', { ...form, account: 'other2027', email: 'not-an-email' })).rejects.toMatchObject(
      { code: 420 },
    );
    await expect(
      core.call('Register', { ...form, account: 'other2027', email: 'AHMED@souq.test' }),
    ).rejects.toMatchObject({ code: 420 });
  });

  it('applies the spec rules on the server too', async () => {
    await visitorToken();
    const cases: [Partial<typeof form>, RegExp][] = [
      [{ account: 'lettersonly' }, /body.account must contain both letters and digits/],
      [{ account: 'bad acct 1' }, /body.account must be 6-16/],
      [{ password: 'short1', confirmPassword: 'short1' }, /body.password/],
      [{ password: 'onlyletters', confirmPassword: 'onlyletters' }, /body.password/],
      [{ confirmPassword: 'Different1' }, /body.confirmPassword must equal password/],
      [{ name: '' }, /body.name is required/],
      [{ phoneNumber: '' }, /body.phoneNumber is required/], // the private share sets isPhoneRequired
      [{ phoneNumber: '12-34' }, /body.phoneNumber must be a phone number/],
      [{ companyName: '' }, /body.companyName is required/], // isCompanyNameRequired
    ];
    for (const [change, message] of cases) {
      const error = await core
        .call('Register', { ...form, account: 'fresh2027', email: 'fresh@x.test', ...change })
        .catch((e) => e);
      expect(error, JSON.stringify(change)).toMatchObject({ code: 400 });
      expect(error.message, JSON.stringify(change)).toMatch(message);
    }
  });
});
