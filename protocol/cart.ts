// Cart and order arithmetic, shared byte for byte by the browser (totals as the buyer types) and the server (the
// totals it stores and answers): both sum integers, so the cart, the order and the spreadsheet agree to the cent
// and to the third decimal of a cubic metre. Quantities are whole cartons (docs/decisions.md, "Cart and orders").

/** Lines one cart holds (spec: "Cart full" at a capacity the spec leaves open). Also the most lines one order,
 *  one quick-order paste and one add may carry. */
export const CART_CAPACITY = 5_000;

/** Order statuses (spec: not shown). A supplier moves an order forward; cancelled and shipped are final. */
export const ORDER_STATUS = { submitted: 0, confirmed: 1, shipped: 2, cancelled: 3 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUS_NEXT: Record<OrderStatus, readonly OrderStatus[]> = { 0: [1, 3], 1: [2, 3], 2: [], 3: [] };

/** Product status (GetProductDetail): 0 on sale, 1 off-shelf, 2 deleted, 3 expired. Only 0 can be ordered. */
export const orderable = (status: number) => status === 0;

/** What one carton of a product holds, weighs and measures, as the product row gives it. */
export interface CartonFacts {
  /** Pieces per outer carton (ou_lo); at least 1. */
  piecesPerCarton: number;
  /** Minimum order quantity in pieces (startOrderNum). */
  startOrderNum: number;
  /** Price per piece in the product's currency, 2 decimals; null when the share hides prices. */
  unitPrice: number | null;
  /** Outer carton volume in m³ (bulk_stere, 4 decimals), cubic feet (bulk_feet, 2 decimals), weights in kg (2 decimals). */
  cbm: number;
  cuft: number;
  grossKg: number;
  netKg: number;
}

// Integer units: cents, 1/10,000 m³, 1/100 ft³, 1/100 kg. Math.round on a decimal read from the database or a JSON
// number ("0.0325" → 325) is exact at these sizes; only integers are ever added or multiplied.
const cents = (v: number) => Math.round(v * 100);
const cbmUnits = (v: number) => Math.round(v * 10_000);

/** Cartons that reach the minimum order quantity: a buyer orders whole cartons (at least one). */
export const minimumCartons = (facts: Pick<CartonFacts, 'piecesPerCarton' | 'startOrderNum'>) =>
  Math.max(1, Math.ceil(facts.startOrderNum / Math.max(1, facts.piecesPerCarton)));

/** Cartons for a quantity in pieces: rounded up to whole cartons and up to the minimum order. */
export function cartonsFor(quantity: number, facts: Pick<CartonFacts, 'piecesPerCarton' | 'startOrderNum'>) {
  const cartons = Math.max(
    minimumCartons(facts),
    Math.ceil(Math.max(0, quantity) / Math.max(1, facts.piecesPerCarton)),
  );
  return {
    cartons,
    quantity: cartons * Math.max(1, facts.piecesPerCarton),
    roundedUp: cartons * Math.max(1, facts.piecesPerCarton) !== quantity,
  };
}

/** A line's sums in integer units. */
export interface LineUnits {
  cartons: number;
  quantity: number;
  amountCents: number | null;
  cbmUnits: number;
  cuftCents: number;
  grossCents: number;
  netCents: number;
}

export function lineUnits(facts: CartonFacts, cartons: number): LineUnits {
  return {
    cartons,
    quantity: cartons * Math.max(1, facts.piecesPerCarton),
    amountCents:
      facts.unitPrice === null ? null : cents(facts.unitPrice) * cartons * Math.max(1, facts.piecesPerCarton),
    cbmUnits: cbmUnits(facts.cbm) * cartons,
    cuftCents: cents(facts.cuft) * cartons,
    grossCents: cents(facts.grossKg) * cartons,
    netCents: cents(facts.netKg) * cartons,
  };
}

export interface Totals {
  lines: number;
  cartons: number;
  quantity: number;
  amount: number | null;
  cbm: number;
  cuft: number;
  grossKg: number;
  netKg: number;
}

/** The totals the buyer sees and the server stores: integer sums turned into decimals once, at the end. */
export function totalsOf(lines: readonly LineUnits[]): Totals {
  let cartons = 0,
    quantity = 0,
    amount: number | null = 0,
    cbm = 0,
    cuft = 0,
    gross = 0,
    net = 0;
  for (const l of lines) {
    cartons += l.cartons;
    quantity += l.quantity;
    cbm += l.cbmUnits;
    cuft += l.cuftCents;
    gross += l.grossCents;
    net += l.netCents;
    amount = amount === null || l.amountCents === null ? null : amount + l.amountCents;
  }
  return {
    lines: lines.length,
    cartons,
    quantity,
    amount: amount === null ? null : amount / 100,
    cbm: cbm / 10_000,
    cuft: cuft / 100,
    grossKg: gross / 100,
    netKg: net / 100,
  };
}

/** One line's decimals (the amount, volume and weights shown on its row). */
export const lineTotals = (facts: CartonFacts, cartons: number) => totalsOf([lineUnits(facts, cartons)]);

/** Shipping containers for the freight summary: usable inside volume and maximum payload. Usable volume is what
 *  loads in practice with cartons (about 85 % of the nominal 33.2 / 67.7 / 76.3 m³), payloads as commonly quoted
 *  by carriers; docs/decisions.md, "Container fill". */
export const CONTAINERS = [
  { key: '20GP', label: "20'", usableCbm: 28, payloadKg: 21_700 },
  { key: '40GP', label: "40'", usableCbm: 58, payloadKg: 26_500 },
  { key: '40HQ', label: "40'HQ", usableCbm: 68, payloadKg: 26_300 },
] as const;

/** How full each container is (by volume or by weight, whichever binds first), in percent; above 100 needs more. */
export const containerFill = (totals: Pick<Totals, 'cbm' | 'grossKg'>) =>
  CONTAINERS.map((c) => {
    const byVolume = (totals.cbm / c.usableCbm) * 100;
    const byWeight = (totals.grossKg / c.payloadKg) * 100;
    return {
      ...c,
      percent: Math.max(byVolume, byWeight),
      limitedBy: byWeight > byVolume ? ('weight' as const) : ('volume' as const),
      containers: Math.max(1, Math.ceil(Math.max(byVolume, byWeight) / 100)),
    };
  });
