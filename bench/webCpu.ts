// npm run bench:web-cpu — what a buyer's page costs the phone's main thread, in CPU time (issue 29).
// Lighthouse's TBT is wall time scaled by 4: on a busy machine every task grows and the figure says more about the
// machine than the build. A trace's thread CPU time (tdur) barely moves with load, so two builds measured side by side
// on a loaded machine compare fairly. Per page (cold cache, a phone's viewport): the main thread's CPU ms until the
// page is idle, and "cpu TBT" — Σ max(0, 4 × task CPU ms − 50) over its tasks, Lighthouse's rule on CPU time — with
// the longest tasks and the scripts they ran; "after FCP" counts only the tasks from the first contentful paint on, the
// window Lighthouse's TBT counts. RUNS=3 (default) takes the median; PAGES=home,detail as in bench:web.
// Writes bench/results/web-cpu.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../tests/setup/chromium';
import { startTestServer } from '../tests/setup/testServer';
import { DEMO_SHARES } from '../server/demo/demoShares';
import { ensureFreshBuild } from './freshBuild';
import { signInAndPickProduct } from './webSignIn';
import type { TraceEvent as TimelineEvent } from './editTrace';

const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = process.env.PAGES?.split(',').map((s) => s.trim());
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

type TraceEvent = TimelineEvent & {
  args?: { name?: string; data?: { url?: string; stackTrace?: { url: string }[] } };
};
type ProfileEvent = TraceEvent & {
  args: {
    data?: {
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: { id: number; callFrame: Node['callFrame'] }[]; samples?: number[] };
    };
  };
};
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Task = { startMs: number; cpuMs: number; wallMs: number; top: string; taskTs?: number; pid?: number };
type Figures = {
  cpu_ms: number;
  cpu_tbt_ms: number;
  cpu_tbt_after_fcp_ms: number;
  fcp_ms: number;
  tasks_over_50ms_at_4x: number;
  longest: Task[];
};
type Figure = Exclude<keyof Figures, 'longest'>;

const short = (url: string) => url.replace(/^.*\//, '').replace(/\?.*$/, '') || url;

/** The renderer's main-thread tasks of one trace, each with the script that ran longest inside it. */
function tasksOf(events: TraceEvent[], origin: string): Task[] {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !mains.has(key)) continue;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  // The page's renderer is the one that ran the page's scripts (others are the browser's own pages).
  const ours = (list: TraceEvent[]) => list.filter((e) => e.args?.data?.url?.startsWith(origin)).length;
  const thread = [...byThread.values()].sort((a, b) => ours(b) - ours(a))[0] ?? [];
  const runs = thread.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const t0 = runs[0]?.ts ?? 0;
  return runs.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = thread.filter((e) => e.ts >= task.ts && e.ts < end && e !== task && e.args?.data?.url);
    const perUrl = new Map<string, number>();
    for (const e of inside) perUrl.set(e.args!.data!.url!, (perUrl.get(e.args!.data!.url!) ?? 0) + (e.tdur ?? 0));
    const children = thread.filter((e) => e.ts >= task.ts && e.ts < end && e !== task);
    const busiest = children.sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))[0]?.name ?? '';
    if (process.env.TASK_TREE && (task.tdur ?? 0) > 25_000)
      console.log(
        `  task @${Math.round((task.ts - t0) / 1000)}: ` +
          children
            .filter((e) => (e.tdur ?? 0) > 1500)
            .map(
              (e) =>
                `${e.name}${e.args?.data?.url ? ` ${short(e.args.data.url)}` : ''} ${Math.round((e.tdur ?? 0) / 1000)}`,
            )
            .join(', '),
      );
    const top = [...perUrl].sort((a, b) => b[1] - a[1])[0]?.[0] ?? busiest;
    return {
      taskTs: task.ts,
      pid: task.pid,
      startMs: (task.ts - t0) / 1000,
      cpuMs: (task.tdur ?? 0) / 1000,
      wallMs: (task.dur ?? 0) / 1000,
      top,
    };
  });
}

async function traceLoad(browser: Browser, context: BrowserContext, address: string): Promise<Figures> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'v8.execute',
      ...(process.env.TASK_DETAIL ? ['disabled-by-default-v8.cpu_profiler'] : []),
    ],
  });
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000); // what the page does once its answers are in, e.g. modules' idle work
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await page.close();
  const tasks = tasksOf(events, new URL(address).origin);
  if (process.env.TASK_DETAIL) profileLongest(events, tasks);
  const blockingOf = (list: Task[]) => list.map((t) => Math.max(0, 4 * t.cpuMs - 50));
  const blocking = blockingOf(tasks);
  // Lighthouse counts blocking time only from the first contentful paint on: work before it delays the paint instead.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === tasks[0]?.pid)?.ts;
  const t0 = tasks[0]?.taskTs ?? 0;
  const afterFcp = fcp === undefined ? [] : tasks.filter((t) => (t.taskTs ?? 0) >= fcp);
  return {
    cpu_ms: Math.round(tasks.reduce((sum, t) => sum + t.cpuMs, 0)),
    cpu_tbt_ms: Math.round(blocking.reduce((a, b) => a + b, 0)),
    cpu_tbt_after_fcp_ms: Math.round(blockingOf(afterFcp).reduce((a, b) => a + b, 0)),
    fcp_ms: fcp === undefined ? -1 : Math.round((fcp - t0) / 1000),
    tasks_over_50ms_at_4x: blocking.filter((b) => b > 0).length,
    longest: [...tasks]
      .sort((a, b) => b.cpuMs - a.cpuMs)
      .slice(0, 4)
      .map(({ taskTs: _, pid: __, ...t }) => ({
        ...t,
        startMs: Math.round(t.startMs),
        cpuMs: Math.round(t.cpuMs),
        wallMs: Math.round(t.wallMs),
      })),
  };
}

/** Where the longest task's time went, by function (TASK_DETAIL=1, from the trace's CPU profile samples). */
function profileLongest(events: TraceEvent[], tasks: Task[]) {
  for (const longest of tasks.filter((t) => t.cpuMs >= 15)) profileTask(events, longest);
}
function profileTask(events: TraceEvent[], longest: Task) {
  const nodes = new Map<number, Node>();
  const times: number[] = [];
  const ids: number[] = [];
  let clock = 0;
  for (const e of events as ProfileEvent[]) {
    if (e.pid !== longest.pid) continue;
    if (e.name === 'Profile') clock = e.args.data?.startTime ?? clock;
    if (e.name !== 'ProfileChunk') continue;
    const chunk = e.args.data?.cpuProfile ?? {};
    for (const n of chunk.nodes ?? []) nodes.set(n.id, n);
    (chunk.samples ?? []).forEach((id: number, i: number) => {
      clock += e.args.data!.timeDeltas?.[i] ?? 0;
      ids.push(id);
      times.push(clock);
    });
  }
  const start = longest.taskTs!;
  const end = start + longest.wallMs * 1000;
  const self = new Map<string, number>();
  const byUrl = new Map<string, number>();
  for (let i = 1; i < ids.length; i++) {
    if (times[i]! < start || times[i]! > end) continue;
    const frame = nodes.get(ids[i]!)?.callFrame;
    const key = frame ? `${frame.functionName || '(anon)'} ${short(frame.url ?? '')}:${frame.lineNumber}` : '?';
    const dt = (times[i]! - times[i - 1]!) / 1000;
    self.set(key, (self.get(key) ?? 0) + dt);
    const u = frame ? short(frame.url ?? '') || frame.functionName : '?';
    byUrl.set(u, (byUrl.get(u) ?? 0) + dt);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ');
  console.log(`  task @${Math.round(longest.startMs)} ${Math.round(longest.cpuMs)}cpu: ${top(byUrl, 5)}`);
  console.log(`    by function: ${top(self, 8)}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const loadBefore = loadavg();
ensureFreshBuild();
const server = await startTestServer();
const browser = await launchChromium();
const priv = DEMO_SHARES.private;
const url = (path: string) => `${server.url}${path}${path.includes('?') ? '&' : '?'}id=${priv.code}`;
const results: Record<string, { median: Omit<Figures, 'longest'>; runs: Figures[] }> = {};

async function measure(name: string, context: BrowserContext, path: string) {
  if (PAGES && !PAGES.includes(name)) return;
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await traceLoad(browser, context, url(path)));
  const pick = (k: Figure) => median(runs.map((r) => r[k]));
  const figures: Figure[] = ['cpu_ms', 'cpu_tbt_ms', 'cpu_tbt_after_fcp_ms', 'fcp_ms', 'tasks_over_50ms_at_4x'];
  results[name] = { median: Object.fromEntries(figures.map((k) => [k, pick(k)])) as Record<Figure, number>, runs };
  const m = results[name].median;
  console.log(
    `${name.padEnd(8)} cpu ${m.cpu_ms} ms  cpu TBT ${m.cpu_tbt_ms} ms (after FCP ${m.cpu_tbt_after_fcp_ms})  ` +
      `FCP @${m.fcp_ms} ms  tasks ${m.tasks_over_50ms_at_4x}`,
  );
  for (const r of runs)
    console.log(
      `    ${r.cpu_tbt_ms} (${r.cpu_tbt_after_fcp_ms}, FCP @${r.fcp_ms}): ${r.longest.map((t) => `@${t.startMs} ${t.cpuMs}cpu/${t.wallMs}wall ${short(t.top)}`).join(' | ')}`,
    );
}

const signedOut = await browser.newContext({ ...PHONE, locale: 'en-US' });
await measure('login', signedOut, '/login');
await signedOut.close();
const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
const page = await context.newPage();
const productNumber = await signInAndPickProduct(page, url);
await page.close();
await measure('home', context, '/index/home');
await measure('detail', context, `/productDetails?productNumber=${productNumber}`);
await measure('cart', context, '/index/shoppingCart');
await measure('centre', context, '/index/productCenter');
await browser.close();
await server.stop();

const out = { machine: `load ${loadBefore.map((v) => v.toFixed(1)).join('/')} before`, runs: RUNS, pages: results };
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/web-cpu.json', `${JSON.stringify(out, null, 2)}\n`);
