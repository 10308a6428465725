// Photos for a spreadsheet import (issue 23): a .zip sent after the preview (ConsoleImportPictures), its pictures
// matched to the import's rows by file name (photoZip.ts), checked like an upload in the editor (productMedia.ts),
// proved to decode and stored as they came (three pictures in hand at once: sharp's work is most of an import's time);
// the import, when it runs, makes them the products' pictures and queues their sizes (laterSizes.ts).
import type { Multipart } from '@fastify/multipart';
import type { Database } from '../db/database';
import { quietChanges, quietTransaction } from '../db/catalogueChanges';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import type { FileStore } from './fileStore';
import { ShareError } from './messages';
import { readSingleFilePart } from './uploads';
import {
  currentPictures,
  isProductPicture,
  pictureHash,
  replacePictures,
  storePicture,
  type StoredPicture,
} from './productMedia';
import { importedPictureSet } from './pictureSizes';
import type { LaterSizes } from './laterSizes';
import { queuePictureVectors } from './pictureVectors';
import { numbersByName, photoTarget, readPhotoZip, type Refusal } from './photoZip';

type Answer = CallTypes['ConsoleImportPictures']['response'];
const LISTED = 200;
/** As the import's rows (catalogueImport.ts): the longest a product's pictures wait for waiting queries. */
const READERS_FIRST_MS = 50;
/** Pictures in hand at once on the 2-core machine the goal is set on (issue 23): with two, a core idled a third of
 *  the time while a picture's files were written or the next one was read from the .zip; a third keeps both busy.
 *  More would leave sharp's calls waiting for libuv's 4 threads, which the file writes share. */
const SIDE_BY_SIDE = 3;
/** Products whose pictures one transaction replaces: a few milliseconds of the embedded database at a time. */
const PRODUCTS_PER_TRANSACTION = 20;
/** Matched pictures written by one statement when the .zip has been read. */
const PICTURES_PER_STATEMENT = 2000;

/** The same pictures in the same order, by content (sha256 hex; null for a picture stored before migration 041). */
const sameHashes = (now: (string | null)[], sent: (string | null)[]) =>
  now.length === sent.length && now.every((hash, i) => hash !== null && hash === sent[i]);
const hashesOf = (pictures: { content_hash: string | null }[] = []) => pictures.map((p) => p.content_hash);

export function importPhotosService(db: Database, files: FileStore, later: LaterSizes) {
  return {
    async receive(staff: Staff, parts: AsyncIterableIterator<Multipart>): Promise<Answer> {
      // Without the import's id (or with it after the file), a 400 naming the field, as every upload call says it.
      const { fields, file } = await readSingleFilePart(parts, 64, ['importId']);
      const importId = fields.importId;
      const [row] = await db.query<{ rows: { cells: string[] }[]; mapping: string[] }>(
        "SELECT rows, mapping FROM catalogue_imports WHERE id = $1 AND company_id = $2 AND state = 'previewed'",
        [importId, staff.companyId],
      );
      if (!row) {
        file.file.resume();
        throw new ShareError(404, 'No such import: upload the spreadsheet again.', 'noSuchImport');
      }
      const column = row.mapping.indexOf('productNumber');
      const numbers = numbersByName(column < 0 ? [] : row.rows.map((r) => r.cells[column] ?? '').filter(Boolean));
      // Photos a product shows already (the same bytes) keep their stored sizes: no sharp work, the same URLs.
      const current = await currentPictures(db, staff.companyId, [...numbers.values()]);
      const matched: {
        productNumber: string;
        order: number;
        fileName: string;
        key: string;
        width: number;
        height: number;
        bytes: number;
        hash: string;
      }[] = [];
      const unmatched: string[] = [];
      const undecoded: string[] = [];
      const sizing = new Set<Promise<void>>();
      // A store that fails (a full disk) fails the upload, once the pictures in hand are done.
      let storeFailed: unknown = null;
      const size = async (
        target: { productNumber: string; order: number },
        fileName: string,
        bytes: Buffer,
        hash: string,
      ) => {
        try {
          const stored = await storePicture(files, staff.companyId, bytes, importedPictureSet, hash);
          if (stored) matched.push({ ...target, fileName, ...stored });
          else undecoded.push(fileName);
        } catch (error) {
          storeFailed ??= error;
        }
      };
      const report = await readPhotoZip(file.file, async (fileName, bytes): Promise<Refusal | null> => {
        const target = photoTarget(fileName, numbers);
        if (!target) {
          unmatched.push(fileName);
          return null;
        }
        if (!isProductPicture(bytes)) return 'notAPicture';
        const hash = pictureHash(bytes);
        const known = current.get(target.productNumber)?.find((p) => p.content_hash === hash);
        if (known) {
          const { store_key: key, width, height, bytes: length } = known;
          matched.push({ ...target, fileName, key, width, height, bytes: length, hash });
          return null;
        }
        while (sizing.size >= SIDE_BY_SIDE) await Promise.race(sizing);
        const job = size(target, fileName, bytes, hash).finally(() => sizing.delete(job));
        sizing.add(job);
        return null;
      }).finally(() => Promise.all(sizing));
      if (storeFailed) throw storeFailed;
      for (const fileName of undecoded) report.refused.push({ fileName, reason: 'notAPicture' });
      if (file.file.truncated) throw new ShareError(413, 'The .zip is too large.', 'fileTooLarge');
      matched.sort(
        (a, b) =>
          a.productNumber.localeCompare(b.productNumber) || a.order - b.order || a.fileName.localeCompare(b.fileName),
      );
      const byProduct = new Map<string, typeof matched>();
      for (const m of matched) byProduct.set(m.productNumber, [...(byProduct.get(m.productNumber) ?? []), m]);
      // The same photos in the same order as the product shows now: nothing to replace (re-importing changes nothing).
      // They are kept all the same: an editor may change the pictures before the import runs (apply looks again).
      const unchanged = new Set(
        [...byProduct]
          .filter(([productNumber, list]) =>
            sameHashes(
              hashesOf(current.get(productNumber)),
              list.map((m) => m.hash),
            ),
          )
          .map(([productNumber]) => productNumber),
      );
      const changed = [...byProduct].filter(([productNumber]) => !unchanged.has(productNumber));
      const listed = [...byProduct].flatMap(([productNumber, list]) =>
        list.map((m, position) => ({ ...m, productNumber, position })),
      );
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM catalogue_import_pictures WHERE import_id = $1', [importId]);
        // A statement per few thousand pictures, not one per picture: 10,000 round trips held the embedded database
        // (and its buyers' searches) for a second.
        for (let at = 0; at < listed.length; at += PICTURES_PER_STATEMENT) {
          const part = listed.slice(at, at + PICTURES_PER_STATEMENT);
          const column = <K extends keyof (typeof part)[number]>(key: K) => part.map((m) => m[key]);
          await tx.query(
            `INSERT INTO catalogue_import_pictures
               (import_id, product_number, position, store_key, width, height, bytes, content_hash)
             SELECT $1, p.product_number, p.position, p.store_key, p.width, p.height, p.bytes, decode(p.hash, 'hex')
               FROM unnest($2::text[], $3::int[], $4::text[], $5::int[], $6::int[], $7::int[], $8::text[])
                 AS p(product_number, position, store_key, width, height, bytes, hash)`,
            [
              importId,
              column('productNumber'),
              column('position'),
              column('key'),
              column('width'),
              column('height'),
              column('bytes'),
              column('hash'),
            ],
          );
        }
      });
      return {
        importId,
        products: changed.slice(0, LISTED).map(([productNumber, list]) => ({ productNumber, pictures: list.length })),
        unmatched: unmatched.slice(0, LISTED),
        refused: report.refused.slice(0, LISTED),
        counts: {
          pictures: changed.reduce((sum, [, list]) => sum + list.length, 0),
          products: changed.length,
          unmatched: unmatched.length,
          refused: report.refused.length,
          skipped: report.skipped,
          unchanged: unchanged.size,
        },
      };
    },

    /** After the import's rows are written: each matched product (not deleted) gets the zip's pictures, unless it
     *  shows them already, as they are now (an editor may have changed them since the zip was sent). */
    async apply(staff: Staff, importId: string) {
      const rows = await db.query<StoredPicture & { product_number: string }>(
        `SELECT product_number, store_key, width, height, bytes, encode(content_hash, 'hex') AS content_hash
           FROM catalogue_import_pictures WHERE import_id = $1 ORDER BY product_number, position`,
        [importId],
      );
      const byProduct = new Map<string, typeof rows>();
      for (const r of rows) byProduct.set(r.product_number, [...(byProduct.get(r.product_number) ?? []), r]);
      const pictured: number[] = [];
      // Quiet writes logged about once a second (migration 034), as the import's rows are.
      const changes = quietChanges(db, staff.companyId);
      try {
        const products = [...byProduct];
        for (let at = 0; at < products.length; at += PRODUCTS_PER_TRANSACTION) {
          const batch = new Map(products.slice(at, at + PRODUCTS_PER_TRANSACTION));
          // Queries already waiting go first (Database.readersDone): this transaction holds the embedded database.
          await db.readersDone?.(READERS_FIRST_MS);
          const ids = await db.transaction(async (tx) => {
            await quietTransaction(tx);
            const found = await tx.query<{ id: number; product_number: string }>(
              `SELECT id, product_number FROM products WHERE company_id = $1 AND product_number = ANY($2::text[])
                 AND status <> 2 ORDER BY id FOR UPDATE`,
              [staff.companyId, [...batch.keys()]],
            );
            const now = await currentPictures(
              tx,
              staff.companyId,
              found.map((p) => p.product_number),
            );
            const changed = found.filter(
              (p) => !sameHashes(hashesOf(now.get(p.product_number)), hashesOf(batch.get(p.product_number))),
            );
            if (changed.length)
              await replacePictures(
                tx,
                staff.companyId,
                new Map(changed.map((p) => [p.id, batch.get(p.product_number)!])),
              );
            return changed;
          });
          for (const { product_number } of ids) later.queue(batch.get(product_number)!.map((p) => p.store_key));
          pictured.push(...ids.map((p) => p.id));
          await changes.wrote(ids.map((p) => p.id));
        }
      } finally {
        await changes.flush();
      }
      // Vectors in the background, behind any single upload (issue 27): the import answers without waiting for them.
      queuePictureVectors(db, staff.companyId, pictured, false);
    },
  };
}
