// `npm test`'s checks and tests on two lanes, one per core. Vitest runs every project that takes one file at a time
// (the API and browser projects: each shares one server and database among its files) in a single queue, one file
// after another, so on the 2-core CI machine one core sat idle for the whole run (docs/decisions.md, "Tests on two
// cores"). The jobs: the buyer's browser tests with the unit tests, the API tests with the supplier-side browser tests
// (each run's global set-ups start their servers in that Vitest process, and a few of the server's module-level
// settings are the last server's — services/media.ts's file store — so the buyer's browser server runs alone in its
// process), and beside them, on a third process while the first two start, the type check and lint. CI adds two jobs
// through the environment (.ci/run): the API tests again on PostgreSQL (TEST_POSTGRES_URL) and the production install
// (TEST_PRODUCTION_CHECK=1); each starts on whichever lane frees first, rather than after both (session 21), and the
// PostgreSQL pass is two halves (Vitest's --shard), so both lanes share it rather than one (session 22). Each line
// is marked with its job; the exit code is the first failing job's.
// With arguments (`npm test -- tests/search/phrases.test.ts`), one ordinary Vitest run of them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

const vitest = (...args: string[]) => [process.execPath, 'node_modules/vitest/vitest.mjs', 'run', ...args];
type Env = Record<string, string>;
/** `env`: added to the job's environment; a function is called when the job starts. */
type Job = { name: string; command: string[]; env?: Env | (() => Promise<Env>) };
const lanes: Job[][] =
  process.argv.length > 2
    ? [[{ name: 'vitest', command: vitest(...process.argv.slice(2)) }]]
    : [
        // api-mocked (a server of its own in a fresh process) rides with the buyer's lane, which the shared module
        // graph of the unit tests made the shorter one (session 25).
        [
          {
            name: 'buyer',
            command: vitest(
              '--project',
              'browser',
              '--project',
              'unit',
              '--project',
              'unit-mocked',
              '--project',
              'api-mocked',
            ),
          },
        ],
        [{ name: 'rest', command: vitest('--project', 'api', '--project', 'browser-console') }],
        [
          { name: 'types', command: ['npm', 'run', '--silent', 'typecheck'] },
          { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
        ],
      ];
const afterwards: Job[] =
  process.argv.length > 2
    ? []
    : [
        // In halves, so the lane that frees first starts on one while the other lane finishes its own job.
        ...(process.env.TEST_POSTGRES_URL
          ? [1, 2].map((half) => ({
              name: `api-postgres ${half}/2`,
              command: vitest('--project', 'api', '--project', 'api-mocked', `--shard=${half}/2`),
              env: () => databaseOfItsOwn(process.env.TEST_POSTGRES_URL!, `vitrine_api_${half}`),
            }))
          : []),
        ...(process.env.TEST_PRODUCTION_CHECK
          ? [{ name: 'production', command: ['bash', 'scripts/checkProduction.sh'] }]
          : []),
      ];

const children: ChildProcess[] = [];
// Stopped (Ctrl-C, CI's timeout): the runs stop too, rather than going on alone with their servers and browsers.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => children.forEach((child) => child.kill(signal)));

// What a failing job said about its failures, printed again after the jobs' summary: CI shows only the end of the
// log, where the last job to finish (often a passing one) would otherwise hide which test failed and why.
const FAILURE_START = /Failed Tests \d+|Failed Suites? \d+|Unhandled Errors?|Unhandled Rejection/;
const FAILURE_LINES = 45;

/** A fresh database beside `serverUrl`'s, as DATABASE_URL. The halves of the PostgreSQL pass may run at the same
 *  time, and on one database each saw the other's writes: the cross-tenant matrix's "the target is unchanged"
 *  snapshots failed (session 22). */
async function databaseOfItsOwn(serverUrl: string, name: string): Promise<Env> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

async function run({
  name,
  command,
  env,
}: Job): Promise<{ name: string; code: number; seconds: number; failures: string[] }> {
  const started = performance.now();
  const [program, ...args] = command;
  let added: Env | undefined;
  try {
    added = typeof env === 'function' ? await env() : env;
  } catch (error) {
    return { name, code: 1, seconds: 0, failures: [`[${name}] could not start: ${String(error)}`] };
  }
  const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...added } });
  children.push(child);
  const mark = lanes.length > 1 ? `[${name}] ` : '';
  // The failing tests' marks as they ran, then Vitest's closing report of them from its first heading on.
  const marked: string[] = [];
  const section: string[] = [];
  const failures = () => [...marked.slice(0, 15), ...section.slice(0, FAILURE_LINES)];
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    createInterface({ input: stream }).on('line', (line) => {
      out.write(mark + line + '\n');
      const plain = stripVTControlCharacters(line);
      if (section.length > 0 || FAILURE_START.test(plain)) section.push(mark + plain);
      else if (/^ *(FAIL|×) /.test(plain)) marked.push(mark + plain);
    });
  return new Promise((resolve) => {
    child.on('error', () => resolve({ name, code: 1, seconds: 0, failures: failures() }));
    child.on('close', (code, signal) =>
      resolve({
        name,
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
        failures: failures(),
      }),
    );
  });
}

// A lane runs its jobs one after another, then takes the jobs left for afterwards, one at a time, while any remain.
const results: Awaited<ReturnType<typeof run>>[] = [];
async function lane(jobs: Job[], takesAfterwards: boolean) {
  for (const job of jobs) results.push(await run(job));
  if (!takesAfterwards) return;
  for (let job = afterwards.shift(); job; job = afterwards.shift()) results.push(await run(job));
}
await Promise.all(lanes.map((jobs, i) => lane(jobs, i < 2)));
for (const job of afterwards) results.push({ name: `${job.name} (never started)`, code: 1, seconds: 0, failures: [] });
for (const r of results)
  console.log(`${r.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${Math.round(r.seconds)} s`);
for (const r of results.filter((r) => r.code !== 0 && r.failures.length > 0))
  console.log(`\n${r.name} failed; what it said of its failures:\n${r.failures.join('\n')}`);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
