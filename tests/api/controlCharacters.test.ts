// Issue 12, security item 3: a control character (NUL first of all: PostgreSQL text cannot hold it) in any string
// of any request is a 400 naming the field, never a 500. Generated from the schemas: every call in
// schemas/api/calls.ts × every string field of its request (nested objects and arrays too) × NUL, plus other C0
// controls on a few fields, and tab / line breaks still allowed.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSchemas, calls, type CallName } from '../../schemas/api/calls';
import { DEMO_ADMIN, DEMO_COMPANY_NUMBER } from '../../server/demo/demoShares';
import { decryptJson } from '../../protocol/crypto';
import { raw, signed } from './helpers';
import { must } from './wire';

type Schema = {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
const documents = new Map(
  apiSchemas.map((s) => [(s as { $id: string }).$id, s as unknown as { $defs: Record<string, Schema> }]),
);

function resolve(ref: string, doc: string): [Schema, string] {
  const [file, pointer] = ref.split('#');
  const docName = file || doc;
  let target: unknown = documents.get(docName);
  for (const key of pointer.split('/').filter(Boolean)) target = (target as Record<string, unknown>)[key];
  return [target as Schema, docName];
}

/** JSON paths (as key lists) of every string a request schema allows. */
function stringPaths(schema: Schema, doc: string, path: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 8) return [];
  if (schema.$ref) {
    const [target, targetDoc] = resolve(schema.$ref, doc);
    return stringPaths(target, targetDoc, path, depth + 1);
  }
  const found: (string | number)[][] = [];
  const types = [schema.type].flat();
  if (types.includes('string')) found.push(path);
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    found.push(...stringPaths(child, doc, [...path, key], depth + 1));
  if (schema.items) found.push(...stringPaths(schema.items, doc, [...path, 0], depth + 1));
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...stringPaths(alt, doc, path, depth + 1));
  return found;
}

function bodyWith(path: (string | number)[], value: string): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [bodyWith(rest, value)] : { [head]: bodyWith(rest, value) };
}

let bearer: Record<string, string> = {};
// Staff calls go with a staff token: a call whose larger body limit is kept for its role (the studio's page save)
// refuses anyone else before reading the body, so a visitor's token would never reach the field check.
let staffBearer: Record<string, string> = {};
beforeAll(async () => {
  staffBearer = { authorization: `Bearer ${(await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token}` };
  const answer = await raw(calls.GetToken.path, {
    headers: { 'content-type': 'application/json', ...signed() },
    body: JSON.stringify({ companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' }),
  });
  bearer = {
    authorization: `Bearer ${decryptJson<string>(answer.json!.item as string, answer.json!.dateTime as string)}`,
  };
});

async function send(name: CallName, path: (string | number)[], value: string) {
  const spec = calls[name];
  const auth = (spec as { caller?: string }).caller?.startsWith('staff') ? staffBearer : bearer;
  if (spec.method === 'GET') {
    return raw(`${spec.path}?${path[0]}=${encodeURIComponent(value)}`, {
      method: 'GET',
      headers: { ...signed(), ...auth },
    });
  }
  return raw(spec.path, {
    headers: { 'content-type': 'application/json', ...signed(), ...auth },
    body: JSON.stringify(bodyWith(path, value)),
  });
}

const where = (name: CallName) => (calls[name].method === 'GET' ? 'querystring' : 'body');

describe('NUL in every string field of every call → 400 naming the field', () => {
  for (const name of Object.keys(calls) as CallName[]) {
    const doc = `${name}.json`;
    const defs = documents.get(doc)!.$defs;
    const paths = stringPaths(defs.request ?? defs.query, doc);
    if (!paths.length) continue;
    it(`${name}: ${paths.map((p) => p.join('.')).join(', ')}`, async () => {
      for (const path of paths) {
        const answer = await send(name, path, 'a\u0000b');
        const field = [where(name), ...path].join('.');
        expect(answer.status, field).toBe(400);
        expect(answer.json, field).toMatchObject({
          code: 400,
          message: `Invalid request: ${field} must not contain control characters or unpaired surrogates.`,
        });
      }
    });
  }
});

describe('the issue 12 reproductions and other controls', () => {
  it('AdminLogin, UserLogin and Register with NUL answer 400, not 500', async () => {
    expect((await send('AdminLogin', ['account'], '\u0000')).json).toMatchObject({
      code: 400,
      message: 'Invalid request: body.account must not contain control characters or unpaired surrogates.',
    });
    expect((await send('UserLogin', ['account'], '\u0000')).status).toBe(400);
    for (const field of ['name', 'companyName', 'address', 'country', 'email']) {
      const body = {
        account: 'nul2027ok',
        password: 'Nul2027ok!',
        confirmPassword: 'Nul2027ok!',
        name: 'N',
        [field]: `x\u0000y`,
      };
      const answer = await raw(calls.Register.path, {
        headers: { 'content-type': 'application/json', ...signed(), ...bearer },
        body: JSON.stringify(body),
      });
      expect(answer.json, field).toMatchObject({
        code: 400,
        message: `Invalid request: body.${field} must not contain control characters or unpaired surrogates.`,
      });
    }
  });

  it('half a surrogate pair is refused (PostgreSQL cannot store it in jsonb); a whole pair is kept', async () => {
    for (const broken of ['\ud800', 'a\udc00', '\udfff\ud800']) {
      expect((await send('AdminLogin', ['account'], broken)).json, JSON.stringify(broken)).toMatchObject({
        code: 400,
        message: 'Invalid request: body.account must not contain control characters or unpaired surrogates.',
      });
    }
    expect(String((await send('AdminLogin', ['account'], 'toy🧸')).json?.message)).not.toContain('surrogates');
  });

  it('other C0 controls and DEL are refused too; tab and line breaks are left to the field rules', async () => {
    for (const control of ['\u0001', '\u0008', '\u000b', '\u001b', '\u007f']) {
      expect((await send('AdminLogin', ['account'], `a${control}b`)).status, JSON.stringify(control)).toBe(400);
    }
    // A line break is not a control-character error (AdminLogin then just fails the login: 414).
    const answer = await raw(calls.AdminLogin.path, {
      headers: { 'content-type': 'application/json', ...signed() },
      body: JSON.stringify({ account: 'multi\nline', password: 'x\ty' }),
    });
    expect(answer.json).toMatchObject({ code: 414 });
  });
});
