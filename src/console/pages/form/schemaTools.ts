// Reading module content schemas (schemas/modules) for the studio's generated forms: $ref resolution, the kind of
// field a schema asks for, and a starting value that follows the schema. Pure, no React.
import { commonModuleSchema } from '../../../../schemas/modules/index.gen';

export interface Schema {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: readonly string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  oneOf?: readonly Schema[];
  $defs?: Record<string, Schema>;
}

const common = commonModuleSchema as unknown as Schema;

/** Follows `module-common.json#/$defs/…` and `#/$defs/…` (within the common document) until a schema has no $ref;
 *  the referring schema's own title and description win. */
export function resolve(schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    const name = current.$ref.split('#/$defs/')[1];
    const target = name ? common.$defs?.[name] : undefined;
    if (!target) return { ...current, $ref: undefined };
    const { $ref: _ref, ...own } = current;
    void _ref;
    current = { ...target, ...own, $ref: target.$ref };
  }
  return current;
}

export type FieldKind =
  'localised' | 'choice' | 'number' | 'boolean' | 'text' | 'array' | 'object' | 'variant' | 'unsupported';

export function kindOf(schema: Schema): FieldKind {
  if (schema.propertyNames && typeof schema.additionalProperties === 'object') return 'localised';
  if (schema.oneOf?.every((s) => resolve(s).properties?.kind?.const !== undefined)) return 'variant';
  if (schema.enum) return 'choice';
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'string') return 'text';
  if (type === 'array') return 'array';
  if (type === 'object' || schema.properties) return 'object';
  return 'unsupported';
}

/** A picture address field: the schema's pattern admits the media library (/media/…). */
export const isImage = (schema: Schema) => !!schema.pattern?.includes('/media/');

/** The languages a localised text may hold, from its propertyNames pattern (the 16 site locales). */
export function languagesOf(schema: Schema): string[] {
  const match = /^\^\((.*)\)\$$/.exec(schema.propertyNames?.pattern ?? '');
  return match ? match[1].split('|') : [];
}

const SAMPLE_IMAGE = '/media/banners/1.svg';

/** A value that follows the schema as far as a schema can tell: defaults, the first choice, the minimum, required
 *  properties and as many array items as the minimum asks. The supplier fills in the rest. */
export function startingValue(raw: Schema): unknown {
  const schema = resolve(raw);
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.const !== undefined) return schema.const;
  switch (kindOf(schema)) {
    case 'localised':
      return { en: '' };
    case 'variant':
      return startingValue(schema.oneOf![0]);
    case 'choice':
      return schema.enum![0];
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'text':
      return isImage(schema) ? SAMPLE_IMAGE : '';
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => startingValue(schema.items ?? {}));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = startingValue(schema.properties?.[key] ?? {});
      return value;
    }
    default:
      return null;
  }
}

/** A property's label: its own title (before $ref resolution: a shared part's title names the part, not the
 *  field), else its name in words: intervalMs → Interval ms. */
export const labelOf = (key: string, raw: Schema) =>
  raw.title ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
