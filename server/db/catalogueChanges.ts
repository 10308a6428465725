// Quiet catalogue writes (migration 034): a long run of product writes (a spreadsheet import) that moves the
// catalogue version about once a second rather than once per statement, so buyers' searches meanwhile patch their
// index once a second rather than at every search (each patch copies the index's columns).
import type { Queryable } from './database';

/** Appended to a write statement (after RETURNING): the version triggers of that statement's transaction stand
 *  still. RETURNING is computed row by row before the statement's AFTER triggers run; local to the transaction, so
 *  other statements (a supplier's edit meanwhile) move the version as always. */
export const QUIET = "set_config('vitrine.catalogue_quiet', 'on', true)";

/** Sets quiet mode for the rest of a transaction. */
export const quietTransaction = (tx: Queryable) => tx.query(`SELECT ${QUIET}`);

/** Moves the company's version once and logs these products as its change, as the trigger would have: every app
 *  server patches them at its next search. Written as a WITH, not a SELECT of a function, so the embedded database
 *  counts it as a write that may move a version (Database.versionWrites). */
export async function logCatalogueChange(db: Queryable, companyId: number, productIds: Iterable<number>) {
  const ids = [...new Set(productIds)];
  if (!ids.length) return;
  await db.query(
    `WITH moved AS (
       INSERT INTO catalogue_versions (company_id, version) VALUES ($1, 1)
       ON CONFLICT (company_id) DO UPDATE SET version = catalogue_versions.version + 1 RETURNING version),
     pruned AS (DELETE FROM catalogue_changes WHERE company_id = $1 AND version <= (SELECT version FROM moved) - 20000)
     INSERT INTO catalogue_changes (company_id, version, product_ids) SELECT $1, version, $2::int[] FROM moved
     ON CONFLICT (company_id, version) DO UPDATE SET product_ids = EXCLUDED.product_ids`,
    [companyId, ids],
  );
}

/** Collects quietly written products and logs them as one change at most every `everyMs`, and on flush(). */
export function quietChanges(db: Queryable, companyId: number, everyMs = 1000) {
  let pending = new Set<number>();
  let loggedAt = performance.now();
  const flush = async () => {
    const ids = pending;
    pending = new Set();
    loggedAt = performance.now();
    await logCatalogueChange(db, companyId, ids);
  };
  return {
    /** Records written products; logs them when the last change is `everyMs` old. */
    async wrote(ids: Iterable<number>) {
      for (const id of ids) pending.add(id);
      if (pending.size && performance.now() - loggedAt >= everyMs) await flush();
    },
    flush,
  };
}
