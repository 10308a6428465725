// Malformed, oversized and unsigned requests to every call get a 4xx envelope with a clear message; never a 500,
// and the server keeps answering afterwards. Also: a request signed with a wrong clock gets 409.
import { beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../schemas/api/calls';
import { raw, signed } from './helpers';
import { DEMO_COMPANY_NUMBER } from '../../server/demo/demoShares';

const json = { 'content-type': 'application/json' };
const post = (path: string, body: string, headers: Record<string, string> = { ...json, ...signed() }) =>
  raw(path, { headers, body });

const malformedBodies: Record<string, string[]> = {
  GetSystemDate: ['{"extra":1}', '[]', 'null', '"text"'],
  GetToken: [
    '{}',
    '{"companyNum":123,"platForm":"PC"}',
    '{"companyNum":"A","platForm":"Windows"}',
    `{"companyNum":"${'A'.repeat(40)}","platForm":"PC"}`,
    '{"companyNum":"A B;DROP","platForm":"PC"}',
    '{"companyNum":"A","platForm":"PC","admin":true}',
  ],
  GetCompanyContactInfoByAPP: ['{}', '{"shareId":"1"}', '{"shareId":-5}', '{"shareId":1.5}', '{"shareId":99999999999}'],
  GetPublicShareInfo: ['{"x":1}', '[1,2]'],
  WebSiteSearchDetail: [
    '{}',
    '{"KeyWord":"en"}',
    '{"KeyWord":"<script>","WebSiteId":1}',
    '{"KeyWord":"en","WebSiteId":"1"}',
    '{"KeyWord":"en","WebSiteId":0}',
  ],
  GetUpgradeMaintenance: ['{"on":true}'],
  CompanyShareLoginV2: [
    '{}',
    '{"url":"SUNNYPUB1"}',
    '{"url":"SUNNYPUB1","loginType":2}',
    '{"url":"SUNNYPUB1","loginType":1,"system":"beos"}',
    `{"url":"SUNNYPUB1","loginType":1,"email":"${'a'.repeat(200)}@x.test"}`,
    '{"url":"SUNNYPUB1","loginType":1,"ScreenModel":"big"}',
  ],
  UserLogin: [
    '{}',
    '{"account":"demo2026","password":"x"}',
    '{"account":"demo2026","password":"Sunny2026!","loginType":"1"}',
    `{"account":"${'a'.repeat(17)}","password":"Sunny2026!","loginType":1}`,
    '{"account":"demo2026","password":"Sunny2026!","loginType":1,"isAdmin":true}',
  ],
  GetProductList: [
    '{}',
    '{"pageIndex":0,"pageSize":10}',
    '{"pageIndex":1,"pageSize":1000}',
    '{"pageIndex":1,"pageSize":10,"area":"everything"}',
    '{"pageIndex":1,"pageSize":10,"categoryNumber":"x\' OR 1=1"}',
    `{"pageIndex":1,"pageSize":10,"productNumbers":${JSON.stringify(Array(49).fill('A'))}}`,
    '{"pageIndex":1,"pageSize":10,"sort":"random()"}',
  ],
  GetCategoryList: ['{"all":true}'],
  Register: [
    '{}',
    '{"account":"abc12345","password":"Abc12345"}',
    '{"account":"abc12345","password":"Abc12345","confirmPassword":"Abc12345","phoneNumber":"123456789012345678901"}',
    '{"account":["x"],"password":"Abc12345","confirmPassword":"Abc12345"}',
  ],
};

// Calls that need a token check it before the body (anonymous callers learn nothing about the schema).
let bearer: Record<string, string> = {};
beforeAll(async () => {
  const answer = await post(calls.GetToken.path, JSON.stringify({ companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' }));
  const { decryptJson } = await import('../../protocol/crypto');
  bearer = {
    authorization: `Bearer ${decryptJson<string>(answer.json!.item as string, answer.json!.dateTime as string)}`,
  };
});

describe('schema rejection', () => {
  for (const [name, bodies] of Object.entries(malformedBodies)) {
    it(`${name}: ${bodies.length} malformed bodies → 400 with a message naming the problem`, async () => {
      for (const body of bodies) {
        const answer = await post(calls[name as keyof typeof calls].path, body, { ...json, ...signed(), ...bearer });
        expect(answer.status, body).toBe(400);
        expect(answer.json, body).toMatchObject({ code: 400 });
        expect(String(answer.json!.message), body).toMatch(/^Invalid request: (body|querystring)/);
      }
    });
  }

  it('GetCompanyInfoOnLoginV2: missing, empty, extra and oversized query → 400', async () => {
    const path = calls.GetCompanyInfoOnLoginV2.path;
    for (const query of ['', '?url=', '?url=a&b=c', `?url=${'x'.repeat(3000)}`]) {
      const answer = await raw(path + query, { method: 'GET', headers: signed() });
      expect(answer.status, query.slice(0, 20)).toBe(400);
      expect(answer.json).toMatchObject({ code: 400 });
    }
  });

  it('broken JSON, wrong content type and a huge body are refused with clear messages', async () => {
    const path = calls.GetToken.path;
    expect((await post(path, '{"companyNum":')).json).toMatchObject({
      code: 400,
      message: 'Invalid request: body is not valid JSON.',
    });
    expect(
      (await post(path, 'companyNum=1', { 'content-type': 'application/x-www-form-urlencoded', ...signed() })).json,
    ).toMatchObject({ code: 415 });
    const huge = await post(path, JSON.stringify({ companyNum: 'A', platForm: 'PC', pad: 'x'.repeat(400_000) }));
    expect(huge.status).toBe(413);
    expect(huge.json).toMatchObject({ code: 413, message: 'Request body is too large.' });
  });

  it('a body far past the limit is answered 413 every time, while the client is still sending it', async () => {
    // The refusal comes before the body is read; closing then would reset the connection under a client still
    // writing and lose the answer (a browser shows a network error instead of the message).
    const body = JSON.stringify({ companyNum: 'A', platForm: 'PC', pad: 'x'.repeat(3_000_000) });
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 4 }, () => post(calls.GetToken.path, body)));
      expect(answers.map((a) => a.json?.message)).toEqual(Array(4).fill('Request body is too large.'));
    }
  });

  it('unsigned or badly signed requests → 400', async () => {
    const path = calls.GetToken.path;
    const body = '{"companyNum":"SUNNY2006","platForm":"PC"}';
    const noSign = await post(path, body, json);
    expect(noSign.status).toBe(400);
    expect(String(noSign.json!.message)).toContain('x-request-time');
    const forged = await post(path, body, {
      ...json,
      'x-request-time': String(Date.now()),
      'x-request-sign': 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    });
    expect(forged.status).toBe(400);
  });

  it('a signature from a clock 5 minutes off → 409 (GetSystemDate is exempt)', async () => {
    const skewed = signed(Date.now() - 5 * 60_000);
    const answer = await post(calls.GetToken.path, '{"companyNum":"SUNNY2006","platForm":"PC"}', {
      ...json,
      ...skewed,
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 409 });
    expect((await post(calls.GetSystemDate.path, '{}', { ...json, ...skewed })).status).toBe(200);
  });

  it('unknown calls → 404 envelope; the server is still up after all of the above', async () => {
    const unknown = await post('/api/WebsiteShare/NoSuchCall', '{}');
    expect(unknown).toMatchObject({ status: 404, json: { code: 404 } });
    const alive = await post(calls.GetSystemDate.path, '');
    expect(alive).toMatchObject({ status: 200, json: { code: 200 } });
  });
});
