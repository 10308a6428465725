// Where uploaded files' bytes live. Callers know only this interface: a folder under the data directory today;
// object storage (several app servers, one bucket) is another implementation given to buildApp, callers untouched.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStore {
  /** Stores the bytes under `key` (letters, digits, '/', '-', '_', '.'), all at once: a reader never sees half a file. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes as a stream with the file's whole length, or null when there is no such file. With `range`
   *  (inclusive byte offsets, within the file) only those bytes are streamed: a <video> seeks with Range requests. */
  get(key: string, range?: { start: number; end: number }): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
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
      await writeFile(partial, bytes);
      await rename(partial, path);
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
  };
}

export const uploadsFolder = (dataDir: string) => join(dataDir, 'uploads');
