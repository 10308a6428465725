// /api/Console/* of the console's Company room (issue 24): the company's details, role admin
// (services/consoleCompany.ts). The logo and the about-us pictures arrive as multipart, parsed only inside their own
// scope.
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { defineCall, defineUploadCall } from '../../http/protocol';
import { consoleCompanyService } from '../../services/consoleCompany';
import type { FileStore } from '../../services/fileStore';
import { PRODUCT_MEDIA_LIMITS } from '../../../protocol/productMedia';
import type { AppContext } from '../../context';

export async function consoleCompanyRoutes(app: FastifyInstance, { db }: AppContext, files: FileStore) {
  const company = consoleCompanyService(db, files);
  defineCall(app, 'ConsoleCompany', ({ staff }) => company.read(staff));
  defineCall(app, 'ConsoleSaveCompany', ({ body, staff }) => company.save(staff, body));
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // The outer bound; the exact limit is enforced on the stream (services/uploads.ts readImageUpload).
      limits: { fileSize: PRODUCT_MEDIA_LIMITS.pictureBytes + 1, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    defineUploadCall(scope, 'ConsoleUploadLogo', ({ parts, staff }) => company.uploadLogo(staff, parts));
    defineUploadCall(scope, 'ConsoleUploadAboutPicture', ({ parts, staff }) =>
      company.uploadAboutPicture(staff, parts),
    );
  });
}
