import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startTestServer } from './testServer';
import { ensureChromium } from './chromium';
import { digitSecret } from '../../server/http/digitScramble';

export default async function setup(project: TestProject) {
  ensureChromium();
  if (!existsSync('dist/index.html')) {
    const { build } = await import('vite');
    await build({ logLevel: 'warn' });
  }
  const server = await startTestServer();
  project.provide('apiUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('databaseKind', server.databaseKind);
  project.provide('digitSecret', await digitSecret(server.db));
  return () => server.stop();
}
