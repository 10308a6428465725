// Scaffolds a page-builder module type, everything a new type needs to validate, render, appear on the demo pages
// and be tested (docs/modules.md "Adding a module type"):
//
//   npm run new:module -- videoWall              next free type number (after the highest, gaps are never reused)
//   npm run new:module -- videoWall --type 12    a number you were given (e.g. the legacy platform's)
//
// Writes schemas/modules/<key>.schema.json, modules/<key>/ (definition.ts, migrations.ts, <Key>.tsx, <key>.css),
// stories/modules/<Key>.stories.tsx and tests/modules/<key>.test.tsx; adds one line each to
// schemas/modules/typeNumbers.ts, schemas/modules/index.ts, modules/registry.ts and modules/migrations.ts, and the
// type's demo content to server/demo/pages.ts; then runs the generator (npm run gen:modules). Every edit is worked
// out before anything is written, so a refused key or a file in an unexpected shape leaves the tree untouched.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

class Refused extends Error {}

// Words a key cannot be: it becomes an identifier in several files.
const RESERVED = new Set(('break case catch class const continue debugger default delete do else enum export extends false finally for ' +
  'function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static ' +
  'implements interface package private protected public await async of undefined arguments eval').split(' '));

const EDITED = {
  typeNumbers: 'schemas/modules/typeNumbers.ts',
  schemaIndex: 'schemas/modules/index.ts',
  registry: 'modules/registry.ts',
  migrations: 'modules/migrations.ts',
  demoPages: 'server/demo/pages.ts',
} as const;
const DEMO_MARKER = /^([ \t]*)\/\/ npm run new:module adds the demo content of a new module type above this line\.$/gm;

/** Inserts `line` after the last line matching `pattern` (which must match at least once). */
function insertAfterLast(text: string, pattern: RegExp, line: string, where: string): string {
  const matches = [...text.matchAll(new RegExp(pattern.source, 'gm'))];
  const last = matches.at(-1);
  if (!last) throw new Refused(`${where}: found no line like ${pattern.source}; add the lines by hand`);
  const end = last.index + last[0].length;
  return `${text.slice(0, end)}\n${line}${text.slice(end)}`;
}

/** Appends `item` to the comma-separated list captured by `pattern` (group 1 = before, 2 = items, 3 = after). */
function appendToList(text: string, pattern: RegExp, item: string, where: string): string {
  const match = pattern.exec(text);
  if (!match) throw new Refused(`${where}: found no ${pattern.source}; add ${item} by hand`);
  const [all, before, items, after] = match as unknown as [string, string, string, string];
  return text.replace(all, () => `${before}${items}, ${item}${after}`);
}

export function plan(key: string, typeOption?: number): { type: number; files: Record<string, string>; created: string[]; changed: string[] } {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(key)) throw new Refused(`"${key}" is not a camelCase identifier (like videoWall): a lowercase letter, then letters and digits`);
  if (RESERVED.has(key)) throw new Refused(`"${key}" is a reserved word in JavaScript`);

  const typeNumbers = read(EDITED.typeNumbers);
  const list = /export const moduleTypeNumbers = \{([^}]*)\} as const;/.exec(typeNumbers);
  if (!list) throw new Refused(`${EDITED.typeNumbers}: found no "export const moduleTypeNumbers = { … } as const;"`);
  const taken = new Map([...list[1]!.matchAll(/(\w+): (-?\d+)/g)].map((m) => [m[1]!, Number(m[2])]));
  if (taken.has(key)) throw new Refused(`module type "${key}" already exists (type ${taken.get(key)})`);

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
  for (const path of [`modules/${key}`, `modules/${key}.ts`, `modules/${key}.tsx`, paths.schema, paths.story, paths.test]) {
    if (existsSync(join(root, path))) throw new Refused(`${path} already exists`);
  }
  // The key becomes an import name next to these files' own names.
  for (const path of Object.values(EDITED).slice(0, 4)) {
    const declared = read(path).matchAll(/\b(?:const|let|function|type|interface|class|import)\s+(\w+)|\bas\s+(\w+)|import\s+type\s+\{([^}]*)\}|import\s+\{([^}]*)\}/g);
    for (const m of declared) {
      const names = [m[1], m[2], ...(m[3] ?? m[4] ?? '').split(',').map((n) => n.trim().split(/\s+as\s+/).at(-1))].filter(Boolean);
      if (names.includes(key)) throw new Refused(`"${key}" is already a name in ${path}`);
    }
  }

  const used = [...taken.values()];
  let type: number;
  if (typeOption !== undefined) {
    if (!Number.isInteger(typeOption) || typeOption === 0) throw new Refused(`--type must be a non-zero integer, not ${typeOption}`);
    if (used.includes(typeOption)) throw new Refused(`type ${typeOption} is taken by ${[...taken].find(([, t]) => t === typeOption)![0]}`);
    type = typeOption;
  } else {
    type = Math.max(0, ...used) + 1;
  }

  const files: Record<string, string> = {};
  files[EDITED.typeNumbers] = appendToList(typeNumbers, /(export const moduleTypeNumbers = \{)([^}]*?)(\s*\} as const;)/, `${key}: ${type}`, EDITED.typeNumbers);

  let index = insertAfterLast(read(EDITED.schemaIndex), /^import \w+ from '\.\/\w+\.schema\.json';$/, `import ${key} from './${key}.schema.json';`, EDITED.schemaIndex);
  index = appendToList(index, /(export const moduleSchemas = \{)([^}]*?)(\s*\};)/, key, EDITED.schemaIndex);
  files[EDITED.schemaIndex] = index;

  let registry = insertAfterLast(read(EDITED.registry), /^import \{ \w+ \} from '\.\/\w+\/definition';$/, `import { ${key} } from './${key}/definition';`, EDITED.registry);
  registry = appendToList(registry, /(export const defaultRegistry = createRegistry\(\[)([^\]]*?)(\s*\] as ModuleDefinition\[\]\);)/, key, EDITED.registry);
  files[EDITED.registry] = registry;

  let migrations = insertAfterLast(read(EDITED.migrations), /^import \{ migrations as \w+ \} from '\.\/\w+\/migrations';$/, `import { migrations as ${key} } from './${key}/migrations';`, EDITED.migrations);
  migrations = appendToList(migrations, /(export const moduleMigrations: [^=]+= \{)([^}]*?)(\s*\};)/, key, EDITED.migrations);
  files[EDITED.migrations] = migrations;

  const demoContent = `{ version: 1, style: 1, title: { en: '${label}' } }`;
  const pages = read(EDITED.demoPages);
  if (!pages.match(DEMO_MARKER)) throw new Refused(`${EDITED.demoPages}: found no "// npm run new:module adds the demo content …" line; add its demo content by hand`);
  files[EDITED.demoPages] = pages.replace(DEMO_MARKER, (marker, indent: string) => `${indent}{ type: ${type}, content: ${demoContent} },\n${marker}`);

  files[paths.schema] = `${JSON.stringify({
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
  }, null, 2)}\n`;

  files[paths.migrations] = `// Content versions of the ${label} module (modules/migrate.ts; how to add one: docs/modules.md "Versioned content").
import type { ContentMigrations } from '../migrate';

export const migrations: ContentMigrations = { currentVersion: 1, steps: {} };
`;

  files[paths.definition] = `import { ${key} as validate } from '../validators.gen.js';
import type { ${Pascal}Content } from '../content.gen';
import type { ModuleDefinition } from '../types';
import { moduleTypeNumbers } from '../../schemas/modules/typeNumbers';
import { migrations } from './migrations';

export const ${key}: ModuleDefinition<${Pascal}Content> = {
  type: moduleTypeNumbers.${key},
  key: '${key}',
  label: '${label}',
  channels: ['web', 'mobile'],
  placement: 'page',
  validate,
  migrations,
  load: () => import('./${Pascal}'),
};
`;

  files[paths.component] = `// ${label} (type ${type}): a titled section for now — scaffolded by npm run new:module, its design is still to come.
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

  files[paths.css] = `/* ${label} (type ${type}). Loaded with its component, so only pages using it download it. Logical properties only
   (right-to-left needs no overrides); give pictures their size so nothing moves while they load. */
.${cssClass} { padding-block: 8px; }
`;

  const args = (extra: string) => `{ type: ${type}, channel: 'web', ${extra} }`;
  files[paths.story] = `// Stories of the ${Pascal} module (type ${type}), one per style, plus its broken-content and preview states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleStory } from '../support/ModuleStory';

const meta = { title: 'Modules/${Pascal}', component: ModuleStory } satisfies Meta<typeof ModuleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const content = ${demoContent};

export const Style1: Story = { args: ${args('content')} };
/** What a supplier admin sees when the content does not match the schema (buyers see nothing). */
export const InvalidContent: Story = { args: ${args("preview: true, json: JSON.stringify({ ...content, style: 99 })")} };
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

  return { type, files, created: Object.values(paths), changed: Object.values(EDITED) };
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
    if (!(error instanceof Refused)) throw error;
    console.error(`new:module refused: ${error.message}. Nothing was written.`);
    process.exit(1);
  }
  for (const [path, text] of Object.entries(result.files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const generated = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'schemas/modules/generate.ts')], { cwd: root, stdio: 'inherit' });
  if (generated.status !== 0) {
    console.error('The files are written, but the generator failed: fix the schema, then run npm run gen:modules.');
    process.exit(1);
  }
  console.log(`Module type ${key} is type ${result.type}.\nCreated:\n${result.created.map((p) => `  ${p}`).join('\n')}\nChanged:\n${result.changed.map((p) => `  ${p}`).join('\n')}`);
  console.log('Next, by hand (docs/modules.md "Adding a module type"): its real content fields and styles in the schema, the component\'s design, its label, a row in docs/modules.md, and real demo content.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
