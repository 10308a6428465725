// `npm test`'s tests: two Vitest runs side by side, one per core. Vitest runs every project that takes one file at a
// time (the API and browser projects: each shares one server and database among its files) in a single queue, one
// file after another, so on the 2-core CI machine one core sat idle for the whole run (docs/decisions.md, "Tests on
// two cores"). The browser tests (buyer and supplier) are one run, the unit and API tests the other: the two took
// 1,830 and 1,190 s of session 19's CI, where buyer ‖ the rest took 1,470 and 2,160. Each line is marked with its
// run; the exit code is the first failing run's.
// With arguments (`npm test -- tests/search/phrases.test.ts`), one ordinary Vitest run of them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
const runs: [name: string, args: string[]][] =
  process.argv.length > 2
    ? [['vitest', process.argv.slice(2)]]
    : [
        ['browsers', ['--project', 'browser', '--project', 'browser-console']],
        ['rest', ['--project', 'unit', '--project', 'api']],
      ];

const children: ChildProcess[] = [];
// Stopped (Ctrl-C, CI's timeout): the runs stop too, rather than going on alone with their servers and browsers.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => children.forEach((child) => child.kill(signal)));

function run(name: string, args: string[]): Promise<{ name: string; code: number; seconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...vitest, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const mark = runs.length > 1 ? `[${name}] ` : '';
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    createInterface({ input: stream }).on('line', (line) => out.write(mark + line + '\n'));
  return new Promise((resolve) =>
    child.on('close', (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }),
    ),
  );
}

const results = await Promise.all(runs.map(([name, args]) => run(name, args)));
for (const r of results)
  console.log(`${r.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${Math.round(r.seconds)} s`);
process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
