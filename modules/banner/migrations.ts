// Banner content versions (modules/migrate.ts; how to add one: docs/modules.md "Versioned content").
// v2 (issue 11): `autoplayMs` — milliseconds, where 0 meant "no automatic change" — became `autoplay` (on/off) and
// `intervalMs` (1–20 s). A form generated from the schema now shows a switch and a duration instead of a number
// with a magic zero; and v1 let a carousel flip every few milliseconds, faster than anyone can read a slide.
import type { ContentMigrations } from '../migrate';

export const migrations: ContentMigrations = {
  currentVersion: 2,
  steps: {
    1: ({ autoplayMs, ...rest }) => {
      // Absent: v1's default (5000 ms) is v2's default (autoplay on, 5000 ms).
      if (autoplayMs === undefined) return rest;
      // Not a number: nothing to translate; the v2 schema refuses the leftover field.
      if (typeof autoplayMs !== 'number') return { ...rest, autoplayMs };
      return autoplayMs === 0
        ? { ...rest, autoplay: false }
        : { ...rest, autoplay: true, intervalMs: Math.max(1000, autoplayMs) };
    },
  },
};
