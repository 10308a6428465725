// Why the server could not start, said in one line an operator can act on (issue 30): a data folder that cannot be
// created or written, a full disk, a damaged embedded database or upload store, an unreachable PostgreSQL, a port in
// use. Never a stack trace: the operator did nothing wrong in our code, only in the setting named.
import { closeSync, mkdirSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { uploadsFolder } from './services/fileStore';

/** A start-up failure whose message is already the one line to show. */
export class StartFailure extends Error {}

type SystemError = Error & { code?: string; path?: string; address?: string; port?: number };

const fileProblems: Record<string, string> = {
  ENOTDIR: 'a part of that path is a file, not a folder',
  EEXIST: 'a file is in the way of a folder',
  EACCES: 'this user may not write there',
  EPERM: 'this user may not write there',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
};

/** Creates the data folder and its upload store and proves both writable, so a bad DATA_DIR fails at start, in one
 *  line, rather than at the first upload or inside the embedded database. */
export function prepareDataFolder(dataDir: string) {
  const uploads = uploadsFolder(dataDir);
  for (const folder of [dataDir, uploads]) {
    const probe = join(folder, `.write-test-${process.pid}`);
    try {
      mkdirSync(folder, { recursive: true });
      if (!statSync(folder).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'EEXIST' });
      const fd = openSync(probe, 'w');
      try {
        writeSync(fd, 'ok');
      } finally {
        closeSync(fd);
      }
      rmSync(probe, { force: true });
    } catch (error) {
      const code = (error as SystemError).code ?? '';
      const why = fileProblems[code] ?? (error as Error).message;
      const what = folder === uploads ? 'The upload store' : 'The data folder';
      throw new StartFailure(
        `${what} ${folder} cannot be created or written (${code || 'error'}: ${why}). Set DATA_DIR to a folder this user can write, or fix that one.`,
      );
    }
  }
}

/** The one line for any error that stopped the start. */
export function startFailureLine(error: unknown, config: { dataDir: string; databaseUrl?: string }): string {
  if (error instanceof StartFailure) return error.message;
  const e = error as SystemError;
  const message = e instanceof Error ? e.message.split('\n')[0] : String(error);
  if (e?.code === 'EADDRINUSE') return `Port ${e.port ?? ''} is already in use: stop the other server or set PORT.`;
  if (e?.code && fileProblems[e.code])
    return `Cannot write ${e.path ?? config.dataDir} (${e.code}: ${fileProblems[e.code]}). Free space or fix DATA_DIR.`;
  if (!config.databaseUrl && /PGlite|embedded database/i.test(message))
    return `The embedded database in ${join(config.dataDir, 'pgdata')} did not open (${message}): the folder is damaged or not a Vitrine database. Restore it from a backup, or move it away to start empty.`;
  if (
    config.databaseUrl &&
    (e?.code === 'ECONNREFUSED' || /^(08|28|3D)/.test(e?.code ?? '') || /connect/i.test(message))
  )
    return `Cannot use the PostgreSQL server of DATABASE_URL: ${message}.`;
  return `Vitrine could not start: ${message}`;
}
