// `npm start` / `npm run serve`: one process serving the SPA and /api on the embedded database (or DATABASE_URL).
import { readConfig } from './config';
import { startServer } from './start';
import { hasNoSupplier } from './services/supplierSetup';
import { startFailureLine } from './startFailure';

const config = readConfig();
const server = await startServer(config, { log: (line) => console.log(line) }).catch((error: unknown) => {
  console.error(startFailureLine(error, config));
  process.exit(1);
});
// Listening on every interface: show the address a person types.
const shown =
  config.host === '0.0.0.0' || config.host === '::' ? `http://localhost:${new URL(server.url).port}` : server.url;
const link = (code: string) => `${shown}/login?id=${code}`;
// The demo's credentials are printed only when it is on; loaded like start.ts does, so DEMO_DATA=0 never loads it.
const demo = config.demoData ? await import('./demo/index') : null;
const demoHelp = !demo
  ? ''
  : `
Demo share links for ${demo.DEMO_COMPANY_NUMBER}:
  Public share     ${link(demo.DEMO_SHARES.public.code)}
  Invitation share ${link(demo.DEMO_SHARES.code.code)}
                   email ${demo.DEMO_SHARES.code.email} · verification code ${demo.DEMO_SHARES.code.verifyCode} · company number ${demo.DEMO_COMPANY_NUMBER}
  Private share    ${link(demo.DEMO_SHARES.private.code)}
                   account ${demo.DEMO_SHARES.private.account} · password ${demo.DEMO_SHARES.private.password}

Supplier console (orders inbox)  ${shown}/console
                   account ${demo.DEMO_ADMIN.account} · password ${demo.DEMO_ADMIN.password}  (also page drafts: AdminLogin, SavePageDraft, PublishPageDraft)
                   preview drafts at ${link(demo.DEMO_SHARES.public.code)}&isPreview=1
`;
// Without demo data nobody can sign in until the operator creates the first supplier (docs/deploy.md).
const firstStep = (await hasNoSupplier(server.ctx.db))
  ? `
No supplier yet: ${server.ctx.db.kind === 'embedded' ? 'stop the server (it holds the embedded database), then run' : 'run'} npm run create-supplier -- --company-number ACME2026 --name "Acme Toys Co., Ltd." --admin acmeadmin
`
  : '';
console.log(`
Vitrine is running at ${shown}  (database: ${server.ctx.db.kind}${server.ctx.db.kind === 'embedded' ? `, ${config.dataDir}` : ''}${demo ? '' : ', no demo data'})
${demoHelp}${firstStep}
Maintenance switch: npm run maintenance -- on [--until 2026-12-01T08:00:00Z] | off
Press Ctrl+C to stop.
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
