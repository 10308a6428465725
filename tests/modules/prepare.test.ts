// prepare(): deleted modules dropped, drafts only in preview, JSON parsed safely, unknown types and wrong
// channels tagged, defaults merged, migrations applied (the definition's own), content newer than the code refused.
import { describe, expect, it } from 'vitest';
import { prepare } from '../../modules/prepare';
import { createRegistry, defaultRegistry } from '../../modules/registry';
import type { PageModule } from '../../schemas/api/types.gen';
import type { ModuleDefinition } from '../../modules/types';

const item = (over: Partial<PageModule>): PageModule => ({
  moduleId: 1,
  type: 2,
  styleJson: JSON.stringify({ version: 2, style: 1, slides: [{ image: '/media/banners/0.svg' }] }),
  previewJson: null,
  isPreview: false,
  isStyle: true,
  isDel: false,
  ...over,
});
const run = (list: PageModule[], preview = false, channel: 'web' | 'mobile' = 'web') =>
  prepare(list, { channel, preview, registry: defaultRegistry });

describe('prepare', () => {
  it('drops deleted modules and keeps order', () => {
    const out = run([item({ moduleId: 1 }), item({ moduleId: 2, isDel: true }), item({ moduleId: 3 })]);
    expect(out.map((m) => [m.moduleId, m.status])).toEqual([
      [1, 'ok'],
      [3, 'ok'],
    ]);
  });

  it('uses previewJson only in preview mode and only for items marked isPreview', () => {
    const draft = JSON.stringify({ version: 2, style: 3, slides: [{ image: '/media/banners/1.svg' }] });
    const list = [item({ isPreview: true, previewJson: draft })];
    expect(run(list, false)[0]).toMatchObject({ status: 'ok', isDraft: false, content: { style: 1 } });
    expect(run(list, true)[0]).toMatchObject({ status: 'ok', isDraft: true, content: { style: 3 } });
    expect(run([item({ isPreview: false, previewJson: draft })], true)[0]).toMatchObject({
      isDraft: false,
      content: { style: 1 },
    });
  });

  it('tags broken JSON, unknown types and wrong channels instead of throwing', () => {
    const out = run([
      item({ styleJson: '{"style":' }),
      item({ moduleId: 2, type: 99 }),
      item({ moduleId: 3, type: 4, styleJson: '{}' }),
      item({ moduleId: 4, styleJson: 'x'.repeat(70_000) }),
    ]);
    expect(out.map((m) => m.status)).toEqual(['invalid', 'unknown', 'invalid', 'invalid']);
    expect(out[0]).toMatchObject({ reason: expect.stringContaining('not valid JSON') });
    expect(out[2]).toMatchObject({ reason: 'Tab bar is not available on desktop pages' });
    expect(out[3]).toMatchObject({ reason: expect.stringContaining('longer than') });
  });

  it('reports the failing JSON path', () => {
    const [out] = run([
      item({ styleJson: JSON.stringify({ version: 2, style: 1, slides: [{ image: 'javascript:alert(1)' }] }) }),
    ]);
    expect(out).toMatchObject({ status: 'invalid', path: '/slides/0/image' });
  });

  it('survives garbage lists', () => {
    expect(prepare(null, { channel: 'web', preview: false, registry: defaultRegistry })).toEqual([]);
    expect(
      prepare([null, 5, 'x'] as unknown as PageModule[], { channel: 'web', preview: false, registry: defaultRegistry }),
    ).toEqual([]);
  });

  it('migrates old content versions before validating', () => {
    const banner = defaultRegistry.get(2)!;
    const migrating: ModuleDefinition = {
      ...banner,
      migrations: { currentVersion: 2, steps: { 1: (old) => ({ style: old.layout, slides: old.pictures }) } },
    };
    const registry = createRegistry([migrating]);
    const [out] = prepare(
      [item({ styleJson: JSON.stringify({ layout: 2, pictures: [{ image: '/media/banners/0.svg' }] }) })],
      { channel: 'web', preview: false, registry },
    );
    expect(out).toMatchObject({
      status: 'ok',
      content: { version: 2, style: 2, slides: [{ image: '/media/banners/0.svg' }] },
    });
  });

  it('refuses content newer than the code, naming the version', () => {
    const [out] = run(
      [item({ styleJson: JSON.stringify({ version: 3, style: 1, slides: [{ image: '/media/banners/0.svg' }] }) })],
      true,
    );
    expect(out).toMatchObject({
      status: 'invalid',
      path: '/version',
      reason: '3 is newer than version 2, the newest banner content this code knows',
    });
  });
});
