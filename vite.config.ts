import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { precompress } from './scripts/precompress.ts';
import { loginChunkGroup } from './scripts/initialChunk.ts';
import { catalogueParts } from './scripts/catalogueParts.ts';
import { preactCompat } from './scripts/preactCompat.ts';

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
 *  project that gives each file a fresh process (`npm test` runs it wherever it runs `api`). Each starts servers of
 *  its own, so the project starts no shared one. */
const API_TESTS_WITH_MOCKS = ['tests/api/pictureVectors.test.ts'];

/** An API test project: one file at a time. `isolate` false: every file in one worker process rather than a fresh
 *  one each (a fresh process per file cost four supplier browser files 49 s of CPU rather than 37: session 22),
 *  against the project's server (tests/setup/apiServer.ts). `isolate` true is for API_TESTS_WITH_MOCKS, which start their own servers. */
function apiProject(
  name: string,
  files: { include: string[]; exclude?: string[] },
  isolate: boolean,
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      ...files,
      environment: 'node',
      globalSetup: isolate ? [] : ['tests/setup/apiServer.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      fileParallelism: false,
      isolate,
    },
  };
}

/** A browser test project: one file at a time against the project's own server (tests/setup/browserServer.ts). */
function browserProject(
  name: string,
  files: { include: string[]; exclude?: string[] },
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      ...files,
      environment: 'node',
      globalSetup: ['tests/setup/browserServer.ts'],
      testTimeout: 60_000,
      hookTimeout: 180_000,
      fileParallelism: false,
      // Every file in one worker process rather than a fresh one each (as apiProject): the files share no module
      // state, their server runs in the global set-up.
      isolate: false,
      // A page's answer can take more than vitest's default 1 s on a loaded 2-core machine (a console refusal
      // missed it once while CI ran beside it); a poll that passes still returns at once.
      expect: { poll: { timeout: 10_000 } },
    },
  };
}

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
    rolldownOptions: { output: { codeSplitting: { groups: [loginChunkGroup(import.meta.dirname)] } } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/api/**', 'tests/browser/**'],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
          // Beside a browser or API file on the other core a unit file takes up to twice as long; a test that is
          // slower than this is stuck, not slow.
          testTimeout: 20_000,
        },
      },
      apiProject('api', { include: ['tests/api/**/*.test.ts'], exclude: API_TESTS_WITH_MOCKS }, false),
      apiProject('api-mocked', { include: API_TESTS_WITH_MOCKS }, true),
      browserProject('browser', { include: ['tests/browser/**/*.test.ts'], exclude: SUPPLIER_BROWSER_TESTS }),
      browserProject('browser-console', { include: SUPPLIER_BROWSER_TESTS }),
    ],
  },
});
