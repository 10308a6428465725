// A company's version row (catalogue_versions): `version` moved by product and category writes (migration 008),
// `site_version` by the company, its shares, page modules, product media and packing methods (migrations 026, 031),
// `synonyms_version` by its search synonyms (014), `picture_version` by stored picture vectors (032). Every answer kept in memory (services/versionedAnswers.ts, the
// search index) is keyed on these, so whichever app server or tool wrote, every server sees it on its next call.
import type { Queryable } from './database';

export interface CompanyVersions {
  catalogue: string;
  site: string;
  synonyms: string;
  /** Moved when picture vectors are stored (image search's index follows it, services/imageSearch.ts). */
  pictures: string;
}

interface Kept {
  versions: CompanyVersions;
  /** The database's count of events that may have moved a version (Database.versionWrites) when read. */
  writes: number;
}
const kept = new WeakMap<object, Map<number, Kept>>();

/** The company's versions now. The row is read again only after something that may have moved it: on the embedded
 *  database, whose only writer is this process, a statement that finished (issue 30: the worker hop saved on most
 *  reads); on PostgreSQL also another server's write, heard as a notification (issue 28, db/versionListener.ts), and
 *  on every call while that listener is (re)connecting or silent. */
export async function companyVersions(db: Queryable, companyId: number): Promise<CompanyVersions> {
  const writes = (db as { versionWrites?: number }).versionWrites;
  let byCompany = kept.get(db);
  if (!byCompany) kept.set(db, (byCompany = new Map()));
  const hit = byCompany.get(companyId);
  if (hit && writes !== undefined && hit.writes === writes) return hit.versions;
  const [row] = await db.query<{
    version: string;
    site_version: string;
    synonyms_version: string;
    picture_version: string;
  }>(
    `SELECT version::text AS version, site_version::text AS site_version, synonyms_version::text AS synonyms_version,
            picture_version::text AS picture_version
       FROM catalogue_versions WHERE company_id = $1`,
    [companyId],
  );
  const versions = {
    catalogue: row?.version ?? '0',
    site: row?.site_version ?? '0',
    synonyms: row?.synonyms_version ?? '0',
    pictures: row?.picture_version ?? '0',
  };
  // Kept with the count taken before the read was sent: a write finishing while it was in flight moves the count past
  // it, so the next call reads again rather than trust a row that may predate that write.
  if (writes !== undefined) byCompany.set(companyId, { versions, writes });
  return versions;
}
