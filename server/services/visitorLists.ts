// Favourites and the 30-day browsing history of one visitor. The owner is the account when signed in privately,
// else the email on the share, else the session itself. `now` is injectable so retention is testable.
import type { Queryable } from '../db/database';
import { HISTORY_DAYS } from '../../protocol/constants';
import { noSuchProduct } from './messages';
import { CARD_COLUMNS, productCard } from './productCards';
import type { Buyer } from './buyer';
import { viewLogOf } from './viewLog';

export function visitorLists(db: Queryable, now: () => Date = () => new Date()) {
  const views = viewLogOf(db);
  const historyStart = () => new Date(now().getTime() - HISTORY_DAYS * 86_400_000);

  async function productId(companyId: number, productNumber: string) {
    const [row] = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE company_id = $1 AND product_number = $2',
      [companyId, productNumber],
    );
    if (!row) throw noSuchProduct();
    return row.id;
  }
  const count = async (table: 'favourites' | 'browse_history', owner: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE owner_key = $1`, [owner]))[0].n;

  const countSince = async (table: string, owner: string, companyId: number, at: string, since: Date) =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE owner_key = $1 AND company_id = $2 AND ${at} > $3`,
        [owner, companyId, since],
      )
    )[0].n;

  async function list(
    buyer: Buyer,
    table: 'favourites' | 'browse_history',
    page: { pageIndex: number; pageSize: number },
  ) {
    const owner = buyer.ownerKey;
    const at = table === 'favourites' ? 'created_at' : 'viewed_at';
    const since = table === 'browse_history' ? historyStart() : new Date(0);
    if (table === 'browse_history') await views.flushOwner(owner);
    const rows = await db.query<Record<string, unknown> & { at: Date; total: number }>(
      `SELECT ${CARD_COLUMNS}, t.${at} AS at, count(*) OVER ()::int AS total
         FROM ${table} t JOIN products p ON p.id = t.product_id
        WHERE t.owner_key = $1 AND t.company_id = $2 AND t.${at} > $3
        ORDER BY t.${at} DESC LIMIT $4 OFFSET $5`,
      [owner, buyer.companyId, since, page.pageSize, (page.pageIndex - 1) * page.pageSize],
    );
    const key = table === 'favourites' ? 'collectedAt' : 'viewedAt';
    return {
      items: rows.map((r) => ({
        product: productCard(r as never, buyer.share),
        [key]: new Date(r.at).toISOString(),
      })) as never,
      // The window count has no row to ride on past the last page; a pager still needs the total there.
      totalCount:
        rows[0]?.total ?? (page.pageIndex > 1 ? await countSince(table, owner, buyer.companyId, at, since) : 0),
    };
  }

  return {
    async collectedNumbers(buyer: Buyer) {
      const rows = await db.query<{ product_number: string }>(
        `SELECT p.product_number FROM favourites f JOIN products p ON p.id = f.product_id
          WHERE f.owner_key = $1 AND f.company_id = $2 ORDER BY f.created_at DESC`,
        [buyer.ownerKey, buyer.companyId],
      );
      return { productNumbers: rows.map((r) => r.product_number) };
    },
    async add(buyer: Buyer, productNumber: string) {
      const owner = buyer.ownerKey;
      await db.query(
        'INSERT INTO favourites (owner_key, company_id, product_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [owner, buyer.companyId, await productId(buyer.companyId, productNumber), now()],
      );
      return { count: await count('favourites', owner) };
    },
    async cancel(buyer: Buyer, productNumbers: string[]) {
      const owner = buyer.ownerKey;
      await db.query(
        'DELETE FROM favourites f USING products p WHERE f.product_id = p.id AND f.owner_key = $1 AND p.product_number = ANY($2)',
        [owner, productNumbers],
      );
      return { count: await count('favourites', owner) };
    },
    favourites: (buyer: Buyer, page: { pageIndex: number; pageSize: number }) => list(buyer, 'favourites', page),
    history: (buyer: Buyer, page: { pageIndex: number; pageSize: number }) => list(buyer, 'browse_history', page),
    /** A product opened: its view recorded (written within a second, batched: viewLog.ts); answers whether it is a
     *  favourite. */
    async openedProduct(buyer: Buyer, productIdValue: number) {
      views.record(buyer.ownerKey, { companyId: buyer.companyId, productId: productIdValue, at: now() });
      const [row] = await db.query<{ collected: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM favourites WHERE owner_key = $1 AND product_id = $2) AS collected',
        [buyer.ownerKey, productIdValue],
      );
      return row.collected;
    },
    async clearHistory(buyer: Buyer) {
      await views.forget(buyer.ownerKey);
      await db.query('DELETE FROM browse_history WHERE owner_key = $1', [buyer.ownerKey]);
      return { count: 0 };
    },
    /** Spec: history is kept 30 days, then gone. */
    async forgetOldHistory() {
      await db.query('DELETE FROM browse_history WHERE viewed_at <= $1', [historyStart()]);
    },
  };
}
export type VisitorLists = ReturnType<typeof visitorLists>;
