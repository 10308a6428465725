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
  return out;
}

export async function generateApiTypes(): Promise<string> {
  const definitions: Record<string, JSONSchema> = {};
  for (const doc of apiSchemas as Doc[]) {
    const id = doc.$id.replace(/\.json$/, '');
    for (const [name, schema] of Object.entries(doc.$defs)) {
      const key = id === 'common' ? name : id + pascal(name);
      const title = id === 'common' ? (schema.title ?? pascal(name)) : key;
      definitions[key] = { ...(localise(schema, doc.$id) as JSONSchema), title };
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
      const has = (def: string) => `${name}${def}` in definitions;
      const req = has('Request') ? `${name}Request` : has('Query') ? `${name}Query` : 'Record<string, never>';
      return `  ${name}: { request: ${req}; response: ${name}Response };`;
    })
    .join('\n');
  // A definition that is only a $ref (SaveCartContact's request is the cart's contact) is merged into its target by
  // the compiler; name it too, so every call has its Request and Response type.
  const aliases = Object.entries(definitions)
    .filter(([key, schema]) => typeof schema.$ref === 'string' && !new RegExp(`(interface|type) ${key}\\b`).test(body))
    .map(([key, schema]) => `export type ${key} = ${pascal((schema.$ref as string).replace('#/definitions/', ''))};\n`)
    .join('');
  return `${body}${aliases}\n/** Request and decrypted response payload of every call. */\nexport interface CallTypes {\n${map}\n}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('./types.gen.ts', import.meta.url));
  writeFileSync(target, await generateApiTypes());
  console.log(`wrote ${target}`);
}
