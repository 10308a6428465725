// Answers kept in memory per catalogue and site version (issue 30: categories with counts, company info with its
// published pages, product details, first pages of lists) follow every write on the next call, whoever made it: here
// plain SQL on the database, as another app server or a tool would write, with no call to this server. Counts equal
// what a category's product list finds. A kept detail never carries one visitor's favourite to another; a keyword
// page's kept cards never carry one visitor's scrambled figures to another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';
import type { CallName } from '../../schemas/api/calls';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { readFigures } from './helpers';
import { injectCall } from './inProcess';
import { digitSecret } from '../../server/http/digitScramble';
import { freshPostgres } from './serverProcess';

let server: Awaited<ReturnType<typeof startServer>>;
let dataDir = '';
let drop = async () => undefined as unknown;
let token = '';

const call = <T>(name: CallName, body: Record<string, unknown>, as = token) =>
  injectCall<T>(server.app, name, body, as);
type Categories = { items: { categoryNumber: string; parentNumber: string | null; productCount: number }[] };
type Site = { companyName: string; webList: { moduleId: number; previewJson: string | null; isPreview: boolean }[] };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-versioned-'));
  let databaseUrl = '';
  if (process.env.DATABASE_URL) {
    const db = await freshPostgres('vitrine_versioned');
    databaseUrl = db.url;
    drop = () => db.drop();
  }
  const config = readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  server = await startServer({ ...config, maintenance: undefined }, { seedProducts: 60 });
  token = (await call<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('answers kept per version', () => {
  it('category counts equal each category’s product list and follow a product taken off the shelf', async () => {
    const before = await call<Categories>('GetCategoryList', {});
    for (const c of before.items) {
      const list = await call<{ totalCount: number }>('GetProductList', {
        pageIndex: 1,
        pageSize: 1,
        categoryNumber: c.categoryNumber,
      });
      expect(c.productCount, c.categoryNumber).toBe(list.totalCount);
    }
    const child = before.items.find((c) => c.parentNumber && c.productCount > 0)!;
    const parent = before.items.find((c) => c.categoryNumber === child.parentNumber)!;
    await server.ctx.db.query(
      `UPDATE products SET status = 1 WHERE id = (SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
        WHERE c.category_number = $1 AND p.status = 0 ORDER BY p.id LIMIT 1)`,
      [child.categoryNumber],
    );
    const after = await call<Categories>('GetCategoryList', {});
    const count = (n: string) => after.items.find((c) => c.categoryNumber === n)!.productCount;
    expect([count(child.categoryNumber), count(parent.categoryNumber)]).toEqual([
      child.productCount - 1,
      parent.productCount - 1,
    ]);
  });

  it('company info follows the company row and its page modules; buyers never get drafts', async () => {
    const url = DEMO_SHARES.public.code;
    const before = await call<Site>('GetCompanyInfoOnLoginV2', { url });
    expect(before.webList.every((m) => m.previewJson === null && !m.isPreview)).toBe(true);
    await server.ctx.db.query(
      "UPDATE companies SET name = 'Renamed Toys' WHERE id = (SELECT company_id FROM shares WHERE share_random_code = $1)",
      [url],
    );
    expect((await call<Site>('GetCompanyInfoOnLoginV2', { url })).companyName).toBe('Renamed Toys');
    const gone = before.webList[0].moduleId;
    await server.ctx.db.query('UPDATE page_modules SET is_del = true WHERE id = $1', [gone]);
    const after = await call<Site>('GetCompanyInfoOnLoginV2', { url });
    expect(after.webList.map((m) => m.moduleId)).toEqual(before.webList.slice(1).map((m) => m.moduleId));
  });

  it('a product’s detail and the first pages follow its edits, its packing names, its shelf and the share’s prices', async () => {
    type Card = { productNumber: string; ename: string; price?: number };
    type Detail = { product: Card & { status: number; packing: { key: string; names: Record<string, string> } } };
    const secret = await digitSecret(server.ctx.db);
    const firstPage = async () =>
      readFigures(await call<{ items: Card[] }>('GetProductList', { pageIndex: 1, pageSize: 30 }), token, secret);
    const detailOf = async (productNumber: string) =>
      readFigures(await call<Detail>('GetProductDetail', { productNumber }), token, secret).product;
    const before = await firstPage();
    const number = before.items[1].productNumber;
    const detail = await detailOf(number);
    expect(detail.price).toBeGreaterThan(0);
    const card = () => firstPage().then((page) => page.items.find((p) => p.productNumber === number));

    await server.ctx.db.query("UPDATE products SET ename = 'Kept Answer Kite' WHERE product_number = $1", [number]);
    expect((await detailOf(number)).ename).toBe('Kept Answer Kite');
    expect((await card())?.ename).toBe('Kept Answer Kite');

    await server.ctx.db.query(
      `UPDATE packing_methods SET names = names || '{"en": "Kept answer crate"}'
        WHERE key = $1 AND company_id = (SELECT company_id FROM products WHERE product_number = $2)`,
      [detail.packing.key, number],
    );
    expect((await detailOf(number)).packing.names.en).toBe('Kept answer crate');

    await server.ctx.db.query(
      `UPDATE shares SET share_info = share_info || '{"isShowPrice": false}' WHERE share_random_code = $1`,
      [DEMO_SHARES.public.code],
    );
    // The share's facts are kept a few seconds per app server (services/buyer.ts): wait for them, by condition.
    let hidden = await detailOf(number);
    for (const started = Date.now(); hidden.price !== undefined && Date.now() - started < 10_000;)
      hidden = await detailOf(number);
    expect(hidden.price).toBeUndefined();
    expect((await card())?.price).toBeUndefined();
    await server.ctx.db.query(
      `UPDATE shares SET share_info = share_info || '{"isShowPrice": true}' WHERE share_random_code = $1`,
      [DEMO_SHARES.public.code],
    );

    await server.ctx.db.query('UPDATE products SET status = 1 WHERE product_number = $1', [number]);
    expect((await detailOf(number)).status).toBe(1);
    expect(await card()).toBeUndefined();
  });

  it('a keyword page’s kept cards follow edits, and each visitor reads only its own figures', async () => {
    type Card = { productNumber: string; price?: number | string };
    const secret = await digitSecret(server.ctx.db);
    const other = (
      await call<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code }, '')
    ).token;
    const number = (await call<{ items: Card[] }>('GetProductList', { pageIndex: 1, pageSize: 5 })).items[2]
      .productNumber;
    await server.ctx.db.query("UPDATE products SET ename = 'Kept Card Comet' WHERE product_number = $1", [number]);
    const found = async (as: string) =>
      (
        await call<{ items: Card[] }>('GetProductList', { pageIndex: 1, pageSize: 30, keyword: 'comet' }, as)
      ).items.find((c) => c.productNumber === number)!;
    // The share's prices may still be hidden by the test before (its facts are kept a few seconds): wait for them.
    for (const started = Date.now(); (await found(token)).price === undefined && Date.now() - started < 10_000;);
    const [mine, theirs] = [await found(token), await found(other)];
    const price = readFigures(mine, token, secret).price as number;
    expect(price).toBeGreaterThan(0);
    expect(readFigures(theirs, other, secret).price).toBe(price);
    // The same kept card, each session's own characters: neither carries the other's.
    expect(mine.price).not.toBe(theirs.price);
    expect(readFigures(await found(token), token, secret).price).toBe(price);

    await server.ctx.db.query('UPDATE products SET price = price + 1 WHERE product_number = $1', [number]);
    expect(readFigures(await found(token), token, secret).price).toBeCloseTo(price + 1, 2);
    expect(readFigures(await found(other), other, secret).price).toBeCloseTo(price + 1, 2);
  });

  it('a kept detail says whether it is a favourite for each visitor', async () => {
    const page = await call<{ items: { productNumber: string }[] }>('GetProductList', { pageIndex: 1, pageSize: 5 });
    const number = page.items[0].productNumber;
    const other = (
      await call<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code }, '')
    ).token;
    type Detail = { product: { isCollected: boolean } };
    expect((await call<Detail>('GetProductDetail', { productNumber: number })).product.isCollected).toBe(false);
    await call('AddCollect', { productNumber: number });
    expect((await call<Detail>('GetProductDetail', { productNumber: number })).product.isCollected).toBe(true);
    expect((await call<Detail>('GetProductDetail', { productNumber: number }, other)).product.isCollected).toBe(false);
  });
});
