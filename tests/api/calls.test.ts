// Every call of the platform issue through the real client core against the real server and database:
// envelope + crypto round trip, decrypted payloads matching their schemas, codes 410/420, tokens and 401.
import { afterAll, describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { apiSchemas } from '../../schemas/api/calls';
import { DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { SECOND_SUPPLIER } from '../../server/demo/secondSupplier';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import { raw, signed, testClient } from './helpers';

const ajv = new Ajv({ strict: false });
apiSchemas.forEach((s) => ajv.addSchema(s));
const matchesSchema = (call: string, value: unknown) => {
  const validate = ajv.getSchema(`${call}.json#/$defs/response`)!;
  const ok = validate(value);
  return ok ? true : validate.errors;
};

let token: string | null = null;
const { core, emitted } = testClient(() => token);
afterAll(() => core.clock.stop());

describe('clock', () => {
  it('GetSystemDate answers plain, in `item`, with the server time', async () => {
    const answer = await raw('/api/Account/GetSystemDate', {
      headers: { 'content-type': 'application/json', ...signed() },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ code: 200, encryptCode: 0 });
    const item = answer.json!.item as { systemTime: number };
    expect(Math.abs(item.systemTime - Date.now())).toBeLessThan(5_000);
  });
});

describe('share data', () => {
  it('GetCompanyInfoOnLoginV2 arrives as plain JSON (encryptCode 0) and the client reads it', async () => {
    const url = `https://shop.example/login?id=${DEMO_SHARES.public.code}`;
    const wire = await raw(`/api/WebsiteShare/GetCompanyInfoOnLoginV2?url=${encodeURIComponent(url)}`, {
      method: 'GET',
      headers: signed(),
    });
    expect(wire.json).toMatchObject({ code: 200, encryptCode: 0 });
    expect(wire.json!.data).toMatchObject({ companyName: 'Sunny Bear Toys Co., Ltd.' });

    const info = await core.call('GetCompanyInfoOnLoginV2', { url });
    expect(matchesSchema('GetCompanyInfoOnLoginV2', info)).toBe(true);
    expect(info.companyName).toBe('Sunny Bear Toys Co., Ltd.');
    expect(info.shareInfo).toMatchObject({
      shareRandomCode: DEMO_SHARES.public.code,
      isPublic: true,
      companyNumber: DEMO_COMPANY_NUMBER,
    });
    expect(info.websiteLanguage).toHaveLength(16);
    expect(new Set(info.webList.map((m) => m.type))).toEqual(new Set([1, 2, 3, 5, 6, 10, -1]));
    expect(new Set(info.mobileTempList.map((m) => m.type))).toContain(4);
    expect(info.publicUrl).toContain(`id=${DEMO_SHARES.public.code}`);
  });

  it('cuts a longer id to 9 characters and accepts a bare code', async () => {
    const long = await core.call('GetCompanyInfoOnLoginV2', { url: `/login?id=${DEMO_SHARES.code.code}EXTRA123` });
    expect(long.shareInfo.shareRandomCode).toBe(DEMO_SHARES.code.code);
    const bare = await core.call('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.private.code });
    expect(bare.shareInfo).toMatchObject({ isPublic: false, openUserList: [2] });
  });

  it('an unknown share is code 410', async () => {
    await expect(core.call('GetCompanyInfoOnLoginV2', { url: '/login?id=NOSUCHONE' })).rejects.toMatchObject({
      kind: 'refused',
      code: 410,
    });
    await expect(core.call('GetCompanyInfoOnLoginV2', { url: '/login?id=short' })).rejects.toMatchObject({ code: 410 });
  });

  it('WebSiteSearchDetail gives the title per language', async () => {
    const info = await core.call('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code });
    const ar = await core.call('WebSiteSearchDetail', { KeyWord: 'ar', WebSiteId: info.shareInfo.id });
    const en = await core.call('WebSiteSearchDetail', { KeyWord: 'en', WebSiteId: info.shareInfo.id });
    expect(matchesSchema('WebSiteSearchDetail', ar)).toBe(true);
    expect(en.title).toContain('Sunny Bear Toys');
    expect(ar.title).not.toBe(en.title);
    expect(ar.title).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('tokens', () => {
  it('calls that need a token answer 401 without one and raise the expired event', async () => {
    token = null;
    await expect(core.call('GetPublicShareInfo', {})).rejects.toMatchObject({ kind: 'expired' });
    expect(emitted).toContain('expired');
  });

  it('GetToken gives a visitor token that opens the company’s calls', async () => {
    token = await core.call('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    await expect(core.call('GetPublicShareInfo', {})).resolves.toEqual({ shareRandomCode: DEMO_SHARES.public.code });
    const info = await core.call('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code });
    const contact = await core.call('GetCompanyContactInfoByAPP', { shareId: info.shareInfo.id });
    expect(matchesSchema('GetCompanyContactInfoByAPP', contact)).toBe(true);
    expect(contact.contactInfoList.find((c) => c.language === 'zh-CN')?.companyName).toBe('晴熊玩具有限公司');
  });

  it('an unknown company number is 410', async () => {
    await expect(core.call('GetToken', { companyNum: 'NOBODY', platForm: 'PC' })).rejects.toMatchObject({ code: 410 });
  });

  // The solo company of the fixtures has no share at all; the demo's second supplier may get a public one from the
  // fuzzer's console writes, which run as its admin.
  it('a company without a public site answers GetPublicShareInfo with 420', async () => {
    token = await core.call('GetToken', { companyNum: TENANT_FIXTURES.solo.companyNumber, platForm: 'PC' });
    await expect(core.call('GetPublicShareInfo', {})).rejects.toMatchObject({ kind: 'refused', code: 420 });
  });

  it("a token never opens another company's share", async () => {
    const sunny = await core.call('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code });
    token = await core.call('GetToken', { companyNum: SECOND_SUPPLIER.companyNumber, platForm: 'PC' });
    await expect(core.call('GetCompanyContactInfoByAPP', { shareId: sunny.shareInfo.id })).rejects.toMatchObject({
      code: 410,
    });
  });

  it('a made-up token is 401', async () => {
    token = 'x'.repeat(43);
    await expect(core.call('GetPublicShareInfo', {})).rejects.toMatchObject({ kind: 'expired' });
  });
});

describe('maintenance', () => {
  it('is off by default', async () => {
    await expect(core.call('GetUpgradeMaintenance', {})).resolves.toEqual({ shareUpgradeState: 0, upgradeTime: null });
  });
});
