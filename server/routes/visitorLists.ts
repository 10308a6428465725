// Favourites (/collect) and the browsing history (/browse) of the visitor. Rules live in services/visitorLists.ts.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../http/protocol';
import type { AppContext } from '../context';
import { visitorLists } from '../services/visitorLists';

export function visitorListsRoutes(app: FastifyInstance, { db }: AppContext) {
  const lists = visitorLists(db);
  defineCall(app, 'AddCollect', ({ body, buyer }) => lists.add(buyer, body.productNumber));
  defineCall(app, 'CancelCollect', ({ body, buyer }) => lists.cancel(buyer, body.productNumbers));
  defineCall(app, 'GetCollectNumbers', ({ buyer }) => lists.collectedNumbers(buyer));
  defineCall(app, 'GetCollectList', ({ body, buyer }) => lists.favourites(buyer, body));
  defineCall(app, 'GetBrowseList', ({ body, buyer }) => lists.history(buyer, body));
  defineCall(app, 'ClearBrowse', ({ buyer }) => lists.clearHistory(buyer));
}
