// The Catalogue room's categories (issue 23): a first-level category and two under it are created with names in
// Chinese and English; a third level is refused; the children are reordered (the whole level, each once, or 400);
// a category holding a product is not deleted (422) until its products are moved (moveTo), and the product then
// sits in the other category; a category with categories under it is not deleted; buyers 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { must, wire } from './wire';

type Options = {
  categories: { categoryNumber: string; parentNumber: string | null; names: Record<string, string> }[];
  packingMethods: { key: string }[];
};
let admin: string;
const TAG = Date.now().toString(36).slice(-5).toUpperCase();
const TOP = `CT${TAG}`;
const [A, B] = [`${TOP}A`, `${TOP}B`];
const PRODUCT = `CP${TAG}`;

const save = (body: Record<string, unknown>) => wire('ConsoleSaveCategory', body, { token: admin });
const childrenOf = (o: Options, parent: string) =>
  o.categories.filter((c) => c.parentNumber === parent).map((c) => c.categoryNumber);

beforeAll(async () => {
  admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
});
afterAll(async () => {
  await wire('ConsoleDeleteProducts', { productNumbers: [PRODUCT] }, { token: admin });
  for (const n of [A, B, TOP]) await wire('ConsoleDeleteCategory', { categoryNumber: n }, { token: admin });
});

describe('categories', () => {
  it('are created on two levels with names in Chinese and English, and no deeper', async () => {
    await must('ConsoleSaveCategory', { categoryNumber: TOP, names: { name: '新类目', ename: 'New line' } }, admin);
    await must('ConsoleSaveCategory', { categoryNumber: A, parentNumber: TOP, names: { name: '甲' } }, admin);
    const options = await must<Options>(
      'ConsoleSaveCategory',
      { categoryNumber: B, parentNumber: TOP, names: { ename: 'B' } },
      admin,
    );
    expect(options.categories.find((c) => c.categoryNumber === TOP)).toMatchObject({
      parentNumber: null,
      names: { name: '新类目', ename: 'New line' },
    });
    expect(childrenOf(options, TOP)).toEqual([A, B]);
    const deeper = await save({ categoryNumber: `${TOP}C`, parentNumber: A, names: { ename: 'C' } });
    expect([deeper.code, deeper.message]).toEqual([400, expect.stringMatching(/two levels/)]);
    const nameless = await save({ categoryNumber: `${TOP}D`, names: { french: 'Sans nom' } });
    expect([nameless.code, nameless.message]).toEqual([400, expect.stringMatching(/Chinese or in English/)]);
  });

  it('are reordered a whole level at a time', async () => {
    const options = await must<Options>(
      'ConsoleReorderCategories',
      { parentNumber: TOP, categoryNumbers: [B, A] },
      admin,
    );
    expect(childrenOf(options, TOP)).toEqual([B, A]);
    const partial = await wire(
      'ConsoleReorderCategories',
      { parentNumber: TOP, categoryNumbers: [B] },
      { token: admin },
    );
    expect(partial.code).toBe(400);
  });

  it('are deleted only once their products are moved', async () => {
    const options = await must<Options>('ConsoleCatalogueOptions', {}, admin);
    await must(
      'ConsoleSaveProduct',
      {
        product: {
          productNumber: PRODUCT,
          names: { ename: 'Category test toy' },
          categoryNumber: A,
          price: 1,
          startOrderNum: 1,
          packingMethod: options.packingMethods[0].key,
          innerQuantity: 1,
          outerQuantity: 1,
          outerBoxSize: { length: 10, width: 10, height: 10 },
          grossWeight: 1,
          netWeight: 1,
        },
      },
      admin,
    );
    const refused = await wire('ConsoleDeleteCategory', { categoryNumber: A }, { token: admin });
    expect([refused.code, refused.message]).toEqual([422, expect.stringMatching(/holds 1 product: move them/)]);
    const parent = await wire('ConsoleDeleteCategory', { categoryNumber: TOP }, { token: admin });
    expect([parent.code, parent.message]).toEqual([422, expect.stringMatching(/categories under it/)]);
    const after = await must<Options>('ConsoleDeleteCategory', { categoryNumber: A, moveTo: B }, admin);
    expect(childrenOf(after, TOP)).toEqual([B]);
    const moved = await must<{ product: { categoryNumber: string } }>(
      'ConsoleProductDetail',
      { productNumber: PRODUCT },
      admin,
    );
    expect(moved.product.categoryNumber).toBe(B);
  });

  it('are for catalogue staff only', async () => {
    const buyer = (await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code }))
      .token;
    expect(
      (await wire('ConsoleSaveCategory', { categoryNumber: 'X1', names: { ename: 'x' } }, { token: buyer })).code,
    ).toBe(403);
  });
});
