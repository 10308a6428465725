// Patching the index (issue 23): after products are edited, added, taken off the shelf and deleted, and categories
// change, the patched index answers every query (keywords in several scripts, typos, numbers, descriptions, categories, flags, each
// sort, the console's sorts, product numbers) exactly as an index rebuilt from the same rows; a patch leaves the index
// it came from answering as before, and so does a newer index when an older one of its line is patched again;
// slotOfId follows a product to its new slot.
import { describe, expect, it } from 'vitest';
import { indexFromRows, patchIndex, slotOfId, type Category, type Row } from '../../server/search/indexColumns';
import { findProducts, cacheFoundProducts, type ProductQuery } from '../../server/search/findProducts';

const NAMES = [
  ['音乐泰迪熊', 'Musical Teddy Bear', 'Ours en peluche musical'],
  ['发光玩具车', 'Light-up Toy Car', 'Voiture lumineuse'],
  ['迷你恐龙', 'Mini Dinosaur', 'Mini dinosaure'],
  ['太空火箭', 'Space Rocket', 'Fusée spatiale'],
  ['积木套装', 'Building Blocks Set', 'Jeu de construction'],
];
/** Descriptions (issue 28), one per name, so an edit that changes the name changes the description too. */
const DESCRIPTIONS = [
  'Plays a lullaby from its music box',
  'Flashing wheels, batteries included',
  'Non-toxic vinyl figure',
  'Launch pad included',
  'Wooden bricks in a tub',
];
const row = (id: number, variant = 0, overrides: Partial<Row> = {}): Row => {
  const [name, ename, french] = NAMES[(id + variant) % NAMES.length];
  const number = `T${id}`;
  return {
    id,
    product_number: number,
    commodity_number: `HY-${id}`,
    out_factory_number: `${id}-1`,
    category_id: 1 + (id % 3),
    name,
    ename: `${ename} ${id}`,
    search_text: `${number} hy-${id} ${id}-1 ${name} ${ename} ${id} ${french}`.toLowerCase(),
    price: String(1 + ((id * 7 + variant) % 13)),
    listed_at: `2026-0${1 + (id % 9)}-1${id % 10}`,
    flags: (id + variant) % 4 === 0 ? 4 : (id + variant) % 5 === 0 ? 2 : 0,
    sizes: Array(9).fill(String(id % 6)),
    packing_method: 'box',
    pa_nu: '1/1',
    label_number: '',
    certificates: id % 2 ? 'EN71' : '',
    names: { type: 0, name, ename: `${ename} ${id}`, french },
    descriptions: { type: 1, ename: DESCRIPTIONS[(id + variant) % NAMES.length] },
    start_order_num: (id * 13) % 50,
    ...overrides,
  };
};
const categories: Category[] = [
  { id: 1, parent_id: null, category_number: 'C1' },
  { id: 2, parent_id: 1, category_number: 'C2' },
  { id: 3, parent_id: null, category_number: 'C3' },
];

const QUERIES: Partial<ProductQuery>[] = [
  {},
  { sort: 'priceAsc' },
  { sort: 'priceDesc' },
  { sort: 'newest' },
  { keyword: 'teddy' },
  { keyword: '恐龙' },
  { keyword: 'dinosaure' },
  { keyword: 'rokcet' },
  { keyword: 'fusée' },
  { keyword: 't7' },
  { keyword: 'laser' },
  { keyword: 'vinyl' },
  { keyword: 'launch pad' },
  { keyword: 'rocket included', sort: 'priceAsc' },
  { keyword: 'plush' },
  { keyword: 'infrared' },
  { keyword: 'blocks', sort: 'priceAsc' },
  { keyword: '积木' },
  { categoryOne: 'C1' },
  { categoryOne: 'C9' },
  { area: 'recommend' },
  { area: 'hotSellingArea', minPrice: 3 },
  { certificateNo: 'EN71' },
  { productNumbers: ['T3', 'T40', 'T45'] },
  { productNumbers: ['T3', 'T8', 'T62', 'T30'] },
  { order: 'numberDesc' },
  { order: 'nameAsc' },
  { order: 'moqDesc' },
];
const answers = (index: ReturnType<typeof indexFromRows>) =>
  QUERIES.map((q) => findProducts(index, { pageIndex: 1, pageSize: 100, ...q }));

describe('patchIndex', () => {
  cacheFoundProducts(false);
  const before = Array.from({ length: 40 }, (_, i) => row(i + 1));
  const old = indexFromRows(before, categories, '1', true);
  const oldAnswers = answers(old);

  it('answers as an index rebuilt from the same rows', () => {
    // Edited (new names, price, flags, category), taken off the shelf (absent from the rows), deleted, and new.
    const after = new Map(before.map((r) => [r.id, r]));
    const edited = [3, 8, 21].map((id) => row(id, 2, { price: '99', category_id: 3 }));
    for (const r of edited) after.set(r.id, r);
    after.delete(5);
    after.delete(30);
    const added = [
      row(41),
      row(45, 1, {
        name: '激光枪',
        ename: 'Laser Blaster',
        search_text: 't45 hy-45 45-1 激光枪 laser blaster',
        names: null,
        descriptions: null,
        en_content: 'Shoots harmless infrared beams',
      }),
    ];
    for (const r of added) after.set(r.id, r);
    const newCategories = [...categories, { id: 4, parent_id: 3, category_number: 'C4' }];
    let patched = patchIndex(old, [...edited, added[0]], [3, 8, 21, 5, 41], null, '2');
    patched = patchIndex(patched, [added[1]], [45, 30], newCategories, '3');
    // The same product edited twice: its second slot replaces its first.
    const twice = row(8, 3, { price: '42' });
    after.set(8, twice);
    patched = patchIndex(patched, [twice], [8], null, '4');

    const rebuilt = indexFromRows(
      [...after.values()].sort((a, b) => a.id - b.id),
      newCategories,
      '4',
      true,
    );
    const got = answers(patched);
    const want = answers(rebuilt);
    QUERIES.forEach((q, i) => expect({ q, ...got[i] }).toEqual({ q, ...want[i] }));
    expect(got.find((a, i) => QUERIES[i].keyword === 'laser')!.ids).toEqual([45]);
    expect(got.find((a, i) => QUERIES[i].keyword === 'infrared')!.ids).toEqual([45]);
    expect(got.find((a, i) => QUERIES[i].keyword === 'vinyl')!.totalCount).toBeGreaterThan(0);
    expect(patched.version).toBe('4');
    expect(slotOfId(patched, 8)).toBe(patched.count - 1);
    expect(slotOfId(patched, 5)).toBe(-1);
    expect(patched.ids[slotOfId(patched, 21)]).toBe(21);
  });

  it('answers as a rebuilt index after each patch while searched between them', () => {
    // What a search works out is kept along patches (a synonym group's products): each patch's new slots are added
    // to what the index before it found, as an import patches every second while buyers search.
    const line = indexFromRows(before, categories, '1', true);
    const rows = new Map(before.map((r) => [r.id, r]));
    let patched = line;
    answers(patched);
    for (let step = 1; step <= 4; step++) {
      const changed = [
        row(step * 3, step, { price: String(10 + step) }),
        row(60 + step, step),
        row(70 + step, 0, { name: '毛绒玩具', ename: `Plush bear ${step}`, names: null, descriptions: null }),
        // A new word holding a synonym term (积木, blocks): matched from the patch's own words.
        row(80 + step, 0, {
          name: `进口积木${step}`,
          ename: `Import ${step}`,
          search_text: `t${80 + step} 进口积木${step} import ${step}`,
          names: { type: 0, name: `进口积木${step}`, ename: `Import ${step}` },
        }),
      ];
      for (const r of changed) rows.set(r.id, r);
      rows.delete(step * 7 + 1);
      patched = patchIndex(patched, changed, [...changed.map((r) => r.id), step * 7 + 1], null, String(step + 1));
      const rebuilt = indexFromRows(
        [...rows.values()].sort((a, b) => a.id - b.id),
        categories,
        String(step + 1),
        true,
      );
      const got = answers(patched);
      const want = answers(rebuilt);
      QUERIES.forEach((q, i) => expect({ step, q, ...got[i] }).toEqual({ step, q, ...want[i] }));
      expect(got[QUERIES.findIndex((q) => q.keyword === 'blocks')].ids).toContain(80 + step);
      // The words by prefix (suggestions, prefix matches), in the dictionary's order.
      const byPrefix = (index: typeof line, part: string) =>
        index.words.prefixed(part).map((id) => index.words.words[id]);
      for (const part of ['p', 'b', 'mu', '6', '7'])
        expect({ step, part, words: byPrefix(patched, part) }).toEqual({ step, part, words: byPrefix(rebuilt, part) });
    }
  });

  it('leaves the index it came from as it was', () => {
    patchIndex(old, [row(2, 1, { price: '77' }), row(50)], [2, 50, 4], null, '2');
    expect(answers(old)).toEqual(oldAnswers);
  });

  it('patches an older index of a line without disturbing the newer one', () => {
    // The first patch makes columns with room, so the second appends in place; patching the first again (another
    // line) must not write over the second's new slots.
    const first = patchIndex(old, [row(2, 1)], [2], null, '2');
    const tipRows = [row(51, 0, { price: '5' }), row(52, 1, { price: '6', category_id: 3 })];
    const tip = patchIndex(first, tipRows, [51, 52], null, '3');
    const tipAnswers = answers(tip);
    patchIndex(first, [row(61, 2, { price: '90' }), row(62, 3, { price: '91' })], [61, 62], null, '3');
    expect(answers(tip)).toEqual(tipAnswers);
    const rows = new Map(before.map((r) => [r.id, r]));
    for (const r of [row(2, 1), ...tipRows]) rows.set(r.id, r);
    expect(tipAnswers).toEqual(answers(indexFromRows([...rows.values()], categories, '3', true)));
  });
});
