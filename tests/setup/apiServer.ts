import type { TestProject } from 'vitest/node';
import { startTestServer } from './testServer';
import { seedTenantFixtures } from './tenantFixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dataDir: string;
    databaseKind: 'embedded' | 'postgres';
    /** The process the test server runs in (this one), for tests that watch its memory. */
    serverPid: number;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer();
  await seedTenantFixtures(server.db);
  project.provide('apiUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('databaseKind', server.databaseKind);
  project.provide('serverPid', process.pid);
  console.log(`API tests against ${server.url} (${server.databaseKind} database)`);
  return () => server.stop();
}
