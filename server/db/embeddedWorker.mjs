// The embedded database (PGlite, PostgreSQL compiled to WASM) on a thread of its own. PGlite computes synchronously:
// on the server's thread every query stalled every request in flight, however little that request needed (a chat
// poll answered from memory waited behind a send's transaction). Here the server's thread only posts messages.
// Plain JavaScript, so the thread starts the same under tsx, vitest and plain Node.
//
// Messages in: { id, op: 'query', sql, params, tx? } · { id, op: 'exec', sql } · { id, op: 'begin', tx }
//   · { id, op: 'commit' | 'rollback', tx } · { id, op: 'close' }.
// Messages out: { ready: true } once open, { failed } if it cannot open; then { id, rows? } or { id, error }.
// Transactions are PGlite's own (its mutex keeps every other query out until they end), so the semantics are
// exactly those of PGlite on the server's thread.
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** What a caller may read off a database error (PostgreSQL's fields: code, detail, constraint…), cloneable. */
function plainError(error) {
  const plain = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error))
      if (typeof value === 'string' || typeof value === 'number') plain[key] = value;
  }
  return plain;
}

let db;
try {
  db = await PGlite.create({ dataDir: workerData.dataDir, extensions: { pg_trgm } });
} catch (error) {
  parentPort.postMessage({ failed: plainError(error) });
  process.exit(1);
}

/** Open transactions: their PGlite handle and how to end them. */
const open = new Map();

async function handle({ op, sql, params, tx }) {
  switch (op) {
    case 'query': {
      const target = tx === undefined ? db : open.get(tx)?.handle;
      if (!target) throw new Error('Transaction is closed');
      return { rows: (await target.query(sql, params)).rows };
    }
    case 'exec':
      await db.exec(sql);
      return {};
    case 'begin':
      return new Promise((begun, failed) => {
        const done = db.transaction(
          (handle) =>
            new Promise((commit, rollback) => {
              open.set(tx, { handle, commit, rollback, done });
              begun({});
            }),
        );
        done.catch(failed); // a failed BEGIN; later outcomes are read by commit and rollback
      });
    case 'commit':
    case 'rollback': {
      const entry = open.get(tx);
      if (!entry) throw new Error('Transaction is closed');
      const asked = new Error('rolled back');
      try {
        if (op === 'commit') entry.commit();
        else entry.rollback(asked);
        await entry.done;
      } catch (error) {
        if (error !== asked) throw error; // the commit (or the rollback) itself failed
      } finally {
        open.delete(tx);
      }
      return {};
    }
    case 'close':
      await db.close();
      return {};
    default:
      throw new Error(`Unknown operation ${op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (answer) => parentPort.postMessage({ id: message.id, ...answer }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
parentPort.postMessage({ ready: true });
