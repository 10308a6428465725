import type { TestProject } from 'vitest/node';
import { startTestServer } from './testServer';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dataDir: string;
    databaseKind: 'embedded' | 'postgres';
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('apiUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('databaseKind', server.databaseKind);
  console.log(`API tests against ${server.url} (${server.databaseKind} database)`);
  return () => server.stop();
}
