// The operator's maintenance switch reaches the running server: GetUpgradeMaintenance reports it and other
// calls answer 503 until it is turned off. Uses the same store as `npm run maintenance`. The server is this file's
// own (own data folder, own PostgreSQL database when DATABASE_URL is set): the switch is server-wide, and turned on
// beside the other test files' shared server it made their calls answer 503 for a few seconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceSwitch } from '../../server/services/maintenance';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { testClient } from './helpers';
import { freshPostgres } from './serverProcess';
import { DEMO_SHARES } from '../../server/demo/demoShares';

let server: Awaited<ReturnType<typeof startServer>>;
let dataDir = '';
let drop = async () => undefined as unknown;
let client: ReturnType<typeof testClient>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-maintenance-'));
  let databaseUrl = '';
  if (process.env.DATABASE_URL) {
    const db = await freshPostgres('vitrine_maintenance');
    databaseUrl = db.url;
    drop = () => db.drop();
  }
  const config = readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  server = await startServer({ ...config, maintenance: undefined }, { seedProducts: 20 });
  client = testClient(() => null, server.url);
}, 120_000);
afterAll(async () => {
  client?.core.clock.stop();
  await server?.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('maintenance switch', () => {
  it('turns on for every call and off again', async () => {
    const { core, emitted } = client;
    const operator = maintenanceSwitch(server.ctx.db.kind === 'embedded' ? dataDir : server.ctx.db);
    await operator.set(true, '2026-12-01T08:00:00.000Z');
    await new Promise((r) => setTimeout(r, 2_100)); // the server re-reads the switch every 2 s
    try {
      await expect(core.call('GetUpgradeMaintenance', {})).resolves.toEqual({
        shareUpgradeState: 1,
        upgradeTime: '2026-12-01T08:00:00.000Z',
      });
      await expect(core.call('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code })).rejects.toMatchObject({
        kind: 'maintenance',
        code: 503,
      });
      expect(emitted).toContain('maintenance');
    } finally {
      await operator.set(false);
    }
    await new Promise((r) => setTimeout(r, 2_100));
    await expect(core.call('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code })).resolves.toMatchObject({
      companyName: 'Sunny Bear Toys Co., Ltd.',
    });
  }, 30_000);
});
