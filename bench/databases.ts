// Every database bench runs the same measurement on the embedded database (a fresh temporary one) and on PostgreSQL
// (BENCH_DATABASE_URL, a database the bench may reset), side by side in one run, and writes one results file.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../server/db/database';

export async function onBothDatabases(
  result: Record<string, unknown>,
  resultFile: string,
  measure: (db: Database, label: string) => Promise<unknown>,
) {
  // BENCH_POSTGRES_ONLY=1 measures PostgreSQL alone and keeps the file's embedded figures.
  if (!process.env.BENCH_POSTGRES_ONLY) {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
    const embedded = await openDatabase({ dataDir: join(dir, 'pgdata') });
    try {
      result.embedded = await measure(embedded, 'embedded (PGlite)');
    } finally {
      await embedded.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (process.env.BENCH_DATABASE_URL) {
    const pg = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
    try {
      result.postgres = await measure(pg, 'PostgreSQL');
    } finally {
      await pg.close();
    }
  } else {
    console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL to a database the bench may reset.');
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${resultFile}`, JSON.stringify(result, null, 2) + '\n');
}
