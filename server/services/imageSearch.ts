// Image search (issue 27): the products whose pictures look most like a buyer's photo. Every product picture's vector
// is stored (picture_vectors, migration 025), made in the background after the picture was stored
// (services/pictureVectors.ts), and held in an in-process index per database (server/images/). The search only
// reads: before each search the index is brought to the catalogue version (as the text index is,
// search/catalogueIndex.ts) by re-reading the stored vectors of the products changed since: those the catalogue log
// names (pictures added or removed, products deleted) and those the vector log names (vectors written since,
// migration 032), so every app server follows what any of them wrote. No picture is decoded here but the buyer's.
// Which products a buyer may see (on shelf, the share's supplier) is decided in SQL for the best candidates only.
import type { Multipart } from '@fastify/multipart';
import type { Database, Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Buyer } from './buyer';
import { ShareError } from './messages';
import { readImageUpload } from './uploads';
import { cardsOfIds } from './catalogue';
import { wantedVectorSql } from './pictureVectors';
import { companyVersions } from '../db/companyVersions';
import { decodePicture, queryBoxes, queryFeaturesOf, QUERY_SIDE, type Pixels } from '../images/pictureFeatures';
import { checkQuery, unpackSquare } from '../images/pictureCheck';
import { PictureIndex } from '../images/pictureIndex';
import { IMAGE_SEARCH_LIMIT_BYTES, RESULTS } from '../images/imageSearchRules';
import { photoAnswer, productsToCheck } from '../images/photoAnswer';

type Answer = CallTypes['ImageSearch']['response'];

interface State {
  index: PictureIndex;
  /** The catalogue version each company's vectors are at; a chain so concurrent searches share one refresh. */
  at: Map<number, { version: string; pictures: string; ready: Promise<void> }>;
}
const states = new WeakMap<Queryable, State>();

/** Puts these products' stored vectors (all of the company's when `ids` is null) into the index, as they are now:
 *  vectors of pictures a product no longer shows, and deleted products, leave it. */
async function follow(db: Queryable, state: State, companyId: number, ids: number[] | null) {
  const rows = await db.query<{ product_id: number; picture: string; vector: Uint8Array }>(
    `SELECT v.product_id, v.picture, v.vector FROM picture_vectors v JOIN products p ON p.id = v.product_id
      WHERE v.company_id = $1 ${ids ? 'AND v.product_id = ANY($2::int[])' : ''} AND ${wantedVectorSql()}`,
    ids ? [companyId, ids] : [companyId],
  );
  const present = new Set<string>();
  for (const row of rows) {
    const key = `${row.product_id} ${row.picture}`;
    present.add(key);
    const bytes = Uint8Array.from(row.vector);
    state.index.put(companyId, row.product_id, key, new Int8Array(bytes.buffer));
  }
  const known = new Set(ids ? ids.map(String) : []);
  for (const key of state.index.keysOf(companyId))
    if (!present.has(key) && (!ids || known.has(key.split(' ')[0]!))) state.index.delete(key);
}

/** The products one log (catalogue_changes or picture_vector_changes) names between two versions; null when it
 *  does not hold every step (then: all of them). */
async function changedSince(db: Queryable, log: string, companyId: number, from: string, to: string) {
  const steps = Number(to) - Number(from);
  if (steps === 0) return [];
  if (steps < 0) return null;
  const changes = await db.query<{ product_ids: number[] | null }>(
    `SELECT product_ids FROM ${log} WHERE company_id = $1 AND version > $2 AND version <= $3`,
    [companyId, from, to],
  );
  if (changes.length !== steps) return null;
  return changes.flatMap((c) => c.product_ids ?? []);
}

/** The company's vectors as stored now (waits for a refresh when the catalogue or its vectors moved). */
export async function currentPictureIndex(db: Queryable, companyId: number): Promise<PictureIndex> {
  let state = states.get(db);
  if (!state) states.set(db, (state = { index: new PictureIndex(), at: new Map() }));
  const { catalogue: version, pictures } = await companyVersions(db, companyId);
  const seen = state.at.get(companyId);
  if (seen?.version !== version || seen.pictures !== pictures) {
    const s = state;
    const ready = (seen?.ready ?? Promise.resolve()).then(async () => {
      const products = seen ? await changedSince(db, 'catalogue_changes', companyId, seen.version, version) : null;
      const vectors = seen
        ? await changedSince(db, 'picture_vector_changes', companyId, seen.pictures, pictures)
        : null;
      await follow(db, s, companyId, products && vectors ? [...new Set([...products, ...vectors])] : null);
    });
    state.at.set(companyId, { version, pictures, ready });
    // A failed refresh is tried again by the next search rather than leaving the company stuck.
    ready.catch(() => state.at.get(companyId)?.ready === ready && state.at.delete(companyId));
  }
  await state.at.get(companyId)!.ready;
  return state.index;
}

/** The unpacked squares of these products' pictures for the second look (images/photoAnswer.ts), read from the
 *  database for these few products only. */
async function squaresOf(db: Queryable, companyId: number, productIds: number[]) {
  const squares = new Map<number, Uint8Array[]>();
  if (!productIds.length) return squares;
  const rows = await db.query<{ product_id: number; square: Uint8Array }>(
    `SELECT v.product_id, v.square FROM picture_vectors v JOIN products p ON p.id = v.product_id
      WHERE v.company_id = $1 AND v.product_id = ANY($2::int[]) AND v.square IS NOT NULL AND ${wantedVectorSql()}`,
    [companyId, productIds],
  );
  for (const row of rows)
    squares.set(row.product_id, [...(squares.get(row.product_id) ?? []), unpackSquare(row.square)]);
  return squares;
}

export function imageSearchService(db: Database) {
  return {
    async search(buyer: Buyer, parts: AsyncIterableIterator<Multipart>): Promise<Answer> {
      const { bytes, check } = await readImageUpload(parts, () => IMAGE_SEARCH_LIMIT_BYTES);
      if (check.kind === 'bmp' || check.kind === 'ico')
        throw new ShareError(400, 'File format error: image search reads PNG, JPG and GIF pictures.', 'notAnImage');
      let px: Pixels;
      try {
        px = await decodePicture(bytes, QUERY_SIDE);
      } catch {
        // sharp refuses pictures past its pixel limit and files whose insides are damaged: the sender's problem.
        throw new ShareError(
          400,
          'The picture could not be read: it is damaged or too large (at most 40 million pixels).',
          'notAnImage',
        );
      }
      const boxes = queryBoxes(px);
      const windows = queryFeaturesOf(px, boxes);
      const index = await currentPictureIndex(db, buyer.companyId);
      await index.prepared(buyer.companyId);
      const hits = index.search(buyer.companyId, windows, RESULTS * 4);
      const onShelf = await db.query<{ id: number }>(
        'SELECT id FROM products WHERE company_id = $1 AND status = 0 AND id = ANY($2::int[])',
        [buyer.companyId, hits.map((h) => h.productId)],
      );
      const visible = new Set(onShelf.map((r) => r.id));
      const candidates = hits.filter((h) => visible.has(h.productId));
      const squares = await squaresOf(db, buyer.companyId, productsToCheck(candidates));
      const answer = photoAnswer(checkQuery(px, boxes), candidates, (id) => squares.get(id) ?? []);
      const { shown: close } = answer;
      const cards = answer.nothingClose
        ? []
        : await cardsOfIds(
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

/** At start, in the background: every supplier's stored vectors into the index (and a large one's lists built on
 *  worker threads), so the first buyer's image search does not pay for it. */
export async function warmPictureIndexes(db: Queryable) {
  const companies = await db.query<{ company_id: number }>('SELECT DISTINCT company_id FROM picture_vectors');
  for (const { company_id } of companies) await (await currentPictureIndex(db, company_id)).prepared(company_id);
}
