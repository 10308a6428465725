// npm run bench:orders — the cart and order calls through the functions the API calls, on the embedded database and
// on PostgreSQL (BENCH_DATABASE_URL, a database the bench may reset): a 500-line cart (add, update and totals p95),
// submission of a 500-line order, export of a 5,000-line order to .xlsx (time and peak RSS, pictures embedded) and a
// quick order of 2,000 pasted lines. Writes bench/results/orders.json. export_rss_mb is what the export adds to the
// process's resident memory at its peak (the process itself holds the embedded database: process_peak_rss_mb).
import { cpus, totalmem } from 'node:os';
import { Writable } from 'node:stream';
import type { Database } from '../server/db/database';
import { onBothDatabases } from './databases';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/demo/seed';
import { createSession, findSession } from '../server/services/sessions';
import { buyerOf } from '../server/services/buyer';
import { cartService } from '../server/services/cart';
import { lineImageSeeds, ordersService } from '../server/services/orders';
import { writeOrderWorkbook } from '../server/services/orderWorkbook';
import { pictureFileOf, setMediaUrls } from '../server/services/media';
import { demoMediaUrls } from '../server/demo/demoMedia';
import { hashPassword } from '../server/services/passwords';

setMediaUrls(demoMediaUrls);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const time = async <T>(fn: () => Promise<T>) => {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
};
const round = (v: number) => +v.toFixed(1);

async function measure(db: Database, label: string) {
  await migrate(db);
  await db.exec('TRUNCATE companies RESTART IDENTITY CASCADE');
  await seedDemo(db, { products: PRODUCTS });
  await db.exec('ANALYZE');
  const [share] = await db.query<{ id: number; company_id: number }>(
    "SELECT id, company_id FROM shares WHERE share_random_code = 'SUNNYPRIV'",
  );
  const account = async (name: string) =>
    (
      await db.query<{ id: number }>(
        "INSERT INTO accounts (company_id, account, password_hash, name, email) VALUES ($1, $2, $3, 'Bench', 'bench@bench.test') RETURNING id",
        [share.company_id, name, await hashPassword('Bench2026x')],
      )
    )[0].id;
  // The buyer a request would be resolved to (server/http/protocol.ts), once per account.
  const sessionOf = async (accountId: number) =>
    buyerOf(
      db,
      (await findSession(
        db,
        await createSession(db, {
          kind: 'account',
          companyId: share.company_id,
          shareId: share.id,
          loginEmail: null,
          accountId,
        }),
      ))!,
    );
  const cart = cartService(db);
  const orders = ordersService(db);
  const numbers = await db.query<{ product_number: string; commodity_number: string }>(
    'SELECT product_number, commodity_number FROM products WHERE company_id = $1 AND status = 0 ORDER BY id LIMIT 5000',
    [share.company_id],
  );
  const contact = {
    contactName: 'Bench Buyer',
    company: 'Bench Co',
    phoneNumber: '+34600000000',
    email: 'bench@bench.test',
  };

  // A 500-line cart, one add at a time as a buyer clicks; then 500 CTNS updates; then the cart with its totals.
  const buyer = await sessionOf(await account('benchcart1'));
  const adds: number[] = [];
  for (const n of numbers.slice(0, 500))
    adds.push((await time(() => cart.add(buyer, { productNumberList: [{ productNumber: n.product_number }] }))).ms);
  const updates: number[] = [];
  for (const [i, n] of numbers.slice(0, 500).entries())
    updates.push((await time(() => cart.update(buyer, { productNumber: n.product_number, cartons: 2 + (i % 7) }))).ms);
  const totals: number[] = [];
  for (let i = 0; i < 100; i++) totals.push((await time(() => cart.totals(buyer))).ms);
  const lists: number[] = [];
  for (let i = 0; i < 20; i++) lists.push((await time(() => cart.list(buyer))).ms);
  const submit = await time(() =>
    orders.submit(buyer, {
      idempotencyKey: 'bench-submit-500',
      productNumbers: numbers.slice(0, 500).map((n) => n.product_number),
      contact,
    }),
  );

  // A 5,000-line order, placed straight from a full cart.
  const big = await sessionOf(await account('benchcart2'));
  await cart.add(big, { productNumberList: numbers.map((n) => ({ productNumber: n.product_number })) });
  const { orderNumber } = await orders.submit(big, {
    idempotencyKey: 'bench-submit-5000',
    productNumbers: numbers.map((n) => n.product_number),
    contact,
  });
  const { order } = await orders.forExport(big, orderNumber);
  const seeds = await lineImageSeeds(db, order.id);
  let bytes = 0;
  let peakRss = process.memoryUsage().rss;
  const rssBefore = peakRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const exported = await time(() =>
    writeOrderWorkbook(
      order,
      { locale: 'en', productSource: 1, pictureFile: (l) => pictureFileOf(seeds.get(l.serial)!, 0) },
      new Writable({
        write(chunk, _e, done) {
          bytes += chunk.length;
          done();
        },
      }),
    ),
  );
  clearInterval(sampler);

  // Quick order: 2,000 pasted lines (commodity numbers, some unknown), resolved and added.
  const quick = await sessionOf(await account('benchcart3'));
  const pasted = numbers
    .slice(1000, 3000)
    .map((n, i) => ({ number: i % 50 === 0 ? `NOPE-${i}` : n.commodity_number, quantity: 1 + (i % 300) }));
  const quickOrder = await time(() => orders.quickOrder(quick, { lines: pasted, add: true }));

  const row = {
    add_p95_ms: round(percentile(adds, 95)),
    update_p95_ms: round(percentile(updates, 95)),
    totals_p95_ms: round(percentile(totals, 95)),
    cart_page_p95_ms: round(percentile(lists, 95)),
    submit_ms: round(submit.ms),
    export_ms: Math.round(exported.ms),
    export_rss_mb: Math.round((peakRss - rssBefore) / 2 ** 20),
    process_peak_rss_mb: Math.round(peakRss / 2 ** 20),
    export_file_mb: +(bytes / 2 ** 20).toFixed(1),
    quick_order_ms: Math.round(quickOrder.ms),
    quick_order_added: quickOrder.value.added,
  };
  console.log(`\n${label}: ${PRODUCTS.toLocaleString('en')} products`);
  console.table({ [label]: row });
  return row;
}

const result: Record<string, unknown> = {
  products: PRODUCTS,
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  goals: {
    add_p95_ms: '≤ 20',
    update_p95_ms: '≤ 20',
    totals_p95_ms: '≤ 20',
    submit_ms: '≤ 300',
    export_ms: '≤ 3000',
    export_rss_mb: '≤ 200',
    quick_order_ms: '≤ 2000',
  },
};
await onBothDatabases(result, 'orders.json', measure);
