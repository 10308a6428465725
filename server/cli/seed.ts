// `npm run seed -- --products 100000 [--reset] [--seed 2006]`: (re)builds the demo catalogue in DATA_DIR or DATABASE_URL.
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemo } from '../demo/seed';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2400' },
    seed: { type: 'string', default: '2006' },
    reset: { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1 || products > 2_000_000)
  throw new Error('--products must be a whole number between 1 and 2,000,000');
const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pgdata') });
await migrate(db);
if (values.reset)
  await db.exec('TRUNCATE companies, shares, page_modules, categories, products, sessions RESTART IDENTITY CASCADE');
const started = Date.now();
const result = await seedDemo(db, { products, seed: Number(values.seed) });
console.log(
  result.skipped
    ? 'The database already holds a catalogue; pass --reset to rebuild it.'
    : `Seeded ${result.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${db.kind}).`,
);
await db.close();
