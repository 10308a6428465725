// The background's picture work (laterSizes.ts: an import's 10,000 photos are ~170 ms of sharp each, half an hour of a
// core) in a process of its own at the lowest CPU priority (pictureRender.child.mjs), so it takes only the CPU that
// buyers' searches, the import's rows and the database leave: in the server's process it would run on libuv's pool
// threads, which the server's requests share.
// Started at the first picture, gone after a minute without one. When it cannot start, or dies with pictures in hand,
// they are made on this process's threads, as a buyer's request makes its own.
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { renderPicture, type PictureRecipe } from './pictureRender.mjs';

const IDLE_MS = 60_000;
/** Nice 19: Linux's lowest priority, about 1/70 of a core's share when anything else wants it. */
const LOWEST_PRIORITY = 19;
/** Processes that ended without answering once, in a row, before the background stays on the server for a while. */
const FAILED_STARTS = 3;
const FAILED_PAUSE_MS = 5 * 60_000;
const CHILD = fileURLToPath(new URL('./pictureRender.child.mjs', import.meta.url));

interface Job {
  bytes: Buffer;
  recipe: PictureRecipe;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

export type BackgroundPictures = ReturnType<typeof backgroundPictures>;

export function backgroundPictures(log: (error: unknown) => void = () => {}) {
  let child: ChildProcess | null = null;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const inHand = new Map<number, Job>();
  let stopped = false;
  // A process that cannot work (sharp missing, a broken install) would be started again for every picture.
  let failedInARow = 0;
  let pausedUntil = 0;

  const onThisProcess = (job: Job) => renderPicture(job.bytes, job.recipe).then(job.resolve, job.reject);

  function start(): ChildProcess | null {
    let started: ChildProcess;
    try {
      // No inherited flags (a debugger's port, tsx): the child is plain JavaScript.
      started = fork(CHILD, [], {
        serialization: 'advanced',
        execArgv: [],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
    } catch (error) {
      log(error);
      return null;
    }
    // Its main thread at once; the child lowers its other threads itself (pictureRender.child.mjs).
    try {
      if (started.pid) setPriority(started.pid, LOWEST_PRIORITY);
    } catch (error) {
      log(error); // it still works, at the server's priority
    }
    let answered = false;
    started.on('message', (answer: { id: number; bytes?: Uint8Array; error?: string }) => {
      answered = true;
      failedInARow = 0;
      const job = inHand.get(answer.id);
      if (!job) return;
      inHand.delete(answer.id);
      if (answer.bytes) job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
      else job.reject(new Error(answer.error ?? 'the picture could not be made'));
      if (!inHand.size)
        idle = setTimeout(() => {
          if (started.connected) started.disconnect();
        }, IDLE_MS).unref();
    });
    // A failed start ('error') or a death: what it had in hand is made here (refused once the server stops).
    const gone = (error?: unknown) => {
      if (error) log(error);
      if (child !== started) return;
      child = null;
      clearTimeout(idle);
      if (!answered && ++failedInARow >= FAILED_STARTS) pausedUntil = Date.now() + FAILED_PAUSE_MS;
      const jobs = [...inHand.values()];
      inHand.clear();
      for (const job of jobs)
        if (stopped) job.reject(new Error('the server stopped'));
        else void onThisProcess(job);
    };
    started.on('error', gone);
    started.on('exit', () => gone());
    // The server's own work keeps it running, never this process or its channel.
    started.unref();
    started.channel?.unref();
    return started;
  }

  return {
    /** The picture made by the recipe, at the lowest priority. */
    render(bytes: Buffer, recipe: PictureRecipe): Promise<Buffer> {
      return new Promise((resolve, reject) => {
        const job = { bytes, recipe, resolve, reject };
        clearTimeout(idle);
        if (!child?.connected) child = stopped || Date.now() < pausedUntil ? null : start();
        if (!child?.connected) return void onThisProcess(job);
        const id = nextId++;
        inHand.set(id, job);
        try {
          child.send({ id, bytes, recipe });
        } catch {
          inHand.delete(id);
          void onThisProcess(job);
        }
      });
    },
    /** The background process's id while it runs. */
    get processId() {
      return child?.connected ? child.pid : undefined;
    },
    /** The process ended (the server stops); a picture asked for later is made on this process. */
    stop() {
      stopped = true;
      clearTimeout(idle);
      child?.kill();
    },
  };
}
