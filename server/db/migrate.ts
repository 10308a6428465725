// Applies server/db/migrations/*.sql in name order, once each, under an advisory lock so several app servers
// starting together on one PostgreSQL never race.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const folder = fileURLToPath(new URL('./migrations/', import.meta.url));
const LOCK_KEY = 7_271_001;

export async function migrate(db: Database): Promise<string[]> {
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files.filter((f) => !done.has(f))) {
      // Split on statement-terminating semicolons at line ends: our migrations keep one statement per block.
      for (const statement of readFileSync(folder + file, 'utf8').split(/;\s*$/m)) {
        if (statement.replace(/--.*$/gm, '').trim()) await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
