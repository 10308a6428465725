// Every database bench runs the same measurement on the embedded database (a fresh temporary one) and on PostgreSQL
// (BENCH_DATABASE_URL, a database the bench may reset), side by side in one run, and writes one results file.
// BENCH_SEED_CACHE=<folder>: a bench that passes a seed keeps the seeded database and starts later runs from a copy
// (seeding 100,000 products costs minutes; copying a database seconds). Embedded: the data folder copied into
// <folder>. PostgreSQL: a template database on that server (vitrine_seed_…), and the bench runs on a copy of it
// (vitrine_bench_run) instead of the URL's own database. The key names the seed, the migrations, the seed's code and
// the seeding day (demo dates are relative to it), so any change seeds again.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../server/db/database';
import { seedingDay } from '../server/demo/seed';

/** How a bench's database is filled before it measures; `name` says with what (e.g. catalogue-100000). */
export interface Seed {
  name: string;
  fill: (db: Database) => Promise<void>;
}
/** What measure learns of its seed: the seconds it took, or that it came from the cache. */
export interface Seeded {
  seconds: number;
  cached: boolean;
}

const CACHE = process.env.BENCH_SEED_CACHE;

function seedKey(name: string) {
  const hash = createHash('sha256');
  for (const dir of ['server/db/migrations', 'server/demo'])
    for (const file of readdirSync(dir).sort())
      if (/\.(sql|ts)$/.test(file)) hash.update(file).update(readFileSync(join(dir, file)));
  hash.update(seedingDay().toISOString());
  return `${name}_${hash.digest('hex').slice(0, 12)}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
}

async function seeded(db: Database, seed: Seed | undefined): Promise<Seeded> {
  const started = Date.now();
  if (seed) await seed.fill(db);
  return { seconds: (Date.now() - started) / 1000, cached: false };
}

/** The embedded database in dir, from the cache when it holds this seed. */
async function openEmbedded(dir: string, seed: Seed | undefined): Promise<[Database, Seeded]> {
  const dataDir = join(dir, 'pgdata');
  if (!CACHE || !seed) {
    const db = await openDatabase({ dataDir });
    return [db, await seeded(db, seed)];
  }
  const kept = join(CACHE, `embedded_${seedKey(seed.name)}`);
  if (existsSync(kept)) {
    const started = Date.now();
    cpSync(kept, dataDir, { recursive: true });
    return [await openDatabase({ dataDir }), { seconds: (Date.now() - started) / 1000, cached: true }];
  }
  let db = await openDatabase({ dataDir });
  const done = await seeded(db, seed);
  await db.close();
  // Copied beside, then renamed: a run stopped halfway leaves no half database in the cache.
  mkdirSync(CACHE, { recursive: true });
  const partial = `${kept}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(dataDir, partial, { recursive: true });
  renameSync(partial, kept);
  db = await openDatabase({ dataDir });
  return [db, done];
}

/** PostgreSQL: the URL's database, or with the cache a fresh copy of the seed's template database. */
async function openPostgres(url: string, seed: Seed | undefined): Promise<[Database, Seeded]> {
  if (!CACHE || !seed) {
    const db = await openDatabase({ databaseUrl: url });
    return [db, await seeded(db, seed)];
  }
  const { default: pg } = await import('pg');
  const template = `vitrine_seed_${seedKey(seed.name)}`;
  const run = 'vitrine_bench_run';
  const runUrl = new URL(url);
  runUrl.pathname = `/${run}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const started = Date.now();
    const [kept] = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rows;
    await admin.query(`DROP DATABASE IF EXISTS ${run} WITH (FORCE)`);
    if (kept) {
      await admin.query(`CREATE DATABASE ${run} TEMPLATE ${template}`);
      return [
        await openDatabase({ databaseUrl: runUrl.href }),
        { seconds: (Date.now() - started) / 1000, cached: true },
      ];
    }
    await admin.query(`CREATE DATABASE ${run}`);
    let db = await openDatabase({ databaseUrl: runUrl.href });
    const done = await seeded(db, seed);
    await db.close();
    // Other keys of the same seed are stale: one template per seed on the server.
    const stale = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1 || '%' AND datname <> $2",
      [`vitrine_seed_${seed.name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_`, template],
    );
    for (const { datname } of stale.rows) await admin.query(`DROP DATABASE ${datname}`);
    // WITH (FORCE) of the copy's source is not a thing: the closed pool's backends may take a moment to go.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${template} TEMPLATE ${run}`);
        break;
      } catch (error) {
        if (attempt >= 50 || (error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    db = await openDatabase({ databaseUrl: runUrl.href });
    return [db, done];
  } finally {
    await admin.end();
  }
}

export async function onBothDatabases(
  result: Record<string, unknown>,
  resultFile: string,
  measure: (db: Database, label: string, seeded: Seeded) => Promise<unknown>,
  seed?: Seed,
) {
  // BENCH_POSTGRES_ONLY=1 measures PostgreSQL alone and keeps the file's embedded figures.
  if (!process.env.BENCH_POSTGRES_ONLY) {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
    try {
      console.log(`\nembedded (PGlite): ${seed ? `seeding ${seed.name}…` : ''}`);
      const [embedded, done] = await openEmbedded(dir, seed);
      try {
        result.embedded = await measure(embedded, 'embedded (PGlite)', done);
      } finally {
        await embedded.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (process.env.BENCH_DATABASE_URL) {
    console.log(`\nPostgreSQL: ${seed ? `seeding ${seed.name}…` : ''}`);
    const [pg, done] = await openPostgres(process.env.BENCH_DATABASE_URL, seed);
    try {
      result.postgres = await measure(pg, 'PostgreSQL', done);
    } finally {
      await pg.close();
    }
  } else {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL to a database the bench may reset.');
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${resultFile}`, JSON.stringify(result, null, 2) + '\n');
}
