// Product lists and categories: a share sees only its supplier's products, only the fields its shareInfo
// allows (no price at all when isShowPrice is off), areas filter, paging counts, and sign-in is required.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { SECOND_SUPPLIER } from '../../server/demo/secondSupplier';
import { testClient } from './helpers';

let token: string | null = null;
const { core } = testClient(() => token);
afterAll(() => core.clock.stop());
const browser = { loginType: 1 as const };

describe('catalogue', () => {
  it('needs a share login', async () => {
    token = null;
    await expect(core.call('GetProductList', { pageIndex: 1, pageSize: 10 })).rejects.toMatchObject({
      kind: 'expired',
    });
  });

  it('lists the public share’s products with price and the chosen number', async () => {
    token = (await core.call('CompanyShareLoginV2', { ...browser, url: DEMO_SHARES.public.code })).token;
    const page = await core.call('GetProductList', { area: 'newProduct', pageIndex: 1, pageSize: 12, sort: 'newest' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.totalCount).toBeGreaterThanOrEqual(page.items.length);
    for (const item of page.items) expect(item.isNew).toBe(true);
    // Other test files add products of their own while this one runs: the seeded ones carry the demo's numbers.
    const seeded = page.items.filter((item) => /^SB/.test(item.productNumber));
    expect(seeded.length).toBeGreaterThan(0);
    for (const item of seeded) {
      expect(item.price).toBeGreaterThan(0);
      expect(item.displayNumber).toMatch(/^[A-Z]{2}-\d{4}[A-Z]$/); // showNumber 1: commodity number
      expect(Object.keys(item.names).length).toBe(16);
    }
    const second = await core.call('GetProductList', {
      area: 'newProduct',
      pageIndex: 2,
      pageSize: 12,
      sort: 'newest',
    });
    expect(second.items.map((i) => i.productNumber)).not.toContain(page.items[0].productNumber);
  });

  it('filters by category (a top level includes its children) and by product numbers', async () => {
    const { items } = await core.call('GetCategoryList', {});
    const top = items.find((c) => c.parentNumber === null && c.productCount > 0)!;
    expect(top.names.ename).toBeTruthy();
    const inTop = await core.call('GetProductList', { categoryNumber: top.categoryNumber, pageIndex: 1, pageSize: 60 });
    expect(inTop.totalCount).toBe(top.productCount);
    const picked = await core.call('GetProductList', {
      productNumbers: ['SB000001', 'SB000002', 'BK000001'],
      pageIndex: 1,
      pageSize: 10,
    });
    expect(picked.items.length).toBeGreaterThanOrEqual(1);
    expect(picked.items.every((i) => i.productNumber.startsWith('SB'))).toBe(true);
  });

  it('a share without isShowPrice never receives a price, and sees only its own supplier', async () => {
    token = await core.call('GetToken', { companyNum: SECOND_SUPPLIER.companyNumber, platForm: 'PC' });
    const login = await core.call('Register', {
      account: 'kitebuyer1',
      password: 'Kites2027',
      confirmPassword: 'Kites2027',
      name: 'Kite Buyer',
      url: SECOND_SUPPLIER.privateShare,
    });
    token = login.token;
    const page = await core.call('GetProductList', { pageIndex: 1, pageSize: 60 });
    expect(page.totalCount).toBeGreaterThan(30);
    for (const item of page.items) {
      expect(item.productNumber).toMatch(/^BK/);
      expect(item).not.toHaveProperty('price');
      expect(item).not.toHaveProperty('displayNumber'); // showNumber -1
      expect(item.names).toEqual({}); // productSource 0
    }
  });
});

describe('keyword search', () => {
  it('finds products by names in several scripts and by numbers, best matches first', async () => {
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const byChinese = await core.call('GetProductList', { keyword: '泰迪熊', pageIndex: 1, pageSize: 20 });
    expect(byChinese.totalCount).toBeGreaterThan(0);
    expect(byChinese.items.every((i) => i.name.includes('泰迪熊'))).toBe(true);
    const byEnglish = await core.call('GetProductList', { keyword: 'teddy bear', pageIndex: 1, pageSize: 20 });
    expect(byEnglish.totalCount).toBe(byChinese.totalCount);
    const sample = byEnglish.items[0];
    for (const field of ['arabic', 'japanese', 'korean', 'thai', 'russian']) {
      const found = await core.call('GetProductList', { keyword: sample.names[field], pageIndex: 1, pageSize: 60 });
      expect(
        found.items.map((i) => i.productNumber),
        field,
      ).toContain(sample.productNumber);
    }
    const byNumber = await core.call('GetProductList', {
      keyword: sample.displayNumber!.toLowerCase(),
      pageIndex: 1,
      pageSize: 5,
    });
    expect(byNumber.items[0].productNumber).toBe(sample.productNumber);
  });

  it('filters by price and refuses a lowest price above the highest, and absurd keywords', async () => {
    const cheap = await core.call('GetProductList', { minPrice: 1, maxPrice: 2, pageIndex: 1, pageSize: 60 });
    expect(cheap.items.every((i) => Number(i.price) >= 1 && Number(i.price) <= 2)).toBe(true);
    await expect(
      core.call('GetProductList', { minPrice: 5, maxPrice: 2, pageIndex: 1, pageSize: 10 }),
    ).rejects.toMatchObject({ code: 400, message: 'Lowest price cannot be greater than highest price.' });
    await expect(
      core.call('GetProductList', { keyword: 'x'.repeat(10_000), pageIndex: 1, pageSize: 10 }),
    ).rejects.toMatchObject({ code: 400 });
    // Every other field of the search form: a clear 400 naming the field, never a 500.
    const refused = async (body: Record<string, unknown>, message: RegExp) =>
      expect(core.call('GetProductList', { pageIndex: 1, pageSize: 10, ...body } as never)).rejects.toMatchObject({
        code: 400,
        message: expect.stringMatching(message),
      });
    await refused({ startTime: '2026-02-30' }, /startTime must match format "date"/);
    await refused({ startTime: 'last week' }, /startTime/);
    await refused({ startTime: '2026-05-01', endTime: '2026-04-01' }, /endTime is before the start date/);
    await refused({ pr_le: { min: 1e9 } }, /pr_le\.min must be <= 1000/);
    await refused({ ou_hi: { min: 50, max: 10 } }, /ou_hi has a smallest size greater than its largest/);
    await refused({ in_wi: { min: 'wide' } }, /in_wi\.min must be number/);
    await refused({ certificateNo: 'CE,'.repeat(100) }, /certificateNo/);
    const sized = await core.call('GetProductList', {
      pr_le: { min: 10, max: 20 },
      startTime: '2020-01-01',
      certificateNo: 'EN71',
      pageIndex: 1,
      pageSize: 60,
    });
    expect(sized.totalCount).toBeGreaterThan(0);
    // A page past the end still reports the total (keyword, numbers and ranking together): two teddies and a
    // product that is none, so the total is what both filters leave.
    const teddies = (await core.call('GetProductList', { keyword: 'teddy', pageIndex: 1, pageSize: 2 })).items.map(
      (i) => i.productNumber,
    );
    expect(teddies).toHaveLength(2);
    const numbered = { keyword: 'teddy', productNumbers: [...teddies, 'SB000001'], pageSize: 10 };
    const firstPage = await core.call('GetProductList', { ...numbered, pageIndex: 1 });
    const past = await core.call('GetProductList', { ...numbered, pageIndex: 50 });
    expect(firstPage.totalCount).toBe(teddies.length);
    expect(past.items).toEqual([]);
    expect(past.totalCount).toBe(firstPage.totalCount);
    const sorted = await core.call('GetProductList', {
      keyword: 'teddy',
      sort: 'priceAsc',
      pageIndex: 1,
      pageSize: 20,
    });
    expect(sorted.items.map((i) => i.price)).toEqual(
      [...sorted.items.map((i) => i.price)].sort((a, b) => Number(a) - Number(b)),
    );
    const beyond = await core.call('GetProductList', { keyword: 'teddy', pageIndex: 500, pageSize: 60 });
    expect(beyond.totalCount).toBeGreaterThan(0);
    const wild = await core.call('GetProductList', { keyword: '%_\\', pageIndex: 1, pageSize: 10 });
    expect(wild.totalCount).toBe(0);
  });
});

describe('product detail', () => {
  it('gives the fields a detail page shows, and the supplier’s pack methods', async () => {
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const [first] = (await core.call('GetProductList', { pageIndex: 1, pageSize: 1 })).items;
    const { product } = await core.call('GetProductDetail', { productNumber: first.productNumber });
    expect(product).toMatchObject({
      productNumber: first.productNumber,
      status: 0,
      price: first.price,
      displayNumber: first.displayNumber,
    });
    expect(product.imageUrls.length).toBeGreaterThanOrEqual(2);
    expect(product.outerBoxSize.length).toBeGreaterThan(0);
    expect(product.bulk_stere).toBeCloseTo(
      (Number(product.outerBoxSize.length) * Number(product.outerBoxSize.width) * Number(product.outerBoxSize.height)) /
        1e6,
      3,
    );
    expect(product.packing.names.ename).toBeTruthy();
    expect(Object.keys(product.contents).length).toBe(16);
    const methods = await core.call('GetProductPackMethods', {});
    expect(methods.items.map((m) => m.key)).toContain(product.packing.key);
  });

  it('sends the spec section 3 texts the supplier keeps (model) and leaves out those it does not (issue 22)', async () => {
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const [first] = (await core.call('GetProductList', { pageIndex: 1, pageSize: 1 })).items;
    const { product } = await core.call('GetProductDetail', { productNumber: first.productNumber });
    expect(product.model).toMatch(/^M\d{2}$/); // the demo keeps a model for every toy
    expect(product).not.toHaveProperty('tag'); // and no tag
    expect(product).not.toHaveProperty('sampleSpecification');
    expect(product.stock).toBeGreaterThanOrEqual(0);
  });

  it('gives the attribute list in the asked language (keyWord zh, pt, ru or the language itself)', async () => {
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const [first] = (await core.call('GetProductList', { pageIndex: 1, pageSize: 1 })).items;
    const ask = (keyWord: string) =>
      core.call('ProductAttributeInfo', { keyWord: keyWord as never, productNumber: first.productNumber });
    const english = await ask('en');
    expect(english.items.map((a) => a.name)).toEqual(['Material', 'Age range', 'Batteries', 'Colour']);
    expect(english.items[1].value).toMatch(/^\d+\+ years$/);
    const chinese = await ask('zh');
    expect(chinese.items.map((a) => a.name)).toEqual(['材质', '适用年龄', '电池', '颜色']);
    expect(chinese.items[1].value).toMatch(/^\d+岁以上$/);
    expect((await ask('pt')).items[0].name).toBe('Material');
    expect((await ask('ru')).items[3].name).toBe('Цвет');
    expect((await ask('ar')).items[2].name).toBe('البطاريات');
    await expect(ask('xx')).rejects.toMatchObject({ code: 400 });
    await expect(core.call('ProductAttributeInfo', { keyWord: 'en', productNumber: 'BK000001' })).rejects.toMatchObject(
      { code: 404 },
    );
  });

  it('is 404 for a product of another supplier, and never carries a hidden price', async () => {
    await expect(core.call('GetProductDetail', { productNumber: 'BK000001' })).rejects.toMatchObject({ code: 404 });
    token = await core.call('GetToken', { companyNum: SECOND_SUPPLIER.companyNumber, platForm: 'PC' });
    token = (
      await core.call('UserLogin', {
        loginType: 1,
        account: 'kitebuyer1',
        password: 'Kites2027',
        url: SECOND_SUPPLIER.privateShare,
      })
    ).token;
    const { product } = await core.call('GetProductDetail', { productNumber: 'BK000002' });
    expect(product).not.toHaveProperty('price');
    expect(product).not.toHaveProperty('displayNumber');
  });
});
