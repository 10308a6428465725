// Product pictures' vectors for image search (issue 27), made right after a picture is stored — an upload, a photo
// .zip applied by an import — by a small queue in the background, one picture at a time so uploads stay fast. The
// search only reads them (services/imageSearch.ts). The queue lives in memory, the truth in the database: at start
// `resumePictureVectors` queues every product whose pictures and vectors differ (the demo seed, a restart in the
// middle of an import), so nothing is lost with a stopped process. Each write is logged (migration 032), which is
// how every app server's index learns of it.
import type { Queryable } from '../db/database';
import { drawnPictureName, MEDIA_SQL, pictureFileOf, type MediaRef, type UploadedMedia } from './media';
import { FEATURE_VERSION } from '../images/pictureFeatures';
import { lookOf, type Look } from '../images/pictureLook';

/** The pictures a product shows, by name: its uploads, else the demo's drawing (the first picture only). */
export function picturesOf(row: MediaRef): { name: string; index: number }[] {
  const own = row.media?.p ?? [];
  if (own.length) return own.map((stem, index) => ({ name: `u:${stem}`, index }));
  return row.image_seed ? [{ name: drawnPictureName(row.image_seed), index: 0 }] : [];
}

/** SQL over `products p`: the name of the product's drawn picture (as picturesOf). */
const drawnPictureSql = () => `'${drawnPictureName('')}' || p.image_seed`;

/** SQL over `picture_vectors v JOIN products p`: the vector is of a picture the product shows now (as picturesOf),
 *  made by today's features (older ones are made again by the start's resume). */
export const wantedVectorSql =
  () => `p.status <> 2 AND v.features = ${FEATURE_VERSION} AND CASE WHEN left(v.picture, 2) = 'u:'
    THEN EXISTS (SELECT 1 FROM product_media m WHERE m.product_id = v.product_id AND m.kind = 'picture' AND m.store_key = substr(v.picture, 3))
    ELSE v.picture = ${drawnPictureSql()} AND NOT EXISTS (SELECT 1 FROM product_media m WHERE m.product_id = v.product_id AND m.kind = 'picture') END`;

// Demo products share a few hundred drawings, and the demo hands the same bytes for the same drawing: one look each.
const lookOfBytes = new WeakMap<Buffer, Look>();

/** A product picture's look; null when the file is missing or cannot be decoded (that picture is then not
 *  searchable). */
async function lookOfPicture(ref: MediaRef, index: number): Promise<Look | null> {
  const file = await pictureFileOf(ref, index).catch(() => null);
  if (!file) return null;
  const known = lookOfBytes.get(file.bytes);
  if (known) return known;
  const look = await lookOf(file.bytes).catch(() => null);
  if (look) lookOfBytes.set(file.bytes, look);
  return look;
}

/** Brings these products' stored vectors in line with their pictures now: missing ones made, gone ones removed. */
export async function syncVectors(db: Queryable, companyId: number, ids: number[]) {
  const products = await db.query<{ id: number; image_seed: number; media: UploadedMedia | null }>(
    `SELECT p.id, p.image_seed, ${MEDIA_SQL} AS media FROM products p
      WHERE p.company_id = $1 AND p.status <> 2 AND p.id = ANY($2::int[])`,
    [companyId, ids],
  );
  const stored = await db.query<{ product_id: number; picture: string; features: number; squared: boolean }>(
    `SELECT product_id, picture, features, square IS NOT NULL AS squared FROM picture_vectors
      WHERE company_id = $1 AND product_id = ANY($2::int[])`,
    [companyId, ids],
  );
  const storedKeys = new Set(
    stored.filter((r) => r.features === FEATURE_VERSION && r.squared).map((r) => `${r.product_id} ${r.picture}`),
  );
  const wanted = new Set<string>();
  const added: ({ product_id: number; picture: string } & Look)[] = [];
  for (const product of products)
    for (const { name, index } of picturesOf(product)) {
      const key = `${product.id} ${name}`;
      wanted.add(key);
      if (storedKeys.has(key)) continue;
      const look = await lookOfPicture(product, index);
      if (look) added.push({ product_id: product.id, picture: name, ...look });
    }
  const gone = stored.filter((r) => !wanted.has(`${r.product_id} ${r.picture}`));
  if (gone.length)
    await db.query(
      `DELETE FROM picture_vectors p USING unnest($1::int[], $2::text[]) AS g(product_id, picture)
        WHERE p.product_id = g.product_id AND p.picture = g.picture`,
      [gone.map((r) => r.product_id), gone.map((r) => r.picture)],
    );
  if (added.length)
    await db.query(
      `INSERT INTO picture_vectors (product_id, company_id, picture, vector, features, square)
       SELECT product_id, $1, picture, decode(hex, 'hex'), ${FEATURE_VERSION}, decode(square, 'hex')
         FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS a(product_id, picture, hex, square)
       ON CONFLICT (product_id, picture) DO UPDATE SET vector = EXCLUDED.vector, features = EXCLUDED.features, square = EXCLUDED.square`,
      [
        companyId,
        added.map((r) => r.product_id),
        added.map((r) => r.picture),
        added.map((r) => Buffer.from(r.vector.buffer, r.vector.byteOffset, r.vector.length).toString('hex')),
        added.map((r) => Buffer.from(r.square).toString('hex')),
      ],
    );
  return added.length;
}

/** Products synced per write: a 1,000-photo import logs ~50 vector writes, not 1,000. */
const STEP = 20;

interface Queue {
  /** Products an upload just changed: served before the backlog, so a staff member's picture is searchable first. */
  urgent: Map<number, Set<number>>;
  backlog: Map<number, Set<number>>;
  running: Promise<void> | null;
  log: (line: string) => void;
}
const queues = new WeakMap<Queryable, Queue>();

function queueOf(db: Queryable): Queue {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { urgent: new Map(), backlog: new Map(), running: null, log: () => undefined }));
  return queue;
}

/** Up to STEP products of one company, urgent ones first; null when nothing waits. */
function take(queue: Queue): { companyId: number; ids: number[] } | null {
  for (const lane of [queue.urgent, queue.backlog])
    for (const [companyId, set] of lane) {
      const ids = [...set].slice(0, STEP);
      for (const id of ids) set.delete(id);
      if (!set.size) lane.delete(companyId);
      return { companyId, ids };
    }
  return null;
}

async function drain(db: Queryable, queue: Queue) {
  for (let step = take(queue); step; step = take(queue)) {
    try {
      await syncVectors(db, step.companyId, step.ids);
    } catch (error) {
      // Left for the next start's resume rather than retried in a loop (a closed database, a broken file store).
      queue.log(`Picture vectors of ${step.ids.length} products skipped: ${(error as Error).message}`);
    }
  }
}

function kick(db: Queryable, queue: Queue) {
  if (queue.running) return;
  queue.running = drain(db, queue).finally(() => {
    queue.running = null;
    // Queued after the run's last look: start again.
    if (queue.urgent.size || queue.backlog.size) kick(db, queue);
  });
}

/** Queues these products' pictures for vectors (after the write that stored them committed); answers at once. */
export function queuePictureVectors(db: Queryable, companyId: number, productIds: number[], urgent = true) {
  if (!productIds.length) return;
  const queue = queueOf(db);
  const lane = urgent ? queue.urgent : queue.backlog;
  let set = lane.get(companyId);
  if (!set) lane.set(companyId, (set = new Set()));
  for (const id of productIds) set.add(id);
  kick(db, queue);
}

/** Resolves once the queue has nothing left (tests, tools that must see every vector written). */
export async function pictureVectorsIdle(db: Queryable) {
  const queue = queueOf(db);
  while (queue.running) await queue.running;
}

/** At start: every product whose vectors are missing, made by older features, without a square (migration 040), or
 *  no longer its pictures' goes to the queue's backlog. */
export async function resumePictureVectors(db: Queryable, log: (line: string) => void = () => undefined) {
  queueOf(db).log = log;
  const rows = await db.query<{ company_id: number; ids: number[] }>(
    `SELECT company_id, array_agg(id) AS ids FROM (
       SELECT p.company_id, p.id FROM products p
        WHERE p.status <> 2 AND (
          EXISTS (SELECT 1 FROM product_media m WHERE m.product_id = p.id AND m.kind = 'picture'
                   AND NOT EXISTS (SELECT 1 FROM picture_vectors v WHERE v.product_id = p.id AND v.picture = 'u:' || m.store_key AND v.features = ${FEATURE_VERSION} AND v.square IS NOT NULL))
          OR (p.image_seed <> 0 AND NOT EXISTS (SELECT 1 FROM product_media m WHERE m.product_id = p.id AND m.kind = 'picture')
              AND NOT EXISTS (SELECT 1 FROM picture_vectors v WHERE v.product_id = p.id AND v.picture = ${drawnPictureSql()} AND v.features = ${FEATURE_VERSION} AND v.square IS NOT NULL)))
       UNION
       SELECT v.company_id, v.product_id FROM picture_vectors v JOIN products p ON p.id = v.product_id
        WHERE NOT (${wantedVectorSql()})) t
     GROUP BY company_id`,
  );
  for (const { company_id, ids } of rows) queuePictureVectors(db, company_id, ids, false);
  return rows.reduce((sum, r) => sum + r.ids.length, 0);
}
