// Creates the demo supplier on an empty database: company, three shares, pages, categories and products.
import type { Database, Queryable } from '../db/database';
import { categoryTree, companyProfile, packingMethods } from './vocabulary';
import { siteLanguages } from '../../protocol/languages';
import { DEMO_ADMIN, DEMO_COMPANY_NUMBER, DEMO_SHARES, DEMO_SHARE_INFO } from './demoShares';
import { demoPages } from './pages';
import { insertProducts, productRows, type CategoryRef } from './products';
import { attributeTerms } from './attributes';
import { seedSecondSupplier } from './secondSupplier';
import { aboutPictureUrls } from './aboutPictures';
import { hashPassword } from '../services/passwords';

export const DEFAULT_DEMO_PRODUCTS = 2400;
/** Beside the migrations' lock (server/db/migrate.ts). */
const SEED_LOCK_KEY = 7_271_002;

export async function isSeeded(db: Queryable) {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  return row.n > 0;
}

/** The seeding day (UTC midnight): demo dates — listings, updates, "new" — are relative to it, never after it. */
export const seedingDay = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export async function seedDemo(db: Database, options: { products?: number; seed?: number; today?: Date } = {}) {
  const products = options.products ?? DEFAULT_DEMO_PRODUCTS;
  const seed = options.seed ?? 2006;
  const today = options.today ?? seedingDay();
  return db.transaction(async (tx) => {
    // Several app servers started together on one empty PostgreSQL: the first seeds, the others wait here and then
    // find it seeded (the check alone raced: duplicate company number, issue 30).
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (await isSeeded(tx)) return { products: 0, skipped: true };
    const byLocale = <T>(f: (field: (typeof siteLanguages)[number]['field'], locale: string) => T) =>
      siteLanguages.map((l) => f(l.field, l.parameter));
    const contactInfoList = byLocale((field, language) => ({
      language,
      name: field === 'name' ? '陈晓晴' : 'Vivian Chen',
      companyName: companyProfile.name[field],
      telephone: '+86 754 8588 2006',
      mobile: '+86 138 2345 2006',
      email: 'sales@sunnybear-toys.test',
      address:
        field === 'name' ? '广东省汕头市澄海区玩具大道88号' : '88 Toy Avenue, Chenghai, Shantou, Guangdong, China',
      aboutUs: companyProfile.about[field],
    }));
    const seo = Object.fromEntries(
      byLocale((field, locale) => [
        locale,
        {
          title: `${companyProfile.name[field]} — ${companyProfile.slogan[field]}`,
          keyWord: [companyProfile.name[field], ...categoryTree.slice(0, 5).map((c) => c.names[field])].join(', '),
          description: companyProfile.about[field].split(/(?<=[.。!！])\s*/)[0],
        },
      ]),
    );
    const [company] = await tx.query<{ id: number }>(
      `INSERT INTO companies (company_number, name, logo_url, customer_info, website_languages, contact_info_list, seo, global_param, home_custom, login_custom)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        DEMO_COMPANY_NUMBER,
        companyProfile.name.ename,
        '/media/logo.svg',
        JSON.stringify({
          companyNumber: DEMO_COMPANY_NUMBER,
          companyName: companyProfile.name.ename,
          companyLogo: '/media/logo.svg',
          email: 'sales@sunnybear-toys.test',
          telephone: '+86 754 8588 2006',
          website: 'https://sunnybear-toys.test',
          aboutPictures: aboutPictureUrls,
        }),
        JSON.stringify(siteLanguages.map(({ name, parameter }) => ({ name, parameter }))),
        JSON.stringify(contactInfoList),
        JSON.stringify(seo),
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
          isAPP: true,
        }),
        JSON.stringify({
          ThemeColors: { primary: '#2E72C5', accent: '#FFB400' },
          ShowSetting: { showPrice: true, showStock: true },
          AdvertisingStyle: 1,
          HeadStyle: 1,
          ProductDisplay: { columns: 5, imageRatio: '1:1' },
        }),
        JSON.stringify({ style: 1, background: '/media/banners/3.webp' }),
      ],
    );
    const shareIds: Record<string, number> = {};
    for (const kind of ['public', 'code', 'private'] as const) {
      const [share] = await tx.query<{ id: number }>(
        'INSERT INTO shares (company_id, share_random_code, label, is_public, share_info, salesperson) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [
          company.id,
          DEMO_SHARES[kind].code,
          DEMO_SHARES[kind].label,
          kind === 'public',
          JSON.stringify(DEMO_SHARE_INFO[kind]),
          'Lily Chen',
        ],
      );
      shareIds[kind] = share.id;
    }
    await tx.query('INSERT INTO share_codes (share_id, verify_code, email) VALUES ($1, $2, $3)', [
      shareIds.code,
      DEMO_SHARES.code.verifyCode,
      DEMO_SHARES.code.email,
    ]);
    await tx.query(
      `INSERT INTO accounts (company_id, account, password_hash, name, email, country, company_name, address, phone_number)
       VALUES ($1, $2, $3, 'Maria Lopez', 'maria@kidsworld.test', 'Spain', 'Kids World Distribución S.L.', 'Calle Mayor 12, Madrid', '+34 600 123 456')`,
      [company.id, DEMO_SHARES.private.account, await hashPassword(DEMO_SHARES.private.password)],
    );
    await tx.query('INSERT INTO supplier_admins (company_id, account, password_hash, name) VALUES ($1, $2, $3, $4)', [
      company.id,
      DEMO_ADMIN.account,
      await hashPassword(DEMO_ADMIN.password),
      'Lily Chen',
    ]);
    const children: CategoryRef[] = [];
    const tops: string[] = [];
    for (const [i, top] of categoryTree.entries()) {
      const topNumber = `C${String(i + 1).padStart(2, '0')}`;
      tops.push(topNumber);
      const [parent] = await tx.query<{ id: number }>(
        'INSERT INTO categories (company_id, parent_id, category_number, names, position) VALUES ($1, NULL, $2, $3, $4) RETURNING id',
        [company.id, topNumber, JSON.stringify(top.names), i],
      );
      for (const [j, child] of top.children.entries()) {
        const [row] = await tx.query<{ id: number }>(
          'INSERT INTO categories (company_id, parent_id, category_number, names, position) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [company.id, parent.id, `${topNumber}${String(j + 1).padStart(2, '0')}`, JSON.stringify(child.names), j],
        );
        children.push({ id: row.id, ename: child.names.ename });
      }
    }
    for (const term of attributeTerms) {
      await tx.query('INSERT INTO attribute_terms (company_id, key, names, position) VALUES ($1, $2, $3, $4)', [
        company.id,
        term.key,
        JSON.stringify(term.names),
        term.position,
      ]);
    }
    for (const [position, method] of packingMethods.entries()) {
      await tx.query('INSERT INTO packing_methods (company_id, key, names, position) VALUES ($1, $2, $3, $4)', [
        company.id,
        method.key,
        JSON.stringify(method.names),
        position,
      ]);
    }
    const pages = demoPages(tops);
    for (const channel of ['web', 'mobile'] as const) {
      for (const [position, module] of pages[channel].entries()) {
        await tx.query(
          'INSERT INTO page_modules (company_id, channel, position, type, style_json) VALUES ($1, $2, $3, $4, $5)',
          [company.id, channel, position, module.type, JSON.stringify(module.content)],
        );
      }
    }
    await insertProducts(tx, productRows(products, seed, company.id, children, today));
    await seedSecondSupplier(tx, today);
    return { products, skipped: false };
  });
}
