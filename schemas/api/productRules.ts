// The product editor's rules, one copy for the console's form and the server (issue 23). Shape and limits come from
// the JSON Schema itself (consoleCatalogue.json, $defs/product), read by schemaProblems.ts, so the browser checks a
// draft by the very numbers the server's ajv enforces.
// The rules a schema cannot say (a name in Chinese or English, net ≤ gross, …) are here once, for both sides.
import catalogue from './consoleCatalogue.json';
import { schemaProblems as problemsAgainst, type SchemaNode, type SchemaProblemKind } from './schemaProblems';
import { normalBarcode } from './barcodes';

export type ProblemKind =
  SchemaProblemKind | 'nameRequired' | 'overGross' | 'belowInner' | 'emptyCarton' | 'notBarcode';

/** A broken rule at a dotted path inside the product, e.g. `names.ename` or `outerBoxSize.length`. */
export interface Problem {
  path: string;
  kind: ProblemKind;
  limit?: number;
}

const defs = (catalogue as unknown as { $defs: Record<string, SchemaNode> }).$defs;

/** What the schema's limits say of a draft (the server's ajv says the same, first problem only). */
export const schemaProblems = (product: unknown): Problem[] => problemsAgainst(defs, defs.product, product);

interface Draft {
  names?: Record<string, string | undefined>;
  grossWeight?: number;
  netWeight?: number;
  innerQuantity?: number;
  outerQuantity?: number;
  outerBoxSize?: { length: number; width: number; height: number };
  barcodes?: string[];
}

/** The rules across fields, for the form and the server alike. */
export function crossFieldProblems(product: Draft): Problem[] {
  const out: Problem[] = [];
  if (!product.names?.name?.trim() && !product.names?.ename?.trim())
    out.push({ path: 'names.name', kind: 'nameRequired' });
  if (product.netWeight !== undefined && product.grossWeight !== undefined && product.netWeight > product.grossWeight)
    out.push({ path: 'netWeight', kind: 'overGross' });
  if (
    product.innerQuantity !== undefined &&
    product.outerQuantity !== undefined &&
    product.outerQuantity < product.innerQuantity
  )
    out.push({ path: 'outerQuantity', kind: 'belowInner' });
  const box = product.outerBoxSize;
  if (box)
    for (const side of ['length', 'width', 'height'] as const)
      if (!(box[side] > 0)) out.push({ path: `outerBoxSize.${side}`, kind: 'emptyCarton' });
  // The schema says digits only; the length and the check digit (a mistyped or misread code) are said here.
  product.barcodes?.forEach((code, i) => {
    if (!normalBarcode(code)) out.push({ path: `barcodes.${i}`, kind: 'notBarcode' });
  });
  return out;
}

/** Every problem of a draft, schema first: what the editor marks at its fields. */
export const productProblems = (product: Draft & Record<string, unknown>): Problem[] => [
  ...schemaProblems(product),
  ...crossFieldProblems(product),
];

/** The server's English wording of a cross-field problem (the 400's message after the field's path). */
export const PROBLEM_TEXT: Record<ProblemKind, string> = {
  required: 'is required',
  tooLong: 'is too long',
  tooSmall: 'is too small',
  tooLarge: 'is too large',
  notInteger: 'must be a whole number',
  format: 'has characters it may not have',
  tooMany: 'has too many items',
  nameRequired: 'is required: a name in Chinese or in English',
  overGross: 'must not be more than grossWeight',
  belowInner: 'must be at least innerQuantity',
  emptyCarton: 'must be more than 0 (the carton volume is computed from it)',
  notBarcode: 'is not an EAN-13, UPC-A or EAN-8 barcode (its check digit is wrong)',
};
