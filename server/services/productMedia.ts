// A product's pictures and video uploaded in the console (issue 23, role catalogue). Bytes are checked by content
// with the buyers' upload checks (services/uploads.ts: limit on the stream, signature), decoded by sharp into the
// buyer's sizes (services/pictureSizes.ts) and stored through the file store under products/<company>/; the rows of
// product_media say which files a product shows, in order (position 0 = main). Files are never removed with a row:
// a placed order's spreadsheet keeps the pictures it was ordered with (docs/decisions.md).
import { createHash, randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { Database, Queryable } from '../db/database';
import type { ConsoleProductMediaResponse } from '../../schemas/api/types.gen';
import { PRODUCT_MEDIA_LIMITS, VIDEO_CONTENT_TYPES, sniffVideoKind } from '../../protocol/productMedia';
import { checkImage } from '../../protocol/imageFile';
import { ShareError, noSuchProduct } from './messages';
import { checkedImage, readLimited, readSingleFilePart } from './uploads';
import { pictureSet, type PictureSet } from './pictureSizes';
import { uploadedFileUrl, uploadedPictureUrl } from './media';
import { queuePictureVectors } from './pictureVectors';
import type { FileStore } from './fileStore';
import type { Staff } from './buyer';

type Role = 'picture' | 'video' | 'poster';
const ACCEPTED = 'JPEG, PNG, WebP and GIF';
const isWebp = (b: Buffer) =>
  b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';
const notMedia = (what: string) => new ShareError(400, `File format error: ${what}.`, 'notProductMedia');
/** A video past its limit is said to be one (readLimited's default words are a picture's). */
const videoTooLarge = (limit: number) =>
  new ShareError(413, `Video too large: at most ${limit.toLocaleString('en')} bytes.`, 'fileTooLarge');

interface MediaRow {
  id: string;
  kind: Role;
  store_key: string;
  content_type: string;
  width: number | null;
  height: number | null;
}

export function productMediaService(db: Database, files: FileStore) {
  async function productOf(q: Queryable, staff: Staff, productNumber: string) {
    const [row] = await q.query<{ id: number }>(
      'SELECT id FROM products WHERE company_id = $1 AND product_number = $2 AND status <> 2',
      [staff.companyId, productNumber],
    );
    if (!row) throw noSuchProduct();
    return row.id;
  }

  async function list(q: Queryable, productId: number): Promise<ConsoleProductMediaResponse> {
    const rows = await q.query<MediaRow>(
      'SELECT id::text, kind, store_key, content_type, width, height FROM product_media WHERE product_id = $1 ORDER BY position, id',
      [productId],
    );
    const picture = (r: MediaRow) => ({
      id: Number(r.id),
      thumbUrl: uploadedPictureUrl(r.store_key, 'thumb'),
      url: uploadedPictureUrl(r.store_key, 'large'),
      width: r.width ?? 0,
      height: r.height ?? 0,
    });
    const video = rows.find((r) => r.kind === 'video');
    const poster = rows.find((r) => r.kind === 'poster');
    return {
      pictures: rows.filter((r) => r.kind === 'picture').map(picture),
      ...(video
        ? {
            video: {
              id: Number(video.id),
              url: uploadedFileUrl(video.store_key),
              contentType: video.content_type as 'video/webm' | 'video/mp4',
            },
          }
        : {}),
      ...(poster ? { poster: picture(poster) } : {}),
    };
  }

  return {
    async list(staff: Staff, productNumber: string) {
      return list(db, await productOf(db, staff, productNumber));
    },

    async upload(staff: Staff, parts: AsyncIterableIterator<Multipart>) {
      // The fields (productNumber, role) come before the file, as the schema says.
      const { fields, file } = await readSingleFilePart(parts, 64, ['productNumber']);
      const role = (fields.role ?? 'picture') as Role;
      if (!['picture', 'video', 'poster'].includes(role))
        throw new ShareError(400, 'Invalid request: role must be picture, video or poster.');
      const productId = await productOf(db, staff, (fields.productNumber ?? '').trim());
      const stem = `products/${staff.companyId}/${randomBytes(16).toString('base64url')}`;
      let row: {
        key: string;
        type: string;
        width: number | null;
        height: number | null;
        bytes: number;
        hash: string | null;
      };
      if (role === 'video') {
        const bytes = await readLimited(file.file, PRODUCT_MEDIA_LIMITS.videoBytes, videoTooLarge);
        const kind = sniffVideoKind(bytes.subarray(0, 64));
        if (!kind) throw notMedia('only WebM and MP4 videos can be sent');
        row = {
          key: `${stem}.${kind}`,
          type: VIDEO_CONTENT_TYPES[kind],
          width: null,
          height: null,
          bytes: bytes.length,
          hash: null,
        };
        await files.put(row.key, bytes);
      } else {
        const limit = PRODUCT_MEDIA_LIMITS.pictureBytes;
        const bytes = await readLimited(file.file, limit);
        // WebP is a supplier's format the buyers' chat check does not know; everything else goes through that check.
        if (!isWebp(bytes)) checkedImage(bytes, limit, ACCEPTED);
        if (!isProductPicture(bytes)) throw notMedia(`only ${ACCEPTED} pictures can be sent`);
        const stored = await storePicture(files, staff.companyId, bytes);
        if (!stored) throw notMedia(`the picture could not be read (only ${ACCEPTED} pictures can be sent)`);
        row = { ...stored, type: 'image/webp' };
      }
      const answer = await db.transaction(async (tx) => {
        // One product's uploads are written one at a time: positions and the picture count stay exact.
        await tx.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [productId]);
        if (role === 'picture') {
          const [{ count }] = await tx.query<{ count: number }>(
            "SELECT count(*)::int AS count FROM product_media WHERE product_id = $1 AND kind = 'picture'",
            [productId],
          );
          if (count >= PRODUCT_MEDIA_LIMITS.picturesPerProduct)
            throw new ShareError(
              400,
              `At most ${PRODUCT_MEDIA_LIMITS.picturesPerProduct} pictures per product.`,
              'tooManyPictures',
            );
        } else await tx.query('DELETE FROM product_media WHERE product_id = $1 AND kind = $2', [productId, role]);
        await tx.query(
          `INSERT INTO product_media (company_id, product_id, kind, position, store_key, content_type, width, height, bytes, content_hash)
           VALUES ($1, $2, $3, (SELECT coalesce(max(position) + 1, 0) FROM product_media WHERE product_id = $2 AND kind = $3), $4, $5, $6, $7, $8, decode($9, 'hex'))`,
          [staff.companyId, productId, role, row.key, row.type, row.width, row.height, row.bytes, row.hash],
        );
        await countPictures(tx, productId);
        if (role === 'video') await showsVideo(tx, productId, true);
        return list(tx, productId);
      });
      // Made in the background now rather than by a buyer's image search later (issue 27).
      if (role === 'picture') queuePictureVectors(db, staff.companyId, [productId]);
      return answer;
    },

    /** The pictures in this order (the first is the main one); every picture of the product must be named once. */
    async arrange(staff: Staff, body: { productNumber: string; order: number[] }) {
      return db.transaction(async (tx) => {
        const productId = await productOf(tx, staff, body.productNumber);
        const ids = (
          await tx.query<{ id: string }>(
            "SELECT id::text FROM product_media WHERE product_id = $1 AND kind = 'picture' FOR UPDATE",
            [productId],
          )
        ).map((r) => Number(r.id));
        const same =
          ids.length === body.order.length &&
          new Set(body.order).size === ids.length &&
          body.order.every((id) => ids.includes(id));
        if (!same)
          throw new ShareError(400, "Invalid request: body.order must name each of the product's pictures once.");
        await tx.query(
          'UPDATE product_media m SET position = o.position FROM unnest($2::bigint[]) WITH ORDINALITY AS o(id, position) WHERE m.id = o.id AND m.product_id = $1',
          [productId, body.order],
        );
        return list(tx, productId);
      });
    },

    async remove(staff: Staff, body: { productNumber: string; mediaId: number }) {
      let productId = 0;
      const answer = await db.transaction(async (tx) => {
        productId = await productOf(tx, staff, body.productNumber);
        const gone = await tx.query<{ kind: Role }>(
          'DELETE FROM product_media WHERE id = $1 AND product_id = $2 RETURNING kind',
          [body.mediaId, productId],
        );
        // The product is there, the picture is not (deleted already, in another tab): not the product's 404.
        if (!gone.length) throw new ShareError(404, 'No such picture or video of this product.', 'noSuchMedia');
        await countPictures(tx, productId);
        // A product holds one video at most (an upload replaces it): deleting it leaves none.
        if (gone[0].kind === 'video') await showsVideo(tx, productId, false);
        return list(tx, productId);
      });
      // The gone picture's vector goes; the last one gone brings the demo's drawing back.
      queuePictureVectors(db, staff.companyId, [productId]);
      return answer;
    },
  };
}

/** JPEG, PNG, GIF or WebP by signature (sharp then decodes it: storePicture). BMP and ICO pass the buyers' chat check
 *  but sharp cannot read them. */
export function isProductPicture(bytes: Buffer) {
  if (isWebp(bytes)) return true;
  const check = checkImage(
    new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    PRODUCT_MEDIA_LIMITS.pictureBytes,
  );
  return check.ok && (check.kind === 'png' || check.kind === 'jpeg' || check.kind === 'gif');
}

/** A picture's sizes made and stored under a new key of the company; null when sharp cannot decode it. An import
 *  makes fewer at once (pictureSizes.ts: importedPictureSet) and passes the hash it read the photo by. */
export async function storePicture(
  files: FileStore,
  companyId: number,
  bytes: Buffer,
  sizes: (bytes: Buffer) => Promise<PictureSet | null> = pictureSet,
  hash = pictureHash(bytes),
) {
  const set = await sizes(bytes);
  if (!set) return null;
  const key = `products/${companyId}/${randomBytes(16).toString('base64url')}`;
  // Side by side: a file write is a few waits on the disk, not work of the CPU.
  await Promise.all(set.files.map(([suffix, data]) => files.put(`${key}${suffix}`, data)));
  return { key, width: set.width, height: set.height, bytes: bytes.length, hash };
}

/** What tells the same picture sent again (migration 041): the sha256 of the bytes as uploaded, before any sizing. */
export const pictureHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface StoredPicture {
  store_key: string;
  width: number;
  height: number;
  bytes: number;
  content_hash: string | null;
}

/** The pictures the company's (not deleted) products of these numbers show now, in order, by product number. */
export async function currentPictures(q: Queryable, companyId: number, productNumbers: string[]) {
  const rows = await q.query<StoredPicture & { product_number: string }>(
    `SELECT p.product_number, m.store_key, m.width, m.height, m.bytes, encode(m.content_hash, 'hex') AS content_hash
       FROM products p JOIN product_media m ON m.product_id = p.id AND m.kind = 'picture'
      WHERE p.company_id = $1 AND p.product_number = ANY($2::text[]) AND p.status <> 2
      ORDER BY p.product_number, m.position, m.id`,
    [companyId, productNumbers],
  );
  const byNumber = new Map<string, StoredPicture[]>();
  for (const { product_number, ...picture } of rows)
    byNumber.set(product_number, [...(byNumber.get(product_number) ?? []), picture]);
  return byNumber;
}

/** Each product's pictures become these (an import's photos), a few products at a time in four statements: the
 *  video and poster stay. Positions follow each list's order. */
export async function replacePictures(tx: Queryable, companyId: number, pictures: Map<number, StoredPicture[]>) {
  const ids = [...pictures.keys()];
  const rows = [...pictures].flatMap(([productId, list]) => list.map((p, position) => ({ productId, position, ...p })));
  await tx.query("DELETE FROM product_media WHERE product_id = ANY($1::int[]) AND kind = 'picture'", [ids]);
  await tx.query(
    `INSERT INTO product_media (company_id, product_id, kind, position, store_key, content_type, width, height, bytes,
                                content_hash)
     SELECT $1, r.product_id, 'picture', r.position, r.store_key, 'image/webp', r.width, r.height, r.bytes,
            decode(r.content_hash, 'hex')
       FROM unnest($2::int[], $3::int[], $4::text[], $5::int[], $6::int[], $7::int[], $8::text[])
         AS r(product_id, position, store_key, width, height, bytes, content_hash)`,
    [
      companyId,
      rows.map((r) => r.productId),
      rows.map((r) => r.position),
      rows.map((r) => r.store_key),
      rows.map((r) => r.width),
      rows.map((r) => r.height),
      rows.map((r) => r.bytes),
      rows.map((r) => r.content_hash),
    ],
  );
  // As countPictures, for every product at once.
  await tx.query(
    `UPDATE products p SET image_count = c.count
       FROM (SELECT product_id, count(*)::int AS count FROM product_media
              WHERE product_id = ANY($1::int[]) AND kind = 'picture' GROUP BY product_id) c
      WHERE p.id = c.product_id AND p.image_count <> c.count`,
    [ids],
  );
}

/** products.image_count follows the uploaded pictures while there are any (the lists show a picture only when it is
 *  not 0); without them the demo's count stands. */
async function countPictures(tx: Queryable, productId: number) {
  await tx.query(
    `UPDATE products SET image_count = (SELECT count(*) FROM product_media WHERE product_id = $1 AND kind = 'picture')
      WHERE id = $1 AND EXISTS (SELECT 1 FROM product_media WHERE product_id = $1 AND kind = 'picture')`,
    [productId],
  );
}

/** products.has_video puts the ▶ badge on buyers' cards and the video flag in search: it follows an uploaded video. */
async function showsVideo(tx: Queryable, productId: number, shows: boolean) {
  await tx.query('UPDATE products SET has_video = $2 WHERE id = $1 AND has_video <> $2', [productId, shows]);
}
