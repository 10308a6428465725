// The background's picture sizes (services/backgroundPictures.ts): made by a process of their own at the lowest CPU
// priority, the same bytes as the server's thread makes; a process that dies with pictures in hand loses none of them.
import { afterEach, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { backgroundPictures, type BackgroundPictures } from '../../server/services/backgroundPictures';
import { LATER_FILES } from '../../server/services/pictureSizes';
import { renderPicture } from '../../server/services/pictureRender.mjs';

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3b7dd8' } })
    .jpeg()
    .toBuffer();
/** The nice value of each thread of a process (field 19 of /proc/<pid>/task/<tid>/stat, after the name). */
const nicesOf = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).map((tid) =>
    Number(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]),
  );

let background: BackgroundPictures | null = null;
afterEach(() => background?.stop());

describe('the background’s picture sizes', () => {
  it('are made by a process at the lowest priority, byte for byte as the server makes them', async () => {
    background = backgroundPictures();
    const bytes = await photo();
    for (const { recipe } of LATER_FILES)
      expect(Buffer.compare(await background.render(bytes, recipe), await renderPicture(bytes, recipe))).toBe(0);
    const pid = background.processId!;
    expect(pid).not.toBe(process.pid);
    // Every thread of it (the sharp work runs on libuv's and libvips's threads, not the main one).
    const threads = nicesOf(pid);
    expect(threads.length).toBeGreaterThan(1);
    expect(new Set(threads)).toEqual(new Set([19]));
    expect(Math.max(...nicesOf(process.pid))).toBeLessThan(19);
  });

  it('lose no picture when the process dies with pictures in hand', async () => {
    background = backgroundPictures();
    const bytes = await photo();
    const { recipe } = LATER_FILES.at(-1)!;
    const made = Array.from({ length: 6 }, () => background!.render(bytes, recipe));
    process.kill(background.processId!, 'SIGKILL');
    const expected = await renderPicture(bytes, recipe);
    for (const picture of await Promise.all(made)) expect(Buffer.compare(picture, expected)).toBe(0);
    // The next picture starts a new process.
    await background.render(bytes, recipe);
    expect(background.processId).toBeGreaterThan(0);
  });

  it('refuses what is not a picture, and goes on', async () => {
    background = backgroundPictures();
    const { recipe } = LATER_FILES.find((file) => file.recipe.format === 'jpeg')!;
    await expect(background.render(Buffer.from('not a picture'), recipe)).rejects.toThrow();
    const picture = await background.render(await photo(), recipe);
    expect((await sharp(picture).metadata()).format).toBe('jpeg');
  });
});
