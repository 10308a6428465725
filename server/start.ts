// Opens the database, applies migrations, seeds the demo supplier on first run (when demo data is on) and starts
// listening. The one place that plugs the demo into the live server: its seed, media URLs and media routes.
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { maintenanceSwitch } from './services/maintenance';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { join } from 'node:path';
import { visitorLists } from './services/visitorLists';
import { viewLogOf } from './services/viewLog';
import { loginLimiter, type LoginLimiterOptions } from './services/rateLimit';
import { noMediaUrls, setMediaUrls } from './services/media';
import { warmCatalogueIndexes } from './search/catalogueIndex';
import { warmPictureIndexes } from './services/imageSearch';
import { resumePictureVectors } from './services/pictureVectors';
import { folderFileStore, uploadsFolder } from './services/fileStore';
import { sweepProductFiles } from './services/mediaSweep';
import { prepareDataFolder } from './startFailure';

export async function startServer(
  config: ServerConfig,
  options: { seedProducts?: number; log?: (line: string) => void; loginLimits?: LoginLimiterOptions } = {},
) {
  const log = options.log ?? (() => undefined);
  prepareDataFolder(config.dataDir);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pgdata') });
  const applied = await migrate(db);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  // Imported only when on, so a production server with DEMO_DATA=0 never loads demo code.
  const demo = config.demoData ? await import('./demo/index') : null;
  if (demo && !(await demo.isSeeded(db))) {
    const started = Date.now();
    const result = await demo.seedDemo(db, { products: options.seedProducts });
    if (!result.skipped)
      log(
        `Seeded the demo supplier with ${result.products} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
  }
  setMediaUrls(demo?.demoMediaUrls ?? noMediaUrls);
  // Expired tokens and old failure counters are only bookkeeping: clear them at start and every hour.
  const sweep = () =>
    db
      .query("DELETE FROM sessions WHERE expires_at < now() - interval '1 day'")
      .then(() => loginLimiter(db, options.loginLimits).sweep())
      .then(() => visitorLists(db).forgetOldHistory())
      .catch((error: Error) => log(`Cleanup skipped: ${error.message}`));
  await sweep();
  const sweeper = setInterval(sweep, 3600_000);
  sweeper.unref();
  const files = folderFileStore(uploadsFolder(config.dataDir));
  // Product files nothing names any more (deleted pictures no order shows): once a day, the first a while after start.
  const sweepFiles = () =>
    sweepProductFiles(db, files)
      .then(({ removed }) => removed && log(`Removed ${removed} product files nothing names.`))
      .catch((error: Error) => log(`Product file sweep skipped: ${error.message}`));
  let fileSweeper = setTimeout(() => {
    void sweepFiles();
    fileSweeper = setInterval(sweepFiles, 86_400_000).unref();
  }, 600_000).unref();
  // Build each supplier's search index now rather than on the first buyer's search (seconds at 100,000 products).
  void warmCatalogueIndexes(db).catch((error: Error) => log(`Search index warm-up skipped: ${error.message}`));
  // Image search (issue 27): the stored vectors into the index, then vectors for the pictures that have none yet (the
  // demo seed, an import cut by a restart), one at a time in the background.
  void warmPictureIndexes(db)
    .catch((error: Error) => log(`Picture index warm-up skipped: ${error.message}`))
    .then(() => resumePictureVectors(db, log))
    .then((queued) => queued && log(`Queued ${queued} products for picture vectors.`))
    .catch((error: Error) => log(`Picture vectors not resumed: ${error.message}`));
  const ctx = {
    db,
    config,
    files,
    loginLimits: options.loginLimits,
    maintenance: maintenanceSwitch(db.kind === 'embedded' ? config.dataDir : db, config.maintenance),
  };
  const app = await buildApp(ctx);
  if (demo) demo.demoMediaRoutes(app);
  const url = await app.listen({ port: config.port, host: config.host });
  return {
    url,
    app,
    ctx,
    async close() {
      clearInterval(sweeper);
      clearInterval(fileSweeper);
      await app.close();
      // Views still in memory (batched for up to a second) go in before the database closes.
      await viewLogOf(db).flush();
      await db.close();
    },
  };
}
