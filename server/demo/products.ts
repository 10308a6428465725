// Generates the demo catalogue: realistic toy products with names in 16 languages, sizes, cartons and volumes.
import { seededRandom, type SeededRandom } from './random';
import { toyKindFor, type ToyKind } from './toyImage';
import { adjectives, toyNouns, packingMethods, certificates, productName, productDescription } from './vocabulary';
import { languageFields } from '../../protocol/languages';
import { productAttributes } from './attributes';
import type { Queryable } from '../db/database';

/** Which second-level category (by English name) suits each toy kind; the first match wins. */
const kindCategoryHints: Record<ToyKind, RegExp> = {
  teddy: /plush|teddy|stuffed|soft/i,
  duck: /bath|water|baby|toddler|plush/i,
  dinosaur: /dinosaur|animal|figure|plush/i,
  car: /car|vehicle|die-?cast|rc|remote/i,
  train: /train|rail|vehicle/i,
  plane: /plane|aircraft|flying|vehicle/i,
  boat: /boat|water|bath|vehicle/i,
  rocket: /space|rocket|stem|science|flying/i,
  robot: /robot|stem|electronic|science/i,
  blocks: /block|building|construction|brick|educational/i,
  ball: /ball|sport|outdoor/i,
  doll: /doll|fashion|pretend|dress/i,
};

export interface CategoryRef {
  id: number;
  ename: string;
}

/** `today` is the seeding day (seed.ts passes it): every date of a row lies on or before it. The fixed default keeps
 *  direct callers deterministic. */
export function productRows(
  count: number,
  seed: number,
  companyId: number,
  categories: CategoryRef[],
  today = new Date('2026-11-01T00:00:00Z'),
) {
  const random = seededRandom(seed);
  const byKind = new Map<ToyKind, CategoryRef[]>();
  const forKind = (kind: ToyKind) => {
    if (!byKind.has(kind)) {
      const matches = categories.filter((c) => kindCategoryHints[kind].test(c.ename));
      byKind.set(kind, matches.length ? matches : categories);
    }
    return byKind.get(kind)!;
  };
  const rows = [];
  for (let i = 0; i < count; i++) {
    const imageSeed = 1000 + i * 7 + (seed % 97);
    const kind = toyKindFor(imageSeed);
    rows.push(productRow(random, i, imageSeed, kind, companyId, random.pick(forKind(kind)).id, today));
  }
  return rows;
}

function productRow(
  r: SeededRandom,
  i: number,
  imageSeed: number,
  kind: ToyKind,
  companyId: number,
  categoryId: number,
  today: Date,
) {
  const adjective = r.pick(adjectives);
  const noun = toyNouns[kind];
  const ageFrom = r.pick([0, 1, 3, 3, 3, 6, 8, 14]);
  const names = Object.fromEntries(languageFields.map((f) => [f, productName(adjective, noun, f)]));
  const texts = Object.fromEntries(languageFields.map((f) => [f, productDescription(noun, f, ageFrom)]));
  const [pl, pw, ph] = [r.int(6, 45), r.int(5, 35), r.int(4, 40)];
  const inner = r.pick([1, 2, 3, 4, 6, 12]);
  const [il, iw, ih] = [pl + r.int(1, 4), pw * Math.min(inner, 3) + r.int(1, 3), ph + r.int(1, 4)];
  const innerPerCarton = r.pick([2, 4, 6, 8, 12]);
  const [ol, ow, oh] = [il * 2 + r.int(2, 6), iw + r.int(2, 8), ih * Math.ceil(innerPerCarton / 2) + r.int(2, 6)].map(
    (v) => Math.min(v, 120),
  );
  const perCarton = inner * innerPerCarton;
  const cbm = r.round((ol * ow * oh) / 1_000_000, 4);
  const price = r.round(0.35 + r.next() ** 2.2 * 45, 2);
  const net = r.round(perCarton * (0.05 + (pl * pw * ph) / 60_000), 2);
  const listed = new Date(today.getTime() - r.int(0, 3 * 365) * 86_400_000);
  const isNew = today.getTime() - listed.getTime() < 90 * 86_400_000;
  const certs = [...new Set(Array.from({ length: r.int(0, 3) }, () => r.pick(certificates)))];
  const n = String(i + 1).padStart(6, '0');
  return {
    company_id: companyId,
    product_number: `SB${n}`,
    commodity_number: `${r.pick(['HY', 'SB', 'QX', 'LT'])}-${r.int(1000, 9999)}${String.fromCharCode(65 + (i % 26))}`,
    out_factory_number: `${r.int(100, 999)}-${r.int(10, 99)}${i % 10}`,
    category_id: categoryId,
    name: names.name,
    ename: names.ename,
    lang_list: [
      { type: 0, ...names },
      { type: 1, ...texts },
    ],
    content: texts.name,
    en_content: texts.ename,
    model: `M${r.int(10, 99)}`,
    tag: '',
    image_seed: imageSeed,
    image_count: r.int(2, 5),
    price,
    fa_pr: r.round(price * 0.82, 2),
    start_order_num: perCarton * r.pick([1, 2, 5, 10]),
    packing_method: r.pick(packingMethods).key,
    pa_nu: `${inner}/${perCarton}`,
    in_en: inner,
    ou_lo: perCarton,
    pr_le: pl,
    pr_wi: pw,
    pr_hi: ph,
    in_le: il,
    in_wi: iw,
    in_hi: ih,
    ou_le: ol,
    ou_wi: ow,
    ou_hi: oh,
    bulk_stere: cbm,
    bulk_feet: r.round(cbm * 35.3147, 2),
    gr_we: r.round(net + 0.6 + cbm * 8, 2),
    ne_we: net,
    spot_goods_count: r.chance(0.4) ? r.int(1, 400) * 12 : 0,
    certificates: certs.join(','),
    label_number: `LB${r.int(10000, 99999)}`,
    licence_status: r.pick([0, 0, 0, 1, 1, 2]),
    has_inset_image: r.chance(0.3),
    has_3d: r.chance(0.06),
    has_video: r.chance(0.1),
    is_hot: r.chance(0.08),
    is_new: isNew,
    // Recommendations are older favourites, never this season's new arrivals: the default sort puts recommended
    // products first, so new-and-recommended ones made the "New arrivals" and "Recommended" blocks identical.
    is_recommended: r.chance(0.08) && !isNew,
    is_build: r.chance(0.05),
    status: r.chance(0.97) ? 0 : r.pick([1, 2, 3]),
    // Its own random stream, so adding attributes left every other demo value as it was.
    attributes: productAttributes(seededRandom(imageSeed * 31 + 7), kind, ageFrom),
    listed_at: listed.toISOString().slice(0, 10),
    // Updated some time after listing, but never after the seeding day.
    updated_at: new Date(Math.min(listed.getTime() + r.int(0, 200) * 86_400_000, today.getTime())).toISOString(),
  };
}
export type ProductRow = ReturnType<typeof productRows>[number];

const productColumns: Record<keyof ProductRow, string> = {
  company_id: 'int',
  product_number: 'text',
  commodity_number: 'text',
  out_factory_number: 'text',
  category_id: 'int',
  name: 'text',
  ename: 'text',
  lang_list: 'jsonb',
  content: 'text',
  en_content: 'text',
  model: 'text',
  tag: 'text',
  image_seed: 'int',
  image_count: 'int',
  price: 'numeric',
  fa_pr: 'numeric',
  start_order_num: 'int',
  packing_method: 'text',
  pa_nu: 'text',
  in_en: 'int',
  ou_lo: 'int',
  pr_le: 'numeric',
  pr_wi: 'numeric',
  pr_hi: 'numeric',
  in_le: 'numeric',
  in_wi: 'numeric',
  in_hi: 'numeric',
  ou_le: 'numeric',
  ou_wi: 'numeric',
  ou_hi: 'numeric',
  bulk_stere: 'numeric',
  bulk_feet: 'numeric',
  gr_we: 'numeric',
  ne_we: 'numeric',
  spot_goods_count: 'int',
  certificates: 'text',
  label_number: 'text',
  licence_status: 'int',
  has_inset_image: 'boolean',
  has_3d: 'boolean',
  has_video: 'boolean',
  is_hot: 'boolean',
  is_new: 'boolean',
  is_recommended: 'boolean',
  is_build: 'boolean',
  status: 'int',
  listed_at: 'date',
  updated_at: 'timestamptz',
  attributes: 'jsonb',
};

/** Inserts rows through one JSON parameter: the same fast statement on PGlite and PostgreSQL. */
export async function insertProducts(db: Queryable, rows: ProductRow[]) {
  const cols = Object.keys(productColumns);
  const defs = Object.entries(productColumns)
    .map(([c, t]) => `${c} ${t}`)
    .join(', ');
  for (let i = 0; i < rows.length; i += 2000) {
    await db.query(
      `INSERT INTO products (${cols.join(', ')}) SELECT ${cols.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${defs})`,
      [JSON.stringify(rows.slice(i, i + 2000))],
    );
  }
}
