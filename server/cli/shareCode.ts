// `npm run share-code -- --share SUNNYCODE [--email buyer@x.com] [--days 30]`: the supplier issues a verification
// code for one share (bound to an email, or open to anyone who also knows the company number). Prints the code.
// The console's Access room does the same with the server running (services/consoleAccess.ts, same generator).
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { checkEmail } from '../../protocol/entryRules';
import { newVerifyCode } from '../services/accessCodes';

const { values } = parseArgs({
  options: { share: { type: 'string' }, email: { type: 'string' }, days: { type: 'string' }, code: { type: 'string' } },
});
if (!values.share)
  throw new Error('usage: npm run share-code -- --share SHARECODE [--email buyer@example.com] [--days 30]');
if (values.email && checkEmail(values.email, true)) throw new Error('--email is not an email address');
const days = values.days ? Number(values.days) : null;
if (days !== null && !(days > 0 && days <= 3650)) throw new Error('--days must be between 1 and 3650');
const code = values.code ?? newVerifyCode();
if (!/^[A-Za-z0-9]{4,32}$/.test(code)) throw new Error('--code must be 4-32 letters or digits');

const config = readConfig();
// The embedded database belongs to one process: stop `npm start` first (PostgreSQL has no such limit).
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pgdata') });
await migrate(db);
const [share] = await db.query<{ id: number; company_number: string }>(
  'SELECT s.id, c.company_number FROM shares s JOIN companies c ON c.id = s.company_id WHERE s.share_random_code = $1',
  [values.share],
);
if (!share) throw new Error(`No share with code ${values.share}`);
await db.query(
  'INSERT INTO share_codes (share_id, verify_code, email, expires_at) VALUES ($1, $2, $3, CASE WHEN $4::int IS NULL THEN NULL ELSE now() + make_interval(days => $4::int) END)',
  [share.id, code, values.email?.trim() ?? null, days],
);
console.log(
  `Verification code ${code} for share ${values.share} (company number ${share.company_number})${values.email ? ` — only for ${values.email}` : ''}${days ? `, valid ${days} days` : ''}.`,
);
await db.close();
