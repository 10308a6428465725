// Build step (issue 12): beside each text file of the build, a brotli (.br) and a gzip (.gz) copy at maximum
// quality, written once at build time so the server never compresses a static file per request. @fastify/static
// (preCompressed, server/http/web.ts) picks the copy the browser accepts. Used by vite.config.ts as a plugin.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads. Source maps are left out: 3.5 MB at quality 11 would add ~5 s to every build, and
 * only developer tools fetch them (the server compresses those on the fly). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/i;

export interface Precompressed {
  file: string;
  raw: number;
  br: number | null;
  gz: number | null;
}

/** Writes file.br and file.gz when they are smaller than the file; removes a stale copy when not. */
export async function precompressFile(file: string): Promise<Precompressed> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: file.endsWith('.wasm')
          ? constants.BROTLI_MODE_GENERIC
          : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
  ]);
  const keep = async (copy: Buffer, suffix: string) => {
    if (copy.length < source.length) {
      await writeFile(file + suffix, copy);
      return copy.length;
    }
    await rm(file + suffix, { force: true });
    return null;
  };
  return { file, raw: source.length, br: await keep(br, '.br'), gz: await keep(gz, '.gz') };
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
}

/** Precompresses every text file under dir (a finished build). */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  return Promise.all((await textFiles(dir)).map(precompressFile));
}

/** Vite plugin: precompresses the output folder once the bundle is written (build only). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vitrine-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = Date.now();
      const files = await precompressDir(outDir);
      const sum = (key: 'raw' | 'br' | 'gz') => files.reduce((total, f) => total + (f[key] ?? f.raw), 0);
      this.info?.(
        `precompressed ${files.length} files in ${Date.now() - started} ms: ${sum('raw')} B → br ${sum('br')} B, gzip ${sum('gz')} B`,
      );
    },
  };
}
