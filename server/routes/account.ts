// My account (issue 15): sign-out and the private buyer's own details. Rules live in services/account.ts.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../http/protocol';
import type { AppContext } from '../context';
import { accountService } from '../services/account';

export function accountRoutes(app: FastifyInstance, { db }: AppContext) {
  const account = accountService(db);
  defineCall(app, 'SignOut', ({ session }) => account.signOut(session));
  defineCall(app, 'UpdateCustomerUser', ({ body, session }) => account.updateCustomerUser(session, body));
}
