// Cart and orders over the real API (issue 13): who has a cart, whole cartons and the MOQ, totals equal to the
// browser's arithmetic, one order per idempotency key (double submit, retry, parallel tabs), unavailable products
// block submission, order history and detail, the spreadsheet read back with exceljs, export progress, reorder,
// quick order, the console's inbox and status changes seen by the buyer, and 50 parallel adds/removes.
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { DEMO_ADMIN } from '../../server/demo/demoShares';
import { lineUnits, totalsOf, minimumCartons, type CartonFacts } from '../../protocol/cart';
import { asShown, testClient } from './helpers';
import { wire } from './wire';

let token: string | null = null;
const { core } = testClient(() => token);
afterAll(() => core.clock.stop());
let counter = 0;

/** A fresh private account on the demo's private share, signed in: its own empty cart. */
async function newBuyer() {
  const account = `cart${Date.now().toString(36).slice(-6)}${counter++}x`;
  token = await core.call('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' });
  await core.call('Register', {
    account,
    password: 'Cart2026ok',
    confirmPassword: 'Cart2026ok',
    name: 'Cart Buyer',
    email: `${account}@cart.test`,
    phoneNumber: '+34600000000',
    companyName: 'Cart Co',
    url: DEMO_SHARES.private.code,
  });
  token = await core.call('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' });
  token = (
    await core.call('UserLogin', { loginType: 1, account, password: 'Cart2026ok', url: DEMO_SHARES.private.code })
  ).token;
  return token;
}
const products = async (n: number, offset = 0) =>
  (await core.call('GetProductList', { pageIndex: 1, pageSize: 60, sort: 'newest' })).items.slice(offset, offset + n);
const contact = { contactName: 'Ana García', company: 'Cart Co', phoneNumber: '+34600000000', email: 'ana@cart.test' };
const key = () => `k${Date.now().toString(36)}${counter++}abcdef`;

describe('cart and orders over the API', () => {
  it('only a private account has a cart; share visitors get 403', async () => {
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const [p] = await products(1);
    const answer = await wire(
      'AddShoppingCart',
      { productNumberList: [{ productNumber: p.productNumber }] },
      { token },
    );
    expect(answer).toMatchObject({ status: 403, code: 403 });
    expect((await wire('ShoppingCartCount', {}, { token })).code).toBe(403);
  });

  it('adds at the MOQ in whole cartons, ignores a second add, updates CTNS and pieces, totals equal the shared arithmetic', async () => {
    await newBuyer();
    const [a, b] = await products(2);
    expect(
      await core.call('AddShoppingCart', {
        loginEmail: 'x@y.z',
        productNumberList: [
          { productNumber: a.productNumber, supplierNumber: 'S1', isBuild: false, productId: 1, productType: 0 },
        ],
      }),
    ).toBe(1);
    expect(await core.call('AddShoppingCart', { productNumberList: [{ productNumber: a.productNumber }] })).toBe(1);
    expect(await core.call('AddShoppingCart', { shoppingCarts: [{ productNumber: b.productNumber }] })).toBe(2);
    expect(await core.call('ShoppingCartCount', {})).toBe(2);
    const cart = await core.call('GetShoppingCart', {});
    const line = cart.items.find((l) => l.product.productNumber === a.productNumber)!;
    expect(line.cartons).toBe(minimumCartons(line));
    expect(line.totals.quantity).toBe(line.cartons * line.piecesPerCarton);
    expect(line.salesperson).toBe('Lily Chen');

    const updated = await core.call('UpdateShoppingCart', {
      productNumber: a.productNumber,
      cartons: line.cartons + 3,
    });
    expect(updated.line.cartons).toBe(line.cartons + 3);
    const byPieces = await core.call('UpdateShoppingCart', {
      productNumber: a.productNumber,
      quantity: line.piecesPerCarton * 5 + 1,
    });
    expect(byPieces).toMatchObject({ roundedUp: true, line: { cartons: Math.max(6, minimumCartons(line)) } });
    const below = await core.call('UpdateShoppingCart', { productNumber: a.productNumber, cartons: 1 });
    expect(below.line.cartons).toBe(minimumCartons(line));
    expect(below.roundedUp).toBe(minimumCartons(line) > 1);

    const after = await core.call('GetShoppingCart', {});
    expect(after.totals).toEqual(asShown(totalsOf(after.items.map((l) => lineUnits(l as CartonFacts, l.cartons)))));
    expect(after.totals.amount).not.toBeNull();
    expect(await core.call('DelShoppingCart', { productNumberList: [{ productNumber: b.productNumber }] })).toBe(1);
  });

  it('refuses bad bodies with 400 naming the field, unknown products with 404', async () => {
    await newBuyer();
    for (const [name, body, field] of [
      ['AddShoppingCart', {}, 'body'],
      ['AddShoppingCart', { productNumberList: [] }, 'productNumberList'],
      ['AddShoppingCart', { productNumberList: [{ productNumber: '../etc' }] }, 'productNumber'],
      ['UpdateShoppingCart', { productNumber: 'SB000001', cartons: 0 }, 'cartons'],
      ['UpdateShoppingCart', { productNumber: 'SB000001' }, 'body'],
      ['SubmitOrder', { idempotencyKey: 'short', productNumbers: ['SB000001'], contact }, 'idempotencyKey'],
      ['SubmitOrder', { idempotencyKey: key(), productNumbers: [], contact }, 'productNumbers'],
      ['GetOrderDetail', { orderNumber: 'x' }, 'orderNumber'],
      ['QuickOrder', { lines: [], add: false }, 'lines'],
      ['ExportOrderDetailToExcel', { orderNumber: 'SO261123-000001', keyWord: 'xx' }, 'keyWord'],
    ] as const) {
      const answer = await wire(name, body, { token });
      expect(answer.status, `${name} ${JSON.stringify(body)}: ${answer.message}`).toBe(400);
      expect(answer.message).toContain(field);
    }
    expect(
      await wire('AddShoppingCart', { productNumberList: [{ productNumber: 'BK000001' }] }, { token }),
    ).toMatchObject({ code: 404 });
  });

  it('one order per idempotency key: double click, retry and parallel tabs make one order', async () => {
    await newBuyer();
    const [a, b, c] = await products(3);
    await core.call('AddShoppingCart', {
      productNumberList: [a, b, c].map((p) => ({ productNumber: p.productNumber })),
    });
    const cart = await core.call('GetShoppingCart', {});
    const k = key();
    const body = {
      idempotencyKey: k,
      productNumbers: [a.productNumber, b.productNumber],
      contact,
      remark: 'Deliver before March',
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => core.call('SubmitOrder', body)));
    expect(new Set(answers.map((x) => x.orderNumber)).size).toBe(1);
    expect(await core.call('SubmitOrder', body)).toMatchObject({ orderNumber: answers[0].orderNumber, count: 1 });
    const list = await core.call('GetOrderList', { pageIndex: 1, pageSize: 10 });
    expect(list.totalCount).toBe(1);
    const order = await core.call('GetOrderDetail', { orderNumber: answers[0].orderNumber });
    const ordered = cart.items.filter((l) => body.productNumbers.includes(l.product.productNumber));
    expect(order.summary.totals).toEqual(asShown(totalsOf(ordered.map((l) => lineUnits(l as CartonFacts, l.cartons)))));
    expect(order).toMatchObject({
      remark: 'Deliver before March',
      summary: { status: 0, contact },
      service: { name: 'Lily Chen' },
    });
    expect(order.lines.map((l) => l.serial)).toEqual([1, 2]);
    expect(await core.call('ShoppingCartCount', {})).toBe(1);
  });

  it('contact follows the share flags; products not in the cart are 400', async () => {
    await newBuyer();
    const [a] = await products(1);
    await core.call('AddShoppingCart', { productNumberList: [{ productNumber: a.productNumber }] });
    const noPhone = await wire(
      'SubmitOrder',
      {
        idempotencyKey: key(),
        productNumbers: [a.productNumber],
        contact: { contactName: 'A', company: 'C', email: 'a@b.cd' },
      },
      { token },
    );
    expect(noPhone).toMatchObject({ status: 400 });
    expect(noPhone.message).toContain('phoneNumber');
    const notInCart = await wire(
      'SubmitOrder',
      { idempotencyKey: key(), productNumbers: ['SB000002'], contact },
      { token },
    );
    expect(notInCart.status).toBe(400);
  });

  it('exports a real spreadsheet with progress, in the buyer language', async () => {
    await newBuyer();
    const lines = await products(12);
    await core.call('AddShoppingCart', { productNumberList: lines.map((p) => ({ productNumber: p.productNumber })) });
    const { orderNumber } = await core.call('SubmitOrder', {
      idempotencyKey: key(),
      productNumbers: lines.map((p) => p.productNumber),
      contact,
    });
    const exportId = key();
    const answer = await rawExport({ orderNumber, keyWord: 'ar', exportId });
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await answer.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const text = JSON.stringify(sheet.getSheetValues());
    expect(text).toContain(orderNumber);
    for (const p of lines) expect(text).toContain(p.displayNumber ?? p.productNumber);
    expect(await core.call('GetExportProgress', { exportId })).toEqual({
      count: 12,
      totalCount: 12,
      percentage: 100,
      done: true,
    });
    expect(await core.call('GetExportProgress', { exportId: 'neverstarted1' })).toMatchObject({
      done: false,
      totalCount: 0,
    });
  });

  it('reorder puts available lines back; quick order resolves numbers, MOQ and unknowns, then adds', async () => {
    await newBuyer();
    const [a, b] = await products(2, 5);
    await core.call('AddShoppingCart', { productNumberList: [a, b].map((p) => ({ productNumber: p.productNumber })) });
    const { orderNumber } = await core.call('SubmitOrder', {
      idempotencyKey: key(),
      productNumbers: [a.productNumber, b.productNumber],
      contact,
    });
    expect(await core.call('ShoppingCartCount', {})).toBe(0);
    const again = await core.call('ReorderOrder', { orderNumber });
    expect(again).toMatchObject({ count: 2, unavailable: [] });
    expect(again.added.sort()).toEqual([a.productNumber, b.productNumber].sort());

    await core.call('DelShoppingCart', { productNumberList: [a, b].map((p) => ({ productNumber: p.productNumber })) });
    const quick = await core.call('QuickOrder', {
      add: false,
      lines: [
        { number: a.productNumber.toLowerCase(), quantity: 1 },
        { number: 'NOPE-1' },
        { number: b.productNumber, quantity: 100_000 },
      ],
    });
    expect(quick.items.map((i) => i.status)).toEqual([a.startOrderNum > 1 ? 'belowMoq' : 'found', 'notFound', 'found']);
    expect(quick.items[0]).toMatchObject({ productNumber: a.productNumber, roundedUp: true });
    expect(quick.added).toBe(0);
    const added = await core.call('QuickOrder', {
      add: true,
      lines: [{ number: a.productNumber, quantity: 1 }, { number: b.productNumber }],
    });
    expect(added).toMatchObject({ added: 2, count: 2 });
  });

  it('the console inbox sees the order unread, opens it, moves its status, and the buyer sees it', async () => {
    const buyer = await newBuyer();
    const [a] = await products(1, 9);
    await core.call('AddShoppingCart', { productNumberList: [{ productNumber: a.productNumber }] });
    const { orderNumber } = await core.call('SubmitOrder', {
      idempotencyKey: key(),
      productNumbers: [a.productNumber],
      contact,
    });
    const admin = (await core.call('AdminLogin', DEMO_ADMIN)).token;
    token = admin;
    const inbox = await core.call('ConsoleOrderList', { pageIndex: 1, pageSize: 20, buyer: 'Cart Co' });
    expect(inbox.items.find((o) => o.orderNumber === orderNumber)).toMatchObject({
      unread: true,
      buyer: { company: 'Cart Co' },
    });
    expect((await core.call('ConsoleOrderDetail', { orderNumber })).summary.orderNumber).toBe(orderNumber);
    expect(
      (await core.call('ConsoleOrderList', { pageIndex: 1, pageSize: 20, buyer: orderNumber })).items[0],
    ).toMatchObject({ unread: false });
    expect(await core.call('ConsoleSetOrderStatus', { orderNumber, status: 1 })).toMatchObject({ status: 1 });
    expect(await wire('ConsoleSetOrderStatus', { orderNumber, status: 0 }, { token: admin })).toMatchObject({
      code: 422,
    });
    expect((await wire('ConsoleOrderList', { pageIndex: 1, pageSize: 20 }, { token: buyer })).code).toBe(403);
    token = buyer;
    expect((await core.call('GetOrderDetail', { orderNumber })).summary.status).toBe(1);
  });

  it('50 parallel adds and removes from two tabs end with the count equal to the lines', async () => {
    await newBuyer();
    const items = await products(25, 20);
    const calls = items.flatMap((p, i) => [
      core.call('AddShoppingCart', { productNumberList: [{ productNumber: p.productNumber }] }),
      i % 2
        ? core.call('DelShoppingCart', { productNumberList: [{ productNumber: p.productNumber }] })
        : core.call('AddShoppingCart', { productNumberList: [{ productNumber: p.productNumber }] }),
    ]);
    await Promise.all(calls);
    const cart = await core.call('GetShoppingCart', {});
    expect(await core.call('ShoppingCartCount', {})).toBe(cart.items.length);
    expect(cart.items.length).toBeGreaterThanOrEqual(13);
  });
});

/** The export is answered raw (a file), so it is read with fetch, not the envelope client. */
async function rawExport(body: unknown) {
  const { makeSignHeaders } = await import('../../protocol/envelope');
  const { baseUrl } = await import('./helpers');
  const response = await fetch(baseUrl() + '/api/WebsiteShare/ExportOrderDetailToExcel', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...makeSignHeaders(Date.now(), '0123456789abcdef'),
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response;
}
