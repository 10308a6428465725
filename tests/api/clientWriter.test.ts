// What a client written from docs/protocol.md alone runs into (issue 12, "Docs a client writer needed"):
// - one language-code rule: WebSiteSearchDetail's KeyWord and ProductAttributeInfo's keyWord both take a site locale
//   (zh-CN, pt-BR, ru-RU, en, …) or its bare prefix (zh, pt, ru), any letter case, with the same answer for both;
//   an unknown code is a 400 naming the field, never a silent English answer;
// - a POST body that is not application/json (UTF-8) is a 415, whatever the type: text/plain included;
// - 404 tells "no such call" from "no such product" by the envelope's reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../schemas/api/calls';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { ApiError } from '../../src/api/errors';
import { baseUrl, raw, signed, testClient } from './helpers';
import { must, wire } from './wire';

let token: string | null = null;
const { core } = testClient(() => token);
afterAll(() => core.clock.stop());

let shareId = 0;
let productNumber = '';
beforeAll(async () => {
  token = (await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
  const info = await must<{ shareInfo: { id: number } }>('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code });
  shareId = info.shareInfo.id;
  productNumber = (
    await must<{ items: { productNumber: string }[] }>('GetProductList', { pageIndex: 1, pageSize: 1 }, token)
  ).items[0].productNumber;
});

describe('one language-code rule', () => {
  const seo = (KeyWord: string) => wire('WebSiteSearchDetail', { KeyWord, WebSiteId: shareId });
  const attributes = (keyWord: string) => wire('ProductAttributeInfo', { keyWord, productNumber }, { token });

  it('WebSiteSearchDetail answers the same language for zh-CN, zh and zh-cn (and pt / pt-BR, ru / ru-RU)', async () => {
    const english = (await seo('en')).payload as { title: string };
    const chinese = await seo('zh-CN');
    expect(chinese.code).toBe(200);
    expect((chinese.payload as { title: string }).title).not.toBe(english.title);
    expect((chinese.payload as { title: string }).title).toMatch(/[\u4e00-\u9fff]/);
    for (const [full, bare] of [
      ['zh-CN', 'zh'],
      ['zh-CN', 'zh-cn'],
      ['pt-BR', 'pt'],
      ['pt-BR', 'pt-br'],
      ['ru-RU', 'ru'],
    ]) {
      expect((await seo(bare)).payload, `${bare} = ${full}`).toEqual((await seo(full)).payload);
    }
    expect((await seo('ru')).payload).not.toEqual(english);
  });

  it('ProductAttributeInfo answers the same language for zh and zh-CN (and pt / pt-BR, ru / ru-RU)', async () => {
    for (const [full, bare] of [
      ['zh-CN', 'zh'],
      ['pt-BR', 'pt'],
      ['ru-RU', 'ru'],
      ['en', 'EN'],
    ]) {
      const byFull = await attributes(full);
      expect(byFull.code, `${full}: ${byFull.message}`).toBe(200);
      expect(byFull.payload, `${bare} = ${full}`).toEqual((await attributes(bare)).payload);
    }
    expect(((await attributes('zh-CN')).payload as { items: { name: string }[] }).items[0].name).toBe('材质');
  });

  it('refuses an unknown code with 400 naming the field, on both calls', async () => {
    for (const code of ['xx', 'zh-TW', 'en-US']) {
      const bySeo = await seo(code);
      expect([bySeo.status, bySeo.code], code).toEqual([400, 400]);
      expect(bySeo.message, code).toMatch(/^Invalid request: body\.KeyWord /);
      const byAttributes = await attributes(code);
      expect([byAttributes.status, byAttributes.code], code).toEqual([400, 400]);
      expect(byAttributes.message, code).toMatch(/^Invalid request: body\.keyWord /);
    }
  });
});

describe('POST bodies that are not JSON', () => {
  const post = (contentType: string, body: string) =>
    raw(calls.GetToken.path, { headers: { ...signed(), 'content-type': contentType }, body });
  const json = JSON.stringify({ companyNum: 'SUNNY2006', platForm: 'PC' });

  it('answers 415 for every other content type, text/plain included, with an envelope saying so', async () => {
    for (const type of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'application/xml',
      'application/json; charset=latin1',
      'application/vnd.api+json',
    ]) {
      for (const body of [json, '']) {
        const answer = await post(type, body);
        expect(answer.status, `${type} ${JSON.stringify(body)}`).toBe(415);
        expect(answer.json).toMatchObject({ code: 415, item: null, encryptCode: 0 });
        expect(String(answer.json?.message)).toMatch(/application\/json/);
      }
    }
  });

  it('answers 415 for a body without a content type, and takes JSON (any letter case, charset utf-8) or an empty body', async () => {
    // fetch labels a string body text/plain itself: bytes go out with no content type at all.
    const untyped = await fetch(baseUrl() + calls.GetToken.path, {
      method: 'POST',
      headers: signed(),
      body: new TextEncoder().encode(json),
    });
    expect([untyped.status, ((await untyped.json()) as { code: number }).code]).toEqual([415, 415]);
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON; charset=UTF-8'])
      expect((await post(type, json)).status, type).toBe(200);
    const empty = await raw(calls.GetSystemDate.path, { headers: signed() });
    expect(empty.status).toBe(200);
  });
});

describe('404: no such call or no such product', () => {
  it('a path that is no call: HTTP 404, code 404, reason noSuchCall', async () => {
    const answer = await raw('/api/WebsiteShare/GetProductDetails', {
      headers: { 'content-type': 'application/json', ...signed() },
      body: '{}',
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({
      code: 404,
      reason: 'noSuchCall',
      message: 'No such call: POST /api/WebsiteShare/GetProductDetails.',
      data: null,
    });
  });

  it('a product this supplier does not have: HTTP 404, code 404, reason noSuchProduct, on every call that takes one', async () => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...signed() };
    for (const [call, body] of [
      ['GetProductDetail', { productNumber: 'NOSUCH0001' }],
      ['ProductAttributeInfo', { keyWord: 'en', productNumber: 'NOSUCH0001' }],
      ['AddCollect', { productNumber: 'NOSUCH0001' }],
    ] as const) {
      const answer = await raw(calls[call].path, { headers, body: JSON.stringify(body) });
      expect(answer.status, call).toBe(404);
      expect(answer.json, call).toMatchObject({
        code: 404,
        reason: 'noSuchProduct',
        message: 'No product information.',
        data: null,
      });
    }
  });

  it('the browser still reads it as a refusal saying "No product information."', async () => {
    const error = await core.call('GetProductDetail', { productNumber: 'NOSUCH0001' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'refused', code: 404, message: 'No product information.' });
  });
});
