// A server that cannot start says why in one line and exits 1, never a stack trace (issue 30): a data folder that
// cannot be created (a file in its path), an upload store that is a file, a damaged embedded database folder.
// server/main.ts itself is started, as an operator would (`npm run serve`).
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../server/main.ts', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'vitrine-bad-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function start(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    // The embedded database: its folder is the one under test (a PostgreSQL CI run must not bypass it).
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c));
  child.stderr.on('data', (c: Buffer) => (out += c));
  return new Promise<{ code: number | null; lines: string[] }>((done) =>
    child.once('exit', (code) => done({ code, lines: out.trim().split('\n') })),
  );
}

describe('a server that cannot start', () => {
  it('a file in the data folder path: one line naming the folder and what to change', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    const { code, lines } = await start(join(file, 'data'));
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(join(file, 'data'));
    expect(lines[0]).toMatch(/ENOTDIR.*DATA_DIR/);
  }, 60_000);

  it('an upload store that is a file: one line naming it', async () => {
    const dataDir = join(scratch, 'uploads-file');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'uploads'), 'not a folder');
    const { code, lines } = await start(dataDir);
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^The upload store .*uploads cannot be created or written/)]);
  }, 60_000);

  it('a damaged embedded database folder: one line saying to restore or move it', async () => {
    const dataDir = join(scratch, 'damaged');
    mkdirSync(join(dataDir, 'pgdata'), { recursive: true });
    writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), 'garbage');
    const { code, lines } = await start(dataDir);
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/embedded database in .*pgdata did not open.*backup/)]);
  }, 60_000);
});
