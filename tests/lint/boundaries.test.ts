// The lint's import boundaries and cycle check fire (issue 11), run through ESLint's Node API with the repo's own
// eslint.config.js. Cases: a feature importing another feature, src/api importing a feature, src/ui calling the API,
// src/lib importing a feature, modules/ importing src/, server/services importing server/demo, server/http or
// server/routes, server/search and server/db importing server/services, server importing src/ and a module
// component, the supplier console (issue 22: a feature or src/app outside the router importing src/console, the
// console importing a feature's api.ts, the console's shared components importing a room), a two-file cycle (tests/lint/fixtures/cycle, ignored by `npm run lint`), and
// allowed imports (feature → src/ui, server → generated validators, the router's lazy import of the console, the
// console → a feature view both show) that must come out clean.
// Each importer is a virtual file placed by path (lintText's filePath), so the zones apply as they would in the tree;
// what it imports must exist on disk, because an import that does not resolve is not checked by the zones (it is
// reported by no-unresolved instead, which is why the allowed cases assert no message at all).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(root, 'eslint.config.js');

// Real files the virtual importers point at. If one moves, update it here (the first test says which).
const targets = [
  'src/features/catalogue/api.ts',
  'src/features/orders/api.ts',
  'src/features/orders/orderView.tsx',
  'src/console/app/rooms.ts',
  'src/console/app/ConsoleApp.tsx',
  'src/ui/ProductCard.tsx',
  'src/api/core.ts',
  'server/demo/seed.ts',
  'modules/banner/Banner.tsx',
  'modules/validators.gen.js',
  'server/http/validation.ts',
  'server/routes/cart.ts',
  'server/services/buyer.ts',
  'server/services/messages.ts',
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: configFile });
});

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages;
}

const boundaryMessages = (messages: Linter.LintMessage[]) =>
  messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');

describe('import boundaries', { timeout: 60_000 }, () => {
  it('points at files that exist', () => {
    expect(targets.filter((t) => !existsSync(path.join(root, t)))).toEqual([]);
  });

  it.each([
    {
      what: 'a feature importing another feature',
      file: 'src/features/cart/Bad.tsx',
      code: "import { categoriesQuery } from '../catalogue/api';\nexport const q = categoriesQuery;\n",
      says: 'Features never import each other',
    },
    {
      what: 'src/api importing a feature',
      file: 'src/api/bad.ts',
      code: "import { categoriesQuery } from '../features/catalogue/api';\nexport const q = categoriesQuery;\n",
      says: 'src/api is the client core',
    },
    {
      what: 'src/ui calling the API core',
      file: 'src/ui/Bad.tsx',
      code: "import * as core from '../api/core';\nexport const c = core;\n",
      says: 'src/ui is pure shared components, props only',
    },
    {
      what: 'src/lib importing a feature',
      file: 'src/lib/bad.ts',
      code: "import * as catalogue from '../features/catalogue/api';\nexport const c = catalogue;\n",
      says: 'src/lib sits below the features',
    },
    {
      what: 'modules/ importing src/',
      file: 'modules/banner/bad.ts',
      code: "import * as card from '../../src/ui/ProductCard';\nexport const c = card;\n",
      says: 'modules/ depends only on schemas/, protocol/ and itself',
    },
    {
      what: 'server/services importing server/demo',
      file: 'server/services/bad.ts',
      code: "import { seedDemo } from '../demo/seed';\nexport const s = seedDemo;\n",
      says: 'routes, services, http, search and db never import server/demo/',
    },
    {
      what: 'server importing src/',
      file: 'server/routes/bad.ts',
      code: "import * as core from '../../src/api/core';\nexport const c = core;\n",
      says: 'server/ never imports src/',
    },
    {
      what: 'a feature importing the console',
      file: 'src/features/orders/Bad.tsx',
      code: "import { consoleRooms } from '../../console/app/rooms';\nexport const r = consoleRooms;\n",
      says: 'Nothing imports src/console but the router',
    },
    {
      what: 'src/app outside the router importing the console',
      file: 'src/app/layouts/Bad.tsx',
      code: "import { consoleRooms } from '../../console/app/rooms';\nexport const r = consoleRooms;\n",
      says: 'Nothing imports src/console but the router',
    },
    {
      what: 'src/lib importing the console',
      file: 'src/lib/bad.ts',
      code: "export const load = () => import('../console/app/ConsoleApp');\n",
      says: 'Nothing imports src/console but the router',
    },
    {
      what: 'the console’s shared components importing a room',
      file: 'src/console/ui/Bad.tsx',
      code: "import { consoleRooms } from '../app/rooms';\nexport const r = consoleRooms;\n",
      says: 'src/console/ui is the rooms’ shared components',
    },
    {
      what: 'the console importing a feature’s api.ts',
      file: 'src/console/orders/bad.ts',
      code: "import { orderListQuery } from '../../features/orders/api';\nexport const q = orderListQuery;\n",
      says: 'src/console may import only the feature views',
    },
    {
      what: 'server/services importing server/http',
      file: 'server/services/bad.ts',
      code: "import { requireSiteLanguage } from '../http/validation';\nexport const r = requireSiteLanguage;\n",
      says: 'Services hold the rules and sit below server/http/',
    },
    {
      what: 'server/services importing server/routes',
      file: 'server/services/bad.ts',
      code: "import { cartRoutes } from '../routes/cart';\nexport const r = cartRoutes;\n",
      says: 'Routes are the thin top of the server',
    },
    {
      what: 'server/search importing server/services',
      file: 'server/search/bad.ts',
      code: "import { buyerOf } from '../services/buyer';\nexport const b = buyerOf;\n",
      says: 'server/search and server/db sit below the services',
    },
    {
      what: 'server/db importing server/services',
      file: 'server/db/bad.ts',
      code: "import { ShareError } from '../services/messages';\nexport const e = ShareError;\n",
      says: 'server/search and server/db sit below the services',
    },
    {
      what: 'server importing a module component',
      file: 'server/services/bad.ts',
      code: "import { Banner } from '../../modules/banner/Banner';\nexport const b = Banner;\n",
      says: 'server/ uses only the pure part of modules/',
    },
  ])('reports $what', async ({ file, code, says }) => {
    const found = boundaryMessages(await lint(file, code));
    expect(found).toHaveLength(1);
    expect(found[0].message).toContain(says);
  });

  it.each([
    {
      what: 'a feature importing src/ui',
      file: 'src/features/cart/Good.tsx',
      code: "import { ProductCard } from '../../ui/ProductCard';\nexport const Card = ProductCard;\n",
    },
    {
      what: 'a feature importing its own files',
      file: 'src/features/catalogue/Good.tsx',
      code: "import { categoriesQuery } from './api';\nexport const q = categoriesQuery;\n",
    },
    {
      what: 'the router’s lazy import of the console',
      file: 'src/app/router.tsx',
      code: "export const load = () => import('../console/app/ConsoleApp');\n",
    },
    {
      what: 'the console importing a feature view both applications show',
      file: 'src/console/orders/good.ts',
      code: "import { OrderLines } from '../../features/orders/orderView';\nexport const l = OrderLines;\n",
    },
    {
      what: 'the server importing the generated module validators',
      file: 'server/services/good.ts',
      code: "import * as validators from '../../modules/validators.gen.js';\nexport const v = validators;\n",
    },
    {
      what: 'server/http importing a service (the buyer it resolves)',
      file: 'server/http/good.ts',
      code: "import { buyerOf } from '../services/buyer';\nexport const b = buyerOf;\n",
    },
    {
      what: 'src/app (the module host) importing a module type',
      file: 'src/app/moduleHost/good.ts',
      code: "import { Banner } from '../../../modules/banner/Banner';\nexport const b = Banner;\n",
    },
  ])('allows $what', async ({ file, code }) => {
    // No message at all: an unresolved import (no-unresolved) would also fail here, so this cannot pass vacuously.
    expect(await lint(file, code)).toEqual([]);
  });
});

describe('import cycles', { timeout: 60_000 }, () => {
  it('reports both ends of a two-file cycle', async () => {
    // The fixture folder is in the config's ignores (so `npm run lint` stays green); lint it on purpose here.
    const unignored = new ESLint({ cwd: root, overrideConfigFile: configFile, ignore: false });
    const results = await unignored.lintFiles(['tests/lint/fixtures/cycle/']);
    const cycles = results.map((r) => ({
      file: path.relative(root, r.filePath),
      rules: r.messages.map((m) => m.ruleId),
    }));
    expect(cycles).toEqual([
      { file: path.join('tests', 'lint', 'fixtures', 'cycle', 'a.ts'), rules: ['import-x/no-cycle'] },
      { file: path.join('tests', 'lint', 'fixtures', 'cycle', 'b.ts'), rules: ['import-x/no-cycle'] },
    ]);
  });

  it('keeps the fixtures out of the main lint run', async () => {
    expect(await eslint.isPathIgnored(path.join(root, 'tests/lint/fixtures/cycle/a.ts'))).toBe(true);
  });
});
