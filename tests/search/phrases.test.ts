// Whole phrases (issue 28) on the seeded demo catalogue: the labelled phrases of every language (phraseQueries.ts)
// each find their toy kind in the first ten; a word no product has is left out and named (toy car for "boys"); the
// best partial match keeps the word that names a toy; only stop words find nothing and say so; Chinese, Japanese,
// Thai and Korean runs and English compounds are cut into words; numbers match however they are typed; attribute
// values and names (usb, silicone, battery) when no name has the word match the products that have them; a prefix
// most products hold (SB, SB0) lists the first of them in the buyer's order, as the header's suggestions show them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/demo/seed';
import { catalogueIndex, type CatalogueIndex } from '../../server/search/catalogueIndex';
import { findProducts } from '../../server/search/findProducts';
import { toyKindFor, type ToyKind } from '../../server/demo/toyImage';
import { LABELLED_PHRASES } from './phraseQueries';

let db: Database;
let index: CatalogueIndex;
let kindOf: Map<number, ToyKind>;
let numberOf: Map<number, string>;

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  await seedDemo(db, { products: 600 });
  const [{ id }] = await db.query<{ id: number }>("SELECT id FROM companies WHERE company_number = 'SUNNY2006'");
  index = await catalogueIndex(db, id);
  const rows = await db.query<{ id: number; image_seed: number; product_number: string }>(
    'SELECT id, image_seed, product_number FROM products WHERE company_id = $1',
    [id],
  );
  kindOf = new Map(rows.map((r) => [r.id, toyKindFor(r.image_seed)]));
  numberOf = new Map(rows.map((r) => [r.id, r.product_number]));
}, 120_000);
afterAll(() => db?.close());

const search = (keyword: string, pageSize = 10) => findProducts(index, { keyword, pageIndex: 1, pageSize });
const kinds = (ids: number[]) => [...new Set(ids.map((id) => kindOf.get(id)))];

describe('phrases', () => {
  it.each(LABELLED_PHRASES.map((p) => [p.language, p.query, p.kind] as const))(
    '%s: "%s" finds only %s in the first ten',
    (_, query, kind) => {
      const found = search(query);
      expect(found.ids.length).toBeGreaterThan(0);
      expect(kinds(found.ids)).toEqual([kind]);
    },
  );

  it('leaves out a word no product has and names it', () => {
    const found = search('rubber duck for grandchildren');
    expect(kinds(found.ids)).toEqual(['duck']);
    expect(found.unmatchedWords).toEqual(['grandchildren']);
    expect(search('rubber duck').unmatchedWords).toBeUndefined();
  });

  it('keeps the word naming a toy when no product has all the words', () => {
    const found = search('wooden rocket');
    expect(kinds(found.ids)).toEqual(['rocket']);
    expect(found.unmatchedWords).toEqual(['wooden']);
  });

  it('reads a number with a word for years as an age, not part of a product number', () => {
    const found = search('robot para niños de 5 años', 100);
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.totalCount).toBe(search('robot 5+').totalCount);
    expect(found.totalCount).toBeLessThan(search('robot').totalCount);
    expect(kinds(found.ids)).toEqual(['robot']);
    expect(found.unmatchedWords).toEqual(['niños']);
  });

  it('answers stop words only with nothing, and says so', () => {
    for (const query of ['for the', 'de la', 'для и', 'の と']) {
      const found = search(query);
      expect(found).toMatchObject({ ids: [], totalCount: 0, stopWordsOnly: true });
    }
    expect(search('la').stopWordsOnly).toBeUndefined(); // one word is searched as typed, on the way to "laruang"
  });

  it('cuts unspaced runs and compounds into words', () => {
    expect(kinds(search('เครื่องบินของเล่น').ids)).toEqual(['plane']);
    expect(kinds(search('ロボットのおもちゃ').ids)).toEqual(['robot']);
    expect(kinds(search('toycar').ids)).toEqual(['car']);
    expect(kinds(search('장난감기차').ids)).toEqual(['train']);
  });

  it('finds a product number typed with a hyphen, a space, in lower case or without its zeros', () => {
    const [id, number] = [...numberOf][5];
    const letters = number.replace(/\d+$/, '');
    const digits = number.slice(letters.length);
    for (const typed of [
      `${letters}-${digits}`,
      `${letters.toLowerCase()} ${Number(digits)}`,
      number.toLowerCase(),
      `${letters}${Number(digits)}`,
    ])
      expect(search(typed, 30).ids[0], typed).toBe(id);
  });

  it('answers a number with one or two digits typed apart (SB 6, sb 43) with that product alone', () => {
    for (const [id, number] of [[...numberOf][5], [...numberOf][42]]) {
      const letters = number.replace(/\d+$/, '');
      const typed = `${letters.toLowerCase()} ${Number(number.slice(letters.length))}`;
      expect(search(typed, 30).ids, typed).toEqual([id]);
    }
  });

  it('answers a prefix most of the catalogue holds (SB, SB0) with the first products in the buyer’s order', async () => {
    const texts = new Map(
      (
        await db.query<{ id: number; search_text: string }>('SELECT id, search_text FROM products WHERE status = 0')
      ).map((r) => [r.id, r.search_text.toLowerCase()]),
    );
    for (const keyword of ['SB', 'SB0', 'sb00']) {
      const part = keyword.toLowerCase();
      const holding = [...index.orders.default]
        .map((slot) => index.ids[slot])
        .filter((id) => texts.get(id)!.includes(part));
      expect(holding.length, keyword).toBeGreaterThan(index.count / 10);
      const found = search(keyword, 30);
      expect(found.totalCount, keyword).toBe(holding.length);
      expect(found.ids, keyword).toEqual(holding.slice(0, 30));
    }
  });

  it('matches words that name an attribute value or the attribute itself, not only the name', async () => {
    const usb = search('car usb');
    expect(usb.unmatchedWords).toBeUndefined();
    expect(kinds(usb.ids)).toEqual(['car']);
    const rows = await db.query<{ id: number }>(
      `SELECT id FROM products WHERE id = ANY($1) AND attributes @> '[{"name":"battery","value":"usb"}]'`,
      [usb.ids],
    );
    expect(rows.length).toBe(usb.ids.length);
    expect(usb.totalCount).toBeLessThan(search('car').totalCount);
    expect(search('silicone duck').unmatchedWords).toBeUndefined();
    // battery: the products that have one (noBattery products do not), so a teddy (none) is left out.
    const battery = search('teddy battery');
    expect(kinds(battery.ids)).toEqual(['teddy']);
    expect(battery.unmatchedWords).toEqual(['battery']);
  });

  it('survives long phrases in mixed scripts', () => {
    const found = search('toy car 玩具车 ของเล่นรถ для мальчика سيارة לילד 장난감자동차 sb-000001');
    expect(found.ids.length).toBeGreaterThan(0);
  });
});
