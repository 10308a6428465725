// `npm run maintenance -- on [--until ISO-time] | off | status`: the operator switch every app server reads.
// `npm run maintenance -- sweep-media`: removes product files nothing names (services/mediaSweep.ts) now, with
// PostgreSQL; the embedded database belongs to the running server, which sweeps them daily itself.
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { maintenanceSwitch } from '../services/maintenance';
import { sweepProductFiles } from '../services/mediaSweep';
import { folderFileStore, uploadsFolder } from '../services/fileStore';
import { mkdirSync } from 'node:fs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { until: { type: 'string' } } });
const action = positionals[0] ?? 'status';
if (!['on', 'off', 'status', 'sweep-media'].includes(action))
  throw new Error('usage: npm run maintenance -- on [--until 2026-12-01T08:00:00Z] | off | status | sweep-media');
if (values.until && Number.isNaN(Date.parse(values.until)))
  throw new Error('--until must be a date and time, e.g. 2026-12-01T08:00:00Z');
const config = readConfig();
mkdirSync(config.dataDir, { recursive: true });
// With the embedded database the switch is a file, so the running server's database is never opened twice.
const db = config.databaseUrl ? await openDatabase({ databaseUrl: config.databaseUrl }) : null;
if (db) await migrate(db);
if (action === 'sweep-media') {
  if (!db)
    throw new Error('sweep-media needs DATABASE_URL: with the embedded database the server sweeps daily itself.');
  console.log('Product files:', await sweepProductFiles(db, folderFileStore(uploadsFolder(config.dataDir))));
  await db.close();
  process.exit(0);
}
const maintenance = maintenanceSwitch(db ?? config.dataDir);
if (action !== 'status')
  await maintenance.set(action === 'on', values.until ? new Date(values.until).toISOString() : null);
console.log('Maintenance:', await maintenance.read());
await db?.close();
