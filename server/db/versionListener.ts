// PostgreSQL's half of "read the version row only after it may have moved" (issue 28; the embedded database counts its
// own writes, database.ts). Other app servers write too, so one connection per process listens on vitrine_versions,
// which every move of a version row notifies at commit (migration 037). Whenever the listener cannot vouch for having
// heard everything — connecting, dropped, or no heartbeat answer for a while — `count()` is undefined and callers read
// the row on every call, as before.
import type pg from 'pg';

/** How often the listening connection is asked a trivial query: its answer, on the same ordered stream as the
 *  notifications, proves nothing was missed up to then. */
const HEARTBEAT_MS = 300;
/** Without a heartbeat answer for this long the listener is not trusted (a connection that died silently). */
const TRUSTED_MS = 1000;
const RECONNECT_MS = 500;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'vitrine-version-listener';

export interface VersionListener {
  /** Moves on every notification, every local write that may move a version (`moved`) and every (re)connection;
   *  undefined while the listener cannot be trusted. */
  count(): number | undefined;
  moved(): void;
  close(): Promise<void>;
}

export function listenForVersions(Client: typeof pg.Client, url: string): VersionListener {
  let changes = 0;
  let client: pg.Client | null = null;
  let answeredAt = 0;
  let closed = false;
  let asking = false;
  let retry: NodeJS.Timeout | undefined;

  const drop = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    answeredAt = 0;
    asking = false;
    changes++;
    which.end().catch(() => undefined);
    if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
  };
  async function connect() {
    const next = new Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      application_name: LISTENER_NAME,
    });
    next.on('notification', () => changes++);
    next.on('error', (error) => {
      console.error(`PostgreSQL version listener lost: ${error.message}`);
      drop(next);
    });
    next.on('end', () => drop(next));
    client = next;
    try {
      await next.connect();
      // The listener alone never keeps a process alive (a script that forgets close() still exits).
      (next as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      await next.query('LISTEN vitrine_versions');
      // Rows read before the LISTEN took hold may have moved unheard: what was kept is read again.
      changes++;
      answeredAt = Date.now();
    } catch {
      drop(next);
    }
  }
  let heartbeat: NodeJS.Timeout | undefined;
  // Started by the first question: a tool that never reads a version opens no connection for it.
  const start = () => {
    heartbeat = setInterval(beat, HEARTBEAT_MS).unref();
    void connect();
  };
  const beat = () => {
    const on = client;
    if (!on || !answeredAt) return;
    // A question unanswered for long: the connection is gone without saying so; a new one is made.
    if (asking) return void (Date.now() - answeredAt > 5 * TRUSTED_MS && drop(on));
    asking = true;
    on.query('SELECT 1').then(
      () => {
        asking = false;
        if (client === on) answeredAt = Date.now();
      },
      () => {
        asking = false;
        drop(on);
      },
    );
  };

  return {
    count() {
      if (!heartbeat && !closed) start();
      return client && answeredAt && Date.now() - answeredAt < TRUSTED_MS ? changes : undefined;
    },
    moved: () => void changes++,
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      const on = client;
      client = null;
      await on?.end().catch(() => undefined);
    },
  };
}
