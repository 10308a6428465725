// The process that makes imported pictures' later sizes (backgroundPictures.ts), started at the lowest CPU priority:
// the background's sharp work then takes only what buyers' searches, the import and the database leave. The threads
// of one process cannot be given priorities apart, so it is a process of its own.
// Messages in: { id, bytes, recipe }. Out: { id, bytes } or { id, error }.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { renderPicture } from './pictureRender.mjs';

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
