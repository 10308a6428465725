// The operator's first step on a database without demo data (issue 24): a supplier company with the least its
// console and a first share need, and its first admin holding every role with a one-time password shown once.
// Called by `npm run create-supplier` (cli/createSupplier.ts); a later platform console can call it too.
// Never overwrites: a taken company number or sign-in name is refused and nothing is written.
import type { Database, Queryable } from '../db/database';
import { siteLanguages } from '../../protocol/languages';
import { checkAccount } from '../../protocol/entryRules';
import { DEFAULT_SHARE_SETTINGS, flagsForKind } from '../../protocol/shareSettings';
import { newShareCode } from './accessCodes';
import { hashPassword } from './passwords';
import { oneTimePassword } from './consoleStaff';

export const COMPANY_NUMBER_PATTERN = /^[A-Za-z0-9]{3,32}$/;
const ALL_ROLES = ['orders', 'service', 'catalogue', 'design', 'admin'];

export class SetupRefused extends Error {}

export interface NewSupplier {
  companyNumber: string;
  name: string;
  admin: string;
}

export function setupProblem(input: Partial<NewSupplier>): string | null {
  if (!input.companyNumber || !COMPANY_NUMBER_PATTERN.test(input.companyNumber))
    return '--company-number must be 3-32 letters or digits';
  const name = input.name?.trim() ?? '';
  if (!name || [...name].length > 100 || /\p{Cc}/u.test(name)) return '--name must be 1-100 characters';
  if (!input.admin || checkAccount(input.admin, false)) return '--admin is not a valid sign-in name';
  return null;
}

export async function createSupplier(db: Database, input: NewSupplier) {
  const problem = setupProblem(input);
  if (problem) throw new SetupRefused(problem);
  const name = input.name.trim();
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM companies WHERE lower(company_number) = lower($1)',
      [input.companyNumber],
    );
    if (taken.n) throw new SetupRefused(`Company number ${input.companyNumber} exists already; nothing changed.`);
    const [admin] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM supplier_admins WHERE lower(account) = lower($1)',
      [input.admin],
    );
    if (admin.n) throw new SetupRefused(`Sign-in name ${input.admin} exists already; nothing changed.`);
    const [company] = await tx.query<{ id: number }>(
      `INSERT INTO companies (company_number, name, logo_url, customer_info, website_languages, contact_info_list, global_param)
       VALUES ($1, $2, '', $3, $4, '[]', $5) RETURNING id`,
      [
        input.companyNumber,
        name,
        JSON.stringify({ companyNumber: input.companyNumber, companyName: name, companyLogo: '', aboutPictures: [] }),
        JSON.stringify(siteLanguages.map(({ name, parameter }) => ({ name, parameter }))),
        // The page design and contact details are the supplier's to fill in from the console.
        JSON.stringify({
          themeColor: '#2E72C5',
          homeBGColor: '#F1F1F1',
          fontColor: '#333333',
          fontPriceColor: '#FF1C1C',
          floatStyle: 1,
          isCart: true,
          isChat: true,
          isLoginCode: true,
          isToTop: true,
          isAPP: false,
        }),
      ],
    );
    // The catalogue editor needs a category and a packing method to save a first product; renamed in the console.
    await tx.query(
      "INSERT INTO categories (company_id, parent_id, category_number, names, position) VALUES ($1, NULL, 'C01', $2, 0)",
      [company.id, JSON.stringify({ name: '综合', ename: 'General' })],
    );
    await tx.query("INSERT INTO packing_methods (company_id, key, names, position) VALUES ($1, 'colour-box', $2, 0)", [
      company.id,
      JSON.stringify({ name: '彩盒', ename: 'Colour box' }),
    ]);
    const { salesperson, ...settings } = DEFAULT_SHARE_SETTINGS;
    const { isPublic, ...flags } = { ...settings, ...flagsForKind('public', DEFAULT_SHARE_SETTINGS) };
    const app = { iosId: '', androidId: '', iosLogo: '', androidLogo: '', uploadStatus: 0 };
    let shareCode = '';
    for (let attempt = 0; !shareCode; attempt++) {
      if (attempt > 5) throw new Error('No free share code after several draws.');
      const code = newShareCode();
      const inserted = await tx.query(
        `INSERT INTO shares (company_id, share_random_code, label, is_public, share_info, salesperson)
         VALUES ($1, $2, 'Public catalogue', $3, $4, $5) ON CONFLICT (share_random_code) DO NOTHING RETURNING id`,
        [company.id, code, isPublic, JSON.stringify({ ...app, ...flags }), salesperson],
      );
      if (inserted.length) shareCode = code;
    }
    await tx.query(
      'INSERT INTO supplier_admins (company_id, account, password_hash, name, roles) VALUES ($1, $2, $3, $4, $5)',
      [company.id, input.admin, passwordHash, input.admin, ALL_ROLES],
    );
    return { companyId: company.id, shareCode, admin: input.admin, password };
  });
}

/** Whether the database has no supplier at all: the server then tells the operator how to create one. */
export async function hasNoSupplier(db: Queryable) {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  return row.n === 0;
}
