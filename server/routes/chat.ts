// The buyer's chat (spec sections 4, 5, 7), /api/ShareFile/InsertPic (the one multipart call; the desk and avatars
// upload through it too) and the uploaded files. Rules live in services/chat.ts and services/uploads.ts; the desk's
// side is routes/console/desk.ts.
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { defineCall, defineUploadCall } from '../http/protocol';
import type { AppContext } from '../context';
import type { ChatService } from '../services/chat';
import { UPLOAD_LIMIT_MAX_BYTES, uploadService } from '../services/uploads';
import type { FileStore } from '../services/fileStore';

export async function chatRoutes(app: FastifyInstance, { db }: AppContext, chat: ChatService, files: FileStore) {
  defineCall(app, 'ChatMessageReadCount', ({ buyer }) => chat.unreadCount(buyer));
  defineCall(app, 'GetChatMessagePageClient', ({ body, buyer }) => chat.buyerMessages(buyer, body));
  defineCall(app, 'SendChatMessageClient', ({ body, buyer }) => chat.buyerSend(buyer, body));

  const uploads = uploadService(db, files);
  // Multipart is parsed only inside this scope: every other call keeps JSON as its one body type.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // The outer bound; each business type's own limit is enforced on the stream (services/uploads.ts).
      limits: { fileSize: UPLOAD_LIMIT_MAX_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 5, headerPairs: 50 },
    });
    defineUploadCall(scope, 'InsertPic', ({ parts, session }) => uploads.insertPic(session, parts));
  });

  app.get<{ Params: { '*': string } }>('/media/uploads/*', async (request, reply) => {
    const file = await uploads.open(request.params['*']);
    if (!file) return reply.code(404).type('text/plain').send('No such file.');
    // Random keys are never reused: cache for a year, privately (chat pictures are not for shared caches). The type
    // is the one the bytes were checked to be; nosniff (on every answer) and a sandboxing policy keep it a picture.
    return reply
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .header('content-length', String(file.size))
      .type(file.contentType)
      .send(file.stream);
  });
}
