// Deleted product pictures and videos leave their files behind on purpose: a placed order's spreadsheet and the
// buyer's order page keep showing what was ordered (order_lines.media, a snapshot). This sweep removes the files no
// product, no order line and no pending import names any more, once they are older than a grace period (an upload
// stores its files before its row is written; an import's photos wait for the import). docs/decisions.md.
import type { Queryable } from '../db/database';
import type { FileStore } from './fileStore';

/** An upload's files share one stem: products/<company>/<22 random characters> (then -thumb.webp, .webm …). */
const STEM = /^products\/\d+\/[A-Za-z0-9_-]{22}/;
export const MEDIA_SWEEP_GRACE_MS = 86_400_000;

const stemOf = (key: string | null | undefined) => (key ? (STEM.exec(key)?.[0] ?? null) : null);

/** The stems a company's products, order lines and pending imports name. */
async function namedStems(db: Queryable, companyId: number): Promise<Set<string>> {
  const rows = await db.query<{ key: string | null }>(
    `SELECT store_key AS key FROM product_media WHERE company_id = $1
     UNION SELECT p.store_key FROM catalogue_import_pictures p JOIN catalogue_imports i ON i.id = p.import_id WHERE i.company_id = $1
     UNION SELECT jsonb_array_elements_text(l.media->'p') FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE o.company_id = $1 AND jsonb_typeof(l.media->'p') = 'array'
     UNION SELECT l.media->'v'->>'k' FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.company_id = $1
     UNION SELECT l.media->'v'->>'poster' FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.company_id = $1`,
    [companyId],
  );
  const stems = new Set<string>();
  for (const { key } of rows) {
    const stem = stemOf(key);
    if (stem) stems.add(stem);
  }
  return stems;
}

/** Removes every product file nothing names and older than `graceMs`; answers how many files went and stayed. */
export async function sweepProductFiles(
  db: Queryable,
  files: FileStore,
  { graceMs = MEDIA_SWEEP_GRACE_MS, now = Date.now() } = {},
): Promise<{ removed: number; kept: number }> {
  const tally = { removed: 0, kept: 0 };
  const companies = await db.query<{ id: number }>('SELECT id FROM companies ORDER BY id');
  for (const { id } of companies) {
    // Read before listing: a file stored after this read is younger than the grace period anyway.
    const named = await namedStems(db, id);
    for await (const file of files.list(`products/${id}/`)) {
      const stem = stemOf(file.key);
      if ((stem && named.has(stem)) || now - file.modifiedAt < graceMs) tally.kept++;
      else {
        await files.remove(file.key);
        tally.removed++;
      }
    }
  }
  return tally;
}
