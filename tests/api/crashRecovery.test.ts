// A server SIGKILLed in the middle of order submissions, cart adds and chat sends, then restarted on the same data,
// embedded and PostgreSQL (issue 30): every acknowledged order exists once with all its lines, an acknowledged
// idempotency key resubmitted gives the same order, a key in flight at the kill makes at most one order, no partial
// order; every acknowledged chat message is there once; the embedded database reopens its folder after the kill.
// Each CI run covers its own database: the embedded configuration without DATABASE_URL, PostgreSQL with it.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgres, signInBuyer, startServerProcess, type ServerProcess } from './serverProcess';
import { must, wire } from './wire';

const contact = {
  contactName: 'Ana García',
  company: 'Crash Co',
  phoneNumber: '+34600000000',
  email: 'ana@crash.test',
};
type Order = { orderNumber: string; lines: { productNumber?: string; product?: { productNumber: string } }[] };
type Message = { id: string; content: string };

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f().catch(() => undefined);
});

const configurations = (
  [
    ['embedded', false],
    ['PostgreSQL', true],
  ] as const
).filter(([, postgres]) => postgres === Boolean(process.env.DATABASE_URL));

describe.each(configurations)('SIGKILL under load on %s', (_name, postgres) => {
  it('loses no acknowledged order or message and makes no duplicate', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-crash-'));
    cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl = '';
    if (postgres) {
      const db = await freshPostgres('vitrine_crash');
      databaseUrl = db.url;
      cleanup.push(() => db.drop());
    }
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_PRODUCTS: '30' };
    let server: ServerProcess = await startServerProcess(env);
    cleanup.push(async () => server.child.kill('SIGKILL'));
    const base = () => server.url;
    const buyers = await Promise.all([1, 2, 3].map((i) => signInBuyer(base(), `crash${i}`)));
    const numbers = (
      (await must<{ items: { productNumber: string }[] }>(
        'GetProductList',
        { pageIndex: 1, pageSize: 30, sort: 'newest' },
        buyers[0],
        base(),
      )) as { items: { productNumber: string }[] }
    ).items.map((p) => p.productNumber);

    const acknowledged = new Map<string, { token: string; orderNumber: string; body: object }>();
    const inFlight = new Map<string, { token: string; body: object }>();
    const messages = new Map<string, string>(); // clientKey → id
    let running = true;
    let seq = 0;
    const orderLoop = async (token: string, w: number) => {
      for (let i = 0; running; i++) {
        const products = [numbers[(w * 10 + i * 2) % 30], numbers[(w * 10 + i * 2 + 1) % 30]];
        const added = await wire(
          'AddShoppingCart',
          { productNumberList: products.map((productNumber) => ({ productNumber })) },
          { token, base: base() },
        ).catch(() => null);
        if (added?.code !== 200) continue;
        const key = `crash${w}k${i}${(seq++).toString(36)}xx`;
        const body = { idempotencyKey: key, productNumbers: products, contact };
        inFlight.set(key, { token, body });
        const answer = await wire('SubmitOrder', body, { token, base: base() }).catch(() => null);
        if (answer?.code === 200) {
          inFlight.delete(key);
          acknowledged.set(key, { token, body, orderNumber: (answer.payload as Order).orderNumber });
        }
      }
    };
    const chatLoop = async (token: string) => {
      for (let i = 0; running; i++) {
        const clientKey = `chat${i}k${(seq++).toString(36)}xxxxxx`;
        const answer = await wire(
          'SendChatMessageClient',
          { clientKey, msgType: 0, content: `message ${clientKey}` },
          { token, base: base() },
        ).catch(() => null);
        if (answer?.code === 200) messages.set(clientKey, (answer.payload as Message).id);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const load = Promise.all([orderLoop(buyers[0], 0), orderLoop(buyers[1], 1), chatLoop(buyers[2])]);
    // Kill once the load is well under way (some orders and messages acknowledged), mid-request.
    const started = Date.now();
    while ((acknowledged.size < 4 || messages.size < 4) && Date.now() - started < 20_000)
      await new Promise((r) => setTimeout(r, 50));
    server.child.kill('SIGKILL');
    await server.exited;
    running = false;
    await load;
    expect(acknowledged.size).toBeGreaterThanOrEqual(4);
    expect(messages.size).toBeGreaterThanOrEqual(4);

    // The same data: the embedded folder reopens, sessions still hold.
    server = await startServerProcess(env);
    for (const { token, body, orderNumber } of acknowledged.values()) {
      const again = await must<Order>('SubmitOrder', body, token, base());
      expect(again.orderNumber).toBe(orderNumber);
    }
    // A key in flight at the kill: resubmitting gives its order if it was made, or makes it now — once either way.
    for (const { token, body } of inFlight.values()) await wire('SubmitOrder', body, { token, base: base() });
    for (const token of buyers.slice(0, 2)) {
      const seen: string[] = [];
      for (let page = 1; ; page++) {
        const list = await must<{ items: { orderNumber: string }[]; totalCount: number }>(
          'GetOrderList',
          { pageIndex: page, pageSize: 60 },
          token,
          base(),
        );
        seen.push(...list.items.map((o) => o.orderNumber));
        if (seen.length >= list.totalCount || !list.items.length) break;
      }
      expect(new Set(seen).size).toBe(seen.length);
      const mine = [...acknowledged.values()].filter((o) => o.token === token);
      const expected = mine.length + [...inFlight.values()].filter((o) => o.token === token).length;
      // Every acknowledged order is listed; nothing beyond one order per key submitted.
      expect(seen).toEqual(expect.arrayContaining(mine.map((o) => o.orderNumber)));
      expect(seen.length).toBeLessThanOrEqual(expected);
      for (const orderNumber of seen) {
        const order = await must<Order>('GetOrderDetail', { orderNumber }, token, base());
        expect(order.lines, orderNumber).toHaveLength(2);
      }
    }
    // Every message, 100 at a time (isLoadNew pages forward from a timestamp).
    const ids: string[] = [];
    let totalCount: number | undefined;
    for (let after = 0; ;) {
      const page = await must<{ items: (Message & { timestamp: number })[]; totalCount: number }>(
        'GetChatMessagePageClient',
        { isLoadNew: true, newTimestamp: after },
        buyers[2],
        base(),
      );
      totalCount = page.totalCount;
      if (!page.items.length) break;
      ids.push(...page.items.map((m) => m.id));
      after = page.items.at(-1)!.timestamp;
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(totalCount);
    for (const id of messages.values()) expect(ids.filter((x) => x === id)).toHaveLength(1);
  }, 120_000);
});
