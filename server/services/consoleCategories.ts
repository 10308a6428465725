// The Catalogue room's categories (issue 23): two levels (categoryOne, categoryTwo), names in the 16 language fields,
// an order per level, and a category is deleted only once it holds no products (they are moved to another with
// moveTo). Every write moves the catalogue version (the trigger of migration 008), so buyers' category lists and
// searches follow at their next call. Each call answers the company's categories as ConsoleCatalogueOptions does.
import type { Database, Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { ShareError } from './messages';

type Calls = CallTypes;
type Options = Calls['ConsoleCatalogueOptions']['response'];

const bad = (text: string): never => {
  throw new ShareError(400, `Invalid request: ${text}`);
};
const notFound = (number: string) => new ShareError(404, `No such category: ${number}.`, 'noSuchCategory');

interface Row {
  id: number;
  parent_id: number | null;
  category_number: string;
}

async function categoryOf(tx: Queryable, companyId: number, number: string): Promise<Row> {
  const [row] = await tx.query<Row>(
    'SELECT id, parent_id, category_number FROM categories WHERE company_id = $1 AND category_number = $2 FOR UPDATE',
    [companyId, number],
  );
  if (!row) throw notFound(number);
  return row;
}

export function consoleCategoriesService(db: Database, options: (staff: Staff) => Promise<Options>) {
  return {
    async save(staff: Staff, body: Calls['ConsoleSaveCategory']['request']): Promise<Options> {
      const { companyId } = staff;
      const names = Object.fromEntries(
        Object.entries(body.names)
          .map(([k, v]) => [k, (v ?? '').trim()])
          .filter(([, v]) => v),
      );
      if (!names.name && !names.ename) bad('body.names.name is required: a name in Chinese or in English.');
      await db.transaction(async (tx) => {
        const current = body.previousNumber ?? body.categoryNumber;
        const [existing] = await tx.query<Row>(
          'SELECT id, parent_id, category_number FROM categories WHERE company_id = $1 AND category_number = $2 FOR UPDATE',
          [companyId, current],
        );
        if (body.previousNumber && !existing) throw notFound(body.previousNumber);
        if (current !== body.categoryNumber) {
          const [taken] = await tx.query('SELECT 1 FROM categories WHERE company_id = $1 AND category_number = $2', [
            companyId,
            body.categoryNumber,
          ]);
          if (taken)
            throw new ShareError(422, `A category numbered ${body.categoryNumber} already exists.`, 'duplicateNumber');
        }
        let parentId: number | null = null;
        if (body.parentNumber) {
          const parent = await categoryOf(tx, companyId, body.parentNumber);
          if (parent.parent_id !== null)
            bad('body.parentNumber must be a first-level category: categories have two levels.');
          if (existing && parent.id === existing.id) bad('body.parentNumber cannot be the category itself.');
          parentId = parent.id;
        }
        if (existing && parentId !== null) {
          const [child] = await tx.query('SELECT 1 FROM categories WHERE parent_id = $1 LIMIT 1', [existing.id]);
          if (child) bad('body.parentNumber: a category with categories under it stays at the first level.');
        }
        if (existing) {
          // A category moved to another level goes last there.
          await tx.query(
            `UPDATE categories SET category_number = $2, names = $3, parent_id = $4,
               position = CASE WHEN parent_id IS NOT DISTINCT FROM $4 THEN position
                 ELSE (SELECT coalesce(max(position), 0) + 1 FROM categories WHERE company_id = $5 AND parent_id IS NOT DISTINCT FROM $4) END
             WHERE id = $1`,
            [existing.id, body.categoryNumber, JSON.stringify(names), parentId, companyId],
          );
        } else {
          await tx.query(
            `INSERT INTO categories (company_id, parent_id, category_number, names, position)
             VALUES ($1, $2, $3, $4, (SELECT coalesce(max(position), 0) + 1 FROM categories WHERE company_id = $1 AND parent_id IS NOT DISTINCT FROM $2))`,
            [companyId, parentId, body.categoryNumber, JSON.stringify(names)],
          );
        }
      });
      return options(staff);
    },

    async reorder(staff: Staff, body: Calls['ConsoleReorderCategories']['request']): Promise<Options> {
      const { companyId } = staff;
      await db.transaction(async (tx) => {
        const parentId = body.parentNumber ? (await categoryOf(tx, companyId, body.parentNumber)).id : null;
        const level = await tx.query<Row>(
          'SELECT id, parent_id, category_number FROM categories WHERE company_id = $1 AND parent_id IS NOT DISTINCT FROM $2 FOR UPDATE',
          [companyId, parentId],
        );
        const given = body.categoryNumbers;
        const byNumber = new Map(level.map((r) => [r.category_number, r.id]));
        if (
          new Set(given).size !== given.length ||
          given.length !== level.length ||
          given.some((n) => !byNumber.has(n))
        )
          bad('body.categoryNumbers must name every category at that level, each once.');
        for (const [i, number] of given.entries())
          await tx.query('UPDATE categories SET position = $2 WHERE id = $1', [byNumber.get(number), i + 1]);
      });
      return options(staff);
    },

    async remove(staff: Staff, body: Calls['ConsoleDeleteCategory']['request']): Promise<Options> {
      const { companyId } = staff;
      await db.transaction(async (tx) => {
        const category = await categoryOf(tx, companyId, body.categoryNumber);
        const [child] = await tx.query('SELECT 1 FROM categories WHERE parent_id = $1 LIMIT 1', [category.id]);
        if (child)
          throw new ShareError(
            422,
            `Category ${body.categoryNumber} has categories under it: move or delete them first.`,
            'categoryNotEmpty',
          );
        const [{ count }] = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM products WHERE category_id = $1 AND status <> 2',
          [category.id],
        );
        let target: number | null = null;
        if (body.moveTo !== undefined) {
          if (body.moveTo === body.categoryNumber) bad('body.moveTo must be another category.');
          target = (await categoryOf(tx, companyId, body.moveTo)).id;
        } else if (count)
          throw new ShareError(
            422,
            `Category ${body.categoryNumber} holds ${count} product${count === 1 ? '' : 's'}: move them to another category (moveTo) to delete it.`,
            'categoryNotEmpty',
          );
        // Deleted products still name their category; they follow the live ones, or go to any other category.
        if (target === null) {
          const [other] = await tx.query<{ id: number }>(
            'SELECT id FROM categories WHERE company_id = $1 AND id <> $2 ORDER BY parent_id NULLS FIRST, position LIMIT 1',
            [companyId, category.id],
          );
          const [held] = await tx.query('SELECT 1 FROM products WHERE category_id = $1 LIMIT 1', [category.id]);
          if (held && !other) bad('the last category cannot be deleted while deleted products still name it.');
          target = other?.id ?? null;
        }
        if (target !== null)
          await tx.query(
            'UPDATE products SET category_id = $2, version = version + 1, updated_at = now(), updated_by = $3 WHERE category_id = $1',
            [category.id, target, staff.adminId],
          );
        await tx.query('DELETE FROM categories WHERE id = $1', [category.id]);
      });
      return options(staff);
    },
  };
}
