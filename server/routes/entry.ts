// The ways in (spec sections 2, 7, 8): the clock, temporary tokens, a share's company and page, the three logins,
// the SEO texts and the maintenance switch. Rules live in services/entry.ts and services/shares.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall } from '../http/protocol';
import { requireSiteLanguage } from '../http/validation';
import {
  activeShare,
  closedShareRefusal,
  companyById,
  companyByNumber,
  companyInfoForShare,
  pageViewFor,
  publicShareCode,
  seoFor,
  shareInfoOf,
} from '../services/shares';
import { createSession } from '../services/sessions';
import { ShareError } from '../services/messages';
import { entryService } from '../services/entry';
import { shareCodeFromLink } from '../../protocol/shareCode';
import type { AppContext } from '../context';

export function entryRoutes(app: FastifyInstance, { db, config, loginLimits, maintenance }: AppContext) {
  const baseUrl = (request: FastifyRequest) => config.publicBaseUrl ?? `${request.protocol}://${request.host}`;

  // Plain (not encrypted): this is how a client learns the dateTime it needs for everything else.
  defineCall(
    app,
    'GetSystemDate',
    async () => {
      const now = new Date();
      return { systemTime: now.getTime(), systemDate: now.toISOString() };
    },
    { encrypt: false },
  );
  defineCall(app, 'GetUpgradeMaintenance', () => maintenance.read());

  defineCall(app, 'GetToken', async ({ body }) => {
    const company = await companyByNumber(db, body.companyNum);
    if (!company) throw new ShareError(410);
    return createSession(db, { kind: 'visitor', companyId: company.id, shareId: null, loginEmail: null });
  });

  // Plain too: what anyone with the share link may read, and every catalogue page waits for it. Its JSON (the site's
  // modules for both channels, the company texts in every language) compresses to under a quarter; as ciphertext
  // only Base64's quarter came back: 51 KB on a phone's first screen instead of 11.7 (issue 29, LCP). The cipher is
  // obfuscation, its key in the bundle (docs/decisions.md, "Protocol"), so nothing is kept from anyone.
  defineCall(
    app,
    'GetCompanyInfoOnLoginV2',
    async ({ body, session, request }) => {
      const code = shareCodeFromLink(body.url);
      const share = code ? await activeShare(db, { code }) : null;
      if (!share) throw new ShareError(code ? await closedShareRefusal(db, code) : 410);
      return companyInfoForShare(db, share, baseUrl(request), pageViewFor(share, session, body.isPreview === '1'));
    },
    { encrypt: false },
  );

  // Plain as well: the company's texts of the footer and the contact dialog, the same as in the answer above.
  defineCall(
    app,
    'GetCompanyContactInfoByAPP',
    async ({ body, session }) => {
      const share = await activeShare(db, { id: body.shareId });
      // A token only ever opens its own company's shares.
      if (!share || share.company_id !== session.companyId) throw new ShareError(410);
      const company = await companyById(db, share.company_id);
      return {
        shareInfo: shareInfoOf(share, company),
        customerInfo: company.customer_info,
        websiteLanguage: company.website_languages,
        contactInfoList: company.contact_info_list,
      };
    },
    { encrypt: false },
  );

  defineCall(app, 'GetPublicShareInfo', async ({ session }) => {
    const code = await publicShareCode(db, session.companyId, false, session.shareId);
    if (!code) throw new ShareError(420);
    return { shareRandomCode: code };
  });

  defineCall(app, 'WebSiteSearchDetail', async ({ body }) => {
    const language = requireSiteLanguage(body.KeyWord, 'body.KeyWord');
    const share = await activeShare(db, { id: body.WebSiteId });
    if (!share) throw new ShareError(410);
    return seoFor(await companyById(db, share.company_id), language.parameter);
  });

  const entry = entryService(db, loginLimits);
  defineCall(app, 'CompanyShareLoginV2', ({ body, request }) => entry.shareLogin(body, request));
  defineCall(app, 'UserLogin', ({ body, session, request }) => entry.privateLogin(body, session, request));
  defineCall(app, 'Register', ({ body, session }) => entry.register(body, session));
}
