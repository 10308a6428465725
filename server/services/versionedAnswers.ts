// Answers that depend only on a company's catalogue, site and share (issue 30: categories with counts, company info
// with its published pages, product details, first pages of lists), computed once per version and served from
// memory. The versions are the database's rows (db/companyVersions.ts), read on every call where another process may
// write: whichever app server or tool wrote, every server recomputes on its next call, and no service that writes
// has to remember to invalidate anything. Per-visitor parts (favourites, scrambled digits) are added per response.
import type { Queryable } from '../db/database';
import { companyVersions } from '../db/companyVersions';

interface CompanyAnswers {
  stamp: string;
  answers: Map<string, Promise<unknown>>;
}

/** Kept answers and everything in them: shared by every caller, so never changed once made. Their JSON text is made
 *  once (http/answerJson.ts). `keep` is also for parts kept elsewhere with the same rule (catalogue.ts's cards). */
const kept = new WeakSet<object>();
export function keep(value: unknown) {
  if (!value || typeof value !== 'object' || kept.has(value)) return;
  kept.add(value);
  for (const child of Array.isArray(value) ? value : Object.values(value)) keep(child);
}
export const isKeptAnswer = (value: object) => kept.has(value);

/** Per database handle (each app server's own), per company. */
const byDatabase = new WeakMap<object, Map<number, CompanyAnswers>>();

/** At most this many answers per company (details of a large catalogue, many shares): the oldest go first. */
const MAX_KEYS = 2_000;

/** The company's answer named `key` at the versions read now: the kept one, or `compute()`'s, kept for next time. */
export async function versionedAnswer<T>(
  db: Queryable,
  companyId: number,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  let companies = byDatabase.get(db);
  if (!companies) byDatabase.set(db, (companies = new Map()));
  const versions = await companyVersions(db, companyId);
  const stamp = `${versions.catalogue}:${versions.site}`;
  let entry = companies.get(companyId);
  if (!entry || entry.stamp !== stamp) companies.set(companyId, (entry = { stamp, answers: new Map() }));
  const answers = entry.answers;
  const kept = answers.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  if (answers.size >= MAX_KEYS) answers.delete(answers.keys().next().value!);
  const made = compute();
  answers.set(key, made);
  made.then(keep, () => undefined);
  // A failure is not kept: the next call tries again.
  made.catch(() => answers.get(key) === made && answers.delete(key));
  return made;
}
