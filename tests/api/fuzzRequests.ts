// The fuzzer's requests (tests/api/fuzz.test.ts): for each call of the table, a body (valid, mutated or raw:
// fuzzValues.ts) with the headers, method, path and query string to send it with.
import fc from 'fast-check';
import { calls, type CallName } from '../../schemas/api/calls';
import { RAW, mutations, rawBody, requestSchema, valid, type Json } from './fuzzValues';

// ---------------------------------------------------------------------------------------------------------------
// Headers, methods, paths and query strings.

export type TokenPlan = 'none' | 'visitor' | 'share' | 'account' | 'admin' | 'otherVisitor' | { raw: string };
export type SignPlan =
  'valid' | 'none' | 'noSign' | 'noTime' | { skewMs: number } | { time: string } | { sign: string } | { payload: Json };
export type TypePlan = string | null;
const tokenPlan: fc.Arbitrary<TokenPlan> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom<TokenPlan>('share', 'account', 'admin', 'visitor', 'otherVisitor', 'none') },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        'Bearer ',
        'Bearer',
        'bearer x',
        'Basic Zm9vOmJhcg==',
        'Bearer  ' + 'x'.repeat(43),
        'Bearer ' + 'x'.repeat(5000),
        'Bearer ../../etc',
        'Bearer %00',
        "Bearer ' OR '1'='1",
        'Bearer null',
        'Bearer undefined',
      )
      .map((raw) => ({ raw })),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 120 })
      .map((t) => ({ raw: `Bearer ${t}` })),
  },
);
const signPlan: fc.Arbitrary<SignPlan> = fc.oneof(
  { weight: 16, arbitrary: fc.constant<SignPlan>('valid') },
  { weight: 1, arbitrary: fc.constantFrom<SignPlan>('none', 'noSign', 'noTime') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(-86_400_000, -300_000, -61_000, 61_000, 300_000, 3e11).map((skewMs) => ({ skewMs })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('0', '-1', '1e12', '99999999999999999', '1795324661123.5', ' 1795324661123', 'abc', '')
      .map((time) => ({ time })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('AAAA', '====', 'x'.repeat(1025), 'A'.repeat(1024), '', '%%%'),
        fc.base64String({ maxLength: 200 }),
        fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 100 }),
      )
      .map((sign) => ({ sign })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<Json>(
        null,
        [],
        'text',
        1,
        { sign: 'XYZ' },
        { sign: '00112233aabbccdd', platform: 'H5', version: '1' },
        { sign: '00112233aabbccdd', platform: 'PC' },
        { sign: ['00112233aabbccdd'], platform: 'PC', version: '1' },
        { sign: '00112233aabbccdd', platform: 'PC', version: { a: 1 } },
      )
      .map((payload) => ({ payload })),
  },
);
const typePlan: fc.Arbitrary<TypePlan> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom<TypePlan>(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----fuzz',
      null,
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      '*/*',
      'application/json, text/plain',
      'json',
      ';;;',
      'application/octet-stream',
      'application/json; boundary=x; charset=utf-8; q=1',
    ),
  },
);
const extraHeaders = fc.oneof(
  { weight: 10, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'content-encoding': 'gzip' },
      { 'content-encoding': 'br' },
      { 'accept-encoding': 'gzip, br, deflate' },
      { 'accept-encoding': 'identity;q=0, *;q=0' },
      { 'x-forwarded-for': 'garbage, 999.1.1.1' },
      { 'x-http-method-override': 'DELETE' },
      { accept: 'text/html' },
      { 'x-forwarded-proto': 'javascript' },
      { 'x-forwarded-host': 'evil.example' },
      { cookie: 'a=' + 'b'.repeat(4000) },
    ),
  },
);
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const pathPlan = (path: string) =>
  fc.oneof(
    { weight: 30, arbitrary: fc.constant(path) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        path + '/',
        path.toLowerCase(),
        path.toUpperCase(),
        path + '%00',
        path + '/..',
        path.replace('/api/', '/api//'),
        path + '.json',
        path + '%2F',
        path.replace(/\/(\w+)$/, '/%2e%2e/$1'),
        '/api/' + 'x'.repeat(3000),
      ),
    },
  );
const queryPlan = (validObject: fc.Arbitrary<Json>, isGet: boolean) =>
  fc.oneof(
    { weight: isGet ? 0 : 20, arbitrary: fc.constant('') },
    {
      weight: isGet ? 10 : 0,
      arbitrary: validObject.map((v) =>
        v && typeof v === 'object' && !Array.isArray(v)
          ? new URLSearchParams(
              Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x : JSON.stringify(x)]),
            ).toString()
          : '',
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'url=a&url=b',
        'url[]=SUNNYPUB1',
        'url[a]=b',
        'url=',
        'url',
        '=',
        '&&&',
        'url=%',
        'url=%ZZ',
        'url=%00',
        'url=SUNNY%00PUB1',
        'url=%C0%AF',
        'url=%ED%A0%80',
        'url=%FF%FE',
        '__proto__[x]=1',
        'constructor[prototype][x]=1',
        'url=SUNNYPUB1&extra=1',
        'url=' + 'x'.repeat(3000),
        'url=' + 'y'.repeat(60_000),
        'url=' + encodeURIComponent('🧸'.repeat(100)),
        'url=SUNNYPUB1;x=1',
        'url=SUNNYPUB1#frag',
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 30 }), { maxKeys: 4 })
        .map((d) => new URLSearchParams(d).toString()),
    },
  );

export interface FuzzRequest {
  call: CallName;
  method: string;
  path: string;
  query: string;
  body: string | Buffer | undefined;
  type: TypePlan;
  sign: SignPlan;
  token: TokenPlan;
  extra: Record<string, string>;
  address: string;
  note: string;
}

const rawMark = new RegExp(`"${RAW}([^"]*)"`, 'g');
const serialise = (value: Json) => JSON.stringify(value).replace(rawMark, '$1');

export function requestFor(name: CallName): fc.Arbitrary<FuzzRequest> {
  const spec = calls[name];
  const { schema, doc } = requestSchema(name);
  const validBody = valid(schema, doc);
  const body: fc.Arbitrary<{ body: string | Buffer | undefined; note: string }> = fc.oneof(
    { weight: 3, arbitrary: validBody.map((b) => ({ body: serialise(b), note: 'valid body' })) },
    {
      weight: 10,
      arbitrary: fc.tuple(validBody, fc.constantFrom(...Object.keys(mutations))).chain(([b, m]) =>
        mutations[m]((b ?? {}) as Record<string, Json>, schema).map((x) => ({
          body: serialise(x.body),
          note: `${m}: ${x.note}`,
        })),
      ),
    },
    { weight: 2, arbitrary: rawBody.map((b) => ({ body: b, note: 'raw body' })) },
    { weight: 1, arbitrary: fc.constant({ body: undefined, note: 'no body' }) },
  );
  const isGet = spec.method === 'GET';
  return fc
    .record({
      method: fc.oneof(
        { weight: 25, arbitrary: fc.constant<string>(spec.method) },
        { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
      ),
      path: pathPlan(spec.path),
      query: queryPlan(validBody, isGet),
      body,
      type: typePlan,
      sign: signPlan,
      token: tokenPlan,
      extra: extraHeaders,
      // The server trusts x-forwarded-for: a few documentation addresses, so failed-login counters lock these
      // (after 30 failures each: the login paths are fuzzed both before and after the lockout), never loopback.
      address: fc.constantFrom(
        '203.0.113.10',
        '203.0.113.11',
        '203.0.113.12',
        '203.0.113.13',
        '203.0.113.14',
        '203.0.113.15',
      ),
    })
    .map((r) => ({ call: name, ...r, body: r.body.body, note: r.body.note }));
}

export const callNames = Object.keys(calls) as CallName[];
