// One database interface, two engines: PGlite (PostgreSQL in WASM, embedded, no set-up) by default and a real
// PostgreSQL server when DATABASE_URL is set. Both run the same SQL, so nothing above this file knows which.
import { mkdirSync } from 'node:fs';
import { listenForVersions } from './versionListener';

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'embedded' | 'postgres';
  /** A count that moves whenever a company's version row may have moved; while it stands still the version read can
   *  be skipped (db/companyVersions.ts). Embedded: the statements that may have moved one and finished (every one but
   *  a plain SELECT or a quiet product write that names a table with a version trigger, every transaction that ran one, every script) — one
   *  process owns that database. PostgreSQL: those of this process plus every version-row notification from any
   *  process (db/versionListener.ts); undefined while the listener cannot vouch for them. */
  readonly versionWrites?: number;
  /** Embedded only: resolves once no statement outside a transaction has been waiting for a moment, or after
   *  maxMs. A long run of short transactions (a spreadsheet import) calls it between two of them, so the queries of
   *  a buyer's search run one after another instead of each waiting for the next transaction (PGlite runs one
   *  thing at a time). Undefined where the server runs statements side by side. */
  readonly readersDone?: (maxMs: number) => Promise<void>;
  /** Runs fn inside one transaction on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir);
}

/** A database error as the worker reports it, with PostgreSQL's fields (code, detail, constraint…) on it. */
class EmbeddedDatabaseError extends Error {
  constructor(fields: { message: string } & Record<string, string | number>) {
    super(fields.message);
    Object.assign(this, fields);
  }
}

const READ = /^\s*SELECT\b/i;
/** The tables whose writes move catalogue_versions (their triggers, migrations 008, 026, 031, 032; the synonyms and
 *  the row itself). A statement naming none of them (a session, a view recorded, a cart line) cannot move a version. */
const VERSIONED_TABLE =
  /\b(products|categories|companies|shares|page_modules|product_media|packing_methods|search_synonyms|picture_vectors|catalogue_versions)\b/i;
/** A quiet product write (db/catalogueChanges.ts: its statement sets vitrine.catalogue_quiet) leaves the versions alone:
 *  the products triggers stand still and no other versioned table is named. An import's rows are such writes, so
 *  searches meanwhile read the version row again only after its once-a-second change log, not at every search. */
const quietProductWrite = (sql: string) =>
  sql.includes('vitrine.catalogue_quiet') && !VERSIONED_TABLE.test(sql.replace(/\bproducts\b/gi, ''));
const movesVersions = (sql: string) => !READ.test(sql) && VERSIONED_TABLE.test(sql) && !quietProductWrite(sql);

// PGlite runs on its own thread (embeddedWorker.mjs): the server's thread never waits on its computing.
async function openEmbedded(dataDir?: string): Promise<Database> {
  const { Worker } = await import('node:worker_threads');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL('./embeddedWorker.mjs', import.meta.url), { workerData: { dataDir } });
  const pending = new Map<
    number,
    { resolve: (answer: { rows?: unknown[] }) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let broken: Error | null = null;
  // The thread keeps the process alive only while a call waits on it (a finished script exits without close()).
  worker.unref();
  await new Promise<void>((ready, failed) => {
    worker.once('error', failed);
    worker.on(
      'message',
      function first(message: { ready?: boolean; failed?: { message: string } & Record<string, string> }) {
        worker.off('message', first);
        worker.off('error', failed);
        if (message.ready) ready();
        else failed(new EmbeddedDatabaseError(message.failed ?? { message: 'The embedded database did not start.' }));
      },
    );
  });
  // Statements outside any transaction in flight, and who waits for there to be none (readersDone). The check runs
  // a turn after the last answer: a caller that goes on with its next query has sent it by then.
  const outside = new Set<number>();
  let quietWaiters: (() => void)[] = [];
  const wakeIfQuiet = () => {
    if (outside.size) return;
    const woken = quietWaiters;
    quietWaiters = [];
    for (const wake of woken) wake();
  };
  worker.on(
    'message',
    (message: { id: number; rows?: unknown[]; error?: { message: string } & Record<string, string | number> }) => {
      const call = pending.get(message.id);
      if (!call) return;
      pending.delete(message.id);
      if (!pending.size) worker.unref();
      if (outside.delete(message.id) && !outside.size && quietWaiters.length) setImmediate(wakeIfQuiet);
      if (message.error) call.reject(new EmbeddedDatabaseError(message.error));
      else call.resolve(message);
    },
  );
  // A thread that dies takes every waiting call with it, and every later one fails at once.
  const fail = (error: Error) => {
    broken = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    outside.clear();
    wakeIfQuiet();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit code ${code}).`)));

  const send = (message: Record<string, unknown>) =>
    new Promise<{ rows?: unknown[] }>((resolve, reject) => {
      if (broken) return reject(broken);
      const id = nextId++;
      if ((message.op === 'query' || message.op === 'exec') && message.tx === undefined) outside.add(id);
      pending.set(id, { resolve, reject });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ ...message, id });
    });
  let writes = 0;
  const queryOn = (tx?: { id: number; moved: boolean }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const moves = movesVersions(sql);
      if (tx && moves) tx.moved = true;
      try {
        return (await send({ op: 'query', sql, params, tx: tx?.id })).rows as T[];
      } finally {
        if (!tx && moves) writes++;
      }
    },
  });
  let nextTransaction = 1;
  return {
    kind: 'embedded',
    get versionWrites() {
      return writes;
    },
    ...queryOn(),
    readersDone: (maxMs) =>
      new Promise<void>((done) => {
        if (!outside.size) return setImmediate(done);
        const timer = setTimeout(() => {
          quietWaiters = quietWaiters.filter((wake) => wake !== finish);
          done();
        }, maxMs);
        const finish = () => {
          clearTimeout(timer);
          done();
        };
        quietWaiters.push(finish);
      }),
    async transaction(fn) {
      const tx = { id: nextTransaction++, moved: false };
      await send({ op: 'begin', tx: tx.id });
      let result;
      try {
        result = await fn(queryOn(tx));
      } catch (error) {
        await send({ op: 'rollback', tx: tx.id }).catch(() => undefined);
        throw error;
      }
      try {
        await send({ op: 'commit', tx: tx.id });
      } finally {
        if (tx.moved) writes++;
      }
      return result;
    },
    exec: async (sql) => {
      await send({ op: 'exec', sql }).finally(() => writes++);
    },
    async close() {
      if (!broken) await send({ op: 'close' });
      await worker.terminate();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  // Keep numeric/bigint as strings exactly like PGlite does; callers cast where they need numbers.
  // A database that is down or restarting refuses within seconds rather than letting calls queue for ever.
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: 5000,
  });
  // An idle connection dropped by the server (restart, failover, pg_terminate_backend) is only logged: the pool
  // replaces it on the next call.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost while idle: ${error.message}`));
  // A connection the database terminates can emit 'error' more than once (its FATAL message, then the socket), and
  // pool.query listens once: a second one with no listener ended the process (seen in CI's PostgreSQL faults test).
  // Every client keeps a listener of its own; the calls on it still reject, and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const listener = listenForVersions(pg.Client, url);
  return {
    kind: 'postgres',
    // This server's own writes count at once (read-your-writes); other servers' when their notification comes.
    get versionWrites() {
      return listener.count();
    },
    async query<T>(sql: string, params?: unknown[]) {
      try {
        return (await pool.query(sql, params as unknown[])).rows as T[];
      } finally {
        if (movesVersions(sql)) listener.moved();
      }
    },
    async transaction(fn) {
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's: without this one, a connection dropped mid-transaction
      // is an unhandled 'error' event and Node exits (issue 30). The running query rejects on its own.
      let lost: Error | undefined;
      const onError = (error: Error) => (lost = error);
      client.on('error', onError);
      let moved = false;
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(sql: string, params?: unknown[]) => {
            moved ||= movesVersions(sql);
            return (await client.query(sql, params as unknown[])).rows as T[];
          },
        });
        await client.query('COMMIT').finally(() => moved && listener.moved());
        return result;
      } catch (error) {
        if (!lost) await client.query('ROLLBACK').catch((failed: Error) => (lost = failed));
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection goes away instead of back into the pool.
        client.release(lost);
      }
    },
    exec: async (sql) => void (await pool.query(sql).finally(() => listener.moved())),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
