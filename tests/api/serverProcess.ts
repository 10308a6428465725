// Starts tests/setup/childServer.ts in a child process: tests that SIGKILL a server, cut its database or give it a bad
// data folder need a process that can die without taking the test runner with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../setup/childServer.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr together. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

export function spawnServer(env: Record<string, string | undefined>): ServerProcess & { ready: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: undefined, VITRINE_MAINTENANCE: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | string>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal ?? '')),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      const found = /LISTENING (\S+)/.exec(text);
      if (found) resolve(found[1]);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${text}`)));
  });
  const server = { url: '', child, output: () => text, exited, ready };
  void ready.then((url) => (server.url = url)).catch(() => undefined);
  return server;
}

/** Starts a server process and waits until it listens. */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const server = spawnServer(env);
  server.url = await server.ready;
  return server;
}

/** A fresh, empty PostgreSQL database beside DATABASE_URL's, and its URL; dropped by the returned function. */
export async function freshPostgres(name: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const database = `${name}_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    database,
    admin,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A fresh private account on the demo's private share of the server at base, signed in: its own empty cart. */
export async function signInBuyer(base: string, name: string) {
  const { must } = await import('./wire');
  const { DEMO_COMPANY_NUMBER, DEMO_SHARES } = await import('../../server/demo/demoShares');
  // Letters and digits both, whatever the clock reads (the sign-up rule).
  const account = `${name}${Date.now().toString(36).slice(-6)}x7`;
  const share = DEMO_SHARES.private.code;
  const guest = await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' }, null, base);
  await must(
    'Register',
    {
      account,
      password: 'Fault2026ok',
      confirmPassword: 'Fault2026ok',
      name: 'Fault Buyer',
      email: `${account}@fault.test`,
      phoneNumber: '+34600000000',
      companyName: 'Fault Co',
      url: share,
    },
    guest,
    base,
  );
  const fresh = await must<string>('GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' }, null, base);
  const login = await must<{ token: string }>(
    'UserLogin',
    { loginType: 1, account, password: 'Fault2026ok', url: share },
    fresh,
    base,
  );
  return login.token;
}
