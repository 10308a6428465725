// A second, smaller supplier with no public site: lets tests prove 420 and that one company's tokens never open another's shares.
import type { Queryable } from '../db/database';
import { insertProducts, productRows } from './products';

export const SECOND_SUPPLIER = {
  companyNumber: 'KITE1999',
  name: 'Blue Kite Trading Ltd.',
  privateShare: 'KITEPRIV1',
} as const;

export async function seedSecondSupplier(tx: Queryable, today?: Date) {
  const gp = {
    themeColor: '#0F766E',
    homeBGColor: '#F5F5F4',
    fontColor: '#1F2937',
    fontPriceColor: '#DC2626',
    floatStyle: 2,
    isCart: true,
    isChat: false,
    isLoginCode: false,
    isToTop: true,
    isAPP: false,
  };
  const [company] = await tx.query<{ id: number }>(
    `INSERT INTO companies (company_number, name, logo_url, customer_info, website_languages, contact_info_list, seo, global_param)
     VALUES ($1, $2, '/media/logo.svg', $3, $4, $5, $6, $7) RETURNING id`,
    [
      SECOND_SUPPLIER.companyNumber,
      SECOND_SUPPLIER.name,
      JSON.stringify({
        companyNumber: SECOND_SUPPLIER.companyNumber,
        companyName: SECOND_SUPPLIER.name,
        companyLogo: '/media/logo.svg',
      }),
      JSON.stringify([
        { name: 'English', parameter: 'en' },
        { name: '简体中文', parameter: 'zh-CN' },
      ]),
      JSON.stringify([
        { language: 'en', name: 'Tom Lee', companyName: SECOND_SUPPLIER.name, telephone: '+852 2100 1999' },
      ]),
      JSON.stringify({
        en: { title: SECOND_SUPPLIER.name, keyWord: 'kites, outdoor toys', description: 'Kites and outdoor toys.' },
      }),
      JSON.stringify(gp),
    ],
  );
  await tx.query(
    'INSERT INTO shares (company_id, share_random_code, label, is_public, share_info) VALUES ($1, $2, $3, false, $4)',
    [
      company.id,
      SECOND_SUPPLIER.privateShare,
      'Private accounts',
      JSON.stringify({
        openUserList: [2],
        publicTypeList: [],
        platformList: [],
        isShowPrice: false,
        showNumber: -1,
        productSource: 0,
      }),
    ],
  );
  const names = { name: '风筝', ename: 'Kites & outdoor' };
  const [category] = await tx.query<{ id: number }>(
    "INSERT INTO categories (company_id, category_number, names) VALUES ($1, 'K01', $2) RETURNING id",
    [company.id, JSON.stringify(names)],
  );
  const rows = productRows(40, 1999, company.id, [{ id: category.id, ename: names.ename }], today).map((row) => ({
    ...row,
    product_number: row.product_number.replace(/^SB/, 'BK'),
  }));
  await insertProducts(tx, rows);
}
