// Image search (issue 27): the products whose pictures look most like a buyer's photo. Every product picture's vector
// is stored (picture_vectors, migration 025) and held in an in-process index per database (server/images/). Before
// each search the index is brought to the catalogue version (as the text index is, search/catalogueIndex.ts): the
// products the versions since changed are reconciled — new pictures get vectors, gone ones lose them — so a new
// product is findable at its first search and a deleted one is never answered. Which products a buyer may see
// (on shelf, the share's supplier) is decided in SQL for the best candidates only.
import type { Multipart } from '@fastify/multipart';
import type { Database, Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Buyer } from './buyer';
import { ShareError } from './messages';
import { readImageUpload } from './uploads';
import { cardsOfIds } from './catalogue';
import { MEDIA_SQL, pictureFileOf, type MediaRef, type UploadedMedia } from './media';
import { pictureFeatures, queryFeatures } from '../images/pictureFeatures';
import { PictureIndex, quantise } from '../images/pictureIndex';
import { IMAGE_SEARCH_LIMIT_BYTES, NOTHING_CLOSE_BELOW, RESULTS } from '../images/imageSearchRules';

type Answer = CallTypes['ImageSearch']['response'];

interface State {
  index: PictureIndex;
  /** The catalogue version each company's vectors are at; a chain so concurrent searches share one refresh. */
  at: Map<number, { version: string; ready: Promise<void> }>;
}
const states = new WeakMap<Queryable, State>();

// Demo products share a few hundred drawings, and the demo hands the same bytes for the same drawing: one vector each.
const vectorOfBytes = new WeakMap<Buffer, Int8Array>();

/** A picture's vector; null when the file is missing or cannot be decoded (that picture is then not searchable). */
async function vectorOf(ref: MediaRef, index: number): Promise<Int8Array | null> {
  const file = await pictureFileOf(ref, index).catch(() => null);
  if (!file) return null;
  const known = vectorOfBytes.get(file.bytes);
  if (known) return known;
  const vector = await pictureFeatures(file.bytes).then(quantise, () => null);
  if (vector) vectorOfBytes.set(file.bytes, vector);
  return vector;
}

/** The pictures a product shows, by name: its uploads, else the demo's drawing (the first picture only). */
function picturesOf(row: MediaRef): { name: string; index: number }[] {
  const own = row.media?.p ?? [];
  if (own.length) return own.map((stem, index) => ({ name: `u:${stem}`, index }));
  return row.image_seed ? [{ name: `d:${row.image_seed}`, index: 0 }] : [];
}

/** Brings the stored vectors and the index of these products (all of the company's when `ids` is null) in line
 *  with their pictures now. */
async function reconcile(db: Queryable, state: State, companyId: number, ids: number[] | null) {
  const products = await db.query<{ id: number; image_seed: number; media: UploadedMedia | null }>(
    `SELECT p.id, p.image_seed, ${MEDIA_SQL} AS media FROM products p
      WHERE p.company_id = $1 AND p.status <> 2 ${ids ? 'AND p.id = ANY($2::int[])' : ''}`,
    ids ? [companyId, ids] : [companyId],
  );
  const stored = await db.query<{ product_id: number; picture: string; vector: Uint8Array }>(
    `SELECT product_id, picture, vector FROM picture_vectors WHERE company_id = $1 ${ids ? 'AND product_id = ANY($2::int[])' : ''}`,
    ids ? [companyId, ids] : [companyId],
  );
  const storedKeys = new Map(stored.map((r) => [`${r.product_id} ${r.picture}`, r]));
  const wanted = new Set<string>();
  const added: { product_id: number; picture: string; vector: Int8Array }[] = [];
  for (const product of products)
    for (const { name, index } of picturesOf(product)) {
      const key = `${product.id} ${name}`;
      wanted.add(key);
      const row = storedKeys.get(key);
      if (row) {
        state.index.put(companyId, product.id, key, new Int8Array(Uint8Array.from(row.vector).buffer));
        continue;
      }
      const vector = await vectorOf(product, index);
      if (!vector) continue;
      added.push({ product_id: product.id, picture: name, vector });
      state.index.put(companyId, product.id, key, vector);
    }
  const gone = stored.filter((r) => !wanted.has(`${r.product_id} ${r.picture}`));
  const known = new Set(ids ? ids.map(String) : []);
  // Pictures of the reconciled products that are no longer theirs leave the index (a deleted product has no row
  // left above, so all of its keys go).
  for (const key of state.index.keysOf(companyId))
    if (!wanted.has(key) && (!ids || known.has(key.split(' ')[0]!))) state.index.delete(key);
  if (gone.length)
    await db.query(
      `DELETE FROM picture_vectors p USING unnest($1::int[], $2::text[]) AS g(product_id, picture)
        WHERE p.product_id = g.product_id AND p.picture = g.picture`,
      [gone.map((r) => r.product_id), gone.map((r) => r.picture)],
    );
  for (let at = 0; at < added.length; at += 1000) {
    const batch = added.slice(at, at + 1000);
    await db.query(
      `INSERT INTO picture_vectors (product_id, company_id, picture, vector)
       SELECT product_id, $1, picture, decode(hex, 'hex') FROM unnest($2::int[], $3::text[], $4::text[]) AS a(product_id, picture, hex)
       ON CONFLICT (product_id, picture) DO UPDATE SET vector = EXCLUDED.vector`,
      [
        companyId,
        batch.map((r) => r.product_id),
        batch.map((r) => r.picture),
        batch.map((r) => Buffer.from(r.vector.buffer, r.vector.byteOffset, r.vector.length).toString('hex')),
      ],
    );
  }
}

/** The products changed between two versions, or null when the log does not hold every step (then: all of them). */
async function changedSince(db: Queryable, companyId: number, from: string, to: string) {
  const steps = Number(to) - Number(from);
  if (steps <= 0) return null;
  const changes = await db.query<{ product_ids: number[] | null }>(
    'SELECT product_ids FROM catalogue_changes WHERE company_id = $1 AND version > $2 AND version <= $3',
    [companyId, from, to],
  );
  if (changes.length !== steps) return null;
  const ids = new Set<number>();
  for (const { product_ids } of changes) for (const id of product_ids ?? []) ids.add(id);
  return [...ids];
}

/** The company's vectors at the catalogue version read now (waits for a refresh when the version moved). */
export async function currentPictureIndex(db: Queryable, companyId: number): Promise<PictureIndex> {
  let state = states.get(db);
  if (!state) states.set(db, (state = { index: new PictureIndex(), at: new Map() }));
  const [row] = await db.query<{ version: string }>(
    'SELECT version::text AS version FROM catalogue_versions WHERE company_id = $1',
    [companyId],
  );
  const version = row?.version ?? '0';
  const seen = state.at.get(companyId);
  if (seen?.version !== version) {
    const s = state;
    const ready = (seen?.ready ?? Promise.resolve()).then(async () => {
      const ids = seen ? await changedSince(db, companyId, seen.version, version) : null;
      await reconcile(db, s, companyId, ids);
    });
    state.at.set(companyId, { version, ready });
    // A failed refresh is tried again by the next search rather than leaving the company stuck.
    ready.catch(() => state.at.get(companyId)?.ready === ready && state.at.delete(companyId));
  }
  await state.at.get(companyId)!.ready;
  return state.index;
}

export function imageSearchService(db: Database) {
  return {
    async search(buyer: Buyer, parts: AsyncIterableIterator<Multipart>): Promise<Answer> {
      const { bytes, check } = await readImageUpload(parts, () => IMAGE_SEARCH_LIMIT_BYTES);
      if (check.kind === 'bmp' || check.kind === 'ico')
        throw new ShareError(400, 'File format error: image search reads PNG, JPG and GIF pictures.', 'notAnImage');
      let windows: Float32Array[];
      try {
        windows = await queryFeatures(bytes);
      } catch {
        // sharp refuses pictures past its pixel limit and files whose insides are damaged: the sender's problem.
        throw new ShareError(
          400,
          'The picture could not be read: it is damaged or too large (at most 40 million pixels).',
          'notAnImage',
        );
      }
      const index = await currentPictureIndex(db, buyer.companyId);
      const hits = index.search(buyer.companyId, windows, RESULTS * 4);
      const shown = await db.query<{ id: number }>(
        'SELECT id FROM products WHERE company_id = $1 AND status = 0 AND id = ANY($2::int[])',
        [buyer.companyId, hits.map((h) => h.productId)],
      );
      const visible = new Set(shown.map((r) => r.id));
      const close = hits
        .filter((h) => visible.has(h.productId) && h.similarity >= NOTHING_CLOSE_BELOW)
        .slice(0, RESULTS);
      const cards = await cardsOfIds(
        db,
        close.map((h) => h.productId),
        buyer.share,
      );
      return {
        items: cards.map((product, i) => ({ product, similarity: Math.round(close[i]!.similarity * 1000) / 1000 })),
        nothingClose: cards.length === 0,
      };
    },
  };
}
