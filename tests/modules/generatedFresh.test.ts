// The standalone validators and content types are generated from schemas/modules; this fails when a schema
// changed and `npm run gen:modules` was not run.
import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { generateContentTypes, generateValidators, generateValidatorTypes } from '../../schemas/modules/generate';

it('modules/validators.gen.js, .d.ts and content.gen.ts match schemas/modules', async () => {
  expect(readFileSync('modules/validators.gen.js', 'utf8')).toBe(generateValidators());
  expect(readFileSync('modules/validators.gen.d.ts', 'utf8')).toBe(generateValidatorTypes());
  expect(readFileSync('modules/content.gen.ts', 'utf8')).toBe(await generateContentTypes());
}, 20_000);
