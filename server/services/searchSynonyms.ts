// The console's Search words room (issue 16; not in the spec): a company's own synonym groups, read and saved by
// staff with the catalogue role. Saving bumps the company's synonyms version, so every server reloads the list at its
// next search (search/catalogueIndex.ts) without rebuilding the product index.
import type { Database } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { ShareError } from './messages';
import { TOY_SYNONYMS } from '../search/synonyms';
import { cleanGroups, synonymProblems, type SynonymProblem } from '../../protocol/searchSynonyms';

type Answer = CallTypes['ConsoleSearchSynonyms']['response'];

const PROBLEM_TEXT: Record<SynonymProblem, string> = {
  blankTerm: 'has only blank terms',
  noLetters: 'has no letter or digit',
  termTooLong: 'is longer than 64 characters',
  tooFewTerms: 'needs at least two different terms',
  tooManyTerms: 'has more than 20 different terms',
  tooManyGroups: 'is past the 200 groups allowed',
};

/** The built-in vocabulary as the room shows it: one group per kind of toy, every language's terms, English first
 * (the room names a group by its first term). */
const builtIn = Object.entries(TOY_SYNONYMS).map(([kind, byLanguage]) => ({
  kind,
  terms: [...new Set([...(byLanguage.ename ?? []), ...Object.values(byLanguage).flat()])],
}));

export function searchSynonymsService(db: Database) {
  async function read(companyId: number): Promise<Answer> {
    const [row] = await db.query<{ groups: string[][]; updated_at: Date | string; account: string | null }>(
      `SELECT s.groups, s.updated_at, a.account FROM search_synonyms s LEFT JOIN supplier_admins a ON a.id = s.updated_by WHERE s.company_id = $1`,
      [companyId],
    );
    if (!row) return { groups: [], builtIn, updatedAt: null };
    return {
      groups: row.groups,
      builtIn,
      updatedAt: new Date(row.updated_at).toISOString(),
      ...(row.account ? { updatedBy: row.account } : {}),
    };
  }

  return {
    async list(staff: Staff): Promise<Answer> {
      return read(staff.companyId);
    },

    async save(staff: Staff, body: CallTypes['ConsoleSaveSearchSynonyms']['request']): Promise<Answer> {
      const [first] = synonymProblems(body.groups);
      if (first) {
        const where = `body.groups.${first.group}${first.term === undefined ? '' : `.${first.term}`}`; // the schema errors' path style
        throw new ShareError(400, `Invalid request: ${where} ${PROBLEM_TEXT[first.problem]}.`);
      }
      const groups = cleanGroups(body.groups);
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO search_synonyms (company_id, groups, updated_at, updated_by) VALUES ($1, $2::jsonb, now(), $3)
           ON CONFLICT (company_id) DO UPDATE SET groups = EXCLUDED.groups, updated_at = now(), updated_by = EXCLUDED.updated_by`,
          [staff.companyId, JSON.stringify(groups), staff.adminId],
        );
        await tx.query(
          `INSERT INTO catalogue_versions (company_id, version, synonyms_version) VALUES ($1, 1, 1)
           ON CONFLICT (company_id) DO UPDATE SET synonyms_version = catalogue_versions.synonyms_version + 1`,
          [staff.companyId],
        );
      });
      return read(staff.companyId);
    },
  };
}
