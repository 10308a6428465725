import type { Database } from './db/database';
import type { MaintenanceSwitch } from './services/maintenance';
import type { ServerConfig } from './config';
import type { LoginLimiterOptions } from './services/rateLimit';
import type { FileStore } from './services/fileStore';

/** What every route may use; built once in server/app.ts. */
export interface AppContext {
  db: Database;
  maintenance: MaintenanceSwitch;
  config: ServerConfig;
  /** Clock and numbers of the login limits: tests move the clock and shrink the numbers; production uses the defaults. */
  loginLimits?: LoginLimiterOptions;
  /** Where uploaded files live; a folder under the data directory when absent. */
  files?: FileStore;
}
