import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { precompress } from './scripts/precompress.ts';
import { initialChunkGroups } from './scripts/initialChunk.ts';
import { catalogueParts } from './scripts/catalogueParts.ts';
import { preactCompat } from './scripts/preactCompat.ts';
import { linguiPlainPlurals } from './scripts/linguiPlainPlurals.ts';

/** The browser tests of the supplier's side (the console, the studio, what its changes do for buyers): a project of
 *  their own, with its own server and database, so `npm test` runs it beside the buyer's (scripts/testSideBySide.ts). */
const SUPPLIER_BROWSER_TESTS = [
  'tests/browser/console*.test.ts',
  'tests/browser/studio.test.ts',
  'tests/browser/searchWords.test.ts',
  'tests/browser/liveCatalogue.test.ts',
  'tests/browser/labelSheet.test.ts',
  'tests/browser/preview.test.ts',
  'tests/browser/freshSupplier.test.ts',
];

/** API test files that replace a server module (vi.mock): a mock needs the file's own module graph, so they run in a
 *  project that gives each file a fresh process and no shared server, as each starts its own (`npm test` runs it
 *  wherever it runs `api`). */
const API_TESTS_WITH_MOCKS = ['tests/api/pictureVectors.test.ts'];

/** Unit test files that replace a module (`vi.mock`), found by their text so that a new one is isolated without a
 *  list to keep: a mock needs the file's own module graph. Every other unit file shares one module graph per worker
 *  (`isolate` false), which took the unit tests from 161 s to 103 s alone (216 → 140 s of CPU; session 25); they
 *  restore the spies, timers and globals they change. Read only when Vitest loads this config (it sets VITEST before),
 *  not for every build or dev start. */
const UNIT_TESTS_WITH_MOCKS = !process.env.VITEST
  ? []
  : readdirSync(join(import.meta.dirname, 'tests'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !/^(api|browser)\//.test(file))
      .filter((file) => readFileSync(join(import.meta.dirname, 'tests', file), 'utf8').includes('vi.mock('))
      .map((file) => `tests/${file}`);

/** A project of files that run one at a time against a server its global set-up starts (`server`; none for files
 *  that start their own). `isolate` false (the default here): every file in one worker process rather than a fresh
 *  one each, which cost four supplier browser files 49 s of CPU rather than 37 (session 22); the files share no
 *  module state, as their servers run in the global set-up or are closed by the file that started them. */
function serverProject(
  name: string,
  files: { include: string[]; exclude?: string[] },
  options: { server?: string; timeouts: [test: number, hook: number]; isolate?: boolean; pollMs?: number },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      ...files,
      environment: 'node',
      globalSetup: options.server ? [options.server] : [],
      testTimeout: options.timeouts[0],
      hookTimeout: options.timeouts[1],
      fileParallelism: false,
      isolate: options.isolate ?? false,
      ...(options.pollMs ? { expect: { poll: { timeout: options.pollMs } } } : {}),
    },
  };
}

function unitProject(
  name: string,
  files: { include?: string[]; exclude?: string[]; isolate: boolean },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include: files.include ?? ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/api/**', 'tests/browser/**', ...(files.exclude ?? [])],
      environment: 'node',
      setupFiles: ['tests/setup/unit.ts'],
      isolate: files.isolate,
      // Beside a browser or API file on the other core a unit file takes up to twice as long; a test that is
      // slower than this is stuck, not slow.
      testTimeout: 20_000,
    },
  };
}

const API_SERVER = { server: 'tests/setup/apiServer.ts', timeouts: [30_000, 120_000] as [number, number] };
const BROWSER_SERVER = {
  server: 'tests/setup/browserServer.ts',
  timeouts: [60_000, 180_000] as [number, number],
  // A page's answer can take more than vitest's default 1 s on a loaded 2-core machine (a console refusal missed it
  // once while CI ran beside it); a poll that passes still returns at once.
  pollMs: 10_000,
};

// One config for the app build and for Vitest. The dev server proxies /api and /media to `npm run dev:server`.
export default defineConfig({
  plugins: [
    preactCompat(),
    react(),
    // Babel runs only where Lingui macros are used; everything else stays on the fast native transform.
    babel({
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      include: [/\/(src|modules|machines|stories)\/.*\.[jt]sx?$/],
    }),
    lingui(),
    linguiPlainPlurals(),
    catalogueParts(),
    // Brotli and gzip copies of every built text file, served by Accept-Encoding (server/http/web.ts).
    precompress(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:5174', '/media': 'http://localhost:5174' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: initialChunkGroups(import.meta.dirname) },
      },
    },
  },
  test: {
    projects: [
      unitProject('unit', { exclude: UNIT_TESTS_WITH_MOCKS, isolate: false }),
      unitProject('unit-mocked', { include: UNIT_TESTS_WITH_MOCKS, isolate: true }),
      serverProject('api', { include: ['tests/api/**/*.test.ts'], exclude: API_TESTS_WITH_MOCKS }, API_SERVER),
      serverProject('api-mocked', { include: API_TESTS_WITH_MOCKS }, { timeouts: API_SERVER.timeouts, isolate: true }),
      serverProject(
        'browser',
        { include: ['tests/browser/**/*.test.ts'], exclude: SUPPLIER_BROWSER_TESTS },
        BROWSER_SERVER,
      ),
      serverProject('browser-console', { include: SUPPLIER_BROWSER_TESTS }, BROWSER_SERVER),
    ],
  },
});
