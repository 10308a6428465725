// Writes types.gen.ts from the JSON Schemas so the browser's types are never hand-kept twins.
// Run: npm run gen:types   (tests/schemas/typesFresh.test.ts fails when the file is stale)
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiSchemas, calls } from './calls';

type Doc = { $id: string; $defs: Record<string, JSONSchema> };
const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Turns every cross-file $ref into a local one so all documents become one schema with named definitions. */
function localise(node: unknown, currentId: string): unknown {
  if (Array.isArray(node)) return node.map((n) => localise(n, currentId));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$ref' && typeof v === 'string') {
      const [file, pointer] = v.split('#');
      const doc = (file || currentId).replace(/\.json$/, '');
      const def = pointer.replace('/$defs/', '');
      out.$ref = `#/definitions/${doc === 'common' ? def : doc + pascal(def)}`;
    } else out[k] = localise(v, currentId);
  }
  // A $ref with its own description came out as a numbered twin of the target (ConsoleSaveThemeColor1 = string):
  // the type is the target's, the description stays in the schema for the docs.
  if ('$ref' in out) for (const note of ['description', 'title', '$comment', 'examples']) delete out[note];
  return out;
}

export async function generateApiTypes(): Promise<string> {
  const definitions: Record<string, JSONSchema> = {};
  // A definition that is only a $ref (SaveCartContact's request is the cart's contact) becomes a type alias of its
  // target: given to the compiler, it came out as a numbered twin of the target (CartContact1, CartContact2).
  const refs: Record<string, string> = {};
  for (const doc of apiSchemas as Doc[]) {
    const id = doc.$id.replace(/\.json$/, '');
    for (const [name, schema] of Object.entries(doc.$defs)) {
      const key = id === 'common' ? name : id + pascal(name);
      const title = id === 'common' ? (schema.title ?? pascal(name)) : key;
      const local = localise(schema, doc.$id) as JSONSchema;
      if (typeof local.$ref === 'string' && Object.keys(local).length === 1)
        refs[key] = local.$ref.replace('#/definitions/', '');
      else definitions[key] = { ...local, title };
    }
  }
  const body = await compile({ title: 'ApiSchemas', type: 'object', definitions } as JSONSchema, 'ApiSchemas', {
    bannerComment: '// Generated from schemas/api/*.json by schemas/api/generateTypes.ts. Do not edit.',
    unreachableDefinitions: true,
    additionalProperties: false,
    format: false,
    // minItems would make tuple types ([T, ...T[]]) that callers building arrays cannot satisfy; the schema checks it.
    ignoreMinAndMaxItems: true,
  });
  const map = Object.keys(calls)
    .map((name) => {
      const has = (def: string) => `${name}${def}` in definitions || `${name}${def}` in refs;
      const req = has('Request') ? `${name}Request` : has('Query') ? `${name}Query` : 'Record<string, never>';
      return `  ${name}: { request: ${req}; response: ${name}Response };`;
    })
    .join('\n');
  // The compiler names a definition by its title (a common one's title may differ from its key).
  const nameOf = (key: string): string =>
    key in refs ? nameOf(refs[key]) : pascal(String(definitions[key]?.title ?? key));
  const aliases = Object.keys(refs)
    .map((key) => `export type ${key} = ${nameOf(key)};\n`)
    .join('');
  return `${body}${aliases}\n/** Request and decrypted response payload of every call. */\nexport interface CallTypes {\n${map}\n}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('./types.gen.ts', import.meta.url));
  writeFileSync(target, await generateApiTypes());
  console.log(`wrote ${target}`);
}
