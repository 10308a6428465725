import type { Database } from './db/database';
import type { MaintenanceSwitch } from './services/maintenance';
import type { ServerConfig } from './config';

/** What every route may use; built once in server/app.ts. */
export interface AppContext {
  db: Database;
  maintenance: MaintenanceSwitch;
  config: ServerConfig;
}
