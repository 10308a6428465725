// `npm start`: one process serving the SPA and /api on the embedded database (or DATABASE_URL).
import { readConfig } from './config';
import { startServer } from './start';
import { DEMO_ADMIN, DEMO_COMPANY_NUMBER, DEMO_SHARES } from './seed/demoShares';

const config = readConfig();
const server = await startServer(config, { log: (line) => console.log(line) });
// Listening on every interface: show the address a person types.
const shown = config.host === '0.0.0.0' || config.host === '::' ? `http://localhost:${new URL(server.url).port}` : server.url;
const link = (code: string) => `${shown}/login?id=${code}`;
console.log(`
Vitrine is running at ${shown}  (database: ${server.ctx.db.kind}${server.ctx.db.kind === 'embedded' ? `, ${config.dataDir}` : ''})

Demo share links for ${DEMO_COMPANY_NUMBER}:
  Public share     ${link(DEMO_SHARES.public.code)}
  Invitation share ${link(DEMO_SHARES.code.code)}
                   email ${DEMO_SHARES.code.email} · verification code ${DEMO_SHARES.code.verifyCode} · company number ${DEMO_COMPANY_NUMBER}
  Private share    ${link(DEMO_SHARES.private.code)}
                   account ${DEMO_SHARES.private.account} · password ${DEMO_SHARES.private.password}

Supplier admin (page drafts: AdminLogin, SavePageDraft, PublishPageDraft in docs/protocol.md)
                   account ${DEMO_ADMIN.account} · password ${DEMO_ADMIN.password}
                   preview drafts at ${link(DEMO_SHARES.public.code)}&isPreview=1

Maintenance switch: npm run maintenance -- on [--until 2026-12-01T08:00:00Z] | off
Press Ctrl+C to stop.
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
