// Image search by look (issue 27): /api/WebsiteShare/ImageSearch takes a buyer's photo as multipart/form-data.
// The rules live in services/imageSearch.ts.
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { defineUploadCall } from '../http/protocol';
import { imageSearchService } from '../services/imageSearch';
import { IMAGE_SEARCH_LIMIT_BYTES } from '../images/imageSearchRules';
import type { AppContext } from '../context';

export async function imageSearchRoutes(app: FastifyInstance, { db }: AppContext) {
  const images = imageSearchService(db);
  // Multipart is parsed only inside this scope: every other call keeps JSON as its one body type.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_SEARCH_LIMIT_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3, headerPairs: 50 },
    });
    defineUploadCall(scope, 'ImageSearch', ({ parts, buyer }) => images.search(buyer, parts));
  });
}
