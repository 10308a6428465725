// A product's pictures and video in the Catalogue room (issue 23; services/productMedia.ts), and the files buyers'
// pages load from /media/products/<company>/<random key>-<size>.webp.
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { defineCall, defineUploadCall } from '../../http/protocol';
import { productMediaService } from '../../services/productMedia';
import { PRODUCT_MEDIA_LIMITS } from '../../../protocol/productMedia';
import type { FileStore } from '../../services/fileStore';
import type { LaterSizes } from '../../services/laterSizes';
import type { AppContext } from '../../context';

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', webm: 'video/webm', mp4: 'video/mp4' };
const KEY = /^\d+\/[A-Za-z0-9_-]{22}(?:-(?:thumb|medium|large)\.webp|-sheet\.jpg|\.webm|\.mp4)$/;

export async function consoleProductMediaRoutes(
  app: FastifyInstance,
  { db }: AppContext,
  files: FileStore,
  later: LaterSizes,
) {
  // An imported picture's detail and zoom sizes may still be in the making: asked for, they are made now.
  const read = (key: string, range?: { start: number; end: number }) => later.file(key, range);
  const media = productMediaService(db, files);
  defineCall(app, 'ConsoleProductMedia', ({ body, staff }) => media.list(staff, body.productNumber));
  defineCall(app, 'ConsoleArrangeProductMedia', ({ body, staff }) => media.arrange(staff, body));
  defineCall(app, 'ConsoleDeleteProductMedia', ({ body, staff }) => media.remove(staff, body));
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // The outer bound (the larger, a video's); a picture's own limit is enforced on the stream by the service.
      limits: {
        fileSize: PRODUCT_MEDIA_LIMITS.videoBytes,
        files: 1,
        fields: 2,
        fieldSize: 200,
        parts: 3,
        headerPairs: 50,
      },
    });
    defineUploadCall(scope, 'ConsoleUploadProductMedia', ({ parts, staff }) => media.upload(staff, parts));
  });

  // Keys are random and never reused (a new upload is a new key): cached for a year, by shared caches too, since
  // buyers of every share of the company see the same pictures. A company's files sit under its own number.
  app.get<{ Params: { '*': string } }>('/media/products/*', async (request, reply) => {
    const key = request.params['*'];
    const file = KEY.test(key) ? await read(`products/${key}`) : null;
    if (!file) return reply.code(404).type('text/plain').send('No such file.');
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('accept-ranges', 'bytes')
      .type(TYPES[key.split('.').pop()!]);
    // Safari plays an MP4 only through Range requests; one range is enough for every <video>.
    const range = byteRange(request.headers.range, file.size);
    if (range === 'unsatisfiable') {
      file.stream.destroy();
      return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    }
    if (!range) return reply.header('content-length', String(file.size)).send(file.stream);
    file.stream.destroy();
    const part = await read(`products/${key}`, range);
    if (!part) return reply.code(404).type('text/plain').send('No such file.');
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(part.stream);
  });
}

/** `bytes=start-end`, `bytes=start-` or `bytes=-suffix` (one range; several are answered whole). */
function byteRange(header: string | undefined, size: number) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return null;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start > end || start >= size ? ('unsatisfiable' as const) : { start, end };
}
