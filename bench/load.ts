// npm run bench:load — HTTP throughput of whole app servers (issue 30), measured with autocannon on loopback with
// signed requests, as buyers' browsers send them:
// - read mix: product lists, areas, keyword searches, product details, categories and company info, in equal parts;
// - buyer mix: browse 60 % (lists, areas, categories, company info), search 20 %, detail 10 %, cart 8 % (add, count),
//   order 2 % (a cart add of one product, then its order with a fresh idempotency key, both counted in the 2 %);
// at 10, 50 and 200 connections, on the embedded database and on PostgreSQL (BENCH_DATABASE_URL, a database the bench
// may reset), then PostgreSQL with 1, 2 and 3 app servers (the read mix, round-robin in the client; each server
// pinned to a core with taskset when there is one). BENCH_SERVER_NODE_OPTIONS (e.g. --cpu-prof) goes to the servers.
// Each step also records the app servers' CPU time per request (cpu_ms_per_request, from /proc): on a machine shared
// with other work, throughput says how much CPU the bench got, CPU per request what a request costs.
// Prints each step and the knee (the last step that still added
// 10 % throughput); writes bench/results/load.json. BENCH_SECONDS (default 8) per step, BENCH_PRODUCTS (2400).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { calls, type CallName } from '../schemas/api/calls';
import { makeSignHeaders, openEnvelope, type Envelope } from '../protocol/envelope';
import { DEMO_COMPANY_NUMBER, DEMO_SHARES } from '../server/demo/demoShares';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PRODUCTS = process.env.BENCH_PRODUCTS ?? '2400';
const STEPS = (process.env.BENCH_STEPS ?? '10,50,200').split(',').map(Number);
const ACCOUNTS = 20;
const MIXES = (process.env.BENCH_MIXES ?? 'read,buyer').split(',') as ('read' | 'buyer')[];
// BENCH_CONFIGS: which configurations to measure (embedded, postgres); BENCH_DIAGNOSE=1: each failure tallied by call,
// status and message, printed after the step (=plain: bodies asked uncompressed, so refusals are read too).
const CONFIGS = (process.env.BENCH_CONFIGS ?? 'embedded,postgres').split(',');
const DIAGNOSE = process.env.BENCH_DIAGNOSE;

interface Server {
  url: string;
  child: ChildProcess;
}

const serverPids = new Map<string, number>();
/** CPU time a process has used (all its threads: the server's and the embedded database's), in ms; Linux only. */
function cpuMs(pid: number | undefined) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ (100)
  } catch {
    return NaN;
  }
}

/** In a diagnosis, CPU time per thread name (the main thread is the process's own name, PGlite's is a "node" worker). */
function threadCpuMs(pid: number | undefined) {
  const out: Record<string, number> = {};
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.split(') ')[1].split(' ');
      out[name] = (out[name] ?? 0) + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    }
  } catch {
    // not Linux, or the process is gone
  }
  return out;
}

/** An app server in its own process (the tests' child server: the real start-up with a demo catalogue). */
function startServer(env: Record<string, string>, core?: number): Promise<Server> {
  // BENCH_SERVER_DIR: another checkout's server (the build before a change), measured in the same run.
  const args = [
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
    '--import',
    'tsx',
    join(process.env.BENCH_SERVER_DIR ?? '.', 'tests/setup/childServer.ts'),
  ];
  const pinned = core !== undefined && existsSync('/usr/bin/taskset');
  const child = spawn(
    pinned ? 'taskset' : process.execPath,
    pinned ? ['-c', String(core), process.execPath, ...args] : args,
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_PRODUCTS: PRODUCTS,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c;
      const found = /LISTENING (\S+)/.exec(out);
      if (found) {
        serverPids.set(found[1], child.pid!);
        resolve({ url: found[1], child });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

const stopServer = (server: Server) =>
  new Promise<void>((done) => {
    server.child.once('exit', () => done());
    server.child.kill('SIGTERM');
  });

/** Signed headers, renewed every half second (the server checks the clock, not a nonce store). */
let signedAt = 0;
let signedHeaders: Record<string, string> = {};
function signed() {
  const now = Date.now();
  if (now - signedAt > 500) {
    signedAt = now;
    signedHeaders = makeSignHeaders(now, randomBytes(8).toString('hex'));
  }
  return signedHeaders;
}

async function call<T>(base: string, name: CallName, body: unknown, token?: string): Promise<T> {
  const spec = calls[name];
  const query = spec.method === 'GET' ? '?' + new URLSearchParams(body as Record<string, string>) : '';
  const response = await fetch(base + spec.path + query, {
    method: spec.method,
    headers: {
      ...signed(),
      ...(spec.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: spec.method === 'POST' ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${name}: ${envelope.code} ${envelope.message}`);
  return openEnvelope(envelope, spec.client === 'toys' ? 'item' : 'data');
}

/** Who the load acts as: a public-share visitor for reads, private accounts for carts and orders. */
async function prepare(base: string) {
  const visitor = (
    await call<{ token: string }>(base, 'CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })
  ).token;
  const accounts: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const account = `load${Date.now().toString(36)}${i}x`;
    const guest = await call<string>(base, 'GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' });
    const registration = {
      account,
      password: 'Load2026ok',
      confirmPassword: 'Load2026ok',
      name: 'Load Buyer',
      email: `${account}@load.test`,
      phoneNumber: '+34600000000',
      companyName: 'Load Co',
      url: DEMO_SHARES.private.code,
    };
    await call(base, 'Register', registration, guest);
    const fresh = await call<string>(base, 'GetToken', { companyNum: DEMO_COMPANY_NUMBER, platForm: 'PC' });
    accounts.push(
      (
        await call<{ token: string }>(
          base,
          'UserLogin',
          { loginType: 1, account, password: 'Load2026ok', url: DEMO_SHARES.private.code },
          fresh,
        )
      ).token,
    );
  }
  const list = await call<{ items: { productNumber: string }[]; totalCount: number }>(
    base,
    'GetProductList',
    { pageIndex: 1, pageSize: 60, sort: 'newest' },
    visitor,
  );
  const categories = await call<{ items: { categoryNumber: string }[] }>(base, 'GetCategoryList', {}, visitor);
  const numbers: string[] = [];
  for (let page = 1; numbers.length < Math.min(list.totalCount, 600); page++)
    numbers.push(
      ...(
        await call<{ items: { productNumber: string }[] }>(
          base,
          'GetProductList',
          { pageIndex: page, pageSize: 60, sort: 'newest' },
          visitor,
        )
      ).items.map((p) => p.productNumber),
    );
  return { visitor, accounts, numbers, categories: categories.items.map((c) => c.categoryNumber) };
}
type Fixture = Awaited<ReturnType<typeof prepare>>;

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
const AREAS = ['newProduct', 'recommend', 'hotSellingArea', 'spotProduct', 'certifiedProducts'] as const;
const WORDS = ['bear', 'car', 'doll', 'robot', 'puzzle', 'ball', 'plush', 'train', 'blocks', 'water gun'];

type Step = { name: CallName; body: unknown; token?: string };
const browse = (f: Fixture): Step =>
  pick<() => Step>([
    () => ({
      name: 'GetProductList',
      body: { pageIndex: 1 + Math.floor(Math.random() * 3), pageSize: 30, sort: 'default' },
    }),
    () => ({ name: 'GetProductList', body: { pageIndex: 1, pageSize: 30, area: pick(AREAS) } }),
    () => ({ name: 'GetProductList', body: { pageIndex: 1, pageSize: 30, categoryNumber: pick(f.categories) } }),
    () => ({ name: 'GetCategoryList', body: {} }),
    () => ({ name: 'GetCompanyInfoOnLoginV2', body: { url: DEMO_SHARES.public.code } }),
  ])();
const search = (): Step => ({ name: 'GetProductList', body: { pageIndex: 1, pageSize: 30, keyword: pick(WORDS) } });
const detail = (f: Fixture): Step => ({ name: 'GetProductDetail', body: { productNumber: pick(f.numbers) } });

const READS: Record<string, (f: Fixture) => Step> = {
  list: () => ({ name: 'GetProductList', body: { pageIndex: 1, pageSize: 30, sort: 'default' } }),
  area: () => ({ name: 'GetProductList', body: { pageIndex: 1, pageSize: 30, area: pick(AREAS) } }),
  search,
  detail,
  categories: () => ({ name: 'GetCategoryList', body: {} }),
  company: () => ({ name: 'GetCompanyInfoOnLoginV2', body: { url: DEMO_SHARES.public.code } }),
};
// BENCH_READS: the read mix narrowed to some of its parts (e.g. `detail` alone), to see what one call costs.
const readParts = (process.env.BENCH_READS ?? Object.keys(READS).join(',')).split(',').map((part) => READS[part]);
const readMix = (f: Fixture): Step => pick(readParts)(f);

/** One request of the buyer mix; an order is a cart add now and its submission as the connection's next request. */
function buyerMix(f: Fixture, context: { next?: Step }): Step {
  if (context.next) {
    const next = context.next;
    context.next = undefined;
    return next;
  }
  const r = Math.random() * 100;
  if (r < 60) return browse(f);
  if (r < 80) return search();
  if (r < 90) return detail(f);
  const token = pick(f.accounts);
  if (r < 98)
    return r < 94
      ? { name: 'AddShoppingCart', body: { productNumberList: [{ productNumber: pick(f.numbers) }] }, token }
      : { name: 'ShoppingCartCount', body: {}, token };
  const productNumber = pick(f.numbers);
  context.next = {
    name: 'SubmitOrder',
    token,
    body: {
      idempotencyKey: `load${randomBytes(8).toString('hex')}`,
      productNumbers: [productNumber],
      contact: { contactName: 'Load Buyer', company: 'Load Co', phoneNumber: '+34600000000', email: 'b@load.test' },
    },
  };
  return { name: 'AddShoppingCart', body: { productNumberList: [{ productNumber }] }, token };
}

interface StepResult {
  connections: number;
  rps: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  errors: number;
  /** The app servers' CPU time per answered request: what a request costs, whatever else runs on the machine. */
  cpu_ms_per_request: number;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1) : 0;

/** One step: `connections` spread over the servers round-robin, each server its own autocannon instance. */
async function runStep(bases: string[], f: Fixture, mix: 'read' | 'buyer', connections: number): Promise<StepResult> {
  const latencies: number[] = [];
  let errors = 0;
  let requests = 0;
  const failures = new Map<string, number>();
  const cpuAt = () => bases.reduce((sum, base) => sum + cpuMs(serverPids.get(base)), 0);
  const cpuBefore = cpuAt();
  const threadsBefore = DIAGNOSE ? threadCpuMs(serverPids.get(bases[0])) : {};
  const started = performance.now();
  await Promise.all(
    bases.map((base, i) => {
      const share = Math.floor(connections / bases.length) + (i < connections % bases.length ? 1 : 0);
      const instance = autocannon({
        url: base,
        connections: share,
        duration: SECONDS,
        timeout: 10,
        requests: [
          {
            // The order's submission must follow its cart add on the same connection, after the add's answer: one
            // `carry` per connection. autocannon deep-copies its options for each connection, so this object is the
            // connection's own (its `context` cannot carry it: it is reset after every request of a one-entry list).
            // A carry shared by all connections (before) let another connection submit while the add was still in
            // flight: "not in the cart" refusals, 1 to 40 a step on PostgreSQL, where the two run in parallel.
            carry: {},
            setupRequest: (request: Record<string, unknown>, context: { step?: Step }) => {
              const step = mix === 'read' ? readMix(f) : buyerMix(f, request.carry as { next?: Step });
              context.step = step;
              const spec = calls[step.name];
              const token = step.token ?? f.visitor;
              const headers: Record<string, string> = {
                ...signed(),
                authorization: `Bearer ${token}`,
                ...(DIAGNOSE === 'plain' ? {} : { 'accept-encoding': 'br, gzip' }),
              };
              if (spec.method === 'GET')
                return {
                  ...request,
                  method: 'GET',
                  path: spec.path + '?' + new URLSearchParams(step.body as Record<string, string>),
                  headers,
                  body: undefined,
                };
              return {
                ...request,
                method: 'POST',
                path: spec.path,
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify(step.body),
              };
            },
            onResponse: (status: number, body: string, context: { step?: Step }) => {
              // A refusal travels as HTTP 200 with its code in the envelope (spec section 7): still an error here.
              // (Compressed bodies are not read: the read mix has no refusals, and a wrong status still counts.)
              const refused = status === 200 && body.startsWith('{') && !body.startsWith('{"code":200');
              if (refused) errors++;
              if (DIAGNOSE && (refused || status !== 200)) {
                const what = `${context.step?.name} ${status} ${body.slice(0, 160)}`;
                failures.set(what, (failures.get(what) ?? 0) + 1);
              }
            },
          },
        ],
      });
      instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
        requests++;
        latencies.push(ms);
        if (statusCode !== 200) errors++;
      });
      return new Promise<void>((done, failed) =>
        instance
          .once('done', (result: { errors: number; timeouts: number }) => {
            errors += result.errors + result.timeouts;
            if (DIAGNOSE && result.errors + result.timeouts)
              console.log(`  ${result.errors} socket errors, ${result.timeouts} timeouts`);
            done();
          })
          .once('error', failed),
      );
    }),
  );
  for (const [what, count] of failures) console.log(`  ${count} × ${what}`);
  if (DIAGNOSE)
    for (const [name, ms] of Object.entries(threadCpuMs(serverPids.get(bases[0]))))
      if (ms - (threadsBefore[name] ?? 0) > 0)
        console.log(`  thread ${name}: ${((ms - (threadsBefore[name] ?? 0)) / requests).toFixed(2)} ms/req`);
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    connections,
    rps: Math.round(requests / seconds),
    p50_ms: percentile(sorted, 50),
    p95_ms: percentile(sorted, 95),
    p99_ms: percentile(sorted, 99),
    errors,
    cpu_ms_per_request: requests ? +((cpuAt() - cpuBefore) / requests).toFixed(2) : 0,
  };
}

/** The last step that still added 10 % throughput over the one before: beyond it, connections only wait longer. */
const kneeOf = (steps: StepResult[]) => {
  let knee = steps[0];
  for (let i = 1; i < steps.length; i++) if (steps[i].rps >= steps[i - 1].rps * 1.1) knee = steps[i];
  return knee?.connections;
};

async function measure(label: string, bases: string[], mixes: ('read' | 'buyer')[]) {
  const f = await prepare(bases[0]);
  const out: Record<string, { steps: StepResult[]; knee_connections: number }> = {};
  for (const mix of mixes) {
    // A short warm-up: indexes, caches and JIT, as a server that has served a while.
    await runStep(bases, f, mix, 10).catch(() => undefined);
    const steps: StepResult[] = [];
    for (const connections of STEPS) {
      const step = await runStep(bases, f, mix, connections);
      steps.push(step);
      console.log(
        `${label.padEnd(28)} ${mix.padEnd(6)} ${String(connections).padStart(4)} conn  ${String(step.rps).padStart(6)} req/s  p50 ${step.p50_ms} ms  p95 ${step.p95_ms} ms  p99 ${step.p99_ms} ms  errors ${step.errors}  cpu ${step.cpu_ms_per_request} ms/req`,
      );
    }
    out[mix] = { steps, knee_connections: kneeOf(steps) };
    console.log(`${label.padEnd(28)} ${mix.padEnd(6)} knee at ${out[mix].knee_connections} connections`);
  }
  return out;
}

async function resetPostgres(url: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  await client.end();
}

const results: Record<string, unknown> = {
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, shared with other engineers' work (load average at start ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}): figures are lower bounds`,
  seconds_per_step: SECONDS,
  products: Number(PRODUCTS),
};
const configurations: Record<string, unknown> = {};
results.configurations = configurations;

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-load-'));
try {
  if (CONFIGS.includes('embedded')) {
    const embedded = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 0);
    try {
      configurations.embedded = await measure('embedded', [embedded.url], MIXES);
    } finally {
      await stopServer(embedded);
    }
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl && CONFIGS.includes('postgres')) {
    for (const count of (process.env.BENCH_SERVER_COUNTS ?? '1,2,3').split(',').map(Number)) {
      await resetPostgres(pgUrl);
      const servers = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          startServer({ DATA_DIR: join(dataDir, `pg${i}`), DATABASE_URL: pgUrl }, i % cpus().length),
        ),
      );
      try {
        configurations[`postgres_${count}_server${count > 1 ? 's' : ''}`] = await measure(
          `PostgreSQL, ${count} app server${count > 1 ? 's' : ''}`,
          servers.map((s) => s.url),
          count === 1 ? MIXES : MIXES.filter((m) => m === 'read'),
        );
      } finally {
        await Promise.all(servers.map(stopServer));
      }
    }
  } else console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL to a database the bench may reset.');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
// BENCH_BEFORE_RESULTS: the same bench's file from a run on the build before (BENCH_SERVER_DIR), kept beside this one.
if (process.env.BENCH_BEFORE_RESULTS)
  results.before = JSON.parse(readFileSync(process.env.BENCH_BEFORE_RESULTS, 'utf8'));
// BENCH_OUT: another file (a diagnosis or a partial run must not replace the committed figures).
const out = process.env.BENCH_OUT ?? 'bench/results/load.json';
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
console.log(`\nWrote ${out}`);
