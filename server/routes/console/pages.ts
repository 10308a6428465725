// The console's Pages room, the supplier studio (issue 25): a page's draft, saved and published whole. Rules live
// in services/pageStudio.ts.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/protocol';
import type { AppContext } from '../../context';
import { MAX_PAGE_SAVE_BODY_BYTES } from '../../../protocol/constants';
import { pageStudioService } from '../../services/pageStudio';
import { entryService } from '../../services/entry';
import { pagePicksService } from '../../services/pagePicks';

export function consolePagesRoutes(app: FastifyInstance, { db, loginLimits }: AppContext) {
  const studio = pageStudioService(db);
  defineCall(app, 'ConsolePageDesign', ({ body, staff }) => studio.page(staff, body));
  defineCall(app, 'ConsoleSavePageDesign', ({ body, staff }) => studio.save(staff, body), {
    bodyLimit: MAX_PAGE_SAVE_BODY_BYTES,
  });
  defineCall(app, 'ConsolePublishPageDesign', ({ body, staff }) => studio.publish(staff, body));
  defineCall(app, 'ConsoleSaveTheme', ({ body, staff }) => studio.saveTheme(staff, body));
  const entry = entryService(db, loginLimits);
  defineCall(app, 'ConsolePreviewSession', ({ body, staff }) => entry.previewLogin(staff, body));
  const picks = pagePicksService(db);
  defineCall(app, 'ConsolePageProducts', ({ body, staff }) => picks.products(staff, body));
  defineCall(app, 'ConsolePageCategories', ({ staff }) => picks.categories(staff));
  defineCall(app, 'ConsolePageMedia', ({ body, staff }) => picks.media(staff, body));
}
