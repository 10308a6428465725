// The console's Catalogue room (issue 23): staff list every product with the buyer's search (off the shelf too),
// create one (CBM and CUFT computed from the carton) that the buyer's search finds at once, change its price with
// the version read (the buyer's detail follows; a stale version is refused saying someone else changed it), put it
// off the shelf (buyers no longer find it, the console still does) and delete it; an order placed before keeps its
// line as ordered. A bad field is 400 naming it;
// buyers are 403; another supplier's staff never reach these products.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import { must, wire } from './wire';
import { readFigures } from './helpers';

type Item = {
  productNumber: string;
  name: string;
  ename: string;
  price: number;
  status: number;
  flags: string[];
  startOrderNum: number;
  categoryNumber: string;
};
type List = { items: Item[]; totalCount: number; catalogueCount: number };
type Detail = {
  product: Record<string, unknown> & { price: number; names: Record<string, string> };
  version: number;
  status: number;
  cbm: number;
  cuft: number;
  updatedBy?: string;
};

let admin: string;
let otherAdmin: string;
let buyer: string;
let account: string;
let orderNumber: string;
let options: { categories: { categoryNumber: string }[]; packingMethods: { key: string }[]; currency: string };
const NUMBER = `QA${Date.now().toString(36).slice(-6).toUpperCase()}`;
const WORD = `zyxquoll${Date.now().toString(36).slice(-4)}`;

const list = (body: Record<string, unknown>) =>
  must<List>('ConsoleProductList', { pageIndex: 1, pageSize: 50, ...body }, admin);
const buyerSearch = (keyword: string) =>
  must<{ items: { productNumber: string }[]; totalCount: number }>(
    'GetProductList',
    { keyword, pageIndex: 1, pageSize: 20 },
    buyer,
  );
const draft = (extra: Record<string, unknown> = {}) => ({
  productNumber: NUMBER,
  names: { name: `测试玩具${WORD}`, ename: `Test toy ${WORD}` },
  descriptions: { ename: 'A sturdy test toy.' },
  categoryNumber: options.categories[0].categoryNumber,
  price: 3.5,
  startOrderNum: 24,
  packingMethod: options.packingMethods[0].key,
  innerQuantity: 6,
  outerQuantity: 24,
  outerBoxSize: { length: 60, width: 40, height: 50 },
  grossWeight: 12,
  netWeight: 10,
  ...extra,
});

beforeAll(async () => {
  admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
  otherAdmin = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.B.admin)).token;
  buyer = (await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
  options = await must('ConsoleCatalogueOptions', {}, admin);
});
afterAll(async () => void (await wire('ConsoleDeleteProducts', { productNumbers: [NUMBER] }, { token: admin })));

describe('the console product list', () => {
  it('shows products off the shelf too, which buyers never see, and filters by shelf', async () => {
    const all = await list({});
    const off = await list({ shelf: 'off' });
    const on = await list({ shelf: 'on' });
    expect(off.totalCount).toBeGreaterThan(0);
    expect(on.totalCount + off.totalCount).toBe(all.totalCount);
    expect(all.catalogueCount).toBe(all.totalCount);
    for (const p of off.items) expect(p.status).not.toBe(0);
    const offNumber = off.items[0].productNumber;
    expect((await buyerSearch(offNumber)).items.map((p) => p.productNumber)).not.toContain(offNumber);
    expect((await list({ keyword: offNumber })).items[0].productNumber).toBe(offNumber);
  });

  it('sorts by number, price and MOQ, and filters by flag and category', async () => {
    const numbers = (await list({ sort: 'numberDesc', pageSize: 10 })).items.map((p) => p.productNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const prices = (await list({ sort: 'priceAsc', pageSize: 20 })).items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const moq = (await list({ sort: 'moqDesc', pageSize: 20 })).items.map((p) => p.startOrderNum);
    expect(moq).toEqual([...moq].sort((a, b) => b - a));
    const hot = await list({ flags: ['hot'] });
    expect(hot.totalCount).toBeGreaterThan(0);
    for (const p of hot.items) expect(p.flags).toContain('hot');
    const page2 = await list({ pageIndex: 2, pageSize: 5, sort: 'numberAsc' });
    expect(page2.items[0].productNumber).toBe((await list({ pageSize: 10, sort: 'numberAsc' })).items[5].productNumber);
  });
});

describe('one product, from creation to deletion', () => {
  let version = 0;

  it('is created with the carton volume computed, and the buyer finds it at once', async () => {
    const saved = await must<Detail>('ConsoleSaveProduct', { product: draft({ cbm: undefined }) }, admin);
    expect(saved.cbm).toBe(0.12);
    expect(saved.cuft).toBe(4.24);
    expect(saved.product.names).toMatchObject({ name: `测试玩具${WORD}`, ename: `Test toy ${WORD}` });
    expect(saved.updatedBy).toBe(DEMO_ADMIN.account);
    version = saved.version;
    expect((await buyerSearch(WORD)).items.map((p) => p.productNumber)).toEqual([NUMBER]);
    const again = await wire('ConsoleSaveProduct', { product: draft() }, { token: admin });
    expect([again.code, again.message]).toEqual([422, expect.stringMatching(/already exists/)]);
  });

  it('is ordered by a private buyer at its first price', async () => {
    const name = `cat${Date.now().toString(36).slice(-6)}x9`; // letters and digits, whatever the clock says
    const visitor = await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' });
    await must(
      'Register',
      {
        account: name,
        password: 'Cat2026ok',
        confirmPassword: 'Cat2026ok',
        name: 'Cat Buyer',
        email: `${name}@cat.test`,
        phoneNumber: '+34600000000',
        companyName: 'Cat Co',
        url: DEMO_SHARES.private.code,
      },
      visitor,
    );
    account = (
      await must<{ token: string }>(
        'UserLogin',
        { loginType: 1, account: name, password: 'Cat2026ok', url: DEMO_SHARES.private.code },
        await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' }),
      )
    ).token;
    await must('AddShoppingCart', { productNumberList: [{ productNumber: NUMBER }] }, account);
    const contact = {
      contactName: 'Cat Buyer',
      company: 'Cat Co',
      phoneNumber: '+34600000000',
      email: `${name}@cat.test`,
    };
    orderNumber = (
      await must<{ orderNumber: string }>(
        'SubmitOrder',
        { idempotencyKey: `catorder${Date.now().toString(36)}abc`, productNumbers: [NUMBER], contact },
        account,
      )
    ).orderNumber;
  });

  it('changes price with the version read; the buyer sees the new price; a stale version is refused', async () => {
    const saved = await must<Detail>('ConsoleSaveProduct', { version, product: draft({ price: 4.25 }) }, admin);
    expect(saved.version).toBeGreaterThan(version);
    const seen = readFigures(
      await must<{ product: { price: number } }>('GetProductDetail', { productNumber: NUMBER }, buyer),
      buyer,
    );
    expect(seen.product.price).toBe(4.25);
    // Who changed the price is in the activity log.
    const log = await must<{ items: { action: string; subject: string; detail: string }[] }>(
      'ConsoleActivityList',
      { query: NUMBER },
      admin,
    );
    expect(log.items[0]).toMatchObject({
      action: 'productSaved',
      subject: NUMBER,
      detail: expect.stringMatching(/price [\d.]+ → 4\.25$/),
    });
    const stale = await wire('ConsoleSaveProduct', { version, product: draft({ price: 9 }) }, { token: admin });
    expect(stale.code).toBe(422);
    expect(stale.message).toMatch(/Someone else changed this product by sunnyadmin/);
    expect((await must<Detail>('ConsoleProductDetail', { productNumber: NUMBER }, admin)).product.price).toBe(4.25);
    version = saved.version;
  });

  it('renames a product with the version read, never onto a number in use', async () => {
    const first = `${NUMBER}R1`;
    const second = `${NUMBER}R2`;
    const made = await must<Detail>(
      'ConsoleSaveProduct',
      { product: draft({ productNumber: first, names: { ename: `Rename ${WORD}` } }) },
      admin,
    );
    const taken = await wire(
      'ConsoleSaveProduct',
      {
        version: made.version,
        previousNumber: first,
        product: draft({ productNumber: NUMBER, names: { ename: `Rename ${WORD}` } }),
      },
      { token: admin },
    );
    expect([taken.code, taken.message]).toEqual([422, expect.stringMatching(/already exists/)]);
    const renamed = await must<Detail>(
      'ConsoleSaveProduct',
      {
        version: made.version,
        previousNumber: first,
        product: draft({ productNumber: second, names: { ename: `Rename ${WORD}` } }),
      },
      admin,
    );
    expect(renamed.product.productNumber).toBe(second);
    expect((await wire('ConsoleProductDetail', { productNumber: first }, { token: admin })).code).toBe(404);
    expect(await must('ConsoleDeleteProducts', { productNumbers: [second] }, admin)).toEqual({ deleted: 1 });
  });

  it('refuses a bad field with a 400 naming it, never a 500', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ price: -1 }, /body\.product\.price /],
      [{ netWeight: 13 }, /body\.product\.netWeight must not be more than grossWeight/],
      [{ names: { arabic: 'لعبة' } }, /body\.product\.names\.name is required/],
      [{ categoryNumber: 'NOPE' }, /body\.product\.categoryNumber is not a category/],
      [{ outerBoxSize: { length: 0, width: 1, height: 1 } }, /body\.product\.outerBoxSize\.length must be more than 0/],
      [{ productNumber: 'bad number!' }, /body\.product\.productNumber /],
      [{ names: { ename: 'x'.repeat(201) } }, /body\.product\.names\.ename /],
    ];
    for (const [change, message] of cases) {
      const answer = await wire('ConsoleSaveProduct', { version, product: draft(change) }, { token: admin });
      expect([answer.code, answer.message], JSON.stringify(change).slice(0, 60)).toEqual([
        400,
        expect.stringMatching(message),
      ]);
    }
  });

  it('goes off the shelf in bulk: buyers no longer find it, the console still lists it', async () => {
    expect(
      await must('ConsoleUpdateProducts', { productNumbers: [NUMBER], onShelf: false, flags: { isHot: true } }, admin),
    ).toEqual({ changed: 1 });
    expect((await buyerSearch(WORD)).totalCount).toBe(0);
    const listed = await list({ keyword: WORD, shelf: 'off' });
    expect(listed.items.map((p) => [p.productNumber, p.status, p.flags.includes('hot')])).toEqual([[NUMBER, 1, true]]);
    const unknown = await wire(
      'ConsoleUpdateProducts',
      { productNumbers: [NUMBER, 'NOSUCH999'], onShelf: true },
      { token: admin },
    );
    expect(unknown.code).toBe(404);
    expect((await list({ keyword: WORD })).items[0].status).toBe(1);
    // Numbers alone change nothing: the refusal says what a change is, not a count of JSON properties.
    const nothing = await wire('ConsoleUpdateProducts', { productNumbers: [NUMBER] }, { token: admin });
    expect([nothing.code, nothing.message]).toEqual([
      400,
      'Invalid request: body must change something (onShelf, flags or categoryNumber).',
    ]);
  });

  it('is the staff’s own: buyers are 403, another supplier’s staff never reach it', async () => {
    expect((await wire('ConsoleProductDetail', { productNumber: NUMBER }, { token: buyer })).code).toBe(403);
    expect((await wire('ConsoleProductDetail', { productNumber: NUMBER }, { token: otherAdmin })).code).toBe(404);
    expect((await wire('ConsoleSaveProduct', { version, product: draft() }, { token: otherAdmin })).code).toBe(404);
    expect((await wire('ConsoleDeleteProducts', { productNumbers: [NUMBER] }, { token: otherAdmin })).code).toBe(404);
    expect(
      (await must<List>('ConsoleProductList', { pageIndex: 1, pageSize: 50, keyword: WORD }, otherAdmin)).totalCount,
    ).toBe(0);
  });

  it('is deleted: gone from the console and from buyers; the order placed before keeps its line as ordered', async () => {
    expect(await must('ConsoleDeleteProducts', { productNumbers: [NUMBER] }, admin)).toEqual({ deleted: 1 });
    expect((await wire('ConsoleProductDetail', { productNumber: NUMBER }, { token: admin })).code).toBe(404);
    expect((await list({ keyword: WORD })).totalCount).toBe(0);
    const order = readFigures(
      await must<{ lines: { productNumber: string; unitPrice: number; name: string }[] }>(
        'GetOrderDetail',
        { orderNumber },
        account,
      ),
      account,
    );
    expect(order.lines.map((l) => [l.productNumber, l.unitPrice, l.name])).toEqual([[NUMBER, 3.5, `测试玩具${WORD}`]]);
  });
});
