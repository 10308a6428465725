// The supplier's staff sign in (AdminLogin) and save and publish page drafts. Rules live in services/pageDesign.ts.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../http/protocol';
import type { AppContext } from '../context';
import { pageDesignService } from '../services/pageDesign';

export function pageDesignRoutes(app: FastifyInstance, { db, loginLimits }: AppContext) {
  const design = pageDesignService(db, loginLimits);
  defineCall(app, 'AdminLogin', ({ body, request }) => design.adminLogin(body, request.ip));
  defineCall(app, 'SavePageDraft', ({ body, staff }) => design.saveDraft(staff, body));
  defineCall(app, 'PublishPageDraft', ({ body, staff }) => design.publish(staff, body));
}
