// Everything the operator can set, read once at start.
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Forces maintenance on regardless of the database switch (VITRINE_MAINTENANCE=1 or an ISO end time). */
  maintenance?: { on: boolean; until: string | null };
  /** Folder with the built SPA (vite build output). */
  webRoot: string;
  publicBaseUrl?: string;
  /** Seed the demo supplier on an empty database and serve its drawn media (DEMO_DATA=0 turns it off). */
  demoData: boolean;
  /** Pino level (LOG_LEVEL); unset means "warn": errors and warnings only (server/http/logging.ts). */
  logLevel?: string;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses or CIDR ranges, comma-separated). Empty: none,
   *  so the client address is the TCP peer and a forged header cannot dodge the login limits (issue 12). */
  trustProxy?: string[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const m = env.VITRINE_MAINTENANCE?.trim();
  return {
    port: Number(env.PORT ?? 5173),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    maintenance: m && m !== '0' && m !== 'off' ? { on: true, until: /^\d{4}-/.test(m) ? m : null } : undefined,
    webRoot: resolve(env.WEB_ROOT ?? 'dist'),
    publicBaseUrl: env.PUBLIC_BASE_URL,
    demoData: !['0', 'off', 'false', 'no'].includes(env.DEMO_DATA?.trim().toLowerCase() ?? ''),
    logLevel: env.LOG_LEVEL?.trim() || undefined,
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  };
}
