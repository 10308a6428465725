// Stored module content carries the `version` of the shape it was written in (after tldraw's props migrations);
// content written before versions existed has none and counts as version 1. A type's migrations
// (modules/<key>/migrations.ts) hold one step per old version: steps[n] turns version n into n + 1. Pure — no
// React, no ajv — so the browser's prepare() and the server's draft check run the very same code.

export type ContentObject = Record<string, unknown>;

/** One upgrade. Gets its own copy of the content, so it may change it in place or return a new object. Translate
 *  what you recognise and leave anything unexpected as it is: the schema refuses it after the last step. */
export type MigrationStep = (content: ContentObject) => ContentObject;

export interface ContentMigrations {
  /** The version that schemas/modules/<key>.schema.json describes and the component renders. */
  readonly currentVersion: number;
  /** steps[n] upgrades version n to n + 1: exactly one for each version from 1 to currentVersion - 1. */
  readonly steps: Readonly<Record<number, MigrationStep>>;
}

export type MigrationResult =
  /** `migrated`: the content differs from what was stored (steps ran, or `version` was missing). */
  | { ok: true; content: ContentObject; version: number; migrated: boolean }
  | { ok: false; reason: string; path: string };

/** Throws when steps are missing or stray: a programming error that tests/modules/migrations.test.tsx catches. */
export function checkMigrations(key: string, migrations: ContentMigrations): ContentMigrations {
  const { currentVersion, steps } = migrations;
  if (!Number.isInteger(currentVersion) || currentVersion < 1)
    throw new Error(`${key} migrations: currentVersion must be an integer ≥ 1`);
  for (let v = 1; v < currentVersion; v++)
    if (typeof steps[v] !== 'function')
      throw new Error(`${key} migrations: step ${v} (version ${v} → ${v + 1}) is missing`);
  for (const from of Object.keys(steps)) {
    if (!(Number(from) >= 1 && Number(from) < currentVersion))
      throw new Error(`${key} migrations: step ${from} is beyond currentVersion ${currentVersion}`);
  }
  return migrations;
}

const isObject = (value: unknown): value is ContentObject =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Brings parsed content to the current version, or says why it cannot (reason and JSON path, ajv-style). */
export function migrateContent(
  migrations: ContentMigrations,
  content: unknown,
  label = 'this module',
): MigrationResult {
  if (!isObject(content)) return { ok: false, reason: 'must be an object', path: '' };
  const { currentVersion, steps } = migrations;
  const stored = content.version === undefined ? 1 : content.version;
  if (typeof stored !== 'number' || !Number.isInteger(stored) || stored < 1)
    return { ok: false, reason: 'must be an integer ≥ 1', path: '/version' };
  if (stored > currentVersion) {
    return {
      ok: false,
      reason: `${stored} is newer than version ${currentVersion}, the newest ${label} content this code knows`,
      path: '/version',
    };
  }
  if (stored === currentVersion && content.version !== undefined)
    return { ok: true, content, version: currentVersion, migrated: false };
  let current: ContentObject = structuredClone(content);
  for (let v = stored; v < currentVersion; v++) {
    try {
      const next = steps[v]!(current);
      if (!isObject(next)) throw new Error('the step returned no object');
      current = next;
    } catch (error) {
      return {
        ok: false,
        reason: `could not be migrated from version ${v} to ${v + 1}: ${(error as Error).message}`,
        path: '',
      };
    }
  }
  const { version: _old, ...rest } = current;
  return { ok: true, content: { version: currentVersion, ...rest }, version: currentVersion, migrated: true };
}
