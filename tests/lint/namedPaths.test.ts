// Every repository path that a comment or a document names exists (issue 22: comments kept naming files that had
// moved). Read: docs/**/*.md and README.md whole; the comments of src/ server/ modules/ machines/ protocol/
// schemas/ scripts/ tests/ stories/ bench/. A path is a token with a slash that starts at a folder of the
// repository's root (`src/…`, `docs/modules.md`) or ends in a file extension (`features/cart/cartActor.ts`,
// `ui/ProductCard.tsx`); it counts as existing when it resolves from the root, from the naming file's folder
// or one above it, from src/ or server/ (the usual abbreviations), or in node_modules; a path without an
// extension may leave out .ts, .tsx or .js. Templates (`modules/<key>/…`, `locales/*/…`), URLs and package names
// are not paths. The failure lists every missing path with file:line; ALLOWED holds deliberate mentions of files
// that are gone or still to come.
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import ts from 'typescript';

const ROOT = posix.normalize(process.cwd().split('\\').join('/'));
const CODE_DIRS = [
  'src',
  'server',
  'modules',
  'machines',
  'protocol',
  'schemas',
  'scripts',
  'tests',
  'stories',
  'bench',
];
const TOP = new Set([...CODE_DIRS, 'docs', 'locales', '.ci']);
const EXTENSIONS = 'ts|tsx|js|mjs|cjs|jsx|json|md|css|sql|sh|yml|yaml|po|html|txt|toml';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', '.artifacts', 'fixtures', 'media']);

/** Deliberate mentions of paths that do not exist: [naming file (prefix), path, why]. */
const ALLOWED: [string, RegExp, string][] = [
  ['docs/', /^src\/console\b/, "the supplier console's planned home (shared style)"],
  ['', /videoWall/i, 'the example key of docs/modules.md and the scaffold'],
  ['', /^tests\/\.artifacts\b/, 'what browser tests and screenshots write, made on the first run'],
];

const PATH = new RegExp(String.raw`(?<![\w.:/@~$\\-])((?:\.\.?\/)*(?:[A-Za-z_][\w.-]*\/)+[\w.-]*)`, 'g');
const HAS_EXTENSION = new RegExp(String.raw`\.(?:${EXTENSIONS})$`);

function files(dir: string, test: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.') ? [] : files(path, test);
    return test(entry.name) ? [path] : [];
  });
}

/** [offset, text] of each comment of a script (the TypeScript parser knows strings, regular expressions and JSX). */
function scriptComments(path: string, text: string): [number, string][] {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen];
}

const cssComments = (text: string): [number, string][] =>
  [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [m.index, m[0]]);

function exists(token: string, namingFile: string): boolean {
  const bare = token.replace(/\/$/, '');
  const bases = [''];
  for (let dir = dirname(namingFile); dir !== '.' && dir !== ''; dir = dirname(dir)) bases.push(`${dir}/`);
  bases.push('src/', 'src/app/', 'server/', 'node_modules/');
  const forms =
    HAS_EXTENSION.test(bare) || token.endsWith('/')
      ? [bare]
      : [bare, `${bare}.ts`, `${bare}.tsx`, `${bare}.js`, `${bare}.d.ts`];
  return bases.some((base) => forms.some((form) => existsSync(join(ROOT, posix.normalize(base + form)))));
}

interface Mention {
  file: string;
  line: number;
  path: string;
}

function mentions(file: string, chunks: [number, string][], text: string): Mention[] {
  const found: Mention[] = [];
  for (const [offset, chunk] of chunks) {
    for (const match of chunk.matchAll(PATH)) {
      const token = match[1]!.replace(/[.,;:]+$/, '');
      // A template (`modules/<key>/…`, `locales/*/…`, `{webm,jpg}`). URLs never match: their paths follow a `/`.
      const next = chunk[match.index + match[1]!.length];
      if (next && '<{*…$[('.includes(next)) continue;
      const first = token.replace(/^(\.\.?\/)+/, '').split('/')[0]!;
      const candidate = TOP.has(first) || HAS_EXTENSION.test(token) || /^\.\.?\//.test(token);
      if (!candidate || ['node_modules', 'dist'].includes(first)) continue;
      // An environment variable (`DATA_DIR/maintenance.json`) is no path of the repository.
      if (/^[A-Z][A-Z0-9_]*$/.test(first)) continue;
      if (ALLOWED.some(([prefix, pattern]) => file.startsWith(prefix) && pattern.test(token))) continue;
      // `start.ts/main.ts` names two files.
      const segments = token.split('/');
      const alternatives = segments.slice(0, -1).some((s) => HAS_EXTENSION.test(s))
        ? segments.filter(Boolean)
        : [token];
      for (const path of alternatives) {
        if (!exists(path, file))
          found.push({ file, line: text.slice(0, offset + match.index).split('\n').length, path });
      }
    }
  }
  return found;
}

function scan(): Mention[] {
  const docs = [...files('docs', (n) => n.endsWith('.md')), 'README.md'];
  const code = CODE_DIRS.flatMap((dir) => files(dir, (n) => /\.(tsx?|m?js|css)$/.test(n) && !n.includes('.gen.')));
  return [
    ...docs.map((file) => {
      const text = readFileSync(file, 'utf8');
      return mentions(file, [[0, text]], text);
    }),
    ...code.map((file) => {
      const text = readFileSync(file, 'utf8');
      return mentions(file, file.endsWith('.css') ? cssComments(text) : scriptComments(file, text), text);
    }),
  ].flat();
}

describe('paths named in comments and docs', () => {
  it('exist', () => {
    const missing = scan().map((m) => `${m.file}:${m.line}: ${m.path}`);
    expect(
      missing,
      `Paths named in comments or docs that do not exist (fix the comment, or add a deliberate mention to ALLOWED in ${relative(ROOT, 'tests/lint/namedPaths.test.ts')}):\n${missing.join('\n')}\n`,
    ).toEqual([]);
  }, 60_000);

  it('finds a stale path, and resolves abbreviations and relative paths', () => {
    const text =
      '// see features/cart/cartActor.ts, shared/OverflowNav.tsx, src/app/router.tsx, ../prepare.ts and src/lib/gone.ts';
    expect(mentions('modules/header/Header.tsx', scriptComments('x.ts', text), text)).toEqual([
      { file: 'modules/header/Header.tsx', line: 1, path: 'src/lib/gone.ts' },
    ]);
    const doc =
      'Run `npm run x` (https://example.com/a/b.md); write modules/<key>/definition.ts; see\ndocs/nothing.md.';
    expect(mentions('docs/x.md', [[0, doc]], doc)).toEqual([{ file: 'docs/x.md', line: 2, path: 'docs/nothing.md' }]);
    expect(statSync('tests/lint/namedPaths.test.ts').isFile()).toBe(true);
  });
});
