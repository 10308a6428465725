// Lint for Vitrine (issue 11): import boundaries between layers, no import cycles, and a small set of
// non-noisy rules. Why this set-up (TypeScript 6 for the parser, TypeScript 7 for `npm run typecheck`): docs/decisions.md, "Lint".
// The boundaries are proven by tests/lint/boundaries.test.ts.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const root = import.meta.dirname;
const at = (p) => path.join(root, p);

// The buyer's capabilities in src/features/ (docs/decisions.md, shared style): those on disk now plus those planned,
// so a new feature folder is fenced from its first file. The supplier console is not one: it is src/console.
const plannedFeatures = [
  'entry',
  'catalogue',
  'visitorLists',
  'viewer',
  'cart',
  'orders',
  'chat',
  'scanner',
  'imageSearch',
  'account',
];
const featuresOnDisk = (() => {
  try {
    return readdirSync(at('src/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();
const features = [...new Set([...plannedFeatures, ...featuresOnDisk])];

// What a feature or src/lib may use of modules/ (src/app, the module host, may use any of it): its contract, never a module type's own files.
const modulesContract = [
  './types.ts',
  './services.tsx',
  './PageRenderer.tsx',
  './prepare.ts',
  './registry.ts',
  './migrate.ts',
  './migrations.ts',
];
// What the supplier console (src/console) may use of the buyer's features: the views both show, never a feature's
// api.ts (its query keys and token), actors or pages. The console composes them as src/app does (docs/decisions.md,
// "The console is its own application"); a view two applications show is named here on purpose.
const featureViewsForConsole = [
  './orders/orderView.tsx',
  './orders/exportProgress.tsx',
  './orders/orderExport.ts',
  './chat/chatView.tsx',
  './chat/ChatComposer.tsx',
  './chat/chatTime.ts',
];
// Everything in the repo but src/console itself and the router's lazy import of it (tests may import it).
const consoleOutsiders = [
  'src/features',
  'src/ui',
  'src/lib',
  'src/api',
  'src/app/!(router).*',
  'src/app/*/**/*',
  'modules',
  'machines',
  'schemas',
  'server',
  'stories',
  'bench',
  'scripts',
];

// What the server may use of modules/: the pure content migrations and the generated validators, never React.
// (With a glob `from`, the rule wants glob exceptions: hence one brace pattern.)
const modulesForServer = [
  at(
    'modules/{migrate.ts,migrations.ts,migrations.gen.ts,*/migrations.ts,validators.gen.js,validators.gen.d.ts,content.gen.ts}',
  ),
];

// Each zone: files in `target` may not import from `from` (except `except`); the message says the rule and the way out.
// Imports point down only: app → features → (ui, lib) → api → (modules' contract, machines) → (schemas, protocol);
// the console (src/console) sits beside app + features, reached only through the router's lazy import.
const zones = [
  // src/features/<x>
  ...features.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [`./${name}`],
    message:
      'Features never import each other: move what two features share into src/ui, src/lib or protocol/ (or let src/app compose them).',
  })),
  // src/console: the supplier's application, beside the buyer's (src/app + src/features), on the same lower layers.
  {
    target: 'src/console',
    from: 'src/features',
    except: featureViewsForConsole,
    message:
      'src/console may import only the feature views listed in eslint.config.js (featureViewsForConsole), never a feature’s api.ts, actors or pages: give the console room its own api.ts, or move what both share into src/ui, src/lib or protocol/.',
  },
  // src/console/ui: what several console rooms show alike (the per-language editor), props only, like src/ui.
  {
    target: 'src/console/ui',
    from: 'src/console',
    except: ['./ui'],
    message:
      'src/console/ui is the rooms’ shared components, props only: it never imports a room or the console shell. Take data and callbacks as props.',
  },
  {
    target: 'src/console/ui',
    from: 'src/api',
    message: 'src/console/ui is props only: it never calls the API. Take data and callbacks as props.',
  },
  {
    target: consoleOutsiders,
    from: 'src/console',
    message:
      'Nothing imports src/console but the router’s lazy import (src/app/router.tsx): the console is its own application and bundle. Move what both need into src/ui, src/lib, src/api or protocol/.',
  },
  {
    target: ['src/features', 'src/ui', 'src/lib', 'src/api', 'src/console'],
    from: 'src/app',
    message:
      'Only src/app composes: nothing below it imports src/app. Pass it in as props or an injected service, or move the code down.',
  },
  // src/lib: what every feature needs and no feature owns (i18n, query client, share queries, login actor).
  {
    target: 'src/lib',
    from: 'src/features',
    message:
      'src/lib sits below the features and never imports one: inject the feature’s calls from src/app, or move the shared part into src/lib.',
  },
  // src/ui: pure shared components, props only.
  {
    target: 'src/ui',
    from: ['src/features', 'src/api'],
    message:
      'src/ui is pure shared components, props only: it never calls the API or imports a feature. Take data and callbacks as props.',
  },
  // src/api: the client core, below everything else in the browser.
  {
    target: 'src/api',
    from: ['src/features', 'src/ui', 'src/lib'],
    message:
      'src/api is the client core, the bottom of src/: it never imports features, ui or lib (lib calls the API, not the reverse).',
  },
  {
    target: ['src/ui', 'src/api'],
    from: 'modules',
    message:
      'src/ui and src/api never import page-builder modules: modules are hosted by src/app (src/app/moduleHost).',
  },
  {
    target: 'src/ui',
    from: 'machines',
    message:
      'src/ui is props only and never runs a machine: the caller (a feature or src/lib) runs it and passes the state down.',
  },
  {
    target: ['src/features', 'src/lib', 'src/console'],
    from: 'modules',
    except: modulesContract,
    message:
      'Features, src/console and src/lib use only the module contract (types, services, PageRenderer, prepare, registry, migrations): a module type’s own files load through the registry.',
  },
  {
    target: 'src',
    from: 'server',
    message: 'The browser never imports server/: what both sides need lives in protocol/ or schemas/.',
  },
  // modules/, machines/, schemas/, protocol/: the shared bottom layers.
  {
    target: 'modules',
    from: ['src', 'machines', 'server'],
    message:
      'modules/ depends only on schemas/, protocol/ and itself: a module gets app services through ModuleServices (modules/services.tsx), never by importing src/.',
  },
  {
    target: 'machines',
    from: ['src', 'modules', 'server'],
    message:
      'Machines are pure: they depend only on schemas/ and protocol/; side effects are injected actors (fromPromise) given by the caller.',
  },
  {
    target: 'schemas',
    from: ['src', 'modules', 'machines', 'server'],
    message: 'schemas/ is the source of truth and depends only on protocol/ and itself.',
  },
  {
    target: 'protocol',
    from: ['src', 'modules', 'machines', 'schemas', 'server', 'tests', 'stories', 'bench', 'scripts'],
    message: 'protocol/ is shared byte for byte by browser and server and depends on nothing else in the repo.',
  },
  // server/
  {
    target: 'server',
    from: 'src',
    message: 'server/ never imports src/: move what both need into protocol/ (or schemas/).',
  },
  {
    target: 'server',
    from: at('modules/**'),
    except: modulesForServer,
    message:
      'server/ uses only the pure part of modules/ (migrations, validators.gen.js): never a component, the registry or prepare.',
  },
  {
    target: ['server/!(cli|demo)/**/*', 'server/!(main|start).ts'],
    from: 'server/demo',
    message:
      'Only server/main.ts, server/start.ts and server/cli/ mount demo data: routes, services, http, search and db never import server/demo/.',
  },
  {
    target: ['server/services', 'server/search', 'server/db', 'server/http'],
    from: 'server/routes',
    message: 'Routes are the thin top of the server: services, search, db and http never import server/routes/.',
  },
  {
    target: 'server/services',
    from: 'server/http',
    message:
      'Services hold the rules and sit below server/http/: they are handed the buyer or staff member http resolved, and never import it (what both need lives in server/services/).',
  },
  {
    target: ['server/search', 'server/db'],
    from: 'server/services',
    message:
      'server/search and server/db sit below the services and never import server/services/: pass what they need in.',
  },
];

export default defineConfig(
  globalIgnores([
    'dist/',
    'storybook-static/',
    'locales/',
    'node_modules/',
    '.data*/',
    'tests/.artifacts/',
    // Generated.
    'schemas/api/types.gen.ts',
    'modules/validators.gen.*',
    'modules/*/validate.gen.*',
    'modules/content.gen.ts',
    // Deliberate violations that tests/lint/boundaries.test.ts lints on purpose.
    'tests/lint/fixtures/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'vitrine/imports',
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        // Node's resolution plus TypeScript's: extensionless imports find .ts/.tsx, and '../x.js' finds x.ts
        // when there is one (the repo has no tsconfig `paths`, so no TypeScript resolver is needed).
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.d.ts', '.js'] },
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Cycles through `import type` are erased at build time and are not reported; dynamic import() counts.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?(raw|url|inline)$'] }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    name: 'vitrine/essentials',
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // A hook called conditionally or outside a component breaks React's state order. (exhaustive-deps is off: the
      // code passes `i18n.locale` as a deliberate re-render key, which that rule calls unnecessary.)
      'react-hooks/rules-of-hooks': 'error',
      // As tsc's noUnusedLocals: `const { dropped, ...rest } = x` leaves out a field on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Issue 22: state in a module variable is shared by every render, test and tab-less worker and read behind
    // React's back; it belongs in a store, an actor or a closure made by whoever starts it.
    name: 'vitrine/no-module-state',
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    // Still holding module state, until their areas move it: the notice queue, the product trail, a row id counter.
    ignores: ['src/lib/notices.ts', 'src/features/catalogue/productTrail.ts', '**/SearchWordsRoom.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > VariableDeclaration[kind="let"], Program > ExportNamedDeclaration > VariableDeclaration[kind="let"]',
          message:
            'No module-level `let` in src/ or machines/ (issue 22): keep state in a store, an actor (src/app/visitor.ts) or a closure.',
        },
      ],
    },
  },
);
