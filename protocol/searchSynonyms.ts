// A supplier's own search synonyms (issue 16): the rules the console's form checks as the supplier types and the
// server checks again on ConsoleSaveSearchSynonyms. The JSON schema bounds the shape (term 1-64 characters, 2-20
// terms a group, 200 groups); these rules judge the words themselves.
export const SYNONYMS_LIMITS = { maxGroups: 200, minTerms: 2, maxTerms: 20, maxTermLength: 64 } as const;

export type SynonymProblem =
  'blankTerm' | 'noLetters' | 'termTooLong' | 'tooFewTerms' | 'tooManyTerms' | 'tooManyGroups';

export interface SynonymGroupProblem {
  /** Index of the group in the list (0-based). */
  group: number;
  /** Index of the term in its group, when one term is at fault. */
  term?: number;
  problem: SynonymProblem;
}

// Control characters and the like never belong in a word a buyer types.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** A term as it is stored: invisible characters dropped, spaces collapsed, trimmed. */
export const cleanTerm = (term: string) => term.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();

/** Terms are the same when they read the same in any case and width (Car, CAR and ＣＡＲ are one term). */
const termKey = (term: string) => cleanTerm(term).normalize('NFKC').toLowerCase();

/** The groups as stored: terms cleaned, a repeated term kept once, empty groups dropped. */
export function cleanGroups(groups: readonly (readonly string[])[]): string[][] {
  return groups
    .map((group) => {
      const seen = new Set<string>();
      return group.map(cleanTerm).filter((term) => term && !seen.has(termKey(term)) && seen.add(termKey(term)));
    })
    .filter((group) => group.length > 0);
}

/** What is wrong with a list the supplier typed, in reading order (empty: it can be saved). Blank rows of a group
 * being edited are the form's business: a group counts its non-blank terms. */
export function synonymProblems(groups: readonly (readonly string[])[]): SynonymGroupProblem[] {
  const problems: SynonymGroupProblem[] = [];
  if (groups.length > SYNONYMS_LIMITS.maxGroups)
    problems.push({ group: SYNONYMS_LIMITS.maxGroups, problem: 'tooManyGroups' });
  groups.forEach((group, g) => {
    const keys = new Set<string>();
    group.forEach((raw, t) => {
      const term = cleanTerm(raw);
      if (!term) return;
      if ([...term].length > SYNONYMS_LIMITS.maxTermLength)
        problems.push({ group: g, term: t, problem: 'termTooLong' });
      else if (!LETTER_OR_DIGIT.test(term)) problems.push({ group: g, term: t, problem: 'noLetters' });
      keys.add(termKey(term));
    });
    if (keys.size === 0 && group.length) problems.push({ group: g, problem: 'blankTerm' });
    else if (keys.size < SYNONYMS_LIMITS.minTerms) problems.push({ group: g, problem: 'tooFewTerms' });
    else if (keys.size > SYNONYMS_LIMITS.maxTerms) problems.push({ group: g, problem: 'tooManyTerms' });
  });
  return problems;
}
