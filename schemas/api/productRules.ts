// The product editor's rules, one copy for the console's form and the server (issue 23). Shape and limits come from
// the JSON Schema itself (consoleCatalogue.json, $defs/product): this walks the few keywords it uses, so the browser,
// which runs no ajv (its CSP forbids compiled code), checks a draft by the very numbers the server's ajv enforces.
// The rules a schema cannot say (a name in Chinese or English, net ≤ gross, …) are here once, for both sides.
import catalogue from './consoleCatalogue.json';

export type ProblemKind =
  | 'required'
  | 'tooLong'
  | 'tooSmall'
  | 'tooLarge'
  | 'notInteger'
  | 'format'
  | 'tooMany'
  | 'nameRequired'
  | 'overGross'
  | 'belowInner'
  | 'emptyCarton';

/** A broken rule at a dotted path inside the product, e.g. `names.ename` or `outerBoxSize.length`. */
export interface Problem {
  path: string;
  kind: ProblemKind;
  limit?: number;
}

type Node = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  maxItems?: number;
};

const defs = (catalogue as unknown as { $defs: Record<string, Node> }).$defs;
const resolve = (node: Node): Node => (node.$ref ? resolve(defs[node.$ref.replace('#/$defs/', '')]) : node);
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

function walk(node: Node, value: unknown, path: string, out: Problem[]) {
  const n = resolve(node);
  if (typeof value === 'string') {
    if (n.minLength !== undefined && value.length < n.minLength) out.push({ path, kind: 'required' });
    else if (n.maxLength !== undefined && value.length > n.maxLength)
      out.push({ path, kind: 'tooLong', limit: n.maxLength });
    else if (n.pattern && !new RegExp(n.pattern).test(value)) out.push({ path, kind: 'format' });
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push({ path, kind: 'required' });
    else if (n.type === 'integer' && !Number.isInteger(value)) out.push({ path, kind: 'notInteger' });
    else if (n.minimum !== undefined && value < n.minimum) out.push({ path, kind: 'tooSmall', limit: n.minimum });
    else if (n.maximum !== undefined && value > n.maximum) out.push({ path, kind: 'tooLarge', limit: n.maximum });
  } else if (Array.isArray(value)) {
    if (n.maxItems !== undefined && value.length > n.maxItems) out.push({ path, kind: 'tooMany', limit: n.maxItems });
    if (n.items) value.forEach((item, i) => walk(n.items!, item, join(path, i), out));
  } else if (value && typeof value === 'object') {
    for (const key of n.required ?? [])
      if ((value as Record<string, unknown>)[key] === undefined) out.push({ path: join(path, key), kind: 'required' });
    for (const [key, child] of Object.entries(n.properties ?? {})) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) walk(child, v, join(path, key), out);
    }
  }
}

/** What the schema's limits say of a draft (the server's ajv says the same, first problem only). */
export function schemaProblems(product: unknown): Problem[] {
  const out: Problem[] = [];
  walk(defs.product, product, '', out);
  return out;
}

interface Draft {
  names?: Record<string, string | undefined>;
  grossWeight?: number;
  netWeight?: number;
  innerQuantity?: number;
  outerQuantity?: number;
  outerBoxSize?: { length: number; width: number; height: number };
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
};
