// `npm run create-supplier -- --company-number ACME2026 --name "Acme Toys Co., Ltd." --admin acmeadmin`: the operator's
// first step without demo data (docs/deploy.md). Creates the company, a public share and its first admin (every
// role), and prints the admin's one-time password once. Refuses with exit code 2 when anything exists already.
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { createSupplier, setupProblem, SetupRefused } from '../services/supplierSetup';

const USAGE =
  'usage: npm run create-supplier -- --company-number ACME2026 --name "Acme Toys Co., Ltd." --admin acmeadmin';
function refuse(line: string): never {
  console.error(line);
  process.exit(2);
}

let values: { 'company-number'?: string; name?: string; admin?: string };
try {
  ({ values } = parseArgs({
    options: { 'company-number': { type: 'string' }, name: { type: 'string' }, admin: { type: 'string' } },
  }));
} catch (error) {
  refuse(`${(error as Error).message} — ${USAGE}`);
}
const input = { companyNumber: values['company-number'], name: values.name, admin: values.admin };
const problem = setupProblem(input);
if (problem) refuse(`${problem} — ${USAGE}`);

const config = readConfig();
if (!config.databaseUrl)
  console.log(`Embedded database in ${config.dataDir}: stop the server (npm start) first, it holds the database.`);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pgdata') });
try {
  await migrate(db);
  const made = await createSupplier(db, {
    companyNumber: input.companyNumber!,
    name: input.name!,
    admin: input.admin!,
  });
  console.log(`Created supplier ${input.companyNumber} (${input.name!.trim()}) with public share ${made.shareCode}.
Console sign-in at /console: account ${made.admin} · one-time password ${made.password}
The password is shown only now: sign in, then hand out other accounts from the Staff room.`);
} catch (error) {
  if (!(error instanceof SetupRefused)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await db.close();
}
