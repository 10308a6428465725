// The console's Catalogue room (issue 23; not in the spec): staff with the catalogue role list every product (off the
// shelf too) with the buyer's search (consoleProductList.ts), read and save one product with an optimistic version
// (consoleProductRows.ts / consoleProductWrite.ts), and change or delete many at once. Any write moves the company's
// catalogue version (migrations 008 and 020), so every app server patches its search index at its next search. Order lines are snapshots: nothing here touches them. Deleting marks
// a product deleted (status 2), as carts and buyers already know that state.
import type { Database, Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { ShareError, noSuchProduct } from './messages';
import { crossFieldProblems, PROBLEM_TEXT } from '../../schemas/api/productRules';
import { logActivity } from './activity';
import { DETAIL_SELECT, detailOf, isoText, type ProductRow } from './consoleProductRows';
import { bad, categoryId, rounded, writeProduct } from './consoleProductWrite';
import { listProducts } from './consoleProductList';

type Calls = CallTypes;
type Detail = Calls['ConsoleProductDetail']['response'];

export function consoleCatalogueService(db: Database) {
  async function detail(companyId: number, productNumber: string): Promise<Detail> {
    const [row] = await db.query<ProductRow>(
      `${DETAIL_SELECT} WHERE p.company_id = $1 AND p.product_number = $2 AND p.status <> 2`,
      [companyId, productNumber],
    );
    if (!row) throw noSuchProduct();
    return detailOf(row);
  }

  /** Every number must be the company's (deleted ones aside), or nothing is done: 404 naming the first stranger. */
  async function idsOf(tx: Queryable, companyId: number, numbers: string[]): Promise<number[]> {
    const unique = [...new Set(numbers)];
    const rows = await tx.query<{ id: number; product_number: string }>(
      'SELECT id, product_number FROM products WHERE company_id = $1 AND product_number = ANY($2::text[]) AND status <> 2 FOR UPDATE',
      [companyId, unique],
    );
    if (rows.length !== unique.length) {
      const found = new Set(rows.map((r) => r.product_number));
      throw new ShareError(404, `No product information: ${unique.find((n) => !found.has(n))}.`, 'noSuchProduct');
    }
    return rows.map((r) => r.id);
  }

  return {
    async options(staff: Staff): Promise<Calls['ConsoleCatalogueOptions']['response']> {
      const { companyId } = staff;
      const categories = await db.query<{
        category_number: string;
        parent_number: string | null;
        names: Record<string, string>;
      }>(
        `SELECT c.category_number, parent.category_number AS parent_number, c.names FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
          WHERE c.company_id = $1 ORDER BY coalesce(parent.position, c.position), parent.position NULLS FIRST, c.position`,
        [companyId],
      );
      const packingMethods = await db.query<{ key: string; names: Record<string, string> }>(
        'SELECT key, names FROM packing_methods WHERE company_id = $1 ORDER BY position',
        [companyId],
      );
      const [currency] = await db.query<{ currency: string }>(
        'SELECT currency FROM products WHERE company_id = $1 GROUP BY currency ORDER BY count(*) DESC LIMIT 1',
        [companyId],
      );
      return {
        categories: categories.map((c) => ({
          categoryNumber: c.category_number,
          parentNumber: c.parent_number,
          names: c.names,
        })),
        packingMethods,
        currency: currency?.currency ?? 'USD',
      };
    },

    list: (staff: Staff, body: Calls['ConsoleProductList']['request']) => listProducts(db, staff, body),

    async detail(staff: Staff, productNumber: string): Promise<Detail> {
      const { companyId } = staff;
      return detail(companyId, productNumber);
    },

    async save(staff: Staff, body: Calls['ConsoleSaveProduct']['request']): Promise<Detail> {
      const { companyId, adminId } = staff;
      const p = body.product;
      const [problem] = crossFieldProblems(p);
      if (problem) bad(problem.path, PROBLEM_TEXT[problem.kind]);
      await db.transaction(async (tx) => {
        const current = body.previousNumber ?? p.productNumber;
        const [existing] = await tx.query<{
          id: number;
          version: number;
          status: number;
          account: string | null;
          updated_at: Date | string;
          price: string | number;
        }>(
          `SELECT p.id, p.version, p.status, a.account, p.updated_at, p.price FROM products p LEFT JOIN supplier_admins a ON a.id = p.updated_by
            WHERE p.company_id = $1 AND p.product_number = $2 FOR UPDATE OF p`,
          [companyId, current],
        );
        if (body.version === undefined) {
          if (body.previousNumber) bad('productNumber', 'cannot be renamed without the version read (body.version)');
          if (existing && existing.status !== 2)
            throw new ShareError(
              422,
              `A product numbered ${p.productNumber} already exists: open it to change it.`,
              'duplicateNumber',
            );
        } else {
          if (!existing || existing.status === 2) throw noSuchProduct();
          if (existing.version !== body.version) {
            const who = existing.account ? ` by ${existing.account}` : '';
            throw new ShareError(
              422,
              `Someone else changed this product${who} at ${isoText(existing.updated_at)} (version ${existing.version}, yours ${body.version}): reload it, then make your change again.`,
              'staleVersion',
            );
          }
        }
        if (existing && current !== p.productNumber) {
          const [taken] = await tx.query('SELECT 1 FROM products WHERE company_id = $1 AND product_number = $2', [
            companyId,
            p.productNumber,
          ]);
          if (taken)
            throw new ShareError(
              422,
              `A product numbered ${p.productNumber} already exists: choose another number.`,
              'duplicateNumber',
            );
        }
        // The company's own names are checked once the product is known to be its own: another company's number is a 404 first.
        const [packing] = await tx.query('SELECT 1 FROM packing_methods WHERE company_id = $1 AND key = $2', [
          companyId,
          p.packingMethod,
        ]);
        if (!packing) bad('packingMethod', 'is not a packing method of this supplier');
        await writeProduct(
          tx,
          companyId,
          adminId,
          p,
          await categoryId(tx, companyId, p.categoryNumber, 'body.product.categoryNumber'),
          existing ?? null,
        );
        const renamed = existing && current !== p.productNumber ? ` (was ${current})` : '';
        // A price change is named in the log (issue 24: who changed a price is what the log is asked for most).
        const repriced =
          existing && Number(existing.price) !== rounded(p.price, 2)
            ? `, price ${Number(existing.price)} → ${rounded(p.price, 2)}`
            : '';
        await logActivity(
          tx,
          staff,
          'productSaved',
          p.productNumber,
          `${existing ? 'updated' : 'new'}${renamed}${repriced}`,
        );
      });
      return detail(companyId, p.productNumber);
    },

    async update(
      staff: Staff,
      body: Calls['ConsoleUpdateProducts']['request'],
    ): Promise<Calls['ConsoleUpdateProducts']['response']> {
      const { companyId, adminId } = staff;
      const sets: string[] = [];
      const values: unknown[] = [];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length + 2}`);
      };
      if (body.onShelf !== undefined) set('status', body.onShelf ? 0 : 1);
      const flags = body.flags ?? {};
      if (flags.isNew !== undefined) set('is_new', flags.isNew);
      if (flags.isHot !== undefined) set('is_hot', flags.isHot);
      if (flags.isRecommended !== undefined) set('is_recommended', flags.isRecommended);
      if (flags.isBuild !== undefined) set('is_build', flags.isBuild);
      if (body.categoryNumber !== undefined)
        set('category_id', await categoryId(db, companyId, body.categoryNumber, 'body.categoryNumber'));
      if (!sets.length)
        throw new ShareError(400, 'Invalid request: body must change something (onShelf, flags or categoryNumber).');
      const changed = await db.transaction(async (tx) => {
        const ids = await idsOf(tx, companyId, body.productNumbers);
        await tx.query(
          `UPDATE products SET ${sets.join(', ')}, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = ANY($1::int[])`,
          [ids, adminId, ...values],
        );
        return ids.length;
      });
      return { changed };
    },

    async remove(
      staff: Staff,
      body: Calls['ConsoleDeleteProducts']['request'],
    ): Promise<Calls['ConsoleDeleteProducts']['response']> {
      const { companyId, adminId } = staff;
      const deleted = await db.transaction(async (tx) => {
        const ids = await idsOf(tx, companyId, body.productNumbers);
        await tx.query(
          'UPDATE products SET status = 2, version = version + 1, updated_at = now(), updated_by = $2 WHERE id = ANY($1::int[])',
          [ids, adminId],
        );
        return ids.length;
      });
      return { deleted };
    },
  };
}
