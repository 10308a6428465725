// The buyer's cart (spec sections 3, 4, 6, 7): private account users only, on shares whose openUserList has 2 and
// whose supplier has isCart on. Lines are whole cartons; every total comes from protocol/cart.ts, the arithmetic the
// browser also runs, so the two agree to the cent.
import type { Database, Queryable } from '../db/database';
import type { CallTypes, CartContact, CartLine, CartProductRef, ShareInfo } from '../../schemas/api/types.gen';
import {
  CART_CAPACITY,
  cartonsFor,
  lineTotals,
  lineUnits,
  minimumCartons,
  orderable,
  totalsOf,
  type CartonFacts,
  type Totals,
} from '../../protocol/cart';
import { ShareError, noSuchProduct } from './messages';
import { CARD_COLUMNS, productCard, type ProductRow } from './productCards';
import type { Buyer } from './buyer';

/** The columns a cart line or an order line needs beyond the card's. */
export const LINE_COLUMNS = `${CARD_COLUMNS}, p.id, p.status, p.bulk_feet, p.ne_we, p.pr_le, p.pr_wi, p.pr_hi, p.packing_method`;
export type LineProductRow = ProductRow & {
  id: number;
  status: number;
  bulk_feet: string;
  ne_we: string;
  pr_le: string;
  pr_wi: string;
  pr_hi: string;
  packing_method: string;
};

export function cartonFacts(row: LineProductRow, share: Pick<ShareInfo, 'isShowPrice'>): CartonFacts {
  return {
    piecesPerCarton: Math.max(1, row.ou_lo),
    startOrderNum: row.start_order_num,
    unitPrice: share.isShowPrice ? Number(row.price) : null,
    cbm: Number(row.bulk_stere),
    cuft: Number(row.bulk_feet),
    grossKg: Number(row.gr_we),
    netKg: Number(row.ne_we),
  };
}

/** A buyer who may hold a cart and orders: a private account. */
export type CartBuyer = Buyer & { accountId: number };

/** Who owns the cart, or why there is none: 403 for anyone not privately signed in (the browser then opens the private
 *  login dialog, spec section 6), 403 reason noCart where the share or the supplier has the cart off. */
export function cartBuyer(buyer: Buyer): CartBuyer {
  if (buyer.accountId === null) throw new ShareError(403, 'The cart needs a private account sign-in.');
  if (!buyer.share.openUserList?.includes(2) || buyer.switches.isCart === false)
    throw new ShareError(403, 'This site has no cart.', 'noCart');
  return { ...buyer, accountId: buyer.accountId };
}

/** The cart's totals in one aggregate over the same integer units as protocol/cart.ts (numeric × 100 is exact). */
export async function cartTotals(db: Queryable, buyer: CartBuyer, where = '', params: unknown[] = []): Promise<Totals> {
  const [t] = await db.query<
    Record<'lines' | 'cartons' | 'quantity' | 'amount' | 'cbm' | 'cuft' | 'gross' | 'net', string | null>
  >(
    `SELECT count(*) AS lines, coalesce(sum(c.cartons), 0) AS cartons, coalesce(sum(c.cartons * greatest(p.ou_lo, 1)), 0) AS quantity,
            coalesce(sum(round(p.price * 100) * c.cartons * greatest(p.ou_lo, 1)), 0) AS amount, coalesce(sum(round(p.bulk_stere * 10000) * c.cartons), 0) AS cbm,
            coalesce(sum(round(p.bulk_feet * 100) * c.cartons), 0) AS cuft, coalesce(sum(round(p.gr_we * 100) * c.cartons), 0) AS gross,
            coalesce(sum(round(p.ne_we * 100) * c.cartons), 0) AS net
       FROM cart_lines c JOIN products p ON p.id = c.product_id WHERE c.account_id = $1 ${where}`,
    [buyer.accountId, ...params],
  );
  const n = (v: string | null) => Number(v ?? 0);
  return {
    lines: n(t.lines),
    cartons: n(t.cartons),
    quantity: n(t.quantity),
    amount: buyer.share.isShowPrice ? n(t.amount) / 100 : null,
    cbm: n(t.cbm) / 10_000,
    cuft: n(t.cuft) / 100,
    grossKg: n(t.gross) / 100,
    netKg: n(t.net) / 100,
  };
}

/** How many products the cart holds (the badge's number, and the answer of every change to the cart). */
export const lineCount = async (db: Queryable, accountId: number) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_lines WHERE account_id = $1', [accountId]))[0].n;

/** The products a list of numbers names, by number, within the company. */
async function productsByNumber(db: Queryable, companyId: number, numbers: string[]) {
  const rows = await db.query<LineProductRow>(
    `SELECT ${LINE_COLUMNS} FROM products p WHERE p.company_id = $1 AND p.product_number = ANY($2)`,
    [companyId, numbers],
  );
  return new Map(rows.map((r) => [r.product_number, r]));
}

function toLine(
  row: LineProductRow & { cartons: number; salesperson: string; added_at: Date | string },
  share: ShareInfo,
): CartLine {
  const facts = cartonFacts(row, share);
  return {
    product: productCard(row, share),
    status: row.status,
    cartons: row.cartons,
    ...facts,
    totals: lineTotals(facts, row.cartons),
    salesperson: row.salesperson,
    addedAt: new Date(row.added_at).toISOString(),
  };
}

export function cartService(db: Database) {
  /** Adds products (whole cartons, at least the MOQ) in one statement; those already in the cart stay as they are.
   *  Unknown or unorderable products refuse the whole request, so a buyer never half-adds a list. */
  async function addLines(tx: Queryable, buyer: CartBuyer, refs: { productNumber: string; quantity?: number }[]) {
    const products = await productsByNumber(
      tx,
      buyer.companyId,
      refs.map((r) => r.productNumber),
    );
    for (const ref of refs) {
      const row = products.get(ref.productNumber);
      if (!row) throw noSuchProduct();
      if (!orderable(row.status))
        throw new ShareError(422, `Product ${ref.productNumber} is deleted or off the shelf.`, 'unavailableProducts');
    }
    const ids: number[] = [],
      cartons: number[] = [];
    for (const ref of refs) {
      const row = products.get(ref.productNumber)!;
      if (ids.includes(row.id)) continue;
      const facts = cartonFacts(row, buyer.share);
      ids.push(row.id);
      cartons.push(ref.quantity === undefined ? minimumCartons(facts) : cartonsFor(ref.quantity, facts).cartons);
    }
    // Serialised per buyer so two tabs adding at once cannot both pass the capacity check.
    await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [buyer.accountId]);
    await tx.query(
      `INSERT INTO cart_lines (account_id, company_id, product_id, cartons, salesperson)
       SELECT $1, $2, u.id, u.cartons, $3 FROM unnest($4::int[], $5::int[]) AS u(id, cartons)
       ON CONFLICT (account_id, product_id) DO NOTHING`,
      [buyer.accountId, buyer.companyId, buyer.salesperson, ids, cartons],
    );
    const count = await lineCount(tx, buyer.accountId);
    if (count > CART_CAPACITY)
      throw new ShareError(422, `Cart full: a cart holds at most ${CART_CAPACITY} products.`, 'cartFull');
    return count;
  }

  const refsOf = (body: CallTypes['AddShoppingCart']['request']): CartProductRef[] => [
    ...(body.productNumberList ?? []),
    ...(body.shoppingCarts ?? []),
  ];

  async function lines(buyer: CartBuyer, where = '', params: unknown[] = []) {
    const rows = await db.query<LineProductRow & { cartons: number; salesperson: string; added_at: Date }>(
      `SELECT ${LINE_COLUMNS}, c.cartons, c.salesperson, c.added_at FROM cart_lines c JOIN products p ON p.id = c.product_id
        WHERE c.account_id = $1 ${where} ORDER BY c.added_at DESC, p.id`,
      [buyer.accountId, ...params],
    );
    return rows.map((r) => toLine(r, buyer.share));
  }
  // Lines hold real numbers here: they are scrambled only as the answer leaves (server/http/digitScramble.ts).
  const totalsOfLines = (items: CartLine[]) => totalsOf(items.map((l) => lineUnits(l as CartonFacts, l.cartons)));

  return {
    addLines,
    async add(from: Buyer, body: CallTypes['AddShoppingCart']['request']) {
      const buyer = cartBuyer(from);
      const refs = refsOf(body);
      if (!refs.length)
        throw new ShareError(
          400,
          'Invalid request: body must have productNumberList or shoppingCarts with at least one product.',
        );
      if (refs.length > CART_CAPACITY) throw new ShareError(422, 'Cart full.', 'cartFull');
      return db.transaction((tx) => addLines(tx, buyer, refs));
    },
    async remove(from: Buyer, body: CallTypes['DelShoppingCart']['request']) {
      const buyer = cartBuyer(from);
      const numbers = refsOf(body).map((r) => r.productNumber);
      if (!numbers.length)
        throw new ShareError(
          400,
          'Invalid request: body must have productNumberList or shoppingCarts with at least one product.',
        );
      await db.query(
        'DELETE FROM cart_lines c USING products p WHERE c.product_id = p.id AND c.account_id = $1 AND p.company_id = $2 AND p.product_number = ANY($3)',
        [buyer.accountId, buyer.companyId, numbers],
      );
      return lineCount(db, buyer.accountId);
    },
    async count(from: Buyer) {
      return lineCount(db, cartBuyer(from).accountId);
    },
    async list(from: Buyer): Promise<CallTypes['GetShoppingCart']['response']> {
      const buyer = cartBuyer(from);
      const items = await lines(buyer);
      const [contact] = await db.query<{ contact: CartContact }>(
        'SELECT contact FROM cart_contacts WHERE account_id = $1',
        [buyer.accountId],
      );
      return {
        items,
        totals: totalsOfLines(items),
        currency: items[0]?.product.currency ?? 'USD',
        capacity: CART_CAPACITY,
        contact: contact?.contact ?? null,
      };
    },
    /** CTNS or pieces; pieces round up to whole cartons and the MOQ, and the answer says so. */
    async update(from: Buyer, body: CallTypes['UpdateShoppingCart']['request']) {
      const buyer = cartBuyer(from);
      const [current] = await db.query<LineProductRow>(
        `SELECT ${LINE_COLUMNS} FROM cart_lines c JOIN products p ON p.id = c.product_id WHERE c.account_id = $1 AND p.product_number = $2`,
        [buyer.accountId, body.productNumber],
      );
      if (!current) throw noSuchProduct();
      const facts = cartonFacts(current, buyer.share);
      const wanted =
        body.cartons !== undefined
          ? { cartons: Math.max(body.cartons, minimumCartons(facts)), roundedUp: body.cartons < minimumCartons(facts) }
          : cartonsFor(body.quantity!, facts);
      const [saved] = await db.query<{ salesperson: string; added_at: Date }>(
        'UPDATE cart_lines SET cartons = $3 WHERE account_id = $1 AND product_id = $2 RETURNING salesperson, added_at',
        [buyer.accountId, current.id, wanted.cartons],
      );
      const line = toLine({ ...current, ...saved, cartons: wanted.cartons }, buyer.share);
      return { line, totals: await cartTotals(db, buyer), roundedUp: wanted.roundedUp };
    },
    async saveContact(from: Buyer, contact: CartContact) {
      const buyer = cartBuyer(from);
      const clean = Object.fromEntries(
        Object.entries(contact).map(([k, v]) => [k, v.trim()]),
      ) as unknown as CartContact;
      if (!clean.contactName) throw new ShareError(400, 'Invalid request: body.contactName must not be empty.');
      await db.query(
        `INSERT INTO cart_contacts (account_id, contact) VALUES ($1, $2)
         ON CONFLICT (account_id) DO UPDATE SET contact = EXCLUDED.contact, updated_at = now()`,
        [buyer.accountId, JSON.stringify(clean)],
      );
      return clean;
    },
    lines,
    totals: async (from: Buyer) => cartTotals(db, cartBuyer(from)),
    /** A selection's totals at the cartons the buyer typed (never under a line's minimum), own cart lines only. */
    async selection(from: Buyer, body: CallTypes['CartTotals']['request']): Promise<Totals> {
      const buyer = cartBuyer(from);
      const wanted = new Map(body.lines.map((l) => [l.productNumber, l.cartons]));
      const rows = await db.query<LineProductRow>(
        `SELECT ${LINE_COLUMNS} FROM cart_lines c JOIN products p ON p.id = c.product_id
          WHERE c.account_id = $1 AND p.product_number = ANY($2)`,
        [buyer.accountId, [...wanted.keys()]],
      );
      return totalsOf(
        rows.map((row) => {
          const facts = cartonFacts(row, buyer.share);
          return lineUnits(facts, Math.max(minimumCartons(facts), wanted.get(row.product_number) ?? 1));
        }),
      );
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
