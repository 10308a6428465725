// Prints the gzip size (KB) of the renderer runtime — registry, prepare, renderer, validators — without the
// module components, which load lazily. Run by bench/render.bench.tsx in plain Node (esbuild needs it).
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

const bundle = await build({
  stdin: {
    contents:
      "export { prepare } from './modules/prepare'; export { defaultRegistry } from './modules/registry'; export { PageRenderer } from './modules/PageRenderer';",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  splitting: true,
  format: 'esm',
  write: false,
  outdir: 'out',
  minify: true,
  jsx: 'automatic',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  loader: { '.css': 'empty' },
  logLevel: 'silent',
});
const entry = bundle.outputFiles.find((f) => f.path.endsWith('stdin.js'))!;
console.log(JSON.stringify({ gzipKb: gzipSync(entry.contents).length / 1024, rawKb: entry.contents.length / 1024 }));
