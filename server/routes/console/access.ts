// /api/Console/* of the console's Access room (issue 24): share links and invitation codes, role admin
// (services/consoleAccess.ts). The link each share answers starts at the configured public address.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall } from '../../http/protocol';
import { consoleAccessService } from '../../services/consoleAccess';
import type { AppContext } from '../../context';

export function consoleAccessRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const baseUrl = (request: FastifyRequest) => config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
  const access = consoleAccessService(db);
  defineCall(app, 'ConsoleShareList', ({ staff, request }) => access.list(staff, baseUrl(request)));
  defineCall(app, 'ConsoleSaveShare', ({ body, staff, request }) => access.save(staff, body, baseUrl(request)));
  defineCall(app, 'ConsoleSetShareState', ({ body, staff, request }) => access.setState(staff, body, baseUrl(request)));
  defineCall(app, 'ConsoleDeleteShare', ({ body, staff }) => access.remove(staff, body));
  defineCall(app, 'ConsoleCodeList', ({ body, staff }) => access.codeList(staff, body));
  defineCall(app, 'ConsoleIssueCodes', ({ body, staff }) => access.issueCodes(staff, body));
  defineCall(app, 'ConsoleRevokeCode', ({ body, staff }) => access.revokeCode(staff, body));
}
