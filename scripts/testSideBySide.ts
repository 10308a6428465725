// `npm test`'s tests: two Vitest runs side by side, one per core. Vitest runs every project that takes one file at a
// time (the API and browser projects: each shares one server and database among its files) in a single queue, one
// file after another, so on the 2-core CI machine one core sat idle for the whole run (docs/decisions.md, "Tests on
// two cores"). The buyer's browser tests and the unit tests are one run, the API and supplier-side browser tests the
// other: about 1,740 and 1,390 s by session 19's CI times per file, where buyer ‖ the rest ended at 1,470 and 2,160.
// Each run's global set-ups start their servers in that Vitest process, and a few of the server's module-level
// settings are the last server's (services/media.ts's file store): so the buyer's browser server runs alone in its
// process, as before. Each line is marked with its run; the exit code is the first failing run's.
// With arguments (`npm test -- tests/search/phrases.test.ts`), one ordinary Vitest run of them.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
const runs: [name: string, args: string[]][] =
  process.argv.length > 2
    ? [['vitest', process.argv.slice(2)]]
    : [
        ['buyer', ['--project', 'browser', '--project', 'unit']],
        ['rest', ['--project', 'api', '--project', 'browser-console']],
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
