// Answers that depend only on a company's catalogue and site (issue 30: categories with counts, company info with its
// published pages), computed once per version and served from memory. The versions are the database's rows
// (catalogue_versions: `version` moved by product and category writes, migration 008; `site_version` by the company,
// its shares, page modules and product media, migration 026), read on every call: whichever app server or tool wrote,
// every server recomputes on its next call, and no service that writes has to remember to invalidate anything.
import type { Queryable } from '../db/database';

interface CompanyAnswers {
  stamp: string;
  /** The embedded database's write count when the stamp was read (Database.writes). */
  writes?: number;
  answers: Map<string, Promise<unknown>>;
}

/** Per database handle (each app server's own), per company. */
const byDatabase = new WeakMap<object, Map<number, CompanyAnswers>>();

/** More distinct keys than this for one company (e.g. many public base URLs): start again rather than grow. */
const MAX_KEYS = 64;

/** The company's answer named `key` at the versions read now: the kept one, or `compute()`'s, kept for next time. */
export async function versionedAnswer<T>(
  db: Queryable,
  companyId: number,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  let companies = byDatabase.get(db);
  if (!companies) byDatabase.set(db, (companies = new Map()));
  let entry = companies.get(companyId);
  // The embedded database's only writer is this process: no statement finished since the stamp was read, no change
  // (the worker hop saved; issue 30). Anywhere else the versions are read on every call.
  const writes = (db as { writes?: number }).writes;
  if (!entry || writes === undefined || entry.writes !== writes) {
    const [row] = await db.query<{ stamp: string }>(
      "SELECT version || ':' || site_version AS stamp FROM catalogue_versions WHERE company_id = $1",
      [companyId],
    );
    const stamp = row?.stamp ?? '0:0';
    if (!entry || entry.stamp !== stamp || entry.answers.size >= MAX_KEYS)
      companies.set(companyId, (entry = { stamp, answers: new Map() }));
    entry.writes = writes;
  }
  const kept = entry.answers.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const made = compute();
  entry.answers.set(key, made);
  // A failure is not kept: the next call tries again.
  const answers = entry.answers;
  made.catch(() => answers.get(key) === made && answers.delete(key));
  return made;
}
