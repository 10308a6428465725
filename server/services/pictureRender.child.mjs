// The process that makes imported pictures' later sizes (backgroundPictures.ts), at the lowest CPU priority: the
// background's sharp work then takes only what buyers' searches, the import and the database leave. A process of its
// own because in the server's process it would run on libuv's pool threads, which the server's requests share.
// Messages in: { id, bytes, recipe }. Out: { id, bytes } or { id, error }.
import { Buffer } from 'node:buffer';
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import process from 'node:process';
import { renderPicture } from './pictureRender.mjs';

// Linux gives each thread its own priority: the server lowered this process's main thread; the threads Node started
// before that (V8's helpers) are lowered here. Threads started later (libuv's pool, libvips's) take their creator's.
try {
  for (const thread of readdirSync('/proc/self/task')) setPriority(Number(thread), 19);
} catch {
  // not Linux, or a thread gone meanwhile: the main thread's priority still holds
}

process.on('message', async ({ id, bytes, recipe }) => {
  try {
    const out = await renderPicture(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), recipe);
    process.send({ id, bytes: out });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The server gone (stopped, crashed): nothing is left to make pictures for.
process.on('disconnect', () => process.exit(0));
