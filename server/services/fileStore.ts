// Where uploaded files' bytes live. Callers know only this interface: a folder under the data directory today;
// object storage (several app servers, one bucket) is another implementation given to buildApp, callers untouched.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStore {
  /** Stores the bytes under `key` (letters, digits, '/', '-', '_', '.'), all at once: a reader never sees half a file. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes as a stream with the file's whole length, or null when there is no such file. With `range`
   *  (inclusive byte offsets, within the file) only those bytes are streamed: a <video> seeks with Range requests. */
  get(key: string, range?: { start: number; end: number }): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (a folder, ending in '/'), with when it was last written (ms since
   *  1970): the sweep of unreferenced product files (mediaSweep.ts) walks it. */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: number }>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[a-z]{2,4}$/;

export function folderFileStore(root: string): FileStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    // Keys come from the server, but a store must not be the one place a '../' could ever escape.
    if (!SAFE_KEY.test(key) || !path.startsWith(base + sep)) throw new Error(`Unsafe file key: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${process.pid}.part`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        // A full disk stops a write half-way: what it wrote goes, so nothing half-written stays behind.
        await rm(partial, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    async get(key, range) {
      if (!SAFE_KEY.test(key)) return null;
      const path = pathOf(key);
      try {
        const { size, isFile } = await stat(path).then((s) => ({ size: s.size, isFile: s.isFile() }));
        return isFile ? { stream: createReadStream(path, range), size } : null;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix) {
      const folder = resolve(base, prefix);
      if (!folder.startsWith(base + sep)) return;
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = join(entry.parentPath, entry.name)
          .slice(base.length + 1)
          .split(sep)
          .join('/');
        // A half-written file ('.part') is not a key: it is never listed, so never removed under a writer.
        if (!SAFE_KEY.test(key)) continue;
        const modified = await stat(join(base, key)).catch(() => null);
        if (modified) yield { key, modifiedAt: modified.mtimeMs };
      }
    },
  };
}

export const uploadsFolder = (dataDir: string) => join(dataDir, 'uploads');
