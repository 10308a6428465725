// The browsing history's writes, batched (issue 30): a detail page used to write its view at once, about 1 ms of the
// embedded database's single thread per detail, queueing other reads behind it. Views now wait in memory and go in
// one statement about a second after the first of them, and on the server's graceful close. A crash loses at most
// that second of views (accepted: docs/decisions.md). Each app server keeps and flushes its own views; the newest
// view of a product wins whichever server writes last.
import type { Queryable } from '../db/database';

const FLUSH_AFTER_MS = 1000;

interface View {
  companyId: number;
  productId: number;
  at: Date;
}

export function viewLog(db: Queryable) {
  /** Views not yet written, by owner, then product: a product opened twice is one row, its last time. */
  const pending = new Map<string, Map<number, View>>();
  let timer: NodeJS.Timeout | undefined;
  // Writes go one after another, so a reader that waits for the chain has every view taken before it in the table.
  let written: Promise<void> = Promise.resolve();

  function write(owners: string[]) {
    const [keys, companies, products, times]: [string[], number[], number[], Date[]] = [[], [], [], []];
    for (const owner of owners) {
      for (const view of pending.get(owner) ?? []) {
        keys.push(owner);
        companies.push(view[1].companyId);
        products.push(view[1].productId);
        times.push(view[1].at);
      }
      pending.delete(owner);
    }
    if (!keys.length) return written;
    // A product deleted since its view has no row to point at: skipped rather than failing the whole batch.
    written = written.then(() =>
      db
        .query(
          `INSERT INTO browse_history (owner_key, company_id, product_id, viewed_at)
           SELECT v.owner_key, v.company_id, v.product_id, v.viewed_at
             FROM unnest($1::text[], $2::int[], $3::int[], $4::timestamptz[]) AS v(owner_key, company_id, product_id, viewed_at)
             JOIN products p ON p.id = v.product_id
           ON CONFLICT (owner_key, product_id) DO UPDATE
             SET viewed_at = GREATEST(browse_history.viewed_at, EXCLUDED.viewed_at)`,
          [keys, companies, products, times],
        )
        .then(
          () => undefined,
          // Lost like a crash's last second: the history is a convenience, not a record anyone relies on.
          () => undefined,
        ),
    );
    return written;
  }

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    return write([...pending.keys()]);
  };

  return {
    record(owner: string, view: View) {
      let views = pending.get(owner);
      if (!views) pending.set(owner, (views = new Map()));
      views.set(view.productId, view);
      timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS).unref();
    },
    /** Before reading one owner's history: their views written, so the page shows a view just made. */
    flushOwner: (owner: string) => write([owner]),
    /** Views not yet written are dropped (the history is being cleared), and earlier writes are done. */
    forget(owner: string) {
      pending.delete(owner);
      return written;
    },
    flush,
  };
}
export type ViewLog = ReturnType<typeof viewLog>;

const logs = new WeakMap<Queryable, ViewLog>();

/** One log per database handle: the routes that record views and those that read them share it. */
export function viewLogOf(db: Queryable): ViewLog {
  let log = logs.get(db);
  if (!log) logs.set(db, (log = viewLog(db)));
  return log;
}
