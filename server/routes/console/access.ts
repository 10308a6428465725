// /api/Console/* of the console's Access room (issue 24): share links and invitation codes, role admin
// (services/consoleAccess.ts). The link each share answers starts at the configured public address.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall } from '../../http/protocol';
import { consoleAccessService } from '../../services/consoleAccess';
import type { AppContext } from '../../context';

export function consoleAccessRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const baseUrl = (request: FastifyRequest) => config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
  const access = consoleAccessService(db);
  defineCall(app, 'ConsoleShareList', ({ session, request }) => access.list(session, baseUrl(request)));
  defineCall(app, 'ConsoleSaveShare', ({ body, session, request }) => access.save(session, body, baseUrl(request)));
  defineCall(app, 'ConsoleSetShareState', ({ body, session, request }) => access.setState(session, body, baseUrl(request)));
  defineCall(app, 'ConsoleDeleteShare', ({ body, session }) => access.remove(session, body));
  defineCall(app, 'ConsoleCodeList', ({ body, session }) => access.codeList(session, body));
  defineCall(app, 'ConsoleIssueCodes', ({ body, session }) => access.issueCodes(session, body));
  defineCall(app, 'ConsoleRevokeCode', ({ body, session }) => access.revokeCode(session, body));
}
