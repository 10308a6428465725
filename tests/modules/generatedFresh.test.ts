// Everything npm run gen:modules derives from modules/*/definition.ts and schemas/modules/*.schema.json (the type
// numbers, the schema index, the definitions list, the migrations table, the validators and the content types),
// regenerated in memory: this fails when a type was added, changed or removed and `npm run gen:modules` was not run.
import { expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { generateModuleFiles } from '../../schemas/modules/generate';

it('the generated module files match modules/*/definition.ts and schemas/modules', async () => {
  const files = await generateModuleFiles();
  expect(Object.keys(files).length).toBeGreaterThanOrEqual(7);
  for (const [path, text] of Object.entries(files)) {
    expect(
      existsSync(path) ? readFileSync(path, 'utf8') : '(missing)',
      `${path} is out of date: run npm run gen:modules`,
    ).toBe(text);
  }
}, 20_000);
