// npm run bench:catalogue — the Catalogue room at 100,000 products through the functions the API calls, on the
// embedded database and on PostgreSQL (BENCH_DATABASE_URL, a database the bench may reset). Two app servers are two
// handles on one database, each with its own search index (the index cache is keyed by handle):
// - edit_visible_p95_ms: a product saved through server A (ConsoleSaveProduct) until server B's buyer search finds
//   its new name, save included (edit_found_*: from B's first search after the save, wall and process CPU time; with
//   BENCH_BASELINE also the baseline's, side by side);
// - console_list_p95_ms: the console's first page of 100 (ConsoleProductList: plain, sorted, searched, filtered);
// - import_s / import_rss_mb: a 10,000-row .xlsx previewed, its .zip of one photo per row (BENCH_IMPORT_PICTURES)
//   received, checked and stored with the sizes a list needs, and imported, the photos applied (the detail's and
//   zoom's sizes come after: later_sizes_* figures); and what it adds to the JavaScript heap and
//   buffers at its peak (import_rss_mb: resident memory never shrinks after the seed, so its delta read 0; the
//   process's own peak, embedded database included, is process_peak_rss_mb);
// - search_p95_during_import_ms: buyer searches on server B while that import runs (its index patched as it goes).
//   BENCH_SLOW=1 prints each one over 40 ms: its time, its time waiting on the database and its number of queries, and how many rows were written by then.
// BENCH_COMPARE=1 also measures, in the same run, the console list (interleaved call by call) on a handle without
// the embedded database's shortcuts (Database.writes: the version read skipped when nothing was written), and a
// second import (no photos) whose rows each move the catalogue version, as before quiet writes (migration 034).
// BENCH_SEED_CACHE=<folder>: the seeded catalogue kept and copied on later runs, both databases (bench/databases.ts).
// BENCH_PROFILE=<path prefix> writes a CPU profile of the main thread while the import runs.
// BENCH_BASELINE=<a checkout of another commit, with node_modules>: the searches during the import alternate, one by
// one, between that checkout's search code (its own index on a third handle) and this one's: a change's effect on
// search_p95_during_import_ms side by side, on the same import and the same machine load (baseline_* figures).
// Writes bench/results/catalogue.json.
import { cpus, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Database, Queryable } from '../server/db/database';
import { onBothDatabases, type Seeded } from './databases';
import { factoryWorkbook, uploadOf } from '../tests/api/factorySheet';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/demo/seed';
import { listProducts } from '../server/services/catalogue';
import { consoleCatalogueService } from '../server/services/consoleCatalogue';
import { catalogueImportService } from '../server/services/catalogueImport';
import { importPhotosService } from '../server/services/importPhotos';
import { folderFileStore } from '../server/services/fileStore';
import { laterSizes } from '../server/services/laterSizes';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueIndex, warmCatalogueIndexes } from '../server/search/catalogueIndex';
import { QUIET } from '../server/db/catalogueChanges';
import { createSession, findSession } from '../server/services/sessions';
import { buyerOf } from '../server/services/buyer';
import { seededRandom } from '../server/demo/random';
import { setMediaUrls } from '../server/services/media';
import { demoMediaUrls } from '../server/demo/demoMedia';

setMediaUrls(demoMediaUrls);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const IMPORT_PICTURES = Math.min(IMPORT_ROWS, Number(process.env.BENCH_IMPORT_PICTURES ?? IMPORT_ROWS));
const EDITS = 40;
const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const round = (v: number) => +v.toFixed(1);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const workbook = (rows: number, prefix = 'BI') =>
  factoryWorkbook(rows, { prefix, name: '进口积木', english: 'Imported blocks' });

/** A .zip of one photo per row (BI000001.jpg …): a camera-sized JPEG of a drawn toy on a studio background (42 KB, so
 *  10,000 fit the .zip's 500 MB limit), the same bytes each time (each is still decoded, sized and stored on its
 *  own), stored rather than deflated as JPEGs are. */
async function photoZip(count: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs>
    <radialGradient id="g" cx="40%" cy="35%" r="60%"><stop offset="0" stop-color="#ffd36b"/><stop offset="1" stop-color="#c8562a"/></radialGradient>
    <linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f1ea"/><stop offset="1" stop-color="#d9d3c7"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#b)"/><ellipse cx="800" cy="1040" rx="520" ry="70" fill="#0002"/>
    <rect x="420" y="420" width="760" height="560" rx="60" fill="url(#g)"/><circle cx="560" cy="980" r="110" fill="#333"/>
    <circle cx="1040" cy="980" r="110" fill="#333"/><rect x="560" y="260" width="420" height="220" rx="40" fill="#3b7dd8"/></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (let i = 1; i <= count; i++) entries[`BI${String(i).padStart(6, '0')}.jpg`] = [jpeg, { level: 0 }];
  return Buffer.from(zipSync(entries));
}

/** The same database with every quiet write made loud (migration 034): each import row moves the catalogue version,
 *  as the import ran before (each search meanwhile patches its index); the embedded shortcuts stay. */
const perRowVersions = (db: Database): Database =>
  Object.assign(Object.create(db) as Database, {
    query: (sql: string, params?: unknown[]) => db.query(sql.replaceAll(QUIET, "'loud'"), params),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
      db.transaction((tx) => fn({ query: (sql, params) => tx.query(sql.replaceAll(QUIET, "'loud'"), params) })),
  });
/** The same database without the embedded shortcuts (writes, readersDone): the code path before them. */
const withoutShortcuts = (db: Database): Database => ({
  kind: db.kind,
  query: (sql, params) => db.query(sql, params),
  transaction: (fn) => db.transaction(fn),
  exec: (sql) => db.exec(sql),
  close: () => db.close(),
});
/** BENCH_PROFILE=<path>: a CPU profile of the main thread while the import runs (chrome://inspect opens it). */
async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (file: string) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
const COMPARE = process.env.BENCH_COMPARE === '1';
const BASELINE = process.env.BENCH_BASELINE;
type ListProducts = typeof listProducts;
/** The baseline checkout's listProducts (its own module instances, so its own index cache). */
async function baselineSearch(): Promise<ListProducts | null> {
  if (!BASELINE) return null;
  const media = (await import(`${BASELINE}/server/services/media.ts`)) as typeof import('../server/services/media');
  media.setMediaUrls(demoMediaUrls);
  return ((await import(`${BASELINE}/server/services/catalogue.ts`)) as { listProducts: ListProducts }).listProducts;
}

/** CPU (ms) and resident memory (MB) of another process (Linux /proc): the background's picture process. */
function processUse(pid: number | undefined) {
  if (!pid) return { cpuMs: 0, rssMb: 0 };
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime in clock ticks (100 a second), resident pages of 4 KiB.
    return { cpuMs: (Number(stat[11]) + Number(stat[12])) * 10, rssMb: (Number(stat[21]) * 4096) / 1024 / 1024 };
  } catch {
    return { cpuMs: 0, rssMb: 0 }; // it ended meanwhile
  }
}

const heapNow = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external + m.arrayBuffers;
};

/** The demo catalogue at PRODUCTS products (kept and copied with BENCH_SEED_CACHE: bench/databases.ts). */
const seed = {
  name: `catalogue_${PRODUCTS}`,
  async fill(db: Database) {
    await migrate(db);
    await db.exec(
      'TRUNCATE companies, shares, page_modules, categories, products, sessions, accounts, share_codes, supplier_admins, packing_methods, favourites, browse_history, login_failures RESTART IDENTITY CASCADE',
    );
    await seedDemo(db, { products: PRODUCTS });
    await db.exec('ANALYZE');
  },
};

async function measure(db: Database, label: string, seeded: Seeded) {
  console.log(
    `${label}: ${PRODUCTS.toLocaleString('en')} products ${seeded.cached ? 'copied from the seed cache' : 'seeded'} in ${seeded.seconds} s`,
  );
  const [share] = await db.query<{ id: number; company_id: number }>(
    "SELECT id, company_id FROM shares WHERE share_random_code = 'SUNNYPUB1'",
  );
  const [admin] = await db.query<{ id: number }>('SELECT id FROM supplier_admins WHERE company_id = $1 LIMIT 1', [
    share.company_id,
  ]);
  const staff = { companyId: share.company_id, adminId: admin.id };
  const buyer = await buyerOf(
    db,
    (await findSession(
      db,
      await createSession(db, { kind: 'share', companyId: share.company_id, shareId: share.id, loginEmail: null }),
    ))!,
  );
  // Server B: the same database behind another handle, so its own index.
  // Its queries timed, so a search during the import splits into time waiting on the database and time on the thread.
  const dbTime = { ms: 0, queries: 0 };
  // On the embedded database server B is this process, so it sees the process's count of version-moving writes (a
  // real app server's handle is the database itself). The baseline's handle reads the version at every search, as
  // every import row used to count as such a write.
  const serverB: Queryable & { readonly versionWrites?: number } = {
    get versionWrites() {
      return db.versionWrites;
    },
    async query(sql, params) {
      const s = performance.now();
      try {
        return await db.query(sql, params);
      } finally {
        dbTime.ms += performance.now() - s;
        dbTime.queries++;
      }
    },
  };
  const consoleA = consoleCatalogueService(db);
  let t = performance.now();
  await catalogueIndex(db, share.company_id);
  const indexBuildMs = performance.now() - t;
  // Warmed as a started app server is (server/start.ts), so its first search is not the bench's first edit.
  await warmCatalogueIndexes(serverB);
  await consoleA.list(staff, { pageIndex: 1, pageSize: 100 });

  const samples = await db.query<{ product_number: string; ename: string }>(
    'SELECT product_number, ename FROM products WHERE company_id = $1 AND status = 0 ORDER BY id LIMIT 2000',
    [share.company_id],
  );
  const r = seededRandom(11);
  const search = (on: Queryable, keyword: string) => listProducts(on, buyer, { keyword, pageIndex: 1, pageSize: 30 });
  const baseline = await baselineSearch();
  const serverBaseline: Queryable = { query: (sql, params) => db.query(sql, params) };
  if (baseline) await baseline(serverBaseline, buyer, { keyword: 'teddy', pageIndex: 1, pageSize: 30 });
  const baselineDuringImport: number[] = [];

  // 1. One product edit on A, until B's search finds it. With a baseline, the baseline's server finds it too, each
  // timed from its own first search after the save (which goes first alternates): the two codes side by side.
  // Also the process's CPU time meanwhile (nothing else runs then): the figure a loaded machine does not move.
  const visible: number[] = [];
  const found: number[] = [];
  const foundCpu: number[] = [];
  const baselineFound: number[] = [];
  const baselineFoundCpu: number[] = [];
  const until = async (find: () => Promise<number>, times: number[], cpu: number[]) => {
    const s = performance.now();
    const c = process.cpuUsage();
    while (!(await find())) await new Promise((resolve) => setTimeout(resolve, 5));
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - s);
    return times.at(-1)!;
  };
  for (let i = 0; i < EDITS; i++) {
    const number = r.pick(samples).product_number;
    const word = `quokka${i}x${Date.now().toString(36)}`;
    const detail = await consoleA.detail(staff, number);
    t = performance.now();
    await consoleA.save(staff, {
      version: detail.version,
      product: { ...detail.product, names: { ...detail.product.names, ename: `Edited ${word}` } },
    });
    const saved = performance.now() - t;
    const onBaseline = async () =>
      baseline &&
      (await until(
        async () => (await baseline(serverBaseline, buyer, { keyword: word, pageIndex: 1, pageSize: 30 })).totalCount,
        baselineFound,
        baselineFoundCpu,
      ));
    if (i % 2) await onBaseline();
    visible.push(saved + (await until(async () => (await search(serverB, word)).totalCount, found, foundCpu)));
    if (!(i % 2)) await onBaseline();
  }

  // 2. The console's first page.
  const lists = [
    {},
    { sort: 'numberAsc' as const },
    { sort: 'priceDesc' as const },
    { keyword: 'teddy' },
    { shelf: 'off' as const },
    { flags: ['hot' as const] },
  ];
  const consoleBefore = COMPARE ? consoleCatalogueService(withoutShortcuts(db)) : null;
  for (const filters of lists) {
    await consoleA.list(staff, { ...filters, pageIndex: 1, pageSize: 100 });
    await consoleBefore?.list(staff, { ...filters, pageIndex: 1, pageSize: 100 });
  }
  const listTimes: number[] = [];
  const listTimesBefore: number[] = [];
  for (let i = 0; i < 60; i++) {
    t = performance.now();
    await consoleA.list(staff, { ...lists[i % lists.length], pageIndex: 1, pageSize: 100 });
    listTimes.push(performance.now() - t);
    if (!consoleBefore) continue;
    t = performance.now();
    await consoleBefore.list(staff, { ...lists[i % lists.length], pageIndex: 1, pageSize: 100 });
    listTimesBefore.push(performance.now() - t);
  }

  // 3. A 10,000-row import, with buyer searches on B meanwhile.
  const bytes = await workbook(IMPORT_ROWS);
  const zip = IMPORT_PICTURES ? await photoZip(IMPORT_PICTURES) : null;
  const filesDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-files-'));
  const files = folderFileStore(filesDir);
  // The later sizes still queued when the bench moves on must not write into its removed folder.
  let filesGone = false;
  const later = laterSizes(
    { ...files, put: (key, bytes) => (filesGone ? Promise.resolve() : files.put(key, bytes)) },
    (error) => console.error(error),
  );
  const photos = importPhotosService(db, files, later);
  const imports = catalogueImportService(db, (error) => console.error(error), photos.apply);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = heapNow();
  let rssPeak = rssBefore;
  let heapPeak = heapBefore;
  // The background's picture process (laterSizes.ts, from the import's end) is memory the import adds too.
  let backgroundRssPeak = 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    const background = processUse(later.backgroundProcessId).rssMb * 1024 * 1024;
    backgroundRssPeak = Math.max(backgroundRssPeak, background);
    heapPeak = Math.max(heapPeak, heapNow() + background);
  }, 50);
  t = performance.now();
  const preview = await imports.preview(staff, uploadOf(bytes));
  const previewSeconds = (performance.now() - t) / 1000;
  let picturesSeconds = 0;
  let picturesMatched = 0;
  let picturesCpuMs = 0;
  if (zip) {
    const p = performance.now();
    const cpu = process.cpuUsage();
    const received = await photos.receive(staff, uploadOf(zip, 'photos.zip', { importId: preview.importId }));
    picturesMatched = received.counts.pictures;
    picturesSeconds = (performance.now() - p) / 1000;
    const used = process.cpuUsage(cpu);
    picturesCpuMs = (used.user + used.system) / 1000;
  }
  await imports.start(staff, preview.importId);
  const duringImport: number[] = [];
  const dbDuringImport: number[] = [];
  const queriesDuringImport: number[] = [];
  // The profiler first: starting it holds the thread for a second or more with a 100,000-product heap, which is
  // not the import's delay.
  const profiler = process.env.BENCH_PROFILE ? await startProfile() : null;
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  let progress = await imports.progress(staff, preview.importId);
  while (progress.state === 'running') {
    const keyword = r.pick(samples).ename.split(' ').at(-1)!;
    const searchBaseline = async () => {
      if (!baseline) return;
      const s = performance.now();
      await baseline(serverBaseline, buyer, { keyword, pageIndex: 1, pageSize: 30 });
      baselineDuringImport.push(performance.now() - s);
    };
    // Which goes first alternates: the one second meets the version the first one already found moved.
    if (duringImport.length % 2) await searchBaseline();
    const s = performance.now();
    const db0 = { ...dbTime };
    await search(serverB, keyword);
    duringImport.push(performance.now() - s);
    dbDuringImport.push(dbTime.ms - db0.ms);
    queriesDuringImport.push(dbTime.queries - db0.queries);
    if (process.env.BENCH_SLOW && duringImport.at(-1)! > 40)
      console.log(
        `slow search: ${duringImport.at(-1)!.toFixed(0)} ms, database ${(dbTime.ms - db0.ms).toFixed(0)} ms in ${dbTime.queries - db0.queries} queries, rows done ${progress.done}`,
      );
    if (duringImport.length % 2) await searchBaseline();
    await new Promise((resolve) => setTimeout(resolve, 20));
    progress = await imports.progress(staff, preview.importId);
  }
  const importSeconds = (performance.now() - t) / 1000;
  loopDelay.disable();
  // The detail's and zoom's sizes the import left for later (laterSizes.ts): their rate over BENCH_LATER_S seconds
  // (default 20) and what the rest would take at that rate; the remaining ones are dropped with the bench's files.
  // Their CPU figure is this process's and the background process's over that time: the image-search vectors of the
  // new pictures are made then too.
  const laterWaiting = later.waiting;
  const laterStarted = performance.now();
  const laterCpu = process.cpuUsage();
  const backgroundPid = later.backgroundProcessId;
  const backgroundCpu = processUse(backgroundPid).cpuMs;
  while (later.waiting && performance.now() - laterStarted < Number(process.env.BENCH_LATER_S ?? 20) * 1000)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const laterDone = laterWaiting - later.waiting;
  const laterUsed = process.cpuUsage(laterCpu);
  const laterBackgroundMs =
    backgroundPid === later.backgroundProcessId ? processUse(backgroundPid).cpuMs - backgroundCpu : 0;
  const laterMsEach = laterDone ? (performance.now() - laterStarted) / laterDone : 0;
  await profiler?.(`${process.env.BENCH_PROFILE}-${db.kind}.cpuprofile`);
  clearInterval(sampler);
  filesGone = true;
  rmSync(filesDir, { recursive: true, force: true });
  const imported = (await search(serverB, `BI${String(IMPORT_ROWS).padStart(6, '0')}`)).totalCount;

  // The same import (other numbers, no photos) as before quiet writes, for before/after from one run.
  let before: Record<string, number> | undefined;
  if (COMPARE) {
    const oldImports = catalogueImportService(perRowVersions(db), (error) => console.error(error));
    const oldPreview = await oldImports.preview(staff, uploadOf(await workbook(IMPORT_ROWS, 'BJ')));
    const during: number[] = [];
    const dbDuring: number[] = [];
    const started = performance.now();
    await oldImports.start(staff, oldPreview.importId);
    let state = (await oldImports.progress(staff, oldPreview.importId)).state;
    while (state === 'running') {
      const s = performance.now();
      const db0 = dbTime.ms;
      await search(serverB, r.pick(samples).ename.split(' ').at(-1)!);
      during.push(performance.now() - s);
      dbDuring.push(dbTime.ms - db0);
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = (await oldImports.progress(staff, oldPreview.importId)).state;
    }
    before = {
      console_list_p95_ms_without_shortcuts: round(percentile(listTimesBefore, 95)),
      console_list_p50_ms_without_shortcuts: round(percentile(listTimesBefore, 50)),
      search_p95_during_import_ms: round(percentile(during, 95)),
      search_p50_during_import_ms: round(percentile(during, 50)),
      searches_during_import: during.length,
      search_db_p95_during_import_ms: round(percentile(dbDuring, 95)),
      import_s: round((performance.now() - started) / 1000),
    };
  }

  const result = {
    edit_visible_p95_ms: round(percentile(visible, 95)),
    edit_visible_p50_ms: round(percentile(visible, 50)),
    console_list_p95_ms: round(percentile(listTimes, 95)),
    console_list_p50_ms: round(percentile(listTimes, 50)),
    search_p95_during_import_ms: round(percentile(duringImport, 95)),
    search_p50_during_import_ms: round(percentile(duringImport, 50)),
    searches_during_import: duringImport.length,
    search_db_p95_during_import_ms: round(percentile(dbDuringImport, 95)),
    search_db_p50_during_import_ms: round(percentile(dbDuringImport, 50)),
    search_queries_p50_during_import: percentile(queriesDuringImport, 50),
    event_loop_delay_p99_during_import_ms: round(loopDelay.percentile(99) / 1e6),
    event_loop_delay_max_during_import_ms: round(loopDelay.max / 1e6),
    import_s: round(importSeconds),
    import_preview_s: round(previewSeconds),
    import_rows: IMPORT_ROWS,
    import_created: progress.created,
    import_found_by_search: imported > 0,
    import_pictures: picturesMatched,
    import_pictures_s: round(picturesSeconds),
    import_pictures_cpu_ms_each: picturesMatched ? round(picturesCpuMs / picturesMatched) : 0,
    later_sizes_waiting_after_import: laterWaiting,
    later_sizes_ms_each: round(laterMsEach),
    later_sizes_cpu_ms_each: laterDone
      ? round(((laterUsed.user + laterUsed.system) / 1000 + laterBackgroundMs) / laterDone)
      : 0,
    later_sizes_all_s_at_that_rate: round((laterWaiting * laterMsEach) / 1000),
    import_rss_mb: mb(heapPeak - heapBefore),
    import_rss_delta_mb: mb(rssPeak - rssBefore),
    process_peak_rss_mb: mb(rssPeak),
    background_peak_rss_mb: mb(backgroundRssPeak),
    index_build_ms: Math.round(indexBuildMs),
    seed_s: round(seeded.seconds),
    seed_cached: seeded.cached,
    edit_found_p95_ms: round(percentile(found, 95)),
    edit_found_p50_ms: round(percentile(found, 50)),
    edit_found_cpu_p95_ms: round(percentile(foundCpu, 95)),
    edit_found_cpu_p50_ms: round(percentile(foundCpu, 50)),
    ...(baseline && {
      baseline_edit_found_p95_ms: round(percentile(baselineFound, 95)),
      baseline_edit_found_p50_ms: round(percentile(baselineFound, 50)),
      baseline_edit_found_cpu_p95_ms: round(percentile(baselineFoundCpu, 95)),
      baseline_edit_found_cpu_p50_ms: round(percentile(baselineFoundCpu, 50)),
      baseline_search_p95_during_import_ms: round(percentile(baselineDuringImport, 95)),
      baseline_search_p50_during_import_ms: round(percentile(baselineDuringImport, 50)),
    }),
  };
  console.table(result);
  if (!before) return result;
  console.table(before);
  return { ...result, before_quiet_writes: before };
}

const result: Record<string, unknown> = {
  products: PRODUCTS,
  machine: `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  goals: {
    edit_visible_p95_ms: '≤ 1000',
    console_list_p95_ms: '≤ 50',
    search_p95_during_import_ms: '≤ 40',
    import_s: '≤ 90 (10,000 rows with 10,000 pictures)',
    import_rss_mb: '≤ 500',
  },
};
await onBothDatabases(result, 'catalogue.json', measure, seed);
