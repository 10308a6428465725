import type { TestProject } from 'vitest/node';
import { startTestServer } from './testServer';
import { seedTenantFixtures } from './tenantFixtures';
import { digitSecret } from '../../server/http/digitScramble';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dataDir: string;
    databaseKind: 'embedded' | 'postgres';
    /** The process the test server runs in (this one), for tests that watch its memory. */
    serverPid: number;
    /** The server's digit secret, so tests read a buyer session's scrambled figures back (tests/api/helpers.ts). */
    digitSecret: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer();
  await seedTenantFixtures(server.db);
  project.provide('apiUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('databaseKind', server.databaseKind);
  project.provide('serverPid', process.pid);
  project.provide('digitSecret', await digitSecret(server.db));
  console.log(`API tests against ${server.url} (${server.databaseKind} database)`);
  return () => server.stop();
}
