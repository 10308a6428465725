// The operator's guide (docs/deploy.md, issue 24) followed as an operator would, with server/main.ts itself on an
// empty embedded database without demo data:
// - the first start prints the one command that creates the first admin;
// - that command, run as printed (the server stopped), prints the admin's one-time password once;
// - started again, the server no longer prints the step, and the admin signs in to the console with that password.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { must } from './wire';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-first-'));
// The embedded database under test, whatever database the run itself uses; no demo supplier.
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '0', PORT: '0', HOST: '127.0.0.1' };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts server/main.ts and answers its banner once printed whole, then stops it as Ctrl+C would. */
function startAndStop(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: 'pipe' });
  let out = '';
  return new Promise((done, fail) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Press Ctrl+C to stop.')) child.kill('SIGINT');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => (out.includes('Press Ctrl+C') ? done(out) : fail(new Error(`no banner:\n${out}`))));
  });
}

/** Runs an operator's shell line in the repository, as typed. */
function shell(line: string): Promise<{ code: number | null; out: string }> {
  const child = spawn('sh', ['-c', line], { cwd: root, env, stdio: 'pipe' });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c));
  child.stderr.on('data', (c: Buffer) => (out += c));
  return new Promise((done) => child.once('exit', (code) => done({ code, out })));
}

describe('first start without demo data, as docs/deploy.md says', () => {
  it('prints the command for the first admin; run as printed it makes one who signs in', async () => {
    const first = await startAndStop();
    expect(first).toContain('no demo data');
    const command = /No supplier yet: .*?(npm run create-supplier -- .+)$/m.exec(first)?.[1];
    expect(command).toMatch(/--company-number \S+ --name ".+" --admin \S+/);

    const made = await shell(command!);
    expect(made.code).toBe(0);
    const password = /one-time password (\S+)/.exec(made.out)?.[1];
    const account = /account (\S+) · one-time password/.exec(made.out)?.[1];
    expect(password).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    // The next start has a supplier: no first step any more; the admin signs in with the printed password.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: 'pipe' });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (out += c));
    try {
      await expect.poll(() => out, { timeout: 90_000, interval: 200 }).toContain('Press Ctrl+C to stop.');
      expect(out).not.toContain('No supplier yet');
      const url = /Vitrine is running at (\S+)/.exec(out)![1];
      const login = await must<{ token: string }>('AdminLogin', { account, password }, null, url);
      const staff = await must<{ items: { account: string; roles: string[] }[] }>(
        'ConsoleStaffList',
        {},
        login.token,
        url,
      );
      expect(staff.items).toMatchObject([{ account, roles: expect.arrayContaining(['admin']) }]);
    } finally {
      child.kill('SIGINT');
      await new Promise((done) => child.once('exit', done));
    }
  }, 240_000);
});
