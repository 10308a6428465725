// The sizes of imported pictures (issue 23). An import stores each photo's source bytes once proved to decode
// (pictureSizes.ts: importedPictureSet); the card's thumb, the sheet JPEG and the medium and large WebP are made
// afterwards, one picture at a time in the background, and — whichever comes first — on the first request for one of
// them (a list's card, a buyer's page, an order export, an image-search vector), so no one meets a missing picture.
// The source goes once all are made. The queue is in memory: after a restart a picture's first request
// makes the file asked for and queues the rest (docs/decisions.md, "Imported pictures").
import type { Readable } from 'node:stream';
import type { FileStore } from './fileStore';
import { LATER_FILES, SOURCE_SUFFIX } from './pictureSizes';
import { renderPicture } from './pictureRender.mjs';
import { backgroundPictures } from './backgroundPictures';

/** The stem and the later file a key names, or null for any other key. */
function laterFileOf(key: string) {
  const later = LATER_FILES.find((f) => key.endsWith(f.suffix));
  return later ? { stem: key.slice(0, -later.suffix.length), later } : null;
}

const first = (stems: Set<string>) => stems.values().next().value;
type LaterFile = (typeof LATER_FILES)[number];

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export type LaterSizes = ReturnType<typeof laterSizes>;

export function laterSizes(files: FileStore, log: (error: unknown) => void = () => {}) {
  // The backlog's pictures are made at the lowest CPU priority; a request's own file at the request's.
  const background = backgroundPictures(log);
  // One background making of a picture's later sizes at a time per stem.
  const making = new Map<string, Promise<boolean>>();
  // In order, each stem once: a request that made one file queues its stem again for the rest (also after a restart,
  // when nothing else would), and that must not make the backlog grow with every request.
  const backlog = new Set<string>();
  let stopped = false;
  let draining = false;
  // The file the background is writing now, by key: a request for it waits for that write (a few ms), never for the
  // background's making of it (at the lowest priority: seconds when the machine is busy).
  const putting = new Map<string, Promise<void>>();

  type Put = (key: string, make: () => Promise<Buffer>) => Promise<void>;
  const putNow: Put = async (key, make) => files.put(key, await make());

  /** The one way a later file is made: the stem's source read once, then each of `wanted` made from it and stored by
   *  `put`. False when the stem has no source (all made already, or never imported). */
  async function makeFromSource(
    stem: string,
    wanted: readonly LaterFile[],
    render: typeof renderPicture,
    put: Put = putNow,
  ): Promise<boolean> {
    const source = await files.get(`${stem}${SOURCE_SUFFIX}`);
    if (!source) return false;
    const bytes = await bytesOf(source.stream);
    for (const { suffix, recipe } of wanted) await put(`${stem}${suffix}`, () => render(bytes, recipe));
    return true;
  }

  // A request makes only the file it asks for (an order sheet or an image-search vector waits for the ~10 ms JPEG, not
  // for the detail's and zoom's sizes too), once per key, on the server's threads at the request's priority.
  const makingOne = new Map<string, Promise<boolean>>();
  function makeOne(stem: string, later: LaterFile): Promise<boolean> {
    const key = `${stem}${later.suffix}`;
    const running = makingOne.get(key);
    if (running) return running;
    const work = (async () => {
      const writing = putting.get(key);
      if (!writing) return makeFromSource(stem, [later], renderPicture);
      await writing.catch(() => undefined);
      return true;
    })().finally(() => makingOne.delete(key));
    makingOne.set(key, work);
    return work;
  }

  /** The file is there, or a request is making it (then waited for): the background leaves it alone — two writers
   *  of one key would race on its file. */
  async function madeAlready(key: string) {
    await makingOne.get(key)?.catch(() => undefined);
    const there = await files.get(key);
    there?.stream.destroy();
    return !!there;
  }

  /** The background's put: nothing made or written for a file a request made before or meanwhile. */
  const putUnlessMade: Put = async (key, make) => {
    if (await madeAlready(key)) return;
    const bytes = await make();
    if (await madeAlready(key)) return;
    const writing = files.put(key, bytes);
    putting.set(key, writing);
    try {
      await writing;
    } finally {
      putting.delete(key);
    }
  };

  /** Makes the stem's missing later sizes from its source; false when it has no source (nothing to make). */
  function make(stem: string): Promise<boolean> {
    const running = making.get(stem);
    if (running) return running;
    const work = (async () => {
      const made = await makeFromSource(stem, LATER_FILES, background.render, putUnlessMade);
      if (made) await files.remove(`${stem}${SOURCE_SUFFIX}`);
      return made;
    })().finally(() => making.delete(stem));
    making.set(stem, work);
    return work;
  }

  async function drain() {
    if (draining) return;
    draining = true;
    try {
      for (let stem = first(backlog); stem; stem = first(backlog)) {
        backlog.delete(stem);
        await make(stem).catch((error) => stopped || log(error));
      }
    } finally {
      draining = false;
    }
  }

  return {
    /** Queues these pictures' later sizes (stems, as product_media.store_key), made one at a time. */
    queue(stems: Iterable<string>) {
      if (stopped) return;
      for (const stem of stems) backlog.add(stem);
      void drain();
    },
    /** A later file (key as stored), made now when it is still missing; null when it cannot be. */
    async file(key: string, range?: { start: number; end: number }) {
      const found = await files.get(key, range);
      const wanted = found ? null : laterFileOf(key);
      if (!wanted) return found;
      // Made here, or by the background run that had it in hand (which then removed the source): read again.
      const made = await makeOne(wanted.stem, wanted.later).catch(log);
      // Its source is still there: the background makes the rest and drops it (after a restart, nothing else would).
      if (made && !stopped && !making.has(wanted.stem)) {
        backlog.add(wanted.stem);
        void drain();
      }
      return files.get(key, range);
    },
    /** The background's process while it runs (the bench reads its CPU and memory). */
    get backgroundProcessId() {
      return background.processId;
    },
    /** Ends the background's process (the server stops). The backlog's sources stay stored: a request for one of
     * their sizes makes it and queues the rest again. */
    stop() {
      stopped = true;
      backlog.clear();
      background.stop();
    },
    /** How many pictures still wait (the bench waits for 0). */
    get waiting() {
      return backlog.size + making.size;
    },
  };
}
