// A JSON Schema's limits read in the browser (which runs no ajv: its CSP forbids compiled code), so a console form
// checks a draft by the very numbers the server's ajv enforces. Walks only the keywords the console's schemas use.
export type SchemaProblemKind = 'required' | 'tooLong' | 'tooSmall' | 'tooLarge' | 'notInteger' | 'format' | 'tooMany';

/** A broken rule at a dotted path inside the checked value, e.g. `names.ename` or `contacts.3.email`. */
export interface SchemaProblem<K extends string = SchemaProblemKind> {
  path: string;
  kind: K;
  limit?: number;
}

export type SchemaNode = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  maxItems?: number;
  enum?: unknown[];
};

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Every problem of `value` against `node`, whose `#/$defs/…` references resolve in `defs`. */
export function schemaProblems(defs: Record<string, SchemaNode>, node: SchemaNode, value: unknown): SchemaProblem[] {
  const resolve = (n: SchemaNode): SchemaNode => (n.$ref ? resolve(defs[n.$ref.replace(/^.*#\/\$defs\//, '')]) : n);
  const out: SchemaProblem[] = [];
  function walk(node: SchemaNode, value: unknown, path: string) {
    const n = resolve(node);
    if (n.enum && !n.enum.includes(value)) out.push({ path, kind: 'format' });
    else if (typeof value === 'string') {
      // An empty text its pattern refuses (a product number) is a field not filled in, not a wrong character.
      if (
        (n.minLength !== undefined && value.length < n.minLength) ||
        (value === '' && n.pattern && !new RegExp(n.pattern).test(''))
      )
        out.push({ path, kind: 'required' });
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
      if (n.items) value.forEach((item, i) => walk(n.items!, item, join(path, i)));
    } else if (value && typeof value === 'object') {
      for (const key of n.required ?? [])
        if ((value as Record<string, unknown>)[key] === undefined)
          out.push({ path: join(path, key), kind: 'required' });
      for (const [key, child] of Object.entries(n.properties ?? {})) {
        const v = (value as Record<string, unknown>)[key];
        if (v !== undefined) walk(child, v, join(path, key));
      }
    }
  }
  walk(node, value, '');
  return out;
}
