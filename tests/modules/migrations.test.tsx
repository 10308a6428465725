// @vitest-environment jsdom
// Versioned module content: every fixture of every old content version (tests/modules/oldContent/, stored text as it
// was written) migrates to content that validates and renders, and every old version has one; the banner's v1 → v2
// step translates each case; the registry (browser) and the migration table (server) hold the same migrations;
// content without a version is version 1; content newer than the code, broken versions, unknown types and failing
// steps are refused with a reason and a path; the stored content is never changed in place; gaps in steps throw.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, waitFor } from '@testing-library/react';
import { checkMigrations, migrateContent, type ContentMigrations } from '../../modules/migrate';
import { migrateModuleContent, moduleMigrations } from '../../modules/migrations';
import { prepare } from '../../modules/prepare';
import { defaultRegistry } from '../../modules/registry';
import { PageRenderer } from '../../modules/PageRenderer';
import { WithServices } from '../../stories/support/fakeServices';

const dir = 'tests/modules/oldContent';
const fixtures = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((file) => {
    const [, key, version] = /^(\w+)\.v(\d+)(?:\.[\w-]+)?\.json$/.exec(file) ?? [];
    return { file, key: key!, version: Number(version), json: readFileSync(join(dir, file), 'utf8') };
  });
const definitionOf = (key: string) => [...defaultRegistry.values()].find((d) => d.key === key)!;

describe('old content versions', () => {
  it('every old version of every module type has a fixture', () => {
    for (const [key, { currentVersion }] of Object.entries(moduleMigrations)) {
      for (let v = 1; v < currentVersion; v++)
        expect(
          fixtures.some((f) => f.key === key && f.version === v),
          `tests/modules/oldContent/${key}.v${v}.json`,
        ).toBe(true);
    }
  });

  it.each(fixtures.map((f) => [f.file, f] as const))(
    '%s migrates to content that validates and renders',
    async (_file, fixture) => {
      const definition = definitionOf(fixture.key);
      expect(definition, `module key ${fixture.key}`).toBeDefined();
      expect(fixture.version).toBeLessThan(definition.migrations.currentVersion);
      const content = JSON.parse(fixture.json);
      expect(content.version ?? 1).toBe(fixture.version);

      const migrated = migrateModuleContent(fixture.key, content);
      expect(migrated).toMatchObject({ ok: true, version: definition.migrations.currentVersion, migrated: true });
      if (!migrated.ok) return;
      expect(migrated.content.version).toBe(definition.migrations.currentVersion);
      expect(definition.validate(structuredClone(migrated.content)), JSON.stringify(definition.validate.errors)).toBe(
        true,
      );

      // As a stored page: the JSON text straight from the database, through prepare() and the renderer.
      const channel = definition.channels[0]!;
      const items = prepare(
        [
          {
            moduleId: 1,
            type: definition.type,
            styleJson: fixture.json,
            previewJson: null,
            isPreview: false,
            isStyle: true,
            isDel: false,
          },
        ],
        { channel, preview: true, registry: defaultRegistry },
      );
      expect(items[0]).toMatchObject({ status: 'ok', content: { version: definition.migrations.currentVersion } });
      const { container } = render(
        <WithServices>
          <PageRenderer items={items} channel={channel} preview eager={1} />
        </WithServices>,
      );
      await waitFor(() =>
        expect(container.querySelector('.module > :not(.module-placeholder):not(.module__ribbon)')).not.toBeNull(),
      );
      expect(container.querySelector('.module-diagnostic')).toBeNull();
    },
  );
});

describe('banner version 1 → 2: autoplayMs became autoplay and intervalMs', () => {
  const slides = [{ image: '/media/banners/0.svg' }];
  const up = (v1: Record<string, unknown>) => migrateModuleContent('banner', { style: 1, slides, ...v1 });
  it.each([
    ['0 (no automatic change)', { autoplayMs: 0 }, { version: 2, style: 1, slides, autoplay: false }],
    ['absent (default 5000 ms)', {}, { version: 2, style: 1, slides }],
    ['4000 ms', { autoplayMs: 4000 }, { version: 2, style: 1, slides, autoplay: true, intervalMs: 4000 }],
    [
      '300 ms, below a readable second',
      { autoplayMs: 300 },
      { version: 2, style: 1, slides, autoplay: true, intervalMs: 1000 },
    ],
    [
      'not a number: left for the schema to refuse',
      { autoplayMs: 'fast' },
      { version: 2, style: 1, slides, autoplayMs: 'fast' },
    ],
  ])('%s', (_name, v1, v2) => {
    const result = up(v1);
    expect(result.ok && result.content).toEqual(v2);
  });

  it('the by-number and by-key look-ups agree', () => {
    expect(migrateModuleContent(2, { style: 1, slides, autoplayMs: 0 })).toEqual(up({ autoplayMs: 0 }));
  });
});

describe('migrateModuleContent', () => {
  const grid = {
    style: 1,
    items: [{ title: { en: 'New' }, image: '/media/toys/1/0.svg', link: { kind: 'area', area: 'newProduct' } }],
  };

  it('the registry (browser) and the table (server) hold the very same migrations', () => {
    expect(new Set([...defaultRegistry.values()].map((d) => d.key))).toEqual(new Set(Object.keys(moduleMigrations)));
    for (const definition of defaultRegistry.values())
      expect(definition.migrations, definition.key).toBe(
        moduleMigrations[definition.key as keyof typeof moduleMigrations],
      );
  });

  it('content without a version is version 1 and gets it; current content passes untouched', () => {
    expect(migrateModuleContent('grid', grid)).toEqual({
      ok: true,
      content: { version: 1, ...grid },
      version: 1,
      migrated: true,
    });
    const current = { version: 1, ...grid };
    const result = migrateModuleContent('grid', current);
    expect(result).toMatchObject({ ok: true, migrated: false });
    expect(result.ok && result.content).toBe(current);
  });

  it('refuses content newer than the code, naming both versions', () => {
    expect(migrateModuleContent('grid', { ...grid, version: 2 })).toEqual({
      ok: false,
      path: '/version',
      reason: '2 is newer than version 1, the newest grid content this code knows',
    });
  });

  it.each([[0], [-1], [1.5], ['1'], [null]])('refuses version %j', (version) => {
    expect(migrateModuleContent('grid', { ...grid, version })).toEqual({
      ok: false,
      path: '/version',
      reason: 'must be an integer ≥ 1',
    });
  });

  it('refuses content that is not an object and types it does not know', () => {
    for (const content of [[], 'x', null, 3])
      expect(migrateModuleContent('grid', content)).toMatchObject({ ok: false, path: '', reason: 'must be an object' });
    expect(migrateModuleContent(99, grid)).toMatchObject({
      ok: false,
      path: '/type',
      reason: 'module type 99 is not known',
    });
    expect(migrateModuleContent('toString', grid)).toMatchObject({ ok: false, path: '/type' });
  });
});

describe('migrateContent and checkMigrations', () => {
  const chain: ContentMigrations = {
    currentVersion: 3,
    steps: {
      1: (c) => {
        c.renamed = c.old;
        delete c.old;
        return c;
      },
      2: (c) => ({ ...c, added: true }),
    },
  };

  it('runs every step from the stored version, in order, without touching the stored content', () => {
    const stored = { old: 'x' };
    expect(migrateContent(chain, stored)).toEqual({
      ok: true,
      content: { version: 3, renamed: 'x', added: true },
      version: 3,
      migrated: true,
    });
    expect(stored).toEqual({ old: 'x' });
    expect(migrateContent(chain, { version: 2, renamed: 'y' })).toMatchObject({
      content: { version: 3, renamed: 'y', added: true },
    });
  });

  it('reports a step that throws or returns nothing instead of throwing', () => {
    const broken: ContentMigrations = {
      currentVersion: 3,
      steps: {
        1: (c) => c,
        2: () => {
          throw new Error('boom');
        },
      },
    };
    expect(migrateContent(broken, {})).toEqual({
      ok: false,
      path: '',
      reason: 'could not be migrated from version 2 to 3: boom',
    });
    expect(migrateContent({ currentVersion: 2, steps: { 1: () => null as never } }, {})).toMatchObject({
      ok: false,
      reason: expect.stringContaining('returned no object'),
    });
  });

  it('throws on missing or stray steps, which would strand stored content', () => {
    expect(() => checkMigrations('x', { currentVersion: 3, steps: { 1: (c) => c } })).toThrow(
      'x migrations: step 2 (version 2 → 3) is missing',
    );
    expect(() => checkMigrations('x', { currentVersion: 1, steps: { 1: (c) => c } })).toThrow(
      'step 1 is beyond currentVersion 1',
    );
    expect(() => checkMigrations('x', { currentVersion: 0, steps: {} })).toThrow(
      'currentVersion must be an integer ≥ 1',
    );
    expect(checkMigrations('x', chain)).toBe(chain);
  });
});
