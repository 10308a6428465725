// /api/Console/* of the Catalogue room (issue 23): staff with the catalogue role edit their products
// (services/consoleCatalogue.ts).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/protocol';
import type { AppContext } from '../../context';
import { consoleCatalogueService } from '../../services/consoleCatalogue';

export function consoleCatalogueRoutes(app: FastifyInstance, { db }: AppContext) {
  const catalogue = consoleCatalogueService(db);
  defineCall(app, 'ConsoleCatalogueOptions', ({ staff }) => catalogue.options(staff));
  defineCall(app, 'ConsoleProductList', ({ body, staff }) => catalogue.list(staff, body));
  defineCall(app, 'ConsoleProductDetail', ({ body, staff }) => catalogue.detail(staff, body.productNumber));
  defineCall(app, 'ConsoleSaveProduct', ({ body, staff }) => catalogue.save(staff, body));
  defineCall(app, 'ConsoleUpdateProducts', ({ body, staff }) => catalogue.update(staff, body));
  defineCall(app, 'ConsoleDeleteProducts', ({ body, staff }) => catalogue.remove(staff, body));
}
