// A Vitrine server in a process of its own, for tests that kill or starve it (tests/api/serverProcess.ts): the real
// start-up (tests/setup never imports main.ts's banner) with a small demo catalogue, its address on one line.
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { startFailureLine } from '../../server/startFailure';

const config = { ...readConfig(), maintenance: undefined };
const server = await startServer(config, {
  seedProducts: Number(process.env.SEED_PRODUCTS ?? 40),
  log: (line) => console.log(line),
}).catch((error: unknown) => {
  console.error(startFailureLine(error, config));
  process.exit(1);
});
console.log(`LISTENING ${server.url}`);
// A clean stop on SIGTERM (bench/load.ts), so a --cpu-prof run writes its profile.
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
