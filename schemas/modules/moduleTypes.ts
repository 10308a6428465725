// The module types as the repository holds them: each is a folder modules/<key>/ with a definition.ts, and a schema
// schemas/modules/<key>.schema.json. Read from the files (not imported), so the generator also runs while a new
// type's validator does not exist yet. The input of npm run gen:modules and npm run new:module.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ModuleType {
  key: string;
  type: number;
  schema: Record<string, unknown>;
}

export class ModuleTypeError extends Error {}

// A key becomes an identifier in the generated files (and ajv's own names in validators.gen.js), and a file name
// next to the shared schema.
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static ' +
    'implements interface package private protected public await async of undefined arguments eval ' +
    'common commonModuleSchema moduleSchemas moduleTypeNumbers moduleDefinitions moduleMigrations ucs2length'
  ).split(' '),
);

/** Why `key` cannot name a module type, or null. */
export function refusedKey(key: string): string | null {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(key))
    return `"${key}" is not a camelCase identifier (like videoWall): a lowercase letter, then letters and digits`;
  if (RESERVED.has(key) || /^(validate|schema|func|pattern|formats)\d+$/.test(key))
    return `"${key}" is a reserved word or a name the generated files use`;
  return null;
}

/** `type: <integer>,` and `key: '<key>',` as literal lines of the definition's object. */
function readDefinition(path: string, key: string): number {
  const text = readFileSync(path, 'utf8');
  const types = [...text.matchAll(/^\s+type: (-?\d+),$/gm)];
  if (types.length !== 1)
    throw new ModuleTypeError(`${path}: write the type number once, as a literal line "  type: 12,"`);
  if (!new RegExp(`^\\s+key: '${key}',$`, 'm').test(text))
    throw new ModuleTypeError(`${path}: its key must be '${key}', the folder's name`);
  if (!new RegExp(`^export const ${key}\\b`, 'm').test(text))
    throw new ModuleTypeError(`${path}: must export const ${key}`);
  const type = Number(types[0]![1]);
  if (!Number.isSafeInteger(type) || type === 0) throw new ModuleTypeError(`${path}: type must be a non-zero integer`);
  return type;
}

/** Every module type, by type number; throws when a folder, its definition and its schema disagree. */
export function scanModuleTypes(root: string): ModuleType[] {
  const folders = readdirSync(join(root, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'modules', entry.name, 'definition.ts')))
    .map((entry) => entry.name);
  const schemaKeys = readdirSync(join(root, 'schemas/modules'))
    .filter((name) => name.endsWith('.schema.json') && name !== 'common.schema.json')
    .map((name) => name.replace(/\.schema\.json$/, ''));
  for (const key of schemaKeys)
    if (!folders.includes(key))
      throw new ModuleTypeError(`schemas/modules/${key}.schema.json has no modules/${key}/definition.ts`);
  const types = folders.map((key): ModuleType => {
    const refused = refusedKey(key);
    if (refused) throw new ModuleTypeError(`modules/${key}/: ${refused}`);
    if (!schemaKeys.includes(key))
      throw new ModuleTypeError(`modules/${key}/ has no schemas/modules/${key}.schema.json`);
    if (!existsSync(join(root, 'modules', key, 'migrations.ts')))
      throw new ModuleTypeError(`modules/${key}/ has no migrations.ts`);
    const schema = JSON.parse(readFileSync(join(root, 'schemas/modules', `${key}.schema.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    if (schema.$id !== `${key}.json`)
      throw new ModuleTypeError(`schemas/modules/${key}.schema.json: $id must be "${key}.json"`);
    return { key, type: readDefinition(join(root, 'modules', key, 'definition.ts'), key), schema };
  });
  const byType = new Map<number, string>();
  for (const { key, type } of types) {
    if (byType.has(type)) throw new ModuleTypeError(`type ${type} is taken by both ${byType.get(type)} and ${key}`);
    byType.set(type, key);
  }
  return types.sort((a, b) => a.type - b.type);
}
