// Issue 30: a detail's view is written in a batch about a second later (server/services/viewLog.ts), not in the
// detail's own request. What a buyer notices stays the same: the history page shows a view at once; the view reaches
// the database within about two seconds; a graceful shutdown writes the views still waiting. Own server, own
// embedded database (on disk, so it can be opened again after the shutdown).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { openDatabase } from '../../server/db/database';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { injectCall } from './inProcess';
import { viewLog } from '../../server/services/viewLog';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
let dataDir = '';
let token = '';
let numbers: string[] = [];
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-views-'));
  const config = {
    ...readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '1' }),
    maintenance: undefined,
  };
  server = await startServer(config, { seedProducts: 20 });
  token = (
    await injectCall<{ token: string }>(server.app, 'CompanyShareLoginV2', {
      loginType: 1,
      url: DEMO_SHARES.public.code,
    })
  ).token;
  numbers = (
    await injectCall<{ items: { productNumber: string }[] }>(
      server.app,
      'GetProductList',
      { pageIndex: 1, pageSize: 3 },
      token,
    )
  ).items.map((i) => i.productNumber);
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const detail = (productNumber: string) => injectCall(server!.app, 'GetProductDetail', { productNumber }, token);
const viewsOf = async (db: { query: (sql: string, params: unknown[]) => Promise<unknown[]> }, productNumber: string) =>
  (
    await db.query(
      'SELECT 1 FROM browse_history h JOIN products p ON p.id = h.product_id WHERE p.product_number = $1',
      [productNumber],
    )
  ).length;

describe('batched views', () => {
  it('the history page shows a product opened just before', async () => {
    await detail(numbers[0]!);
    const history = await injectCall<{ items: { product: { productNumber: string } }[] }>(
      server!.app,
      'GetBrowseList',
      { pageIndex: 1, pageSize: 10 },
      token,
    );
    expect(history.items[0]?.product.productNumber).toBe(numbers[0]);
  });

  it('a view reaches the database within about two seconds without anyone reading the history', async () => {
    await detail(numbers[1]!);
    const started = Date.now();
    while (!(await viewsOf(server!.ctx.db, numbers[1]!)) && Date.now() - started < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await viewsOf(server!.ctx.db, numbers[1]!)).toBe(1);
    // A generous bound for a loaded machine; the batch goes about a second after its first view.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('two app servers on one database: a batch that lands late never moves a newer view back', async () => {
    const db = server!.ctx.db;
    const [product] = await db.query<{ id: number; company_id: number }>(
      'SELECT id, company_id FROM products WHERE product_number = $1',
      [numbers[0]],
    );
    const owner = `two-servers-${Date.now()}`;
    const [a, b] = [viewLog(db), viewLog(db)];
    const older = new Date(Date.now() - 60_000);
    const newer = new Date();
    a.record(owner, { companyId: product!.company_id, productId: product!.id, at: newer });
    b.record(owner, { companyId: product!.company_id, productId: product!.id, at: older });
    await a.flush();
    await b.flush();
    const [row] = await db.query<{ viewed_at: Date }>(
      'SELECT viewed_at FROM browse_history WHERE owner_key = $1 AND product_id = $2',
      [owner, product!.id],
    );
    expect(new Date(row!.viewed_at).toISOString()).toBe(newer.toISOString());
  });

  it('a graceful shutdown writes the views still waiting', async () => {
    await detail(numbers[2]!);
    await server!.close();
    server = undefined;
    const db = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
    try {
      expect(await viewsOf(db, numbers[2]!)).toBe(1);
    } finally {
      await db.close();
    }
  }, 60_000);
});
