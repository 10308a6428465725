// Favourites and browsing history: viewing a detail records it, favourites add and cancel (batch), lists are per
// visitor, clear-history empties it; and history older than 30 days is gone (server clock moved forward).
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { testClient } from './helpers';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/demo/seed';
import { createSession } from '../../server/services/sessions';
import { visitorLists } from '../../server/services/visitorLists';
import { buyerOf } from '../../server/services/buyer';

let token: string | null = null;
const { core } = testClient(() => token);
afterAll(() => core.clock.stop());

describe('favourites and history over the API', () => {
  it('records views, keeps favourites, clears history', async () => {
    token = (
      await core.call('CompanyShareLoginV2', {
        loginType: 1,
        url: DEMO_SHARES.code.code,
        email: DEMO_SHARES.code.email,
        verifyCode: DEMO_SHARES.code.verifyCode,
        companyNumber: 'SUNNY2006',
      })
    ).token;
    const [a, b] = (await core.call('GetProductList', { pageIndex: 1, pageSize: 2 })).items;
    await core.call('GetProductDetail', { productNumber: a.productNumber });
    await core.call('GetProductDetail', { productNumber: b.productNumber });
    const history = await core.call('GetBrowseList', { pageIndex: 1, pageSize: 10 });
    expect(history.items.map((i) => i.product.productNumber)).toEqual([b.productNumber, a.productNumber]);

    expect((await core.call('AddCollect', { productNumber: a.productNumber })).count).toBe(1);
    expect((await core.call('AddCollect', { productNumber: a.productNumber })).count).toBe(1); // adding twice keeps one
    expect((await core.call('AddCollect', { productNumber: b.productNumber })).count).toBe(2);
    expect((await core.call('GetProductDetail', { productNumber: a.productNumber })).product.isCollected).toBe(true);
    // The hearts on cards: every kept number, newest first.
    expect((await core.call('GetCollectNumbers', {})).productNumbers).toEqual([b.productNumber, a.productNumber]);
    expect((await core.call('CancelCollect', { productNumbers: [a.productNumber, b.productNumber] })).count).toBe(0);
    await expect(core.call('AddCollect', { productNumber: 'BK000001' })).rejects.toMatchObject({ code: 404 });

    await core.call('ClearBrowse', {});
    expect((await core.call('GetBrowseList', { pageIndex: 1, pageSize: 10 })).totalCount).toBe(0);
  });

  it('another visitor has their own lists', async () => {
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    expect((await core.call('GetCollectList', { pageIndex: 1, pageSize: 10 })).totalCount).toBe(0);
    expect((await core.call('GetCollectNumbers', {})).productNumbers).toEqual([]);
  });
});

describe('long lists are paged (issue 22: only the first 60 showed)', () => {
  it('serves 65 favourites and 65 views over two pages of 60, each page telling the whole count', async () => {
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const products = (await core.call('GetProductList', { pageIndex: 1, pageSize: 60 })).items
      .concat((await core.call('GetProductList', { pageIndex: 2, pageSize: 60 })).items)
      .slice(0, 65);
    expect(products).toHaveLength(65);
    for (const p of products) {
      await core.call('AddCollect', { productNumber: p.productNumber });
      await core.call('GetProductDetail', { productNumber: p.productNumber });
    }
    for (const call of ['GetCollectList', 'GetBrowseList'] as const) {
      const first = await core.call(call, { pageIndex: 1, pageSize: 60 });
      const second = await core.call(call, { pageIndex: 2, pageSize: 60 });
      expect([first.totalCount, second.totalCount]).toEqual([65, 65]);
      expect([first.items.length, second.items.length]).toEqual([60, 5]);
      const numbers = [...first.items, ...second.items].map((i) => i.product.productNumber);
      expect(new Set(numbers).size).toBe(65);
      // Past the end: no items, but still the count, so a pager knows where it is.
      expect(await core.call(call, { pageIndex: 3, pageSize: 60 })).toEqual({ items: [], totalCount: 65 });
    }
  });
});

describe('history retention', () => {
  it('keeps a view 30 days, then it is gone', async () => {
    const db = await openDatabase({});
    try {
      await migrate(db);
      await seedDemo(db, { products: 20 });
      const [share] = await db.query<{ id: number; company_id: number }>(
        "SELECT id, company_id FROM shares WHERE share_random_code = 'SUNNYPUB1'",
      );
      const [product] = await db.query<{ id: number }>(
        'SELECT id FROM products WHERE company_id = $1 ORDER BY id LIMIT 1',
        [share.company_id],
      );
      const token = await createSession(db, {
        kind: 'share',
        companyId: share.company_id,
        shareId: share.id,
        loginEmail: 'a@b.test',
      });
      const session = await buyerOf(db, {
        token,
        kind: 'share' as const,
        companyId: share.company_id,
        shareId: share.id,
        loginEmail: 'a@b.test',
      });
      let now = new Date();
      const lists = visitorLists(db, () => now);
      await lists.openedProduct(session, product.id);
      now = new Date(now.getTime() + 29 * 86_400_000);
      expect((await lists.history(session, { pageIndex: 1, pageSize: 10 })).totalCount).toBe(1);
      now = new Date(now.getTime() + 2 * 86_400_000); // day 31
      expect((await lists.history(session, { pageIndex: 1, pageSize: 10 })).totalCount).toBe(0);
      await lists.forgetOldHistory();
      expect((await db.query('SELECT * FROM browse_history')).length).toBe(0);
    } finally {
      await db.close();
    }
  }, 60_000);
});
