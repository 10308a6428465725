// /api/Console/* of the Catalogue room (issue 23): staff with the catalogue role edit their products
// (services/consoleCatalogue.ts).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/protocol';
import type { AppContext } from '../../context';
import { consoleCatalogueService } from '../../services/consoleCatalogue';

export function consoleCatalogueRoutes(app: FastifyInstance, { db }: AppContext) {
  const catalogue = consoleCatalogueService(db);
  defineCall(app, 'ConsoleCatalogueOptions', ({ session }) => catalogue.options(session));
  defineCall(app, 'ConsoleProductList', ({ body, session }) => catalogue.list(session, body));
  defineCall(app, 'ConsoleProductDetail', ({ body, session }) => catalogue.detail(session, body.productNumber));
  defineCall(app, 'ConsoleSaveProduct', ({ body, session }) => catalogue.save(session, body));
  defineCall(app, 'ConsoleUpdateProducts', ({ body, session }) => catalogue.update(session, body));
  defineCall(app, 'ConsoleDeleteProducts', ({ body, session }) => catalogue.remove(session, body));
}
