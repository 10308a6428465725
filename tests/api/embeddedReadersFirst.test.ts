// The embedded database lets waiting readers go first (Database.readersDone, issue 23): a spreadsheet import calls it
// between two rows' transactions, so a buyer's search runs its queries one after another instead of each waiting
// for a transaction. Cases: nothing in flight (at once); a statement in flight (after its answer); a statement
// inside a transaction does not count; a reader that never ends holds the writer only up to the bound.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../server/db/database';

let db: Database;
let dir = '';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-readers-'));
  db = await openDatabase({ dataDir: join(dir, 'pgdata') });
}, 60_000);
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('answers at once when no statement waits', async () => {
  const started = performance.now();
  await db.readersDone!(60_000);
  expect(performance.now() - started).toBeLessThan(30_000);
});

it('waits for a statement outside a transaction to be answered', async () => {
  let answered = false;
  const reading = db.query('SELECT pg_sleep(0.3)').then(() => (answered = true));
  await db.readersDone!(60_000);
  expect(answered).toBe(true);
  await reading;
});

it("does not wait for a transaction's own statements", async () => {
  await db.transaction(async (tx) => {
    let answered = false;
    const writing = tx.query('SELECT pg_sleep(2)').then(() => (answered = true));
    await db.readersDone!(60_000);
    expect(answered).toBe(false);
    await writing;
  });
});

it('lets the writer go after the bound when a reader never ends', async () => {
  let answered = false;
  const reading = db.query('SELECT pg_sleep(3)').then(() => (answered = true));
  await db.readersDone!(50);
  expect(answered).toBe(false);
  await reading;
});
