// The browser's API types are generated from schemas/api; this fails when someone edits a schema and forgets `npm run gen:types`.
import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { generateApiTypes } from '../../schemas/api/generateTypes';

it('schemas/api/types.gen.ts is up to date with the JSON Schemas', async () => {
  expect(readFileSync('schemas/api/types.gen.ts', 'utf8')).toBe(await generateApiTypes());
}, 20_000);
