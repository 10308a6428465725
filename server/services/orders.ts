// Orders: one submission makes exactly one order (idempotency key per buyer, inside one transaction), with the lines,
// prices and totals the server reads at that moment; the buyer's history, quick order and reorder; and the supplier's
// inbox (console) over the same rows.
import type { Database, Queryable } from '../db/database';
import type { CallTypes, CartContact, CartOrder, CartOrderLine, CartOrderSummary } from '../../schemas/api/types.gen';
import {
  CART_CAPACITY,
  ORDER_STATUS_NEXT,
  cartonsFor,
  lineTotals,
  lineUnits,
  orderable,
  type CartonFacts,
  type LineUnits,
  type OrderStatus,
} from '../../protocol/cart';
import { orderContactProblems } from '../../protocol/entryRules';
import { ShareError } from './messages';
import { MEDIA_SQL, pictureUrl, type MediaRef, type UploadedMedia } from './media';
import { cartBuyer, cartonFacts, lineCount, LINE_COLUMNS, type CartBuyer, type LineProductRow } from './cart';
import { companyById } from './shares';
import type { Buyer, Staff } from './buyer';
import { logActivity } from './activity';

interface OrderRow {
  id: number;
  order_number: string;
  company_id: number;
  share_id: number;
  account_id: number;
  status: OrderStatus;
  status_changed_at: Date;
  contact: CartContact;
  remark: string;
  currency: string;
  show_prices: boolean;
  line_count: number;
  cartons: string;
  quantity: string;
  amount_cents: string | null;
  cbm_units: string;
  cuft_cents: string;
  gross_cents: string;
  net_cents: string;
  seen_by_supplier: boolean;
  created_at: Date;
  buyer_account: string;
  buyer_name: string;
  buyer_company: string;
  share_label: string;
  salesperson: string;
}
interface OrderLineRow {
  serial: number;
  product_number: string;
  display_number: string | null;
  name: string;
  ename: string;
  names: Record<string, string>;
  image_seed: number;
  media: UploadedMedia | null;
  product_size: CartOrderLine['productSize'];
  outer_box_size: CartOrderLine['outerBoxSize'];
  packing_method: string;
  pieces_per_carton: number;
  start_order_num: number;
  unit_price: string | null;
  cbm: string;
  cuft: string;
  gross_kg: string;
  net_kg: string;
  cartons: number;
}

const ORDER_SELECT = `SELECT o.*, a.account AS buyer_account, a.name AS buyer_name, a.company_name AS buyer_company, s.label AS share_label, s.salesperson
  FROM orders o JOIN accounts a ON a.id = o.account_id JOIN shares s ON s.id = o.share_id`;

function summaryOf(row: OrderRow, withInbox = false): CartOrderSummary {
  const n = Number;
  return {
    orderNumber: row.order_number,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    statusChangedAt: new Date(row.status_changed_at).toISOString(),
    currency: row.currency,
    contact: row.contact,
    totals: {
      lines: row.line_count,
      cartons: n(row.cartons),
      quantity: n(row.quantity),
      amount: row.amount_cents === null ? null : n(row.amount_cents) / 100,
      cbm: n(row.cbm_units) / 10_000,
      cuft: n(row.cuft_cents) / 100,
      grossKg: n(row.gross_cents) / 100,
      netKg: n(row.net_cents) / 100,
    },
    buyer: { account: row.buyer_account, name: row.buyer_name, company: row.buyer_company, share: row.share_label },
    ...(withInbox ? { unread: !row.seen_by_supplier } : {}),
  };
}

function lineOf(row: OrderLineRow, currency: string): CartOrderLine {
  const facts: CartonFacts = {
    piecesPerCarton: row.pieces_per_carton,
    startOrderNum: row.start_order_num,
    unitPrice: row.unit_price === null ? null : Number(row.unit_price),
    cbm: Number(row.cbm),
    cuft: Number(row.cuft),
    grossKg: Number(row.gross_kg),
    netKg: Number(row.net_kg),
  };
  return {
    serial: row.serial,
    productNumber: row.product_number,
    displayNumber: row.display_number,
    name: row.name,
    ename: row.ename,
    names: row.names,
    imageUrl: pictureUrl(row, 0),
    productSize: row.product_size,
    outerBoxSize: row.outer_box_size,
    packingMethod: row.packing_method,
    cartons: row.cartons,
    ...facts,
    currency,
    totals: lineTotals(facts, row.cartons),
  };
}

/** What the picture of an order line is drawn from (the spreadsheet embeds it). */
export const lineImageSeeds = async (db: Queryable, orderId: number) =>
  new Map(
    (
      await db.query<{ serial: number } & MediaRef>(
        'SELECT serial, image_seed, media FROM order_lines WHERE order_id = $1',
        [orderId],
      )
    ).map((r) => [r.serial, r]),
  );

export function ordersService(db: Database) {
  async function orderRow(where: string, params: unknown[]) {
    const [row] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE ${where}`, params);
    if (!row) throw new ShareError(404, 'No such order.', 'noSuchOrder');
    return row;
  }
  async function fullOrder(row: OrderRow, withInbox = false): Promise<CartOrder & { id: number; companyId: number }> {
    const company = await companyById(db, row.company_id);
    const lines = await db.query<OrderLineRow>('SELECT * FROM order_lines WHERE order_id = $1 ORDER BY serial', [
      row.id,
    ]);
    return {
      id: row.id,
      companyId: row.company_id,
      summary: summaryOf(row, withInbox),
      remark: row.remark,
      service: {
        name: row.salesperson || company.name,
        email: company.customer_info.email ?? '',
        telephone: company.customer_info.telephone ?? '',
      },
      lines: lines.map((l) => lineOf(l, row.currency)),
    };
  }
  const byIdempotency = async (accountId: number, key: string) =>
    (
      await db.query<{ order_number: string }>(
        'SELECT order_number FROM orders WHERE account_id = $1 AND idempotency_key = $2',
        [accountId, key],
      )
    )[0]?.order_number;

  async function placeOrder(buyer: CartBuyer, body: CallTypes['SubmitOrder']['request']) {
    return db.transaction(async (tx) => {
      // One submission at a time per buyer: a second tab or a retry waits here, then finds the first one's order.
      await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [buyer.accountId]);
      const done = (
        await tx.query<{ order_number: string }>(
          'SELECT order_number FROM orders WHERE account_id = $1 AND idempotency_key = $2',
          [buyer.accountId, body.idempotencyKey],
        )
      )[0];
      if (done) return { orderNumber: done.order_number, count: await lineCount(tx, buyer.accountId) };
      const rows = await tx.query<LineProductRow & { cartons: number }>(
        `SELECT ${LINE_COLUMNS}, c.cartons FROM cart_lines c JOIN products p ON p.id = c.product_id
          WHERE c.account_id = $1 AND p.product_number = ANY($2) ORDER BY c.added_at DESC, p.id`,
        [buyer.accountId, body.productNumbers],
      );
      const missing = body.productNumbers.filter((n) => !rows.some((r) => r.product_number === n));
      if (missing.length)
        throw new ShareError(
          400,
          `Invalid request: ${missing.slice(0, 5).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in the cart.`,
        );
      const unavailable = rows.filter((r) => !orderable(r.status)).map((r) => r.product_number);
      if (unavailable.length)
        throw new ShareError(
          422,
          `Submission contains deleted/off-shelf products, cannot submit: ${unavailable.slice(0, 10).join(', ')}.`,
          'unavailableProducts',
        );
      // The same integer units as the browser's totals (protocol/cart.ts), so order, cart and spreadsheet agree.
      const units = rows.map((r) => lineUnits(cartonFacts(r, buyer.share), r.cartons));
      const sum = (f: (u: LineUnits) => number) => units.reduce((a, u) => a + f(u), 0);
      const amount = buyer.share.isShowPrice ? sum((u) => u.amountCents!) : null;
      const [order] = await tx.query<{ id: number; order_number: string }>(
        `INSERT INTO orders (order_number, company_id, share_id, account_id, idempotency_key, contact, remark, currency, show_prices,
                             line_count, cartons, quantity, amount_cents, cbm_units, cuft_cents, gross_cents, net_cents)
         VALUES ('SO' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || '-' || lpad(nextval('order_numbers')::text, 6, '0'),
                 $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id, order_number`,
        [
          buyer.companyId,
          buyer.share.id,
          buyer.accountId,
          body.idempotencyKey,
          JSON.stringify(body.contact),
          body.remark ?? '',
          rows[0].currency,
          buyer.share.isShowPrice,
          rows.length,
          sum((u) => u.cartons),
          sum((u) => u.quantity),
          amount,
          sum((u) => u.cbmUnits),
          sum((u) => u.cuftCents),
          sum((u) => u.grossCents),
          sum((u) => u.netCents),
        ],
      );
      await tx.query(
        `INSERT INTO order_lines (order_id, serial, product_id, product_number, display_number, name, ename, names, image_seed, media, product_size,
                                 outer_box_size, packing_method, pieces_per_carton, start_order_num, unit_price, cbm, cuft, gross_kg, net_kg, cartons)
         SELECT $1, u.serial, p.id, p.product_number,
                CASE $3::int WHEN -1 THEN NULL WHEN 1 THEN p.commodity_number WHEN 2 THEN p.product_number ELSE p.out_factory_number END,
                p.name, p.ename,
                CASE WHEN $4 THEN coalesce((SELECT e - 'type' FROM jsonb_array_elements(p.lang_list) e WHERE (e->>'type')::int = 0 LIMIT 1), '{}') ELSE '{}' END,
                p.image_seed, ${MEDIA_SQL}, jsonb_build_object('length', p.pr_le, 'width', p.pr_wi, 'height', p.pr_hi),
                jsonb_build_object('length', p.ou_le, 'width', p.ou_wi, 'height', p.ou_hi), p.packing_method, greatest(p.ou_lo, 1), p.start_order_num,
                CASE WHEN $5 THEN p.price END, p.bulk_stere, p.bulk_feet, p.gr_we, p.ne_we, u.cartons
           FROM unnest($2::int[], $6::int[], $7::int[]) AS u(product_id, serial, cartons) JOIN products p ON p.id = u.product_id`,
        [
          order.id,
          rows.map((r) => r.id),
          buyer.share.showNumber,
          buyer.share.productSource === 1,
          buyer.share.isShowPrice,
          rows.map((_, i) => i + 1),
          rows.map((r) => r.cartons),
        ],
      );
      await tx.query('DELETE FROM cart_lines WHERE account_id = $1 AND product_id = ANY($2)', [
        buyer.accountId,
        rows.map((r) => r.id),
      ]);
      return { orderNumber: order.order_number, count: await lineCount(tx, buyer.accountId) };
    });
  }

  return {
    async submit(from: Buyer, body: CallTypes['SubmitOrder']['request']) {
      const buyer = cartBuyer(from);
      const problems = orderContactProblems(
        {
          ...body.contact,
          company: body.contact.company ?? '',
          phoneNumber: body.contact.phoneNumber ?? '',
          email: body.contact.email ?? '',
        },
        buyer.share,
      );
      const [field, problem] = Object.entries(problems)[0] ?? [];
      if (field)
        throw new ShareError(
          400,
          `Invalid request: body.contact.${field} ${problem === 'required' ? 'is required by this share' : 'is not valid'}.`,
        );
      const done = await byIdempotency(buyer.accountId, body.idempotencyKey);
      if (done) return { orderNumber: done, count: await lineCount(db, buyer.accountId) };
      try {
        return await placeOrder(buyer, body);
      } catch (error) {
        // Two app servers racing on one key: the loser's insert hits the unique key; the winner's order is the answer.
        const again =
          (error as { code?: string }).code === '23505'
            ? await byIdempotency(buyer.accountId, body.idempotencyKey)
            : undefined;
        if (again) return { orderNumber: again, count: await lineCount(db, buyer.accountId) };
        throw error;
      }
    },
    async list(from: Buyer, body: CallTypes['GetOrderList']['request']) {
      const buyer = cartBuyer(from);
      const rows = await db.query<OrderRow & { total: number }>(
        `${ORDER_SELECT.replace('SELECT o.*', 'SELECT o.*, count(*) OVER ()::int AS total')}
          WHERE o.account_id = $1 AND ($2::int IS NULL OR o.status = $2) ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
        [buyer.accountId, body.status ?? null, body.pageSize, (body.pageIndex - 1) * body.pageSize],
      );
      return { items: rows.map((r) => summaryOf(r)), totalCount: rows[0]?.total ?? 0 };
    },
    /** The buyer's own order (any other is "no such order", whoever's it is). */
    async detail(from: Buyer, orderNumber: string) {
      const buyer = cartBuyer(from);
      return fullOrder(await orderRow('o.order_number = $1 AND o.account_id = $2', [orderNumber, buyer.accountId]));
    },
    /** Puts an order's still-orderable products back in the cart (as many pieces as ordered) and says which are gone. */
    async reorder(
      from: Buyer,
      orderNumber: string,
      addLines: (
        tx: Queryable,
        buyer: CartBuyer,
        refs: { productNumber: string; quantity?: number }[],
      ) => Promise<number>,
    ) {
      const buyer = cartBuyer(from);
      const order = await orderRow('o.order_number = $1 AND o.account_id = $2', [orderNumber, buyer.accountId]);
      const rows = await db.query<{ product_number: string; status: number; quantity: number }>(
        `SELECT p.product_number, p.status, l.cartons * l.pieces_per_carton AS quantity FROM order_lines l JOIN products p ON p.id = l.product_id
          WHERE l.order_id = $1 ORDER BY l.serial`,
        [order.id],
      );
      const reasons = { 1: 'offShelf', 2: 'deleted', 3: 'expired' } as const;
      const unavailable = rows
        .filter((r) => !orderable(r.status))
        .map((r) => ({ productNumber: r.product_number, reason: reasons[r.status as 1 | 2 | 3] ?? 'offShelf' }));
      const wanted = rows.filter((r) => orderable(r.status));
      const before = new Set(
        (
          await db.query<{ product_number: string }>(
            'SELECT p.product_number FROM cart_lines c JOIN products p ON p.id = c.product_id WHERE c.account_id = $1',
            [buyer.accountId],
          )
        ).map((r) => r.product_number),
      );
      const count = wanted.length
        ? await db.transaction((tx) =>
            addLines(
              tx,
              buyer,
              wanted.map((r) => ({ productNumber: r.product_number, quantity: r.quantity })),
            ),
          )
        : await lineCount(db, buyer.accountId);
      return {
        count,
        added: wanted.filter((r) => !before.has(r.product_number)).map((r) => r.product_number),
        unavailable,
      };
    },
    /** Quick order: numbers pasted from a spreadsheet (product, commodity or factory numbers), resolved in the share. */
    async quickOrder(
      from: Buyer,
      body: CallTypes['QuickOrder']['request'],
    ): Promise<CallTypes['QuickOrder']['response']> {
      const buyer = cartBuyer(from);
      const keys = [...new Set(body.lines.map((l) => l.number.trim().toUpperCase()))];
      const rows = await db.query<LineProductRow>(
        `SELECT ${LINE_COLUMNS} FROM products p WHERE p.company_id = $1
            AND (upper(p.product_number) = ANY($2) OR upper(p.commodity_number) = ANY($2) OR upper(p.out_factory_number) = ANY($2))
          ORDER BY p.status, p.id`,
        [buyer.companyId, keys],
      );
      const byKey = new Map<string, LineProductRow>();
      for (const r of rows)
        for (const k of [r.product_number, r.commodity_number, r.out_factory_number])
          if (!byKey.has(k.toUpperCase())) byKey.set(k.toUpperCase(), r);
      const wanted = new Map<string, number>();
      const items: CallTypes['QuickOrder']['response']['items'] = body.lines.map((line) => {
        const row = byKey.get(line.number.trim().toUpperCase());
        if (!row) return { status: 'notFound' as const };
        const named = { productNumber: row.product_number, name: row.name, ename: row.ename };
        if (!orderable(row.status)) return { status: 'offShelf' as const, ...named };
        const facts = cartonFacts(row, buyer.share);
        const fit = cartonsFor(line.quantity ?? row.start_order_num, facts);
        wanted.set(row.product_number, (wanted.get(row.product_number) ?? 0) + fit.quantity);
        const belowMoq = (line.quantity ?? row.start_order_num) < row.start_order_num;
        return {
          status: belowMoq ? ('belowMoq' as const) : ('found' as const),
          ...named,
          cartons: fit.cartons,
          quantity: fit.quantity,
          roundedUp: fit.roundedUp,
        };
      });
      if (!body.add || !wanted.size) return { items, added: 0, count: await lineCount(db, buyer.accountId) };
      const byNumber = new Map(rows.map((r) => [r.product_number, r]));
      const products = [...wanted.keys()];
      const cartons = products.map(
        (n) => cartonsFor(wanted.get(n)!, cartonFacts(byNumber.get(n)!, buyer.share)).cartons,
      );
      const ids = products.map((n) => byNumber.get(n)!.id);
      const count = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [buyer.accountId]);
        // A quick order adds to what is already in the cart (unlike the card's toggle, which leaves a line alone).
        await tx.query(
          `INSERT INTO cart_lines (account_id, company_id, product_id, cartons, salesperson)
           SELECT $1, $2, u.id, u.cartons, $3 FROM unnest($4::int[], $5::int[]) AS u(id, cartons)
           ON CONFLICT (account_id, product_id) DO UPDATE SET cartons = cart_lines.cartons + EXCLUDED.cartons`,
          [buyer.accountId, buyer.companyId, buyer.salesperson, ids, cartons],
        );
        const n = await lineCount(tx, buyer.accountId);
        if (n > CART_CAPACITY)
          throw new ShareError(422, `Cart full: a cart holds at most ${CART_CAPACITY} products.`, 'cartFull');
        return n;
      });
      return { items, added: products.length, count };
    },

    // The supplier console's orders room: the admin's own company only.
    async inbox(admin: Staff, body: CallTypes['ConsoleOrderList']['request']) {
      const params: unknown[] = [
        admin.companyId,
        body.status ?? null,
        body.from ?? null,
        body.to ?? null,
        body.buyer ? `%${body.buyer.replace(/[\\%_]/g, '\\$&')}%` : null,
        body.pageSize,
        (body.pageIndex - 1) * body.pageSize,
      ];
      const rows = await db.query<OrderRow & { total: number; unread_total: number }>(
        `${ORDER_SELECT.replace('SELECT o.*', 'SELECT o.*, count(*) OVER ()::int AS total')}
          WHERE o.company_id = $1 AND ($2::int IS NULL OR o.status = $2)
            AND ($3::date IS NULL OR o.created_at >= $3::date) AND ($4::date IS NULL OR o.created_at < $4::date + 1)
            AND ($5::text IS NULL OR a.account ILIKE $5 OR a.name ILIKE $5 OR a.company_name ILIKE $5 OR o.contact->>'contactName' ILIKE $5
                 OR o.contact->>'company' ILIKE $5 OR o.order_number ILIKE $5)
          ORDER BY o.seen_by_supplier, o.created_at DESC, o.id DESC LIMIT $6 OFFSET $7`,
        params,
      );
      const [unread] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM orders WHERE company_id = $1 AND NOT seen_by_supplier',
        [admin.companyId],
      );
      return { items: rows.map((r) => summaryOf(r, true)), totalCount: rows[0]?.total ?? 0, unreadCount: unread.n };
    },
    async inboxDetail(admin: Staff, orderNumber: string) {
      const row = await orderRow('o.order_number = $1 AND o.company_id = $2', [orderNumber, admin.companyId]);
      const order = await fullOrder(row, true);
      if (!row.seen_by_supplier) await db.query('UPDATE orders SET seen_by_supplier = true WHERE id = $1', [row.id]);
      return order;
    },
    async setStatus(admin: Staff, body: CallTypes['ConsoleSetOrderStatus']['request']) {
      const row = await orderRow('o.order_number = $1 AND o.company_id = $2', [body.orderNumber, admin.companyId]);
      if (row.status !== body.status) {
        if (!ORDER_STATUS_NEXT[row.status].includes(body.status as OrderStatus)) {
          throw new ShareError(422, `An order cannot go from status ${row.status} to ${body.status}.`, 'statusChange');
        }
        await db.query(
          'UPDATE orders SET status = $2, status_changed_at = now(), seen_by_supplier = true WHERE id = $1',
          [row.id, body.status],
        );
        await logActivity(db, admin, 'orderStatus', body.orderNumber, `${row.status} → ${body.status}`);
      }
      return summaryOf(await orderRow('o.id = $1', [row.id]), true);
    },
    /** An order for the spreadsheet: the buyer's own, or any of the admin's company (the console exports too). */
    async forExport(who: Buyer | Staff, orderNumber: string) {
      if ('adminId' in who) {
        return {
          order: await fullOrder(
            await orderRow('o.order_number = $1 AND o.company_id = $2', [orderNumber, who.companyId]),
          ),
          productSource: 1,
        };
      }
      const buyer = cartBuyer(who);
      return {
        order: await fullOrder(
          await orderRow('o.order_number = $1 AND o.account_id = $2', [orderNumber, buyer.accountId]),
        ),
        productSource: buyer.share.productSource,
      };
    },
  };
}
