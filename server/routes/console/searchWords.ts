// The console's Search words room (issue 16): the company's own synonyms for its searches. Rules live in
// services/searchSynonyms.ts.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/protocol';
import type { AppContext } from '../../context';
import { searchSynonymsService } from '../../services/searchSynonyms';

export function consoleSearchWordsRoutes(app: FastifyInstance, { db }: AppContext) {
  const synonyms = searchSynonymsService(db);
  defineCall(app, 'ConsoleSearchSynonyms', ({ staff }) => synonyms.list(staff));
  defineCall(app, 'ConsoleSaveSearchSynonyms', ({ body, staff }) => synonyms.save(staff, body));
}
