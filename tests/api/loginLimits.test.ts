// Issue 12, security items 2 and 4: login limits that keep brute force out without handing out lockouts, and a
// client address no forged X-Forwarded-For can change. Runs its own small server (own embedded database, a clock
// the test moves, requests injected from any client address) so 15-minute windows take no time and no address
// counter of the shared test server is touched.
// Cases: an attacker's 50 tries from one address leave the buyer's own address alone; one address hammering one
// account (or one email's invitation codes) is stopped until the window ends; one address across accounts; a
// distributed attack slows unknown addresses only; X-Forwarded-For is ignored unless TRUST_PROXY names the proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { buildApp } from '../../server/app';
import { LOGIN_LIMITS as DEFAULTS, type LoginLimits } from '../../server/services/rateLimit';
import { calls, type CallName } from '../../schemas/api/calls';
import { decryptJson } from '../../protocol/crypto';
import { DEMO_ADMIN, DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { signed } from './helpers';

let clock = Date.now();
// Smaller counts than production (each failure costs a real scrypt check); the window and slow-down stay as shipped.
const LOGIN_LIMITS: LoginLimits = { ...DEFAULTS, perAccountAndAddress: 3, perAddress: 9, perAccount: 12 };
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir = '';
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-limits-'));
  // readConfig of a bare environment: embedded database even where DATABASE_URL is set, and no TRUST_PROXY.
  const config = { ...readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }), maintenance: undefined };
  server = await startServer(config, { seedProducts: 10, loginLimits: { now: () => clock, limits: LOGIN_LIMITS } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type App = Awaited<ReturnType<typeof buildApp>>;
async function call(
  name: CallName,
  body: unknown,
  options: { from: string; token?: string; headers?: Record<string, string>; app?: App },
) {
  const response = await (options.app ?? server.app).inject({
    method: 'POST',
    url: calls[name].path,
    remoteAddress: options.from,
    payload: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      ...signed(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
  const json = response.json();
  return {
    code: json.code as number,
    message: json.message as string,
    retryAfter: Number(response.headers['retry-after'] ?? NaN),
    json,
  };
}

let visitor = '';
const browser = { loginType: 1 as const };
const login = (
  account: string,
  password: string,
  from: string,
  extra: { headers?: Record<string, string>; app?: App } = {},
) => call('UserLogin', { ...browser, account, password }, { from, token: visitor, ...extra });
let serial = 0;
async function newAccount() {
  const account = `lim${serial++}x${Date.now().toString(36).slice(-4)}`;
  const answer = await call(
    'Register',
    {
      account,
      password: 'Right2027!',
      confirmPassword: 'Right2027!',
      name: 'Limit Test',
      email: `${account}@limits.test`,
      companyName: 'Limits Ltd',
      phoneNumber: '+8613800000003',
    },
    { from: '192.0.2.1', token: visitor },
  );
  expect(answer.code).toBe(200);
  return account;
}

beforeAll(async () => {
  const answer = await call('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' }, { from: '192.0.2.1' });
  visitor = decryptJson<string>(answer.json.item, answer.json.dateTime);
});

describe('no lockout from elsewhere', () => {
  it("a buyer's right password still works from their own address after an attacker's 50 wrong tries from another", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 50; i++)
      codes.push((await login(DEMO_SHARES.private.account, `Wrong${i}abc1`, '203.0.113.66')).code);
    expect(codes.slice(0, LOGIN_LIMITS.perAccountAndAddress)).toEqual(
      Array(LOGIN_LIMITS.perAccountAndAddress).fill(415),
    );
    expect(new Set(codes.slice(LOGIN_LIMITS.perAccountAndAddress))).toEqual(new Set([429]));
    expect((await login(DEMO_SHARES.private.account, DEMO_SHARES.private.password, '192.0.2.10')).code).toBe(200);
  });

  it('the same holds for supplier admins', async () => {
    for (let i = 0; i < 20; i++)
      await call('AdminLogin', { account: DEMO_ADMIN.account, password: `Wrong${i}` }, { from: '203.0.113.67' });
    expect((await call('AdminLogin', DEMO_ADMIN, { from: '192.0.2.11' })).code).toBe(200);
  });
});

describe('one address', () => {
  it('guessing invitation codes for one email is stopped the same way (issue 24: codes the console issues)', async () => {
    const { email, verifyCode } = DEMO_SHARES.code;
    const codeLogin = (code: string) =>
      call(
        'CompanyShareLoginV2',
        { loginType: 1, url: DEMO_SHARES.code.code, email, verifyCode: code, companyNumber: DEMO_COMPANY_NUMBER },
        { from: '198.51.100.21' },
      );
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i++)
      expect((await codeLogin(`ZZ${String(i).padStart(4, '0')}`)).code).toBe(413);
    expect((await codeLogin(verifyCode)).code).toBe(429);
    clock += LOGIN_LIMITS.windowMinutes * 60_000 + 1000;
    expect((await codeLogin(verifyCode)).code).toBe(200);
  });

  it(`hammering one account is stopped after ${LOGIN_LIMITS.perAccountAndAddress} failures until the window ends, then let through`, async () => {
    const account = await newAccount();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i++)
      expect((await login(account, 'Wrong2027x', '198.51.100.20')).code).toBe(415);
    const refused = await login(account, 'Right2027!', '198.51.100.20');
    expect(refused).toMatchObject({
      code: 429,
      message: `Too many attempts, try again in ${LOGIN_LIMITS.windowMinutes} minutes.`,
    });
    expect(refused.retryAfter).toBeGreaterThan(LOGIN_LIMITS.windowMinutes * 60 - 5);
    expect(refused.retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowMinutes * 60);
    clock += LOGIN_LIMITS.windowMinutes * 60_000 + 1000;
    expect((await login(account, 'Right2027!', '198.51.100.20')).code).toBe(200);
  });

  it("a right password clears that address's count for the account", async () => {
    const account = await newAccount();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress - 1; i++)
      expect((await login(account, 'Wrong2027x', '198.51.100.21')).code).toBe(415);
    expect((await login(account, 'Right2027!', '198.51.100.21')).code).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i++)
      expect((await login(account, 'Wrong2027x', '198.51.100.21')).code).toBe(415);
  });

  it(`across accounts is stopped after ${LOGIN_LIMITS.perAddress} failures; other addresses are not`, async () => {
    const from = '198.51.100.30';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      const account = `spray${Math.floor(i / LOGIN_LIMITS.perAccountAndAddress)}a1`;
      expect((await login(account, 'Wrong2027x', from)).code, `attempt ${i}`).toBe(414);
    }
    expect((await login('spraynext1', 'Wrong2027x', from)).code).toBe(429);
    expect((await login('spraynext1', 'Wrong2027x', '198.51.100.31')).code).toBe(414);
  });
});

describe('a distributed attack', () => {
  it(`past ${LOGIN_LIMITS.perAccount} failures unknown addresses get one attempt per ${LOGIN_LIMITS.slowdownSeconds} s; known addresses are not slowed`, async () => {
    const account = await newAccount();
    expect((await login(account, 'Right2027!', '192.0.2.33')).code).toBe(200); // the buyer's usual address
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++)
      expect((await login(account, 'Wrong2027x', `10.9.0.${i}`)).code, `bot ${i}`).toBe(415);
    expect((await login(account, 'Wrong2027x', '10.9.1.1')).code).toBe(415); // takes the slot
    const slowed = await login(account, 'Wrong2027x', '10.9.1.2');
    expect(slowed).toMatchObject({ code: 429, message: 'Too many attempts, try again in 1 minute.' });
    expect(slowed.retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.slowdownSeconds);
    // The buyer from their known address signs in at once; from a new address they wait for the next slot.
    expect((await login(account, 'Right2027!', '192.0.2.33')).code).toBe(200);
    expect((await login(account, 'Right2027!', '192.0.2.34')).code).toBe(429);
    clock += LOGIN_LIMITS.slowdownSeconds * 1000;
    expect((await login(account, 'Right2027!', '192.0.2.34')).code).toBe(200);
  });
});

describe('client address (item 2)', () => {
  it('trusts no proxy by default: X-Forwarded-For does not reset the address limit', async () => {
    const from = '198.51.100.40';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++)
      await login(`xff${Math.floor(i / LOGIN_LIMITS.perAccountAndAddress)}abc1`, 'Wrong2027x', from);
    expect((await login('xffnext1', 'Wrong2027x', from)).code).toBe(429);
    expect((await login('xffnext1', 'Wrong2027x', from, { headers: { 'x-forwarded-for': '198.51.100.7' } })).code).toBe(
      429,
    );
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    expect(readConfig({}).trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2,10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
      '10.1.0.0/16',
    ]);
    const proxied = await buildApp({ ...server.ctx, config: { ...server.ctx.config, trustProxy: ['10.0.0.1'] } });
    try {
      // 198.51.100.40 is over its limit; through the trusted proxy the header names it, from elsewhere it is ignored.
      expect(
        (
          await login('xffnext1', 'Wrong2027x', '10.0.0.1', {
            app: proxied,
            headers: { 'x-forwarded-for': '198.51.100.40' },
          })
        ).code,
      ).toBe(429);
      expect(
        (
          await login('xffnext1', 'Wrong2027x', '10.0.0.1', {
            app: proxied,
            headers: { 'x-forwarded-for': '198.51.100.41' },
          })
        ).code,
      ).toBe(414);
      expect(
        (
          await login('xffnext1', 'Wrong2027x', '198.51.100.40', {
            app: proxied,
            headers: { 'x-forwarded-for': '198.51.100.42' },
          })
        ).code,
      ).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
