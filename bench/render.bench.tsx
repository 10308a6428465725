// npm run bench:render — mounts the same realistic 200-module page three ways in one jsdom run:
//   ours:  page JSON → prepare (parse, defaults, validation) → PageRenderer (registry, error boundary + Suspense
//          per module), every module mounted;
//   puck:  @puckeditor/core <Render> with a Puck config wrapping the same module components;
//   floor: a bare React map of the same components, no registry, no validation, no isolation.
// first_screen_ms: ours with below-the-fold modules left for later (as in a browser before scrolling).
// Interleaved runs, medians reported. Writes bench/results/render.json.
import { it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Render, type Config } from '@puckeditor/core';
import { writeFileSync, mkdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { execFileSync } from 'node:child_process';
import { prepare } from '../modules/prepare';
import { defaultRegistry } from '../modules/registry';
import { PageRenderer } from '../modules/PageRenderer';
import type { ModuleProps } from '../modules/types';
import type { PageModule } from '../schemas/api/types.gen';
import { demoPages } from '../server/demo/pages';
import { WithServices } from '../stories/support/fakeServices';

const MODULES = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

it('render benchmark', async () => {
  const demo = demoPages(['C01', 'C02', 'C03', 'C04']).web.filter((m) => ![1, 4, -1].includes(m.type));
  const contents = Array.from({ length: MODULES }, (_, i) => demo[i % demo.length]);
  const page: PageModule[] = contents.map((m, i) => ({
    moduleId: i + 1,
    type: m.type,
    styleJson: JSON.stringify(m.content),
    previewJson: null,
    isPreview: false,
    isStyle: true,
    isDel: false,
  }));

  // The same module components for all three ways, loaded up front.
  const components = new Map<number, ComponentType<ModuleProps<unknown>>>();
  for (const [type, definition] of defaultRegistry)
    components.set(type, (await definition.load()).default as ComponentType<ModuleProps<unknown>>);
  const parsed = page.map((m) => ({ ...m, content: JSON.parse(m.styleJson) }));

  const puckConfig: Config = { components: {} };
  for (const [type, Component] of components) {
    puckConfig.components[`t${type}`] = {
      render: ({ content, id }: { content: unknown; id: string }) =>
        createElement(Component, { content, moduleId: Number(id), channel: 'web' }),
    } as never;
  }
  const puckData = {
    root: { props: {} },
    content: parsed.map((m) => ({ type: `t${m.type}`, props: { id: String(m.moduleId), content: m.content } })),
  };

  const ways = {
    ours: () =>
      createElement(PageRenderer, {
        items: prepare(page, { channel: 'web', preview: false, registry: defaultRegistry }),
        channel: 'web',
        preview: false,
        eager: MODULES,
      }),
    firstScreen: () =>
      createElement(PageRenderer, {
        items: prepare(page, { channel: 'web', preview: false, registry: defaultRegistry }),
        channel: 'web',
        preview: false,
      }),
    puck: () => createElement(Render, { config: puckConfig, data: puckData }),
    floor: () =>
      parsed.map((m) =>
        createElement(components.get(m.type)!, {
          key: m.moduleId,
          content: m.content,
          moduleId: m.moduleId,
          channel: 'web',
        }),
      ),
  };

  // Below the fold stays unmounted in firstScreen: an IntersectionObserver that never reports (no scrolling yet).
  const withObserver = (on: boolean) => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = on
      ? class {
          observe() {}
          disconnect() {}
          unobserve() {}
        }
      : undefined;
  };
  async function mount(way: keyof typeof ways) {
    withObserver(way === 'firstScreen');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const started = performance.now();
    flushSync(() => root.render(createElement(WithServices, null, ways[way]())));
    // Lazy module chunks resolve in a microtask after the first mount; count until the modules are on screen.
    await Promise.resolve();
    flushSync(() => undefined);
    const elapsed = performance.now() - started;
    const mounted = host.querySelectorAll('.m-banner, .m-grid, .m-products, .m-category, .m-centre').length;
    root.unmount();
    host.remove();
    return { elapsed, mounted };
  }

  for (const way of Object.keys(ways) as (keyof typeof ways)[]) for (let i = 0; i < 3; i++) await mount(way); // warm-up: JIT, lazy chunks
  const times: Record<string, number[]> = { ours: [], firstScreen: [], puck: [], floor: [] };
  const mountedCount: Record<string, number> = {};
  for (let run = 0; run < RUNS; run++) {
    for (const way of Object.keys(ways) as (keyof typeof ways)[]) {
      const { elapsed, mounted } = await mount(way);
      times[way].push(elapsed);
      mountedCount[way] = mounted;
    }
  }

  // Renderer runtime: registry, prepare, renderer and validators, without module components (they load lazily).
  const size = JSON.parse(
    execFileSync('npx', ['tsx', 'bench/runtimeSize.ts'], { encoding: 'utf8' }).trim().split('\n').pop()!,
  );
  const runtimeGzipKb: number = size.gzipKb;

  const ours = median(times.ours),
    puck = median(times.puck),
    floor = median(times.floor),
    firstScreen = median(times.firstScreen);
  const result = {
    environment: 'jsdom 29 (vitest 4), React 19, Node 20',
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB`,
    modules: MODULES,
    runs: RUNS,
    ours_ms: +ours.toFixed(2),
    puck_ms: +puck.toFixed(2),
    floor_ms: +floor.toFixed(2),
    ratio: +(ours / puck).toFixed(3),
    overhead: +(ours / floor).toFixed(3),
    first_screen_ms: +firstScreen.toFixed(2),
    first_screen_vs_puck: +(firstScreen / puck).toFixed(3),
    runtime_gzip_kb: +runtimeGzipKb.toFixed(2),
    mounted_modules: mountedCount,
    goals: { ratio: '≤ 0.8', overhead: '≤ 1.15', first_screen_vs_puck: '≤ 0.25', runtime_gzip_kb: '≤ 15' },
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/render.json', JSON.stringify(result, null, 2) + '\n');
  console.log(
    `\nRender benchmark, ${MODULES} modules, ${RUNS} interleaved runs, medians (${result.environment}; ${result.machine})`,
  );
  console.table({
    'ours (prepare + registry + isolation)': {
      ms: result.ours_ms,
      'vs puck': result.ratio,
      'vs floor': result.overhead,
      mounted: mountedCount.ours,
    },
    'puck <Render>': {
      ms: result.puck_ms,
      'vs puck': 1,
      'vs floor': +(puck / floor).toFixed(3),
      mounted: mountedCount.puck,
    },
    'floor (bare map)': {
      ms: result.floor_ms,
      'vs puck': +(floor / puck).toFixed(3),
      'vs floor': 1,
      mounted: mountedCount.floor,
    },
    'ours, first screen': {
      ms: result.first_screen_ms,
      'vs puck': result.first_screen_vs_puck,
      'vs floor': +(firstScreen / floor).toFixed(3),
      mounted: mountedCount.firstScreen,
    },
  });
  console.log(`renderer runtime (registry + prepare + renderer + validators): ${result.runtime_gzip_kb} KB gzip`);
});
