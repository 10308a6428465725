// What the studio's link and picture fields pick from (issue 25), for the design role, whose staff may not hold the
// catalogue role: the company's products found by number or name, its categories, and its pictures — the pages'
// own uploads (InsertPic, BusinessType page) and its products' main pictures (uploaded or from the media source).
import type { Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { MEDIA_COLUMN, pictureUrl, type UploadedMedia } from './media';

type Answer<N extends keyof CallTypes> = CallTypes[N]['response'];
const FOUND = 20;
const PICTURES = 48;

/** A LIKE pattern matching `text` literally inside a value. */
const containing = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface ProductRow {
  product_number: string;
  name: string;
  ename: string;
  image_seed: number;
  image_count: number;
  media: UploadedMedia | null;
}

async function findProducts(db: Queryable, companyId: number, query: string, limit: number) {
  return db.query<ProductRow>(
    `SELECT p.product_number, p.name, p.ename, p.image_seed, p.image_count, ${MEDIA_COLUMN} FROM products p
      WHERE p.company_id = $1 AND p.status <> 2 AND ($2 = '%%' OR p.product_number ILIKE $2 OR p.name ILIKE $2 OR p.ename ILIKE $2)
      ORDER BY p.product_number ILIKE $3 DESC, p.product_number LIMIT $4`,
    [companyId, containing(query), `${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`, limit],
  );
}

const pictureOf = (r: ProductRow) => (r.image_count || r.media?.p.length ? pictureUrl(r, 0, 'medium') : '');

export function pagePicksService(db: Queryable) {
  return {
    async products(
      staff: Staff,
      body: CallTypes['ConsolePageProducts']['request'],
    ): Promise<Answer<'ConsolePageProducts'>> {
      const rows = await findProducts(db, staff.companyId, body.query, FOUND);
      return {
        items: rows.map((r) => ({
          productNumber: r.product_number,
          name: r.name,
          ename: r.ename,
          imageUrl: pictureOf(r),
        })),
      };
    },

    async categories(staff: Staff): Promise<Answer<'ConsolePageCategories'>> {
      const rows = await db.query<{ category_number: string; names: Record<string, string>; parent: string | null }>(
        `SELECT c.category_number, c.names, p.category_number AS parent FROM categories c
          LEFT JOIN categories p ON p.id = c.parent_id WHERE c.company_id = $1
          ORDER BY coalesce(p.position, c.position), coalesce(p.id, c.id), c.parent_id NULLS FIRST, c.position, c.id`,
        [staff.companyId],
      );
      return {
        items: rows.map((r) => ({
          categoryNumber: r.category_number,
          name: String(r.names?.name ?? ''),
          ename: String(r.names?.ename ?? ''),
          parentNumber: r.parent,
        })),
      };
    },

    async media(staff: Staff, body: CallTypes['ConsolePageMedia']['request']): Promise<Answer<'ConsolePageMedia'>> {
      const query = body.query ?? '';
      const uploads = query.trim()
        ? []
        : await db.query<{ store_key: string; width: number; height: number }>(
            `SELECT store_key, width, height FROM uploads WHERE company_id = $1 AND business_type = 'page'
              ORDER BY id DESC LIMIT $2`,
            [staff.companyId, PICTURES],
          );
      const products = await findProducts(db, staff.companyId, query, PICTURES);
      return {
        items: [
          ...uploads.map((u) => ({ url: `/media/uploads/${u.store_key}`, source: 'upload' as const, label: '' })),
          ...products.flatMap((r) => {
            const url = pictureOf(r);
            return url ? [{ url, source: 'product' as const, label: r.product_number }] : [];
          }),
        ],
      };
    },
  };
}
