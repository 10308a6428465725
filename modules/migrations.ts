// Every module type's content migrations, by key: the one table the browser (prepare, through each definition)
// and the server (draft checks) share. Pure: imports no React, no ajv and no component, so the server may import it.
import { moduleTypeNumbers } from '../schemas/modules/typeNumbers';
import type { ModuleKey } from '../schemas/modules/index';
import { checkMigrations, migrateContent, type ContentMigrations, type MigrationResult } from './migrate';
import { migrations as header } from './header/migrations';
import { migrations as banner } from './banner/migrations';
import { migrations as grid } from './grid/migrations';
import { migrations as tabBar } from './tabBar/migrations';
import { migrations as productBlock } from './productBlock/migrations';
import { migrations as category } from './category/migrations';
import { migrations as loginStyle } from './loginStyle/migrations';
import { migrations as productCentre } from './productCentre/migrations';

export const moduleMigrations: Readonly<Record<ModuleKey, ContentMigrations>> = { header, banner, grid, tabBar, productBlock, category, loginStyle, productCentre };
for (const [key, migrations] of Object.entries(moduleMigrations)) checkMigrations(key, migrations);

const keyOfType = new Map<number, ModuleKey>(Object.entries(moduleTypeNumbers).map(([key, type]) => [type, key as ModuleKey]));

/** Parsed content of a module type (number or key) brought to its current version, or the reason it cannot be. */
export function migrateModuleContent(typeOrKey: number | string, content: unknown): MigrationResult {
  const key = typeof typeOrKey === 'number' ? keyOfType.get(typeOrKey) : (typeOrKey as ModuleKey);
  if (key === undefined || !Object.hasOwn(moduleMigrations, key)) return { ok: false, reason: `module type ${String(typeOrKey)} is not known`, path: '/type' };
  return migrateContent(moduleMigrations[key], content, key);
}
