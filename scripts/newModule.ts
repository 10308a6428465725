// Scaffolds a page-builder module type: its folder, its schema, a story and a test (docs/modules.md "Adding a
// module type"); everything that lists the types is then regenerated from them (npm run gen:modules).
//
//   npm run new:module -- videoWall              next free type number (after the highest, gaps are never reused)
//   npm run new:module -- videoWall --type 12    a number you were given (e.g. the legacy platform's)
//
// Writes schemas/modules/<key>.schema.json, modules/<key>/ (definition.ts, migrations.ts, <Key>.tsx, <key>.css),
// stories/modules/<Key>.stories.tsx and tests/modules/<key>.test.tsx, and edits no file. A refused key or number
// leaves the tree untouched.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ModuleTypeError, refusedKey, scanModuleTypes } from '../schemas/modules/moduleTypes';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

class Refused extends Error {}

export function plan(key: string, typeOption?: number): { type: number; files: Record<string, string> } {
  const refused = refusedKey(key);
  if (refused) throw new Refused(refused);
  const existing = scanModuleTypes(root);
  const taken = existing.find((t) => t.key === key);
  if (taken) throw new Refused(`module type "${key}" already exists (type ${taken.type})`);

  const Pascal = key[0]!.toUpperCase() + key.slice(1);
  const label = key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`).replace(/^./, (c) => c.toUpperCase());
  const cssClass = `m-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const paths = {
    schema: `schemas/modules/${key}.schema.json`,
    definition: `modules/${key}/definition.ts`,
    migrations: `modules/${key}/migrations.ts`,
    component: `modules/${key}/${Pascal}.tsx`,
    css: `modules/${key}/${key}.css`,
    story: `stories/modules/${Pascal}.stories.tsx`,
    test: `tests/modules/${key}.test.tsx`,
  };
  for (const path of [
    `modules/${key}`,
    `modules/${key}.ts`,
    `modules/${key}.tsx`,
    paths.schema,
    paths.story,
    paths.test,
  ]) {
    if (existsSync(join(root, path))) throw new Refused(`${path} already exists`);
  }
  let type: number;
  if (typeOption !== undefined) {
    if (!Number.isSafeInteger(typeOption) || typeOption === 0)
      throw new Refused(`--type must be a non-zero integer, not ${typeOption}`);
    const holder = existing.find((t) => t.type === typeOption);
    if (holder) throw new Refused(`type ${typeOption} is taken by ${holder.key}`);
    type = typeOption;
  } else {
    type = Math.max(0, ...existing.map((t) => t.type)) + 1;
  }

  const demoContent = `{ version: 1, style: 1, title: { en: '${label}' } }`;
  const files: Record<string, string> = {};
  files[paths.schema] = `${JSON.stringify(
    {
      $id: `${key}.json`,
      title: `${label} (type ${type})`,
      description: `${label}, scaffolded by npm run new:module: a titled section. Say here what it shows, and what each style looks like (Style 1: …).`,
      type: 'object',
      additionalProperties: false,
      required: ['title'],
      properties: {
        version: { $ref: 'module-common.json#/$defs/contentVersion' },
        style: { type: 'integer', enum: [1], default: 1 },
        title: { $ref: 'module-common.json#/$defs/localisedText' },
      },
    },
    null,
    2,
  )}\n`;

  files[paths.migrations] =
    `// Content versions of the ${label} module (modules/migrate.ts; how to add one: docs/modules.md "Versioned content").
import type { ContentMigrations } from '../migrate';

export const migrations: ContentMigrations = { currentVersion: 1, steps: {} };
`;

  files[paths.definition] = `import { validate } from './validate.gen.js';
import type { ${Pascal}Content } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { migrations } from './migrations';

export const ${key}: ModuleDefinition<${Pascal}Content> = {
  type: ${type},
  key: '${key}',
  label: '${label}',
  channels: ['web', 'mobile'],
  placement: 'page',
  validate,
  migrations,
  load: () => import('./${Pascal}'),
};
`;

  files[paths.component] =
    `// ${label} (type ${type}): a titled section for now — scaffolded by npm run new:module, its design is still to come.
import type { ${Pascal}Content } from '../content.gen';
import type { ModuleProps } from '../types';
import { useModuleServices } from '../services';
import './${key}.css';

export default function ${Pascal}({ content }: ModuleProps<${Pascal}Content>) {
  const s = useModuleServices();
  return (
    <section className={\`${cssClass} ${cssClass}--\${content.style ?? 1}\`}>
      <h2 className="module-title" dir="auto">{s.text(content.title)}</h2>
    </section>
  );
}
`;

  files[paths.css] =
    `/* ${label} (type ${type}). Imported by its component, so it goes where its code goes (docs/modules.md "CSS").
   Logical properties only (right-to-left needs no overrides); give pictures their size so nothing moves while they
   load. */
.${cssClass} { padding-block: 8px; }
`;

  const args = (extra: string) => `{ type: ${type}, channel: 'web', ${extra} }`;
  files[paths.story] =
    `// Stories of the ${Pascal} module (type ${type}), one per style, plus its broken-content and preview states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStory } from '../support/ModuleStory';

const meta = { title: 'Modules/${Pascal}', component: ModuleStory } satisfies Meta<typeof ModuleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const content = ${demoContent};

export const Style1: Story = { args: ${args('content')} };
/** What a supplier admin sees when the content does not match the schema (buyers see nothing). */
export const InvalidContent: Story = { args: ${args('preview: true, json: JSON.stringify({ ...content, style: 99 })')} };
/** A draft (previewJson) as the supplier admin previews it, with its ribbon. */
export const Preview: Story = { args: ${args('preview: true, content')} };
`;

  files[paths.test] = `// @vitest-environment jsdom
// The ${label} module (type ${type}): its content validates, renders, and broken content is caught at its path.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { prepare } from '../../modules/prepare';
import { defaultRegistry } from '../../modules/registry';
import { PageRenderer } from '../../modules/PageRenderer';
import type { PageModule } from '../../schemas/api/types.gen';
import { WithServices } from '../../stories/support/fakeServices';

const stored = (content: unknown): PageModule => ({ moduleId: 1, type: ${type}, styleJson: JSON.stringify(content), previewJson: null, isPreview: false, isStyle: true, isDel: false });
const content = ${demoContent};

describe('${label} module', () => {
  it('renders its content', async () => {
    const items = prepare([stored(content)], { channel: 'web', preview: false, registry: defaultRegistry });
    expect(items[0]).toMatchObject({ status: 'ok' });
    render(<WithServices><PageRenderer items={items} channel="web" preview={false} eager={1} /></WithServices>);
    expect(await screen.findByRole('heading', { name: '${label}' })).toBeInTheDocument();
  });

  it('tags content that does not match its schema with the JSON path', () => {
    const [item] = prepare([stored({ ...content, style: 99 })], { channel: 'web', preview: true, registry: defaultRegistry });
    expect(item).toMatchObject({ status: 'invalid', path: '/style' });
  });
});
`;

  return { type, files };
}

function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { type: { type: 'string' } } });
  if (positionals.length !== 1) {
    console.error('Usage: npm run new:module -- <camelCaseKey> [--type <number>]');
    process.exit(2);
  }
  const key = positionals[0]!;
  let result: ReturnType<typeof plan>;
  try {
    result = plan(key, values.type === undefined ? undefined : Number(values.type));
  } catch (error) {
    if (!(error instanceof Refused || error instanceof ModuleTypeError)) throw error;
    console.error(`new:module refused: ${error.message}. Nothing was written.`);
    process.exit(1);
  }
  for (const [path, text] of Object.entries(result.files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const generated = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'schemas/modules/generate.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (generated.status !== 0) {
    console.error('The files are written, but the generator failed: fix the schema, then run npm run gen:modules.');
    process.exit(1);
  }
  console.log(
    `Module type ${key} is type ${result.type}. Created:\n${Object.keys(result.files)
      .map((p) => `  ${p}`)
      .join('\n')}`,
  );
  console.log(
    'Next, by hand (docs/modules.md "Adding a module type"): its real content fields and styles in the schema, the component\'s design, its label, ' +
      'its demo content on both demo pages (server/demo/pages.ts; tests/modules/schemas.test.ts fails until they show it) and a row in docs/modules.md.',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
