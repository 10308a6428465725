// The operator's maintenance switch. With PostgreSQL it lives in the database, so one command reaches every
// app server; the embedded database belongs to the running process, so there it is a file in DATA_DIR.
// VITRINE_MAINTENANCE forces it on for one process. Read at most every 2 s per process.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';

type State = CallTypes['GetUpgradeMaintenance']['response'];
type Stored = { on: boolean; until: string | null };
const KEY = 'maintenance';

/** store: the shared database, or the data folder whose maintenance.json holds the switch. */
export function maintenanceSwitch(store: Queryable | string, forced?: Stored) {
  const file = typeof store === 'string' ? join(store, 'maintenance.json') : null;
  let cached: { at: number; state: State } | null = null;
  const load = async (): Promise<Stored | undefined> => {
    if (file) return JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) ?? undefined;
    const [row] = await (store as Queryable).query<{ value: Stored }>(
      'SELECT value FROM service_config WHERE key = $1',
      [KEY],
    );
    return row?.value;
  };
  return {
    async read(): Promise<State> {
      if (forced?.on) return { shareUpgradeState: 1, upgradeTime: forced.until };
      if (cached && Date.now() - cached.at < 2_000) return cached.state;
      const stored = await load().catch(() => undefined);
      const state: State = stored?.on
        ? { shareUpgradeState: 1, upgradeTime: stored.until }
        : { shareUpgradeState: 0, upgradeTime: null };
      cached = { at: Date.now(), state };
      return state;
    },
    async set(on: boolean, until: string | null = null) {
      const value = JSON.stringify({ on, until });
      if (file) await writeFile(file, value);
      else
        await (store as Queryable).query(
          `INSERT INTO service_config (key, value, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [KEY, value],
        );
      cached = null;
    },
  };
}
export type MaintenanceSwitch = ReturnType<typeof maintenanceSwitch>;
