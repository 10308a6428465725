// Every module type's content migrations, by key: the one table the browser (prepare, through each definition)
// and the server (draft checks) share. Pure: imports no React, no ajv and no component, so the server may import it.
// The table itself is generated (migrations.gen.ts, npm run gen:modules).
import { moduleTypeNumbers, type ModuleKey } from '../schemas/modules/typeNumbers.gen';
import { checkMigrations, migrateContent, type MigrationResult } from './migrate';
import { moduleMigrations } from './migrations.gen';

export { moduleMigrations };
for (const [key, migrations] of Object.entries(moduleMigrations)) checkMigrations(key, migrations);

const keyOfType = new Map<number, ModuleKey>(
  Object.entries(moduleTypeNumbers).map(([key, type]) => [type, key as ModuleKey]),
);

/** Parsed content of a module type (number or key) brought to its current version, or the reason it cannot be. */
export function migrateModuleContent(typeOrKey: number | string, content: unknown): MigrationResult {
  const key = typeof typeOrKey === 'number' ? keyOfType.get(typeOrKey) : (typeOrKey as ModuleKey);
  if (key === undefined || !Object.hasOwn(moduleMigrations, key))
    return { ok: false, reason: `module type ${String(typeOrKey)} is not known`, path: '/type' };
  return migrateContent(moduleMigrations[key], content, key);
}
