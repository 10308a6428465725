// Starts a real Vitrine server for API and browser tests: a fresh embedded database in a temp folder,
// or the PostgreSQL server of DATABASE_URL (CI runs the API tests against both).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';

export const TEST_PRODUCTS = 300;

export async function startTestServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-test-'));
  // The test runner is the server's reverse proxy: tests that raise failed-login counters name a documentation
  // address in X-Forwarded-For (tests/api/wire.ts), so those counters never reach the loopback address every other
  // test signs in from. Production trusts no proxy unless TRUST_PROXY says so (tests/api/loginLimits.test.ts).
  const config = {
    ...readConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY: 'loopback' }),
    maintenance: undefined,
  };
  const server = await startServer(config, { seedProducts: TEST_PRODUCTS });
  return {
    url: server.url,
    dataDir,
    databaseKind: server.ctx.db.kind,
    db: server.ctx.db,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
