// `npm run new:module <key>` in a temporary copy of the repository (only what a module touches, node_modules linked):
// it writes the type's folder, schema, story and test and edits no file by hand; the generated lists then name it with
// the next free type number; what it wrote and what was generated type-checks; in the copy, its own test (prepare →
// ok, renders), its stories and the generated files' freshness pass, and the studio's palette offers it with a form
// generated from its schema (tests/console/pagesStudio.test.tsx, no studio code touched); keys that exist, are not camelCase
// identifiers, are reserved words or names of the generated files, and taken type numbers, are refused without
// writing anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const repo = resolve('.');
const NEEDED = [
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'lingui.config.ts',
  'modules',
  'schemas',
  'scripts/newModule.ts',
  'scripts/precompress.ts',
  'scripts/initialChunk.ts',
  'scripts/catalogueParts.ts',
  'scripts/preactCompat.ts',
  'scripts/linguiPlainPlurals.ts',
  'stories/support',
  'stories/modules',
  'src/ui/ProductCard.tsx',
  'tests/setup/unit.ts',
  'tests/modules/generatedFresh.test.ts',
  'tests/modules/stories.test.tsx',
  // The studio's palette and forms (issue 25), to show the new type gets them without studio code.
  'src',
  'protocol',
  'tests/console/pagesStudio.test.tsx',
];
const GENERATED = [
  'schemas/modules/typeNumbers.gen.ts',
  'schemas/modules/index.gen.ts',
  'modules/definitions.gen.ts',
  'modules/migrations.gen.ts',
  'modules/content.gen.ts',
];
let copy: string;

const newModule = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/newModule.ts', ...args], { cwd: copy, encoding: 'utf8' });

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'vitrine-new-module-'));
  for (const path of NEEDED) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    cpSync(join(repo, path), join(copy, path), { recursive: true });
  }
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('npm run new:module', () => {
  it('scaffolds a module type that type-checks, validates and renders', async () => {
    const run = newModule('videoWall');
    expect(run.status, run.stderr + run.stdout).toBe(0);
    expect(run.stdout).toContain('Module type videoWall is type 11.');
    expect(readFileSync(join(copy, 'schemas/modules/typeNumbers.gen.ts'), 'utf8')).toMatch(
      /productCentre: 10,\n {2}videoWall: 11,\n\} as const;/,
    );
    expect(readFileSync(join(copy, 'modules/definitions.gen.ts'), 'utf8')).toContain(
      "import { videoWall } from './videoWall/definition';",
    );

    const created = [
      'modules/videoWall/definition.ts',
      'modules/videoWall/migrations.ts',
      'modules/videoWall/VideoWall.tsx',
      'stories/modules/VideoWall.stories.tsx',
      'tests/modules/videoWall.test.tsx',
    ];
    const edited = ['modules/registry.ts', 'modules/migrations.ts', ...GENERATED];
    writeFileSync(
      join(copy, 'tsconfig.scaffold.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [],
        files: [...created, ...edited, 'tests/setup/unit.ts'],
      }),
    );
    // The real compiler is TypeScript 7 (npm run typecheck; `typescript` itself is 6 for the lint toolchain).
    const tsc7 = join(repo, 'node_modules/typescript7/bin/tsc');
    const tsc = spawnSync(
      process.execPath,
      [existsSync(tsc7) ? tsc7 : join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.scaffold.json'],
      { cwd: copy, encoding: 'utf8' },
    );
    expect(tsc.error).toBeUndefined();
    expect(tsc.status === 0 || tsc.stdout.includes('error TS'), tsc.stdout + tsc.stderr).toBe(true);
    // Only what the scaffold wrote or edited counts: files it merely imports may be mid-edit in the working tree.
    const ours = tsc.stdout.split('\n').filter((line) => [...created, ...edited].some((path) => line.startsWith(path)));
    expect(ours, tsc.stdout).toEqual([]);
    expect(tsc.stdout).not.toMatch(/videoWall|VideoWall/);

    // Validates and renders, by the copy's own tests: the scaffolded test (prepare → ok, render, a broken field's path),
    // every story, and the generated files are what the generator makes of the new tree.
    const vitest = spawnSync(
      join(copy, 'node_modules/.bin/vitest'),
      [
        'run',
        '--project',
        'unit',
        'tests/modules/videoWall.test.tsx',
        'tests/modules/generatedFresh.test.ts',
        'tests/modules/stories.test.tsx',
        'tests/console/pagesStudio.test.tsx',
        // One worker that keeps its module graph across the four files: each file in a fresh worker transformed and
        // imported src/ and modules/ again (29 → 18 CPU s for the same 63 tests).
        '--no-isolate',
        '--maxWorkers=1',
        '--reporter',
        'json',
        '--outputFile',
        'results.json',
      ],
      {
        cwd: copy,
        encoding: 'utf8',
        env: Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))),
      },
    );
    expect(vitest.status, vitest.stdout + vitest.stderr).toBe(0);
    const results = JSON.parse(readFileSync(join(copy, 'results.json'), 'utf8')) as {
      testResults: { assertionResults: { fullName: string; status: string }[] }[];
    };
    const passed = results.testResults
      .flatMap((file) => file.assertionResults)
      .filter((test) => test.status === 'passed')
      .map((test) => test.fullName);
    expect(passed).toEqual(
      expect.arrayContaining([
        'Video wall module renders its content',
        'Video wall module tags content that does not match its schema with the JSON path',
        'the generated module files match modules/*/definition.ts and schemas/modules',
        expect.stringMatching(/VideoWall\.stories\.tsx Style1$/),
        expect.stringMatching(/VideoWall\.stories\.tsx InvalidContent$/),
        'the palette and the forms videoWall appears in the palette with a form generated from its schema',
      ]),
    );
  }, 180_000);

  it.each([
    ['an existing key', 'banner', 'module type "banner" already exists (type 2)'],
    ['a key it has just made', 'videoWall', 'already exists'],
    ['kebab-case', 'video-wall', 'is not a camelCase identifier'],
    ['PascalCase', 'VideoWall', 'is not a camelCase identifier'],
    ['a leading digit', '3dView', 'is not a camelCase identifier'],
    ['a reserved word', 'delete', 'is a reserved word'],
    ['a name the generated files use', 'moduleDefinitions', 'is a reserved word or a name the generated files use'],
    ['a folder that is no module type', 'shared', 'modules/shared already exists'],
    ['a type number that is taken', 'lookbook --type 2', 'type 2 is taken by banner'],
  ])('refuses %s without writing anything', (_name, key, message) => {
    const before = GENERATED.map((path) => readFileSync(join(copy, path), 'utf8'));
    const run = newModule(...key.split(' '));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain('Nothing was written');
    expect(GENERATED.map((path) => readFileSync(join(copy, path), 'utf8'))).toEqual(before);
  });
});
