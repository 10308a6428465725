// /api/WebsiteShare/* — what a share shows before and after login.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall } from '../http/protocol';
import { requireSiteLanguage } from '../http/validation';
import { activeShare, companyById, companyInfoForShare, pageViewFor, publicShareCode, seoFor, shareInfoOf } from '../services/shares';
import { ShareError } from '../services/messages';
import { shareCodeFromLink } from '../../protocol/shareCode';
import type { AppContext } from '../context';
import { listCategories, listProducts, packMethods, productDetail } from '../services/catalogue';
import { pageDesignService } from '../services/pageDesign';
import { visitorLists } from '../services/visitorLists';
import { productAttributes } from '../services/productAttributes';
import { searchSuggestions } from '../services/suggestions';
import { searchSynonymsService } from '../services/searchSynonyms';
import { siteLanguageOf } from '../../protocol/languages';

export function websiteShareRoutes(app: FastifyInstance, { db, config, loginLimits }: AppContext) {
  const baseUrl = (request: FastifyRequest) => config.publicBaseUrl ?? `${request.protocol}://${request.host}`;

  defineCall(app, 'GetCompanyInfoOnLoginV2', async ({ body, session, request }) => {
    const code = shareCodeFromLink(body.url);
    const share = code ? await activeShare(db, { code }) : null;
    if (!share) throw new ShareError(410);
    return companyInfoForShare(db, share, baseUrl(request), pageViewFor(share, session, body.isPreview === '1'));
  });

  defineCall(app, 'GetCompanyContactInfoByAPP', async ({ body, session }) => {
    const share = await activeShare(db, { id: body.shareId });
    // A token only ever opens its own company's shares.
    if (!share || share.company_id !== session!.companyId) throw new ShareError(410);
    const company = await companyById(db, share.company_id);
    return { shareInfo: shareInfoOf(share, company), customerInfo: company.customer_info, websiteLanguage: company.website_languages, contactInfoList: company.contact_info_list };
  });

  defineCall(app, 'GetPublicShareInfo', async ({ session }) => {
    const code = await publicShareCode(db, session!.companyId);
    if (!code) throw new ShareError(420);
    return { shareRandomCode: code };
  });

  defineCall(app, 'GetProductList', ({ body, session }) => listProducts(db, session, body));
  defineCall(app, 'GetCategoryList', ({ session }) => listCategories(db, session));
  // The console's Search words room: the company's own synonyms for these searches (services/searchSynonyms.ts).
  const synonyms = searchSynonymsService(db);
  defineCall(app, 'ConsoleSearchSynonyms', ({ session }) => synonyms.list(session));
  defineCall(app, 'ConsoleSaveSearchSynonyms', ({ body, session }) => synonyms.save(session, body));
  defineCall(app, 'SearchSuggestions', ({ body, session }) =>
    searchSuggestions(db, session, body, body.language ? requireSiteLanguage(body.language, 'body.language') : siteLanguageOf('en')!));
  const lists = visitorLists(db);
  defineCall(app, 'GetProductDetail', ({ body, session }) => productDetail(db, session, body.productNumber, lists));
  defineCall(app, 'AddCollect', ({ body, session }) => lists.add(session, body.productNumber));
  defineCall(app, 'CancelCollect', ({ body, session }) => lists.cancel(session, body.productNumbers));
  defineCall(app, 'GetCollectNumbers', ({ session }) => lists.collectedNumbers(session));
  defineCall(app, 'GetCollectList', ({ body, session }) => lists.favourites(session, body));
  defineCall(app, 'GetBrowseList', ({ body, session }) => lists.history(session, body));
  defineCall(app, 'ClearBrowse', ({ session }) => lists.clearHistory(session));
  defineCall(app, 'GetProductPackMethods', ({ session }) => packMethods(db, session));
  defineCall(app, 'ProductAttributeInfo', ({ body, session }) =>
    productAttributes(db, session, { productNumber: body.productNumber, language: requireSiteLanguage(body.keyWord, 'body.keyWord') }));

  const design = pageDesignService(db, loginLimits);
  defineCall(app, 'AdminLogin', ({ body, request }) => design.adminLogin(body, request.ip));
  defineCall(app, 'SavePageDraft', ({ body, session }) => design.saveDraft(session, body));
  defineCall(app, 'PublishPageDraft', ({ body, session }) => design.publish(session, body));

  defineCall(app, 'WebSiteSearchDetail', async ({ body }) => {
    const language = requireSiteLanguage(body.KeyWord, 'body.KeyWord');
    const share = await activeShare(db, { id: body.WebSiteId });
    if (!share) throw new ShareError(410);
    return seoFor(await companyById(db, share.company_id), language.parameter);
  });
}
