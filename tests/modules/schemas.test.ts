// Every module schema accepts the demo supplier's content (written in each type's current content version) and
// rejects crafted bad content at the right path.
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '../../modules/registry';
import { moduleSchemas } from '../../schemas/modules/index.gen';
import type { ModuleKey } from '../../schemas/modules/typeNumbers.gen';
import { demoPages } from '../../server/demo/pages';

const demo = demoPages(['C01', 'C02']);
const validate = (type: number, content: unknown) => {
  const definition = defaultRegistry.get(type)!;
  const ok = definition.validate(structuredClone(content));
  return ok ? null : definition.validate.errors![0].instancePath;
};

describe('module schemas', () => {
  it('accept every module of the demo desktop and mobile pages, covering every module type', () => {
    const all = [...demo.web, ...demo.mobile];
    for (const module of all) expect(validate(module.type, module.content), `type ${module.type}`).toBeNull();
    expect(new Set(all.map((m) => m.type))).toEqual(new Set([...defaultRegistry.keys()]));
  });

  it('demo content is written in the current content version of its type', () => {
    for (const module of [...demo.web, ...demo.mobile])
      expect(module.content.version, `type ${module.type}`).toBe(
        defaultRegistry.get(module.type)!.migrations.currentVersion,
      );
  });

  it('every schema accepts the content version', () => {
    for (const definition of defaultRegistry.values())
      expect(moduleSchemas[definition.key as ModuleKey].properties, definition.key).toHaveProperty('version');
  });

  const link = { kind: 'area', area: 'newProduct' };
  const title = { en: 'Title' };
  const cases: [string, number, unknown, string][] = [
    ['header style out of range', 1, { version: 1, style: 3, menu: [] }, '/style'],
    [
      'header menu link to javascript:',
      1,
      { version: 1, style: 1, menu: [{ title, link: { kind: 'url', url: 'javascript:alert(1)' } }] },
      '/menu/0/link',
    ],
    ['banner without slides', 2, { version: 2, style: 1, slides: [] }, '/slides'],
    ['banner style 8', 2, { version: 2, style: 8, slides: [{ image: '/media/banners/0.svg' }] }, '/style'],
    [
      'banner image from a data: URL',
      2,
      { version: 2, style: 1, slides: [{ image: 'data:image/svg+xml,<svg onload=alert(1)>' }] },
      '/slides/0/image',
    ],
    [
      'banner image with a quote breaking out of url()',
      2,
      { version: 2, style: 1, slides: [{ image: 'https://x.test/a.png") ; background:red' }] },
      '/slides/0/image',
    ],
    [
      'grid item without link',
      3,
      { version: 1, style: 1, items: [{ title, image: '/media/toys/1/0.svg' }] },
      '/items/0',
    ],
    [
      'grid text in an unknown language',
      3,
      { version: 1, style: 2, items: [{ title: { xx: 'a' }, image: '/media/toys/1/0.svg', link }] },
      '/items/0/title',
    ],
    ['tab bar with one tab', 4, { version: 1, tabs: [{ title, icon: 'home', link }] }, '/tabs'],
    [
      'product block from an unknown area',
      5,
      { version: 1, style: 1, title, source: { kind: 'area', area: 'everything' } },
      '/source/area',
    ],
    [
      'product block limit 500',
      5,
      { version: 1, style: 1, title, source: { kind: 'area', area: 'newProduct' }, limit: 500 },
      '/limit',
    ],
    ['category with extra field', 6, { version: 1, title, onClick: 'alert(1)' }, ''],
    ['login style 0', -1, { version: 1, style: 0 }, '/style'],
    ['product centre page size 1000', 10, { version: 1, title, pageSize: 1000 }, '/pageSize'],
    [
      'banner changing slides every 200 ms',
      2,
      { version: 2, style: 1, intervalMs: 200, slides: [{ image: '/media/banners/0.svg' }] },
      '/intervalMs',
    ],
    [
      'banner with the autoplayMs of version 1',
      2,
      { version: 2, style: 1, autoplayMs: 0, slides: [{ image: '/media/banners/0.svg' }] },
      '',
    ],
    [
      'content version 0',
      3,
      { version: 0, style: 1, items: [{ title, image: '/media/toys/1/0.svg', link }] },
      '/version',
    ],
  ];
  it.each(cases)('reject %s', (_name, type, content, path) => {
    expect(validate(type, content)).toBe(path);
  });

  it('fill in defaults', () => {
    const content = { version: 1, style: 1, title, source: { kind: 'area', area: 'newProduct' } };
    defaultRegistry.get(5)!.validate(content);
    expect(content).toMatchObject({ limit: 10 });
  });
});
