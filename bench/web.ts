// npm run bench:web — the buyer's pages as a phone and a desktop meet them (issue 29): Lighthouse 13 (performance,
// accessibility, best practices, SEO; LCP, TBT, CLS and the machine's benchmarkIndex) on the production build served
// by our server with demo data, axe's violations and the login page's initial JavaScript. Prints a table and
// writes bench/results/web.json. RUNS=3 takes the median of three Lighthouse runs per page and profile (default 1).
// The chat, a panel and not an address, is measured by a user flow (bench/webChatFlow.mjs); the SEO of a public
// share's pages separately (public_share_seo), since the demo private share's pages are noindex by design.
//
// Lighthouse 13 needs Node ≥ 22.19 and this project runs on Node 20: its CLI runs under a Node 22 fetched from the
// npm registry by `npx -y node@22` for this bench only (docs/decisions.md, "Lighthouse on Node 22"). It drives the
// same chromium the browser tests use, attached through its debugging port, after playwright signed in there.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../tests/setup/chromium';
import { startTestServer } from '../tests/setup/testServer';
import { DEMO_SHARES } from '../server/demo/demoShares';
import { runAxe } from '../tests/browser/axe';
import { INITIAL_JS_GOAL, measureInitialJs } from '../tests/browser/initialJs';
import { ensureFreshBuild } from './freshBuild';
import { signInAndPickProduct } from './webSignIn';

const run = promisify(execFile);
const RUNS = Number(process.env.RUNS ?? 1);
// While working on a page: PAGES=home,detail and/or PROFILES=mobile measure only those (no axe, no public SEO) and
// write web-partial.json beside the results, leaving the committed web.json alone.
const only = (name: string) => process.env[name]?.split(',').map((s) => s.trim());
const PAGES = only('PAGES');
const PROFILES = only('PROFILES');
const PARTIAL = Boolean(PAGES || PROFILES);
// Two benches at once (two worktrees) need two debugging ports: DEBUG_PORT.
const PORT = Number(process.env.DEBUG_PORT ?? 9333);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Read before the bench's own build, server and browser add to it: what else the machine was running.
const loadBefore = loadavg();
ensureFreshBuild();
const server = await startTestServer();
const profileDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-web-'));
// A persistent context is the browser's default one: the tab Lighthouse opens shares its signed-in storage.
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${PORT}`],
  viewport: { width: 1440, height: 900 },
});
const page = context.pages()[0] ?? (await context.newPage());
const priv = DEMO_SHARES.private;
const url = (path: string) => `${server.url}${path}${path.includes('?') ? '&' : '?'}id=${priv.code}`;

type Scores = Record<'performance' | 'accessibility' | 'best_practices' | 'seo', number>;
type Row = Scores & { lcp_ms: number; tbt_ms: number; cls: number; benchmark_index: number };

/** Lighthouse's own trace errors (NO_NAVSTART, NO_FCP) say "run Lighthouse again": up to two more tries. */
async function lighthouseReport(args: string[], tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return JSON.parse((await run('npx', args, { maxBuffer: 1 << 28 })).stdout);
    } catch (failure) {
      const said = String((failure as { stderr?: string }).stderr ?? failure);
      if (attempt >= tries || !/Please run Lighthouse again|NO_NAVSTART|NO_FCP/.test(said)) throw failure;
      console.log(`  Lighthouse trace error, try ${attempt + 1} of ${tries}: ${said.trim().split('\n').pop()}`);
    }
  }
}

// LH_REPORTS=<dir> keeps every Lighthouse report there (long tasks, bootup time, main-thread breakdown), to see
// what a TBT figure is made of.
const REPORTS = process.env.LH_REPORTS;
let reportCount = 0;
function keepReport(report: unknown, target: string, desktop: boolean) {
  if (!REPORTS) return;
  mkdirSync(REPORTS, { recursive: true });
  const page = new URL(target).pathname.replace(/\W+/g, '_');
  writeFileSync(
    join(REPORTS, `${page}-${desktop ? 'desktop' : 'mobile'}-${++reportCount}.json`),
    JSON.stringify(report),
  );
}

async function lighthouse(
  target: string,
  desktop: boolean,
  categories = 'performance,accessibility,best-practices,seo',
) {
  const args = [
    '-y',
    'node@22',
    'node_modules/lighthouse/cli/index.js',
    target,
    `--port=${PORT}`,
    '--output=json',
    '--quiet',
    '--disable-storage-reset', // keeps the sign-in
    `--only-categories=${categories}`,
    ...(desktop ? ['--preset=desktop'] : []),
  ];
  const report = await lighthouseReport(args);
  keepReport(report, target, desktop);
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const row: Row = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    lcp_ms: Math.round(audit('largest-contentful-paint')),
    tbt_ms: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    benchmark_index: Math.round(report.environment?.benchmarkIndex ?? 0),
  };
  return row;
}

/** The chat panel opened from the home page's header (bench/webChatFlow.mjs): the timespan's TBT, CLS and score,
 *  the open panel's accessibility, best practices and SEO; the LCP is the home page's, the panel has none of its own. */
async function chatFlow(target: string, desktop: boolean): Promise<Row> {
  const args = ['-y', 'node@22', 'bench/webChatFlow.mjs', target, String(PORT), desktop ? 'desktop' : 'mobile'];
  const { stdout } = await run('npx', args, { maxBuffer: 1 << 28 });
  const steps = (JSON.parse(stdout) as { steps: { lhr: LighthouseReport }[] }).steps.map((s) => s.lhr);
  const [home, opening, open] = steps as [LighthouseReport, LighthouseReport, LighthouseReport];
  const score = (report: LighthouseReport, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score(opening, 'performance'),
    accessibility: score(open, 'accessibility'),
    best_practices: score(open, 'best-practices'),
    seo: score(open, 'seo'),
    lcp_ms: Math.round(audit(home, 'largest-contentful-paint')),
    tbt_ms: Math.round(audit(opening, 'total-blocking-time')),
    cls: Math.round(audit(opening, 'cumulative-layout-shift') * 1000) / 1000,
    benchmark_index: Math.round(home.environment?.benchmarkIndex ?? 0),
  };
}
type LighthouseReport = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
};

function medianRow(rows: Row[]): Row {
  const keys = Object.keys(rows[0]!) as (keyof Row)[];
  return Object.fromEntries(keys.map((k) => [k, median(rows.map((r) => r[k]))])) as Row;
}

// The login first, signed out: the first page a buyer opens.
const measuring = await launchChromium();
const initialJs = await measureInitialJs(measuring, url('/login'), 'Sign in');
await measuring.close();
const pages: { name: string; path: string }[] = [{ name: 'login', path: '/login' }];
const results: Record<string, Record<string, Row>> = {};
const axe: Record<string, number> = {};

async function measure(name: string, path: string, measureOne = lighthouse) {
  if (PAGES && !PAGES.includes(name)) return;
  results[name] = {};
  for (const [profile, desktop] of [
    ['mobile', false],
    ['desktop', true],
  ] as const) {
    if (PROFILES && !PROFILES.includes(profile)) continue;
    const rows: Row[] = [];
    for (let i = 0; i < RUNS; i++) rows.push(await measureOne(url(path), desktop));
    results[name][profile] = medianRow(rows);
    console.error(`${name} ${profile}: done`);
  }
  if (PARTIAL) return;
  await page.goto(url(path));
  await page.waitForLoadState('networkidle');
  if (measureOne === chatFlow) {
    await page.locator('header .chat-button').click();
    await page.locator('#chat-panel').waitFor();
    await page.waitForLoadState('networkidle');
  }
  axe[name] = (await runAxe(page)).reduce((sum, v) => sum + v.nodes.length, 0);
}

await measure('login', '/login');
// Sign in as the demo private buyer in the same browser, then the signed-in pages.
const productNumber = await signInAndPickProduct(page, url);
pages.push(
  { name: 'home', path: '/index/home' },
  { name: 'product centre', path: '/index/productCenter' },
  { name: 'detail', path: `/productDetails?productNumber=${productNumber}` },
  { name: 'cart', path: '/index/shoppingCart' },
);
for (const p of pages.slice(1)) await measure(p.name, p.path);
await measure('chat', '/index/home', chatFlow);

// The demo private share above is noindex by design (docs/decisions.md, "Search engines per share kind"): its SEO
// score stops at 66. A public share's pages are for search engines; their SEO is measured as a crawler meets them,
// on the demo public share entered as a visitor (a phone, as Lighthouse's default).
const pub = DEMO_SHARES.public;
const publicUrl = (path: string) => `${server.url}${path}${path.includes('?') ? '&' : '?'}id=${pub.code}`;
await page.evaluate(() => localStorage.clear());
const publicSeo: Record<string, number> = {};
if (!PARTIAL) {
  publicSeo.login = (await lighthouse(publicUrl('/login'), false, 'seo')).seo;
  await page.goto(publicUrl('/login'));
  await page.getByRole('button', { name: 'Enter the catalogue' }).click();
  await page.waitForURL(/\/index\/home/);
  await page.goto(publicUrl('/index/productCenter'));
  const publicHref = await page.locator('a.product-card').first().getAttribute('href');
  const publicProduct = new URL(publicHref!, server.url).searchParams.get('productNumber');
  for (const [name, path] of [
    ['home', '/index/home'],
    ['product centre', '/index/productCenter'],
    ['detail', `/productDetails?productNumber=${publicProduct}`],
  ] as const)
    publicSeo[name] = (await lighthouse(publicUrl(path), false, 'seo')).seo;
}

await context.close();
await server.stop();
rmSync(profileDir, { recursive: true, force: true });

// Above 1.5 runnable tasks on average over the minute before the bench, other work competed with the pages for the
// cores; the load at the end includes the bench's own browser and server.
const LOADED = 1.5;
const loads = (l: number[]) => l.map((v) => v.toFixed(1)).join('/');
const machine = `${cpus().length}× ${cpus()[0]?.model.trim()}, load ${loads(loadBefore)} before the bench, ${loads(
  loadavg(),
)} after — the machine was ${loadBefore[0]! > LOADED ? 'loaded' : 'quiet'}`;
const out = {
  machine,
  runs_per_figure: RUNS,
  initial_js_gzip_kb: initialJs.gzipKb,
  initial_js_requests: initialJs.requests,
  initial_js_goal: INITIAL_JS_GOAL,
  axe_violations: Object.values(axe).reduce((a, b) => a + b, 0),
  axe_violations_by_page: axe,
  pages: results,
  public_share_seo: publicSeo,
};
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/${PARTIAL ? 'web-partial' : 'web'}.json`, `${JSON.stringify(out, null, 2)}\n`);

const header = ['page', 'profile', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'bench idx', 'axe'];
const lines = Object.entries(results).flatMap(([name, profiles]) =>
  Object.entries(profiles).map(([profile, r]) =>
    [
      name,
      profile,
      r.performance,
      r.accessibility,
      r.best_practices,
      r.seo,
      r.lcp_ms,
      r.tbt_ms,
      r.cls,
      r.benchmark_index,
      axe[name],
    ].map(String),
  ),
);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
const row = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(row(header));
for (const l of lines) console.log(row(l));
console.log(
  `\ninitial JS of the login: ${initialJs.gzipKb} KB gzip in ${initialJs.requests} requests (goal ≤ ${INITIAL_JS_GOAL.gzipKb} KB, ≤ ${INITIAL_JS_GOAL.requests})`,
);
console.log(
  `SEO of the demo public share (private shares are noindex by design): ${Object.entries(publicSeo)
    .map(([name, seo]) => `${name} ${seo}`)
    .join(', ')}`,
);
console.log(`machine: ${machine}`);
