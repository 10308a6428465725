// A supplier's own search synonyms (issue 16): staff with the catalogue role read the built-in vocabulary and save
// groups of their own; a buyer's search and suggestions then reach the products of any term of a group at once (the
// next search, no restart); repeated terms and spaces are cleaned; bad lists are 400 naming the group and term;
// buyers are 403; clearing the list brings the built-in behaviour back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { must, wire } from './wire';

let admin: string;
let buyer: string;
const search = async (keyword: string) =>
  must<{ items: { name: string; ename: string }[]; totalCount: number }>(
    'GetProductList',
    { keyword, pageIndex: 1, pageSize: 20 },
    buyer,
  );
const save = (groups: string[][]) => wire('ConsoleSaveSearchSynonyms', { groups }, { token: admin });

beforeAll(async () => {
  admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
  buyer = (await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
  await save([]);
});
afterAll(async () => void (await save([])));

describe('supplier synonyms', () => {
  it('show the built-in vocabulary and an empty list of the company’s own', async () => {
    const answer = await must<{ groups: string[][]; builtIn: { kind: string; terms: string[] }[] }>(
      'ConsoleSearchSynonyms',
      {},
      admin,
    );
    expect(answer.groups).toEqual([]);
    const car = answer.builtIn.find((g) => g.kind === 'car');
    expect(car?.terms).toEqual(expect.arrayContaining(['toy car', '汽车', 'voiture']));
  });

  it('a saved group reaches its products in the next search and in suggestions', async () => {
    expect((await search('zorbix')).totalCount).toBe(0);
    const saved = await save([[' Zorbix ', 'ZORBIX', 'teddy bear']]);
    expect(saved.code).toBe(200);
    expect(saved.payload).toMatchObject({ groups: [['Zorbix', 'teddy bear']], updatedBy: DEMO_ADMIN.account });
    const found = await search('zorbix');
    expect(found.totalCount).toBeGreaterThan(0);
    for (const p of found.items) expect(`${p.name} ${p.ename}`).toMatch(/teddy|泰迪/i);
    // Plural and typo rules apply to the supplier's words too.
    expect((await search('zorbixes')).totalCount).toBe(found.totalCount);
    const suggested = await must<{ products: { name: string }[] }>(
      'SearchSuggestions',
      { keyword: 'zorbix', language: 'en' },
      buyer,
    );
    expect(suggested.products.length).toBeGreaterThan(0);
    expect(suggested.products[0].name).toMatch(/teddy/i);
  });

  it('clearing the list takes the words away again', async () => {
    expect((await save([])).code).toBe(200);
    expect((await search('zorbix')).totalCount).toBe(0);
    expect((await search('teddy')).totalCount).toBeGreaterThan(0);
  });

  it('refuses lists a search could not use, naming the group and the term, and keeps the saved one', async () => {
    await save([['quibble', 'robot']]);
    const cases: [string[][], RegExp][] = [
      [[['car']], /body\.groups\.0 /],
      [[['car', 'CAR']], /body\.groups\.0 needs at least two different terms/],
      [
        [
          ['robot', 'droid'],
          ['!!!', 'car'],
        ],
        /body\.groups\.1\.0 has no letter or digit/,
      ],
      [[['   ', ' ']], /body\.groups\.0 has only blank terms/],
      [[['car', 'x'.repeat(65)]], /body\.groups\.0\.1 /],
      [Array.from({ length: 201 }, (_, i) => [`a${i}`, `b${i}`]), /body\.groups /],
    ];
    for (const [groups, message] of cases) {
      const answer = await save(groups);
      expect(answer.code, JSON.stringify(groups).slice(0, 60)).toBe(400);
      expect(answer.message).toMatch(message);
    }
    expect((await must<{ groups: string[][] }>('ConsoleSearchSynonyms', {}, admin)).groups).toEqual([
      ['quibble', 'robot'],
    ]);
  });

  it('is the staff’s: buyers and visitors are refused', async () => {
    for (const token of [buyer, await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' })]) {
      expect((await wire('ConsoleSearchSynonyms', {}, { token })).code).toBe(403);
      expect((await wire('ConsoleSaveSearchSynonyms', { groups: [] }, { token })).code).toBe(403);
    }
    expect((await wire('ConsoleSearchSynonyms', {}, {})).code).toBe(401);
  });
});
