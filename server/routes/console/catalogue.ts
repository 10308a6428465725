// /api/Console/* of the Catalogue room (issue 23): staff with the catalogue role edit their products
// (services/consoleCatalogue.ts) and categories (services/consoleCategories.ts), and import or export them as a spreadsheet (services/catalogueImport.ts).
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { defineCall, defineRawCall, defineUploadCall } from '../../http/protocol';
import type { AppContext } from '../../context';
import { consoleCatalogueService } from '../../services/consoleCatalogue';
import { consoleCategoriesService } from '../../services/consoleCategories';
import { catalogueImportService } from '../../services/catalogueImport';
import { SPREADSHEET_LIMITS } from '../../services/spreadsheetReader';
import { importPhotosService } from '../../services/importPhotos';
import { PHOTO_ZIP_LIMITS } from '../../services/photoZip';
import type { FileStore } from '../../services/fileStore';
import type { LaterSizes } from '../../services/laterSizes';

export async function consoleCatalogueRoutes(
  app: FastifyInstance,
  { db }: AppContext,
  files: FileStore,
  later: LaterSizes,
) {
  const catalogue = consoleCatalogueService(db);
  defineCall(app, 'ConsoleCatalogueOptions', ({ staff }) => catalogue.options(staff));
  defineCall(app, 'ConsoleProductList', ({ body, staff }) => catalogue.list(staff, body));
  defineCall(app, 'ConsoleProductDetail', ({ body, staff }) => catalogue.detail(staff, body.productNumber));
  defineCall(app, 'ConsoleSaveProduct', ({ body, staff }) => catalogue.save(staff, body));
  defineCall(app, 'ConsoleUpdateProducts', ({ body, staff }) => catalogue.update(staff, body));
  defineCall(app, 'ConsoleDeleteProducts', ({ body, staff }) => catalogue.remove(staff, body));

  const categories = consoleCategoriesService(db, (staff) => catalogue.options(staff));
  defineCall(app, 'ConsoleSaveCategory', ({ body, staff }) => categories.save(staff, body));
  defineCall(app, 'ConsoleReorderCategories', ({ body, staff }) => categories.reorder(staff, body));
  defineCall(app, 'ConsoleDeleteCategory', ({ body, staff }) => categories.remove(staff, body));

  const photos = importPhotosService(db, files, later);
  const imports = catalogueImportService(db, (error) => app.log.error(error), photos.apply);
  defineCall(app, 'ConsoleImportProducts', ({ body, staff }) => imports.start(staff, body.importId));
  defineCall(app, 'ConsoleImportProgress', ({ body, staff }) => imports.progress(staff, body.importId));
  defineRawCall(app, 'ConsoleExportProducts', ({ staff }) => imports.exportAll(staff));
  // Multipart is parsed only inside this scope (as for InsertPic): every other call keeps JSON as its one body type.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // One byte over the limit tells a file at the limit from a larger one (services/catalogueImport.ts).
      limits: { fileSize: SPREADSHEET_LIMITS.fileBytes + 1, files: 1, fields: 2, fieldSize: 4000, parts: 3 },
    });
    defineUploadCall(scope, 'ConsoleImportPreview', ({ parts, staff }) => imports.preview(staff, parts));
  });
  // The photos' .zip streams through its own limits (services/photoZip.ts); the parser's bound is one byte over.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PHOTO_ZIP_LIMITS.zipBytes + 1, files: 1, fields: 1, fieldSize: 200, parts: 2 },
    });
    defineUploadCall(scope, 'ConsoleImportPictures', ({ parts, staff }) => photos.receive(staff, parts));
  });
}
