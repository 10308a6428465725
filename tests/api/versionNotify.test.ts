// Versions kept in memory on PostgreSQL (issue 28): server B reads a company's version row only after it may have
// moved, and hears another server's write through LISTEN/NOTIFY (server/db/versionListener.ts, migration 037).
// - a version moved by server A reaches B within a second while B's cache is on (no read per call in between);
// - B's listening connection terminated by the database: B reads the row on every call until it listens again, so a
//   version moved meanwhile still reaches it within a second, and once back the cache is on again.
// PostgreSQL only (DATABASE_URL), on a database of its own.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { companyVersions } from '../../server/db/companyVersions';
import { LISTENER_NAME } from '../../server/db/versionListener';
import { freshPostgres } from './serverProcess';

const onPostgres = Boolean(process.env.DATABASE_URL);
let fresh: Awaited<ReturnType<typeof freshPostgres>>;
let dbA: Database;
let dbB: Database;
let companyId = 0;

const until = async (done: () => Promise<boolean> | boolean, ms: number) => {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > ms) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
  return Date.now() - started;
};
/** Server A moves the site version, as a share edit does; returns the new one. */
const moveOnA = async () =>
  (
    await dbA.query<{ v: string }>(
      'UPDATE catalogue_versions SET site_version = site_version + 1 WHERE company_id = $1 RETURNING site_version::text AS v',
      [companyId],
    )
  )[0].v;
const versionReads = (db: Database) => {
  const spy = vi.spyOn(db, 'query');
  return () => spy.mock.calls.filter(([sql]) => /FROM catalogue_versions/.test(sql)).length;
};

/** Calls on B while its listener vouches for the count: a call that starts with the count the previous call started
 *  with must not read the row. Calls while the listener is not trusted (a loaded machine's stalled heartbeat) are
 *  skipped, not failed; returns how many calls were checked. */
async function cachedCalls(reads: () => number, wanted: number) {
  let previous: number | undefined;
  let checked = 0;
  for (let i = 0; i < 500 && checked < wanted; i++) {
    const count = dbB.versionWrites;
    const before = reads();
    await companyVersions(dbB, companyId);
    if (count !== undefined && count === previous) {
      expect(reads()).toBe(before);
      checked++;
    }
    previous = count;
    await new Promise((r) => setTimeout(r, 1));
  }
  return checked;
}

describe.skipIf(!onPostgres)('versions on PostgreSQL, two servers', () => {
  beforeAll(async () => {
    fresh = await freshPostgres('vitrine_versions');
    dbA = await openDatabase({ databaseUrl: fresh.url });
    await migrate(dbA);
    [{ id: companyId }] = await dbA.query<{ id: number }>(
      `INSERT INTO companies (company_number, name, logo_url, customer_info, website_languages, contact_info_list, global_param)
       VALUES ('V1', 'Versions', '', '{}', '[]', '[]', '{}') RETURNING id`,
    );
    await dbA.query('INSERT INTO catalogue_versions (company_id, version) VALUES ($1, 1) ON CONFLICT DO NOTHING', [
      companyId,
    ]);
    dbB = await openDatabase({ databaseUrl: fresh.url });
    await companyVersions(dbB, companyId);
    expect(await until(() => dbB.versionWrites !== undefined, 10_000)).not.toBe(false);
  }, 60_000);
  afterAll(async () => {
    await dbB?.close();
    await dbA?.close();
    await fresh?.drop();
  });

  it('a version moved on A is seen on B within a second, B reading the row only after it moved', async () => {
    const reads = versionReads(dbB);
    expect(await cachedCalls(reads, 20)).toBe(20); // the cache is on: no round trip per call
    const before = reads();

    const moved = await moveOnA();
    const waited = await until(async () => (await companyVersions(dbB, companyId)).site === moved, 1000);
    expect(waited).not.toBe(false);
    expect(reads()).toBeGreaterThan(before);
    vi.restoreAllMocks();
  });

  it('a dropped listening connection falls back to a read per call, then listens again', async () => {
    const reads = versionReads(dbB);
    expect(await until(() => dbB.versionWrites !== undefined, 10_000)).not.toBe(false);
    const [{ n }] = await dbA.query<{ n: number }>(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [LISTENER_NAME],
    );
    expect(n).toBeGreaterThan(0); // A's listener too, if it started; B's certainly
    // The version moves while nobody listens: no notification will ever tell B.
    const moved = await moveOnA();
    expect(await until(async () => (await companyVersions(dbB, companyId)).site === moved, 1000)).not.toBe(false);
    // Until the listener is back every call reads.
    if (dbB.versionWrites === undefined) {
      const before = reads();
      await companyVersions(dbB, companyId);
      await companyVersions(dbB, companyId);
      if (dbB.versionWrites === undefined) expect(reads()).toBeGreaterThanOrEqual(before + 2);
    }
    expect(await until(() => dbB.versionWrites !== undefined, 10_000)).not.toBe(false);
    expect(await cachedCalls(reads, 5)).toBe(5);
    const again = await moveOnA();
    expect(await until(async () => (await companyVersions(dbB, companyId)).site === again, 1000)).not.toBe(false);
    vi.restoreAllMocks();
  });
});
