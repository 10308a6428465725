// Content versions of this module type (modules/migrate.ts; how to add one: docs/modules.md "Versioned content").
// Version 1 is the shape every stored page had before content carried a version; no change since.
import type { ContentMigrations } from '../migrate';

export const migrations: ContentMigrations = { currentVersion: 1, steps: {} };
