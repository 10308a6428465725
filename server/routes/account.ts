// /api/Account/* — clock, temporary tokens, the three ways in, and My account (sign-out, the buyer's own details).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../http/protocol';
import { companyByNumber } from '../services/shares';
import { createSession } from '../services/sessions';
import { ShareError } from '../services/messages';
import type { AppContext } from '../context';
import { entryService } from '../services/entry';
import { accountService } from '../services/account';

export function accountRoutes(app: FastifyInstance, { db, loginLimits }: AppContext) {
  // Plain (not encrypted): this is how a client learns the dateTime it needs for everything else.
  defineCall(app, 'GetSystemDate', async () => {
    const now = new Date();
    return { systemTime: now.getTime(), systemDate: now.toISOString() };
  }, { encrypt: false });

  defineCall(app, 'GetToken', async ({ body }) => {
    const company = await companyByNumber(db, body.companyNum);
    if (!company) throw new ShareError(410);
    return createSession(db, { kind: 'visitor', companyId: company.id, shareId: null, loginEmail: null });
  });

  const entry = entryService(db, loginLimits);
  defineCall(app, 'CompanyShareLoginV2', ({ body, request }) => entry.shareLogin(body, request));
  defineCall(app, 'UserLogin', ({ body, session, request }) => entry.privateLogin(body, session, request));
  defineCall(app, 'Register', ({ body, session }) => entry.register(body, session));

  const account = accountService(db);
  defineCall(app, 'SignOut', ({ session }) => account.signOut(session));
  defineCall(app, 'UpdateCustomerUser', ({ body, session }) => account.updateCustomerUser(session, body));
}
