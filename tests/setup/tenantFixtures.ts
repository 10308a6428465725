// Extra tenants' data for the API tests that prove isolation (tests/api/crossTenant.test.ts, tests/api/fuzz.test.ts).
// The demo's second supplier has only a private share and no admin, designs or accounts; here it gets an admin,
// a verification-code share, a private account and page modules, so every kind of session exists on both sides.
// Both suppliers also get their own test account and admin: failed-login probes lock these, never the demo ones
// other test files sign in with. Inserted by the API global setup, straight into the server's database.
import type { Queryable } from '../../server/db/database';
import { hashPassword } from '../../server/services/passwords';
import { DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../../server/demo/demoShares';
import { SECOND_SUPPLIER } from '../../server/demo/secondSupplier';
import { demoPages } from '../../server/demo/pages';

export const TENANT_FIXTURES = {
  A: {
    companyNumber: DEMO_COMPANY_NUMBER,
    /** A code of the demo's invitation share for the matrix alone: favourites and history are kept per share and
     * email, so the demo buyer's own lists stay as other test files expect them. */
    codeLogin: { share: DEMO_SHARES.code.code, email: 'matrix-code@matrix.test', verifyCode: '975310' },
    account: { account: 'matrixbuyer1', password: 'Matrix2026a', url: DEMO_SHARES.private.code },
    admin: { account: 'matrixadmin', password: 'MatrixAdm2026' },
    /** An EAN-13 on one of its products (migration 030): scanned on the other supplier's share it names nothing. */
    barcode: { productNumber: 'SB000002', code: '2900000000018' },
  },
  B: {
    companyNumber: SECOND_SUPPLIER.companyNumber,
    codeShare: { code: 'KITECODE1', email: 'kite-buyer@matrix.test', verifyCode: '135790' },
    account: { account: 'matrixkite1', password: 'Kite2026buy', url: SECOND_SUPPLIER.privateShare },
    admin: { account: 'kiteadmin', password: 'KiteAdm2026' },
    barcode: { productNumber: 'BK000002', code: '2900000000025' },
  },
  /** Drafts and a deleted module of supplier B, for the preview rule (issue 22: only B's staff asking for a
   * preview see them), and a staff account of B no other file's failed logins can lock. */
  preview: {
    admin: { account: 'kitepreview', password: 'KitePrev2026' },
    /** The draft's banner title and the deleted module's grid title: text no published page of B holds. */
    draftTitle: 'Kite draft not published',
    deletedTitle: 'Kite module deleted',
  },
  /** Sessions the fuzzer runs with: its own account and admin (of supplier B), whatever it does to them. */
  fuzz: {
    codeLogin: { share: DEMO_SHARES.code.code, email: 'fuzz-code@matrix.test', verifyCode: '864200' },
    account: { account: 'fuzzbuyer1', password: 'Fuzz2026buy', url: DEMO_SHARES.private.code },
    admin: { account: 'fuzzadmin', password: 'FuzzAdm2026' },
  },
  /** A supplier with one staff account, an admin: the Staff room's "never remove the last admin" (issue 24). */
  solo: { companyNumber: 'SOLO2026', admin: { account: 'soloadmin', password: 'SoloAdm2026' } },
  /** The company the fuzzer's Staff room writes run in: they may disable, demote or reset any account they draw. */
  fuzzStaff: { companyNumber: 'FUZZSTAFF', admin: { account: 'fuzzstaffadmin', password: 'FuzzStaff2026' } },
  /** The studio's API test's own company: the fuzzer resets fuzzStaff's passwords while other files run. */
  studio: { companyNumber: 'STUDIO2026', admin: { account: 'studioadmin', password: 'Studio2026' } },
} as const;

async function seedStaffCompany(
  db: Queryable,
  {
    companyNumber,
    admin,
    roles = '{admin}',
  }: { companyNumber: string; admin: { account: string; password: string }; roles?: string },
) {
  await db.query(
    `INSERT INTO companies (company_number, name, logo_url, customer_info, website_languages, contact_info_list, global_param)
     VALUES ($1, 'Solo Toys', '/media/logo.svg', '{}', '[]', '[]', '{}') ON CONFLICT (company_number) DO NOTHING`,
    [companyNumber],
  );
  await db.query(
    `INSERT INTO supplier_admins (company_id, account, password_hash, name, roles)
     SELECT id, $2, $3, 'Solo Admin', $4::text[] FROM companies WHERE company_number = $1
     ON CONFLICT DO NOTHING`,
    [companyNumber, admin.account, await hashPassword(admin.password), roles],
  );
}

export async function seedTenantFixtures(db: Queryable) {
  await seedStaffCompany(db, TENANT_FIXTURES.solo);
  // Design too: the studio's page writes of the fuzzer run in this company.
  await seedStaffCompany(db, { ...TENANT_FIXTURES.fuzzStaff, roles: '{admin,design}' });
  await seedStaffCompany(db, { ...TENANT_FIXTURES.studio, roles: '{admin,design}' });
  // The demo keeps chat off for its second supplier; here it is on, so both sides of the matrix have a conversation.
  await db.query(
    `UPDATE companies SET global_param = global_param || '{"isChat": true}'::jsonb WHERE company_number = $1`,
    [SECOND_SUPPLIER.companyNumber],
  );
  for (const { barcode } of [TENANT_FIXTURES.A, TENANT_FIXTURES.B])
    await db.query(`UPDATE products SET barcodes = ARRAY[$2] WHERE product_number = $1 AND NOT barcodes @> ARRAY[$2]`, [
      barcode.productNumber,
      barcode.code,
    ]);
  // A PostgreSQL database kept from an earlier run already has them.
  if ((await db.query('SELECT 1 FROM shares WHERE share_random_code = $1', [TENANT_FIXTURES.B.codeShare.code])).length)
    return seedPreviewFixtures(db);
  const company = async (number: string) =>
    (await db.query<{ id: number }>('SELECT id FROM companies WHERE company_number = $1', [number]))[0].id;
  const a = await company(DEMO_COMPANY_NUMBER);
  const b = await company(SECOND_SUPPLIER.companyNumber);
  const account = async (companyId: number, f: { account: string; password: string }, email: string) =>
    db.query(
      `INSERT INTO accounts (company_id, account, password_hash, name, email, country, company_name, address, phone_number)
              VALUES ($1, $2, $3, 'Matrix Buyer', $4, '', '', '', '')`,
      [companyId, f.account, await hashPassword(f.password), email],
    );
  const admin = async (companyId: number, f: { account: string; password: string }) =>
    db.query('INSERT INTO supplier_admins (company_id, account, password_hash) VALUES ($1, $2, $3)', [
      companyId,
      f.account,
      await hashPassword(f.password),
    ]);

  await account(a, TENANT_FIXTURES.A.account, 'matrix-a@matrix.test');
  await admin(a, TENANT_FIXTURES.A.admin);
  await account(b, TENANT_FIXTURES.B.account, 'matrix-b@matrix.test');
  await admin(b, TENANT_FIXTURES.B.admin);
  await account(a, TENANT_FIXTURES.fuzz.account, 'fuzz@matrix.test');
  await admin(b, TENANT_FIXTURES.fuzz.admin);

  for (const c of [TENANT_FIXTURES.A.codeLogin, TENANT_FIXTURES.fuzz.codeLogin]) {
    await db.query(
      'INSERT INTO share_codes (share_id, verify_code, email) SELECT id, $2, $3 FROM shares WHERE share_random_code = $1',
      [c.share, c.verifyCode, c.email],
    );
  }

  const code = TENANT_FIXTURES.B.codeShare;
  const [share] = await db.query<{ id: number }>(
    'INSERT INTO shares (company_id, share_random_code, label, is_public, share_info) VALUES ($1, $2, $3, false, $4) RETURNING id',
    [
      b,
      code.code,
      'Invitation (verification code)',
      JSON.stringify({
        openUserList: [2],
        publicTypeList: [1],
        platformList: [],
        isShowPrice: true,
        showNumber: 1,
        productSource: 0,
      }),
    ],
  );
  await db.query('INSERT INTO share_codes (share_id, verify_code, email) VALUES ($1, $2, $3)', [
    share.id,
    code.verifyCode,
    code.email,
  ]);

  const pages = demoPages(['K01']);
  for (const channel of ['web', 'mobile'] as const) {
    for (const [position, module] of pages[channel].entries()) {
      await db.query(
        'INSERT INTO page_modules (company_id, channel, position, type, style_json) VALUES ($1, $2, $3, $4, $5)',
        [b, channel, position, module.type, JSON.stringify(module.content)],
      );
    }
  }
  await seedPreviewFixtures(db);
}

/** Idempotent (a kept PostgreSQL database may hold an older fixture set): B's banner gets a draft, B gets a deleted
 *  grid and a staff account of its own. Tests that publish B's drafts replace the draft; the deleted module stays. */
async function seedPreviewFixtures(db: Queryable) {
  const f = TENANT_FIXTURES.preview;
  const [b] = await db.query<{ id: number }>('SELECT id FROM companies WHERE company_number = $1', [
    SECOND_SUPPLIER.companyNumber,
  ]);
  await db.query(
    `INSERT INTO supplier_admins (company_id, account, password_hash) SELECT $1, $2, $3
                   WHERE NOT EXISTS (SELECT 1 FROM supplier_admins WHERE account = $2)`,
    [b.id, f.admin.account, await hashPassword(f.admin.password)],
  );
  const banner = JSON.stringify({
    version: 2,
    style: 1,
    autoplay: false,
    slides: [{ image: '/media/banners/1.svg', title: { en: f.draftTitle } }],
  });
  await db.query(
    `UPDATE page_modules SET preview_json = $2, is_preview = true
                   WHERE id = (SELECT min(id) FROM page_modules WHERE company_id = $1 AND channel = 'web' AND type = 2 AND NOT is_del)`,
    [b.id, banner],
  );
  const grid = JSON.stringify({
    version: 1,
    style: 1,
    items: [{ title: { en: f.deletedTitle }, image: '/media/banners/1.svg', link: { kind: 'area', area: 'home' } }],
  });
  await db.query(
    `INSERT INTO page_modules (company_id, channel, position, type, style_json, is_del) SELECT $1, 'web', 99, 3, $2, true
                   WHERE NOT EXISTS (SELECT 1 FROM page_modules WHERE company_id = $1 AND is_del)`,
    [b.id, grid],
  );
}
