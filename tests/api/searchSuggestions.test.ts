// SearchSuggestions (issue 16): teddy bears → teddy products first, named in the asked language with the share's
// number; 汽车 → toy cars (synonym), with the toy-car category; a typo finds products or offers "did you mean"; SB
// (every product number) answers six products and SB 6 the product SB000006;
// bad bodies (empty keyword, 65 characters, limit 11, unknown language) are 400 and no share login is 401; another
// supplier's token sees only its own products, whatever it types; a category is offered while it holds a product
// on the shelf and no longer once its only product goes off it.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { SECOND_SUPPLIER } from '../../server/demo/secondSupplier';
import { testClient } from './helpers';
import { must, wire } from './wire';

let token: string | null = null;
const { core } = testClient(() => token);
afterAll(() => core.clock.stop());
const suggest = (keyword: string, extra: { limit?: number; language?: string } = {}) =>
  core.call('SearchSuggestions', { keyword, ...extra });

describe('SearchSuggestions', () => {
  it('needs a share login', async () => {
    token = null;
    await expect(suggest('teddy')).rejects.toMatchObject({ kind: 'expired' });
  });

  it('suggests teddy products first for "teddy bears", named in the asked language', async () => {
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const en = await suggest('teddy bears', { language: 'en' });
    expect(en.products.length).toBeGreaterThan(0);
    expect(en.products.length).toBeLessThanOrEqual(6);
    for (const p of en.products.slice(0, 3)) expect(p.name).toMatch(/teddy/i);
    for (const p of en.products) {
      expect(p.productNumber).toMatch(/^SB/);
      expect(p.imageUrl).toBeTruthy();
      expect(p.displayNumber).toMatch(/^[A-Z]{2}-\d{4}[A-Z]$/); // the public share shows commodity numbers
    }
    expect(en.didYouMean).toBeUndefined();
    const fr = await suggest('teddy bears', { language: 'fr', limit: 3 });
    expect(fr.products.length).toBeLessThanOrEqual(3);
    expect(fr.products[0].productNumber).toBe(en.products[0].productNumber);
  });

  it('finds toy cars for 汽车 (a synonym of 玩具车)', async () => {
    const zh = await suggest('汽车', { language: 'zh-CN', limit: 10 });
    expect(zh.products.length).toBeGreaterThan(0);
    for (const p of zh.products) expect(p.name).toMatch(/车/);
    expect(zh.products.some((p) => /玩具车/.test(p.name))).toBe(true);
    expect(zh.categories.length).toBeLessThanOrEqual(4);
  });

  it('answers a typo with products or a "did you mean" that finds them', async () => {
    for (const typo of ['dinosuar', 'robto', 'dinosor', 'tedy bear']) {
      const answer = await suggest(typo, { language: 'en' });
      expect(answer.products.length > 0 || !!answer.didYouMean, typo).toBe(true);
      if (answer.didYouMean)
        expect((await suggest(answer.didYouMean, { language: 'en' })).products.length, typo).toBeGreaterThan(0);
    }
    const nothing = await suggest('qqqqqqqqqq', { language: 'en' });
    expect(nothing.products).toEqual([]);
  });

  it('answers a prefix of every product number (SB) and a number typed as SB 6 with the right products', async () => {
    const broad = await suggest('SB', { language: 'en' });
    expect(broad.products).toHaveLength(6);
    for (const p of broad.products) expect(p.productNumber).toMatch(/^SB/);
    const [first] = (await suggest('SB 6', { language: 'en' })).products;
    expect(first.productNumber).toBe('SB000006');
  });

  it('refuses bad bodies with 400', async () => {
    for (const body of [
      { keyword: '' },
      { keyword: 'x'.repeat(65) },
      { keyword: 'teddy', limit: 11 },
      { keyword: 'teddy', limit: 0 },
      { keyword: 'teddy', language: 'xx' },
      {},
    ]) {
      await expect(core.call('SearchSuggestions', body as never), JSON.stringify(body)).rejects.toMatchObject({
        code: 400,
      });
    }
    expect((await suggest('x'.repeat(64))).products).toEqual([]);
  });

  it('another supplier’s token sees only its own products', async () => {
    token = await core.call('GetToken', { companyNum: SECOND_SUPPLIER.companyNumber, platForm: 'PC' });
    const account = `sugg${Date.now().toString(36).slice(-6)}7`; // letters and digits, always
    token = (
      await core.call('Register', {
        account,
        password: 'Kites2027',
        confirmPassword: 'Kites2027',
        name: 'Kite Suggest',
        url: SECOND_SUPPLIER.privateShare,
      })
    ).token;
    for (const keyword of ['teddy', 'SB000001', 'kite', '汽车', 'a']) {
      const answer = await suggest(keyword, { limit: 10 });
      for (const p of answer.products) expect(p.productNumber, keyword).not.toMatch(/^SB/);
    }
    expect((await suggest('SB000001')).products).toEqual([]);
  });
});

describe('a category emptied by an edit', () => {
  const TAG = Date.now().toString(36).slice(-5).toUpperCase();
  const [CATEGORY, PRODUCT, WORD] = [`SG${TAG}`, `SGP${TAG}`, `quokkaline${TAG.toLowerCase()}`];
  let admin = '';
  afterAll(async () => {
    await wire('ConsoleDeleteProducts', { productNumbers: [PRODUCT] }, { token: admin });
    await wire('ConsoleDeleteCategory', { categoryNumber: CATEGORY }, { token: admin });
  });

  it('is no longer offered once its only product goes off the shelf', async () => {
    admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
    await must(
      'ConsoleSaveCategory',
      { categoryNumber: CATEGORY, names: { name: '袋鼠', ename: `${WORD} toys` } },
      admin,
    );
    const options = await must<{ packingMethods: { key: string }[] }>('ConsoleCatalogueOptions', {}, admin);
    await must(
      'ConsoleSaveProduct',
      {
        product: {
          productNumber: PRODUCT,
          names: { name: '袋鼠玩具', ename: 'Pouch toy' },
          categoryNumber: CATEGORY,
          price: 2,
          startOrderNum: 12,
          packingMethod: options.packingMethods[0].key,
          innerQuantity: 6,
          outerQuantity: 12,
          outerBoxSize: { length: 50, width: 40, height: 30 },
          grossWeight: 8,
          netWeight: 7,
        },
      },
      admin,
    );
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const offered = async () => (await suggest(WORD, { language: 'en' })).categories.map((c) => c.categoryNumber);
    expect(await offered()).toContain(CATEGORY);
    await must('ConsoleUpdateProducts', { productNumbers: [PRODUCT], onShelf: false }, admin);
    expect(await offered()).not.toContain(CATEGORY);
  });
});
