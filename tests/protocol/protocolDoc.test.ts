// docs/protocol.md is written for someone who builds a client from it alone (issue 12), so it must not drift from
// the call table. Cases: every call of schemas/api/calls.ts is a served row of section 8 with its method, path, token
// rule and client, linked to a payload section that exists; every call of spec section 7 has a row, served or
// planned (with the issue that brings it); section 3's token lists are exactly calls.ts's needsToken / sendsToken.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { calls, type CallName, type CallSpec } from '../../schemas/api/calls';

const doc = readFileSync('docs/protocol.md', 'utf8');
const names = Object.keys(calls) as CallName[];
const spec = (name: CallName) => calls[name] as CallSpec;

/** Every call spec section 7 names: its table, and the "Named but with payloads not shown" line. */
const SPEC_SECTION_7 = [
  'GetSystemDate',
  'GetToken',
  'CompanyShareLoginV2',
  'UserLogin',
  'Register',
  'GetCompanyInfoOnLoginV2',
  'GetCompanyContactInfoByAPP',
  'GetPublicShareInfo',
  'WebSiteSearchDetail',
  'AddShoppingCart',
  'DelShoppingCart',
  'ShoppingCartCount',
  'WebsiteShareAnalysisCode',
  'ProductAttributeInfo',
  'GetUpgradeMaintenance',
  'ChatMessageReadCount',
  'SendChatMessageClient',
  'GetChatMessagePageClient',
  'InsertPic',
  'CompanyShareLogin',
  'GetCompanyInfoOnLogin',
  'UpdateShoppingCart',
  'GetProductPackMethods',
  'ExportOrderDetailToExcel',
];

/** The text of one "## n." section of the doc. */
function section(n: number) {
  const start = doc.indexOf(`\n## ${n}. `);
  expect(start, `section ${n}`).toBeGreaterThan(-1);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
const anchors = new Set([...doc.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1])));

interface Row {
  call: string;
  anchor: string | null;
  state: string;
  route: string;
  needsToken: string;
  client: string;
}
function callRows(): Row[] {
  const lines = section(8)
    .split('\n')
    .filter((l) => l.startsWith('|'));
  const header = lines[0]
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());
  expect(header).toEqual(['call', 'state', 'method and path', 'needs token', 'client']);
  return lines.slice(2).map((line) => {
    const [callCell, state, route, needsToken, client] = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const link = /^\[(\w+)\]\(#([\w-]+)\)$/.exec(callCell);
    return { call: link ? link[1] : callCell, anchor: link ? link[2] : null, state, route, needsToken, client };
  });
}

/** The call names of the bullet of section 3 that starts with this bold label, up to its first full stop. */
function listAfter(label: string) {
  const bullets = section(3).split(/\n(?=- |\n)/);
  const bullet = bullets.find((b) => b.startsWith(`- **${label}**`));
  expect(bullet, label).toBeDefined();
  const list = bullet!.slice(0, bullet!.search(/\.(\s|$)/));
  return [...list.matchAll(/`(\w+)`/g)].map((m) => m[1]).sort();
}

describe('docs/protocol.md section 8 (calls)', () => {
  it('has one row per call, no row twice and none that neither calls.ts nor the spec names', () => {
    const rows = callRows().map((r) => r.call);
    expect(new Set(rows).size).toBe(rows.length);
    for (const row of rows) expect(names.includes(row as CallName) || SPEC_SECTION_7.includes(row), row).toBe(true);
  });

  it('shows every call of calls.ts as served, with its method, path, token rule and client', () => {
    const rows = callRows();
    for (const name of names) {
      const row = rows.find((r) => r.call === name);
      expect(row, `${name} has a row`).toBeDefined();
      expect(row!.state, name).toMatch(/^served\b/);
      expect(row!.route.split('?')[0], name).toBe(`${spec(name).method} ${spec(name).path}`);
      expect(row!.needsToken.split(/\W/)[0], `${name} needs token`).toBe(spec(name).needsToken ? 'yes' : 'no');
      expect(row!.client, name).toBe(spec(name).client);
    }
  });

  it('links every served call to its payload section, and the section exists', () => {
    for (const row of callRows().filter((r) => r.state.startsWith('served'))) {
      expect(row.anchor, `${row.call} links to its payload`).toBeTruthy();
      expect(anchors.has(row.anchor!), `#${row.anchor} exists`).toBe(true);
      expect(row.anchor).toBe(slug(row.call));
    }
  });

  it('lists every call of spec section 7: served when calls.ts has it, else planned with the issue that brings it', () => {
    const rows = callRows();
    for (const name of SPEC_SECTION_7) {
      const row = rows.find((r) => r.call === name);
      expect(row, `${name} has a row`).toBeDefined();
      if (names.includes(name as CallName)) expect(row!.state, name).toMatch(/^served\b/);
      else expect(row!.state, name).toMatch(/^(planned: (#1[345]|later)|not served: replaced by \w+)\b/);
    }
  });

  const specFile = '../shared/spec/catalogue-spec.md';
  it.skipIf(!existsSync(specFile))("the list of spec section 7 above is the spec's own", () => {
    const text = readFileSync(specFile, 'utf8');
    const seven = text.slice(text.indexOf('## 7. Calls'), text.indexOf('## 8. '));
    const inTable = [...seven.matchAll(/^\| (?:GET|POST) \/api\/\w+\/(\w+)/gm)].map((m) => m[1]);
    const named = /Named but with payloads not shown: (.+)$/m
      .exec(seven)![1]
      .split(',')
      .map((s) => /^\s*(\w+)/.exec(s)![1]);
    expect([...new Set([...inTable, ...named])].sort()).toEqual([...SPEC_SECTION_7].sort());
  });
});

describe('docs/protocol.md section 3 (who sends a bearer token) agrees with calls.ts', () => {
  it('names exactly the calls that need no token', () => {
    expect(listAfter('Need no token')).toEqual(names.filter((n) => !spec(n).needsToken).sort());
  });

  it('names exactly the calls our browser sends without the header', () => {
    expect(listAfter('Sent without the header by our browser')).toEqual(
      names.filter((n) => !spec(n).sendsToken).sort(),
    );
  });
});
