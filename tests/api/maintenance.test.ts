// The operator's maintenance switch reaches the running server: GetUpgradeMaintenance reports it and other
// calls answer 503 until it is turned off. Uses the same store as `npm run maintenance`.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { maintenanceSwitch } from '../../server/services/maintenance';
import { openDatabase, type Database } from '../../server/db/database';
import { testClient } from './helpers';
import { DEMO_SHARES } from '../../server/demo/demoShares';

let db: Database | null = null;
const store = async () => {
  if (inject('databaseKind') === 'embedded') return inject('dataDir');
  db ??= await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  return db;
};
const { core, emitted } = testClient();
afterAll(async () => {
  core.clock.stop();
  await db?.close();
});

describe('maintenance switch', () => {
  it('turns on for every call and off again', async () => {
    const operator = maintenanceSwitch(await store());
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
  });
});
