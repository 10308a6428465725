// The browser's API types are generated from schemas/api; this fails when someone edits a schema and forgets `npm run gen:types`.
import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { generateApiTypes } from '../../schemas/api/generateTypes';

it('schemas/api/types.gen.ts is up to date with the JSON Schemas', async () => {
  expect(readFileSync('schemas/api/types.gen.ts', 'utf8')).toBe(await generateApiTypes());
}, 20_000);

// A wire type declared twice under numbered names (ConsoleSaveThemeColor1, CartContact2) leaves a reader guessing which
// one a call takes; each definition must come out once, under its own name.
it('declares no numbered twins of a wire type', async () => {
  const twins = [...(await generateApiTypes()).matchAll(/export (?:type|interface) ([A-Za-z]+\d+)\b/g)].map(
    (m) => m[1],
  );
  expect(twins).toEqual([]);
}, 20_000);
