// What npm run gen:modules reads a module type from (schemas/modules/moduleTypes.ts): the repository's own types, by
// number; and a folder, definition and schema that disagree (no schema, a schema without folder, a key other than
// the folder's, a number written twice or not as a literal, one number for two types) stop it with the file to fix.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanModuleTypes } from '../../schemas/modules/moduleTypes';
import { moduleTypeNumbers } from '../../schemas/modules/typeNumbers.gen';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

const definition = (key: string, typeLine: string) => `export const ${key} = {\n${typeLine}\n  key: '${key}',\n};\n`;
function tree(types: Record<string, { typeLine?: string; key?: string; schema?: boolean }>, strays: string[] = []) {
  root = mkdtempSync(join(tmpdir(), 'vitrine-module-types-'));
  mkdirSync(join(root, 'schemas/modules'), { recursive: true });
  writeFileSync(join(root, 'schemas/modules/common.schema.json'), '{}');
  mkdirSync(join(root, 'modules/shared'), { recursive: true });
  for (const [folder, { typeLine = '  type: 1,', key = folder, schema = true }] of Object.entries(types)) {
    mkdirSync(join(root, 'modules', folder));
    writeFileSync(join(root, 'modules', folder, 'definition.ts'), definition(key, typeLine));
    writeFileSync(join(root, 'modules', folder, 'migrations.ts'), '');
    if (schema)
      writeFileSync(join(root, 'schemas/modules', `${folder}.schema.json`), JSON.stringify({ $id: `${folder}.json` }));
  }
  for (const key of strays)
    writeFileSync(join(root, 'schemas/modules', `${key}.schema.json`), JSON.stringify({ $id: `${key}.json` }));
  return root;
}

describe('module types', () => {
  it('are read from the repository, ordered by type number', () => {
    expect(scanModuleTypes('.').map(({ key, type }) => [key, type])).toEqual(Object.entries(moduleTypeNumbers));
    expect(
      scanModuleTypes(tree({ wall: { typeLine: '  type: 12,' }, quote: { typeLine: '  type: -2,' } })).map(
        (t) => t.type,
      ),
    ).toEqual([-2, 12]);
  });

  it.each([
    [
      'a folder without schema',
      () => tree({ wall: { schema: false } }),
      'modules/wall/ has no schemas/modules/wall.schema.json',
    ],
    [
      'a schema without folder',
      () => tree({}, ['wall']),
      'schemas/modules/wall.schema.json has no modules/wall/definition.ts',
    ],
    ['a key other than the folder', () => tree({ wall: { key: 'videoWall' } }), "its key must be 'wall'"],
    [
      'a type number that is no literal',
      () => tree({ wall: { typeLine: '  type: numbers.wall,' } }),
      'write the type number once, as a literal',
    ],
    [
      'a type number written twice',
      () => tree({ wall: { typeLine: '  type: 1,\n  type: 2,' } }),
      'write the type number once, as a literal',
    ],
    ['type 0', () => tree({ wall: { typeLine: '  type: 0,' } }), 'type must be a non-zero integer'],
    ['one number for two types', () => tree({ wall: {}, quote: {} }), 'type 1 is taken by both'],
  ])('refuse %s', (_case, make, message) => {
    expect(() => scanModuleTypes(make())).toThrow(message);
  });
});
