// The fuzzer's values (tests/api/fuzz.test.ts): each call's request schema with its $refs resolved, valid values
// drawn from it (with values the server knows, by field name), and the hostile values, mutations and raw bodies
// fuzzRequests.ts puts in their place.
import fc from 'fast-check';
import { apiSchemas, calls, type CallName } from '../../schemas/api/calls';
import { DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { SECOND_SUPPLIER } from '../../server/demo/secondSupplier';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string;
  enum?: Json[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};

// ---------------------------------------------------------------------------------------------------------------
// Schemas: each call's request (or query) schema, $refs resolved.

const documents = new Map(apiSchemas.map((s) => [(s as { $id: string }).$id, s as unknown as Schema]));
function resolve(schema: Schema, doc: string): { schema: Schema; doc: string } {
  if (!schema.$ref) return { schema, doc };
  const [file, pointer] = schema.$ref.split('#');
  const target = file || doc;
  let node: unknown = documents.get(target);
  for (const part of (pointer ?? '').split('/').filter(Boolean)) node = (node as Record<string, unknown>)[part];
  return resolve(node as Schema, target);
}
export const requestSchema = (name: CallName) =>
  resolve({ $ref: `${name}.json#/$defs/${calls[name].method === 'GET' ? 'query' : 'request'}` }, `${name}.json`);

// ---------------------------------------------------------------------------------------------------------------
// Values the server knows, by field name: valid bodies that reach past the schema into the services. fuzz.test.ts
// fills `state` in before the first request is drawn.

export const state = {
  shareIds: [] as number[],
  moduleIds: [] as number[],
  tokens: {} as Record<'visitor' | 'share' | 'account' | 'admin' | 'otherVisitor' | 'staffAdmin', string>,
};
const known: Record<string, () => fc.Arbitrary<Json>> = {
  productNumber: () => fc.constantFrom('SB000001', 'SB000150', 'BK000001', 'SB999999'),
  productNumbers: () =>
    fc.array(fc.constantFrom('SB000001', 'SB000002', 'BK000003', 'SB000299'), { minLength: 1, maxLength: 4 }),
  url: () =>
    fc.constantFrom(
      DEMO_SHARES.public.code,
      DEMO_SHARES.code.code,
      DEMO_SHARES.private.code,
      SECOND_SUPPLIER.privateShare,
      `https://shop.example/login?id=${DEMO_SHARES.public.code}`,
      '/login?id=NOSUCHONE',
    ),
  shareId: () => fc.constantFrom(...state.shareIds),
  WebSiteId: () => fc.constantFrom(...state.shareIds),
  moduleId: () => fc.constantFrom(...state.moduleIds),
  companyNum: () => fc.constantFrom(DEMO_COMPANY_NUMBER, SECOND_SUPPLIER.companyNumber, 'NOBODY'),
  companyNumber: () => fc.constantFrom(DEMO_COMPANY_NUMBER, SECOND_SUPPLIER.companyNumber),
  // Never the demo's or the other tests' accounts: failed logins lock an account for 15 minutes.
  account: () => fc.constantFrom('fuzznobody1', TENANT_FIXTURES.fuzz.account.account, 'fuzz.user_2', '模糊测试账户9'),
  password: () => fc.constantFrom('Wrong2026x', 'Fuzz2026!!', 'a'),
  confirmPassword: () => fc.constantFrom('Wrong2026x', 'Fuzz2026!!'),
  // Never the demo buyer's email: wrong codes would lock it, and other test files sign in with it.
  email: () => fc.constantFrom(TENANT_FIXTURES.fuzz.codeLogin.email, 'fuzz@fuzz.test', 'not-an-email'),
  verifyCode: () => fc.constantFrom(TENANT_FIXTURES.fuzz.codeLogin.verifyCode, '000000'),
  KeyWord: () => fc.constantFrom('en', 'ar', 'zh-CN', 'pt-BR', 'zh', 'xx'),
  keyWord: () => fc.constantFrom('en', 'zh', 'zh-CN', 'pt', 'RU-ru', 'xx'),
  categoryNumber: () => fc.constantFrom('C01', 'C0101', 'K01', 'C99'),
  // Phrases (issue 28): filler words, stop words only, mixed scripts, unspaced runs, numbers typed with separators.
  keyword: () =>
    fc.constantFrom(
      'bear',
      '积木',
      'SB000001',
      'car robot train',
      '',
      'for the',
      'de la para con',
      'toy car for boys with battery and remote for kids age 3',
      'くまのぬいぐるみ ของเล่นรถ 장난감자동차 دمية دب בובה לילדה мягкая игрушка',
      'sb-000430',
      'SB 430',
      '0-0-0 - -- ·',
    ),
  previewJson: () =>
    fc.constantFrom(
      '{}',
      '{"version":2,"style":1,"slides":[]}',
      '{"version":1,"style":1,"items":[]}',
      '{"style":',
      '[]',
      'null',
    ),
};

/** A valid value of a schema (formats and patterns honoured where fast-check can). */
export function valid(schema: Schema, doc: string, depth = 0): fc.Arbitrary<Json> {
  const r = resolve(schema, doc);
  const s = r.schema;
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const as Json);
  const num = (key: string) => (typeof s[key] === 'number' ? (s[key] as number) : undefined);
  switch (s.type) {
    case 'string': {
      const minLength = num('minLength') ?? 0;
      const maxLength = Math.min(num('maxLength') ?? 64, 200);
      if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= maxLength);
      if (s.format === 'date')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (typeof s.pattern === 'string')
        return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= minLength && v.length <= maxLength);
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) });
    }
    case 'integer':
      return fc.integer({ min: num('minimum') ?? -1000, max: num('maximum') ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: num('minimum') ?? -1e6,
        max: num('maximum') ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(valid(s.items ?? {}, r.doc, depth + 1), {
            minLength: num('minItems') ?? 0,
            maxLength: Math.min(num('maxItems') ?? 5, 5),
          });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = s.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(props).map(([key, p]) => [
          key,
          key in known && depth === 0 ? fc.oneof(known[key](), valid(p, r.doc, depth + 1)) : valid(p, r.doc, depth + 1),
        ]),
      );
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in props) }) as fc.Arbitrary<Json>;
    }
    default:
      return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Hostile values and mutations.

/** Raw JSON text put in place of a value (JSON cannot otherwise carry it): 1e999 parses to Infinity. */
export const RAW = '\u0001raw:';
const NASTY_STRINGS = [
  '\u0000',
  'SUNNY\u00002006',
  'a\u0000b\u0000',
  '\u0001\u0002\u0003\u0004\u0007\b\t\n\u000b\f\r\u001b\u001f\u007f',
  '\ud800',
  '\udfff\ud800',
  'x\ud83d',
  '\u202eevil',
  '\u200b\u200c\u200d\ufeff',
  '𝕳𝖊𝖑𝖑𝖔 👨‍👩‍👧‍👦 🧸',
  'İıßẞǅ',
  'ﷺ'.repeat(50),
  'a'.repeat(17),
  '%00',
  '%s%n%x',
  '${7*7}',
  '{{7*7}}',
  "' OR 1=1 --",
  '"; DROP TABLE products; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\\',
  '\\u0000',
  'null',
  'undefined',
  'NaN',
  '',
  ' ',
  '\r\n\r\n',
  '__proto__',
  'constructor',
  'toString',
  '0',
  '-1',
  '1e999',
  '９９',
];
const NUMBERS_AT_LIMITS: Json[] = [
  0,
  -0,
  -1,
  1,
  1.5,
  0.1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
  10000,
  10001,
  60,
  61,
  1000001,
  'NaN',
  'Infinity',
  '-Infinity',
  '1',
  '0x10',
  '1e3',
  ' 1',
  `${RAW}1e999`,
  `${RAW}-1e999`,
  `${RAW}1E400`,
  `${RAW}-0.0e-0`,
  `${RAW}100000000000000000000000000000`,
];
// Built once: drawing them afresh for every request made drawing slower than sending.
const HUGE_STRINGS = [1_000, 10_000, 100_000, 270_000].flatMap((n) => [
  'x'.repeat(n),
  '€'.repeat(Math.ceil(n / 3)),
  '\u0000'.repeat(Math.ceil(n / 6)),
  '🧸'.repeat(Math.ceil(n / 4)),
]);
const hugeString = fc.constantFrom(...HUGE_STRINGS);
const DEEP_VALUES = [10, 100, 1_000, 3_000].flatMap((depth) =>
  [true, false].map((arrays) => {
    let value: Json = 1;
    for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
    return value;
  }),
);
const deep = fc.constantFrom(...DEEP_VALUES);
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...NUMBERS_AT_LIMITS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deep },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Json>(null, true, false, [], {}, [[]], [null], { '': null }, ['SB000001'], { en: 'x' }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
);
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'companyId',
  'admin',
  '$ref',
  '',
  ' ',
  'a'.repeat(300),
  'token',
  'session',
  'Account',
  'PASSWORD',
];

type Mutation = (body: Record<string, Json>, schema: Schema) => fc.Arbitrary<{ body: Json; note: string }>;
const propsOf = (schema: Schema) => Object.keys(schema.properties ?? {});
const onProp = (schema: Schema) => fc.constantFrom(...(propsOf(schema).length ? propsOf(schema) : ['x']));
const set = (body: Record<string, Json>, key: string, value: Json) =>
  Object.assign(Object.create(null), body, { [key]: value }) as Record<string, Json>;

export const mutations: Record<string, Mutation> = {
  wrongType: (b, s) =>
    fc
      .tuple(onProp(s), fc.constantFrom<Json>(1, -1, 1.5, true, null, 'text', [], {}, ['a'], { a: 1 }))
      .map(([k, v]) => ({ body: set(b, k, v), note: `${k}: wrong type` })),
  hostileValue: (b, s) =>
    fc.tuple(onProp(s), hostileValue).map(([k, v]) => ({ body: set(b, k, v), note: `${k}: hostile value` })),
  hostileInside: (b, s) =>
    fc
      .tuple(onProp(s), fc.constantFrom('\u0000', '\u0001', '\u001f', '\ud800', '\u202e', '\n', "'", '"', '\\', '%'))
      .map(([k, c]) => {
        const v = b[k];
        const inside =
          typeof v === 'string'
            ? v.slice(0, 1) + c + v.slice(1)
            : Array.isArray(v) && typeof v[0] === 'string'
              ? [c + v[0], ...v.slice(1)]
              : c;
        return { body: set(b, k, inside), note: `${k}: ${JSON.stringify(c)} inside a valid value` };
      }),
  numberAtLimit: (b, s) =>
    fc
      .tuple(onProp(s), fc.constantFrom(...NUMBERS_AT_LIMITS))
      .map(([k, v]) => ({ body: set(b, k, v), note: `${k}: number at limit ${String(v)}` })),
  huge: (b, s) =>
    fc
      .tuple(onProp(s), hugeString)
      .map(([k, v]) => ({ body: set(b, k, v), note: `${k}: huge string (${(v as string).length})` })),
  deep: (b, s) => fc.tuple(onProp(s), deep).map(([k, v]) => ({ body: set(b, k, v), note: `${k}: deep nesting` })),
  extraProps: (b) =>
    fc
      .tuple(fc.constantFrom(...EXTRA_KEYS), hostileValue)
      .map(([k, v]) => ({ body: set(b, k, v), note: `extra property ${JSON.stringify(k.slice(0, 20))}` })),
  missingRequired: (b, s) =>
    fc.constantFrom(...(s.required?.length ? s.required : ['x'])).map((k) => {
      const copy = { ...b };
      delete copy[k];
      return { body: copy, note: `missing ${k}` };
    }),
  arraysForObjects: (b, s) =>
    fc.oneof(
      fc.constant({ body: [b] as Json, note: 'body in an array' }),
      fc.constantFrom<Json>([], 'text', 42, null, true).map((v) => ({ body: v, note: `body is ${JSON.stringify(v)}` })),
      onProp(s).map((k) => ({ body: set(b, k, [b[k] ?? null]), note: `${k}: wrapped in an array` })),
      onProp(s).map((k) => ({ body: set(b, k, { value: b[k] ?? null }), note: `${k}: wrapped in an object` })),
    ),
};

const RAW_BODIES = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\ufeff{}',
  'NaN',
  '[',
  ']',
  '{"a":"\\x00"}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":1e999}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  'nul\u0000l',
  '\u0000',
  ' ',
  '\n\n',
  '{"a":' + '['.repeat(50_000),
  '"' + 'x'.repeat(300_000) + '"',
  '{"a":1,"a":2}',
  'true',
  '0',
  '-',
  '1e',
  '{"pageIndex":01}',
  '{"pageIndex":+1}',
  '{"pageIndex":.5}',
  '{"x":"\\uZZZZ"}',
  '/* comment */ {}',
  '{"a":undefined}',
];
export const rawBody = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...RAW_BODIES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
);
