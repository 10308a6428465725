// The supplier console's calls (not in the spec; docs/protocol.md): staff sessions, each its company's own. Loaded with
// the console's first call (src/api/core.ts), never with a buyer's page; calls.ts joins them with buyerCalls.ts.
import { call, type CallSpec } from './callSpec';

export const consoleCalls = {
  // Supplier console (not in the spec): a supplier admin's session, its own company's orders only.
  ConsoleOrderList: call({ path: '/api/Console/ConsoleOrderList', caller: 'staff:orders', loading: false }),
  ConsoleOrderDetail: call({ path: '/api/Console/ConsoleOrderDetail', caller: 'staff:orders' }),
  ConsoleSetOrderStatus: call({ path: '/api/Console/ConsoleSetOrderStatus', caller: 'staff:orders' }),
  // The console's service desk (not in the spec): its own company's conversations, answered as sender 0.
  ConsoleChatList: call({ path: '/api/Console/ConsoleChatList', caller: 'staff:service', loading: false }),
  ConsoleChatMessages: call({ path: '/api/Console/ConsoleChatMessages', caller: 'staff:service', loading: false }),
  ConsoleSendChat: call({ path: '/api/Console/ConsoleSendChat', caller: 'staff:service', loading: false }),
  ConsoleChatMarkRead: call({ path: '/api/Console/ConsoleChatMarkRead', caller: 'staff:service', loading: false }),
  // The console's Search words room (issue 16; not in the spec): the company's own synonym groups.
  ConsoleSearchSynonyms: call({
    path: '/api/Console/ConsoleSearchSynonyms',
    caller: 'staff:catalogue',
    loading: false,
  }),
  ConsoleSaveSearchSynonyms: call({ path: '/api/Console/ConsoleSaveSearchSynonyms', caller: 'staff:catalogue' }),
  // The Catalogue room (issue 23; not in the spec): staff with the catalogue role list, edit, shelve and delete products.
  ConsoleCatalogueOptions: call({
    path: '/api/Console/ConsoleCatalogueOptions',
    caller: 'staff:catalogue',
    loading: false,
  }),
  ConsoleProductList: call({ path: '/api/Console/ConsoleProductList', caller: 'staff:catalogue', loading: false }),
  ConsoleProductDetail: call({ path: '/api/Console/ConsoleProductDetail', caller: 'staff:catalogue', loading: false }),
  ConsoleSaveProduct: call({ path: '/api/Console/ConsoleSaveProduct', caller: 'staff:catalogue', loading: false }),
  ConsoleUpdateProducts: call({
    path: '/api/Console/ConsoleUpdateProducts',
    caller: 'staff:catalogue',
    loading: false,
  }),
  ConsoleDeleteProducts: call({
    path: '/api/Console/ConsoleDeleteProducts',
    caller: 'staff:catalogue',
    loading: false,
  }),
  // Import from a spreadsheet: the file is read and previewed (multipart), then imported in the background.
  ConsoleImportPreview: call({
    path: '/api/Console/ConsoleImportPreview',
    caller: 'staff:catalogue',
    loading: false,
    multipart: true,
  }),
  ConsoleImportPictures: call({
    path: '/api/Console/ConsoleImportPictures',
    caller: 'staff:catalogue',
    loading: false,
    multipart: true,
  }),
  ConsoleImportProducts: call({
    path: '/api/Console/ConsoleImportProducts',
    caller: 'staff:catalogue',
    loading: false,
  }),
  ConsoleImportProgress: call({
    path: '/api/Console/ConsoleImportProgress',
    caller: 'staff:catalogue',
    loading: false,
  }),
  ConsoleExportProducts: call({
    path: '/api/Console/ConsoleExportProducts',
    caller: 'staff:catalogue',
    loading: false,
    raw: true,
  }),
  // A product's pictures and video (services/productMedia.ts): each answers the product's media as ConsoleProductMedia.
  ConsoleProductMedia: call({ path: '/api/Console/ConsoleProductMedia', caller: 'staff:catalogue', loading: false }),
  ConsoleUploadProductMedia: call({
    path: '/api/Console/ConsoleUploadProductMedia',
    caller: 'staff:catalogue',
    loading: false,
    multipart: true,
  }),
  ConsoleArrangeProductMedia: call({
    path: '/api/Console/ConsoleArrangeProductMedia',
    caller: 'staff:catalogue',
    loading: false,
  }),
  ConsoleDeleteProductMedia: call({
    path: '/api/Console/ConsoleDeleteProductMedia',
    caller: 'staff:catalogue',
    loading: false,
  }),
  // Categories, two levels: each answers the company's categories as ConsoleCatalogueOptions does.
  ConsoleSaveCategory: call({ path: '/api/Console/ConsoleSaveCategory', caller: 'staff:catalogue', loading: false }),
  ConsoleReorderCategories: call({
    path: '/api/Console/ConsoleReorderCategories',
    caller: 'staff:catalogue',
    loading: false,
  }),
  ConsoleDeleteCategory: call({
    path: '/api/Console/ConsoleDeleteCategory',
    caller: 'staff:catalogue',
    loading: false,
  }),
  // Supplier admin (not in the spec; docs/protocol.md): drafts are checked by the same module schemas.
  AdminLogin: call({ path: '/api/WebsiteShare/AdminLogin', sendsToken: false, needsToken: false }),
  // The design role, as the studio's calls: changing a page is the designer's, whichever way it is sent.
  SavePageDraft: call({ path: '/api/WebsiteShare/SavePageDraft', caller: 'staff:design' }),
  PublishPageDraft: call({ path: '/api/WebsiteShare/PublishPageDraft', caller: 'staff:design' }),
  // The console's Access room (issue 24; not in the spec): role admin, the caller's own company's shares and codes.
  ConsoleShareList: call({ path: '/api/Console/ConsoleShareList', caller: 'staff:admin', loading: false }),
  ConsoleSaveShare: call({ path: '/api/Console/ConsoleSaveShare', caller: 'staff:admin' }),
  ConsoleSetShareState: call({ path: '/api/Console/ConsoleSetShareState', caller: 'staff:admin' }),
  ConsoleDeleteShare: call({ path: '/api/Console/ConsoleDeleteShare', caller: 'staff:admin' }),
  ConsoleCodeList: call({ path: '/api/Console/ConsoleCodeList', caller: 'staff:admin', loading: false }),
  ConsoleIssueCodes: call({ path: '/api/Console/ConsoleIssueCodes', caller: 'staff:admin' }),
  ConsoleRevokeCode: call({ path: '/api/Console/ConsoleRevokeCode', caller: 'staff:admin' }),
  // The console's Staff room (issue 24; not in the spec): the company's staff accounts and its activity log.
  ConsoleStaffList: call({ path: '/api/Console/ConsoleStaffList', caller: 'staff:admin', loading: false }),
  ConsoleSaveStaff: call({ path: '/api/Console/ConsoleSaveStaff', caller: 'staff:admin' }),
  ConsoleSetStaffState: call({ path: '/api/Console/ConsoleSetStaffState', caller: 'staff:admin' }),
  ConsoleResetStaffPassword: call({ path: '/api/Console/ConsoleResetStaffPassword', caller: 'staff:admin' }),
  ConsoleActivityList: call({ path: '/api/Console/ConsoleActivityList', caller: 'staff:admin', loading: false }),
  // The console's Buyers room (issue 24): the company's private accounts and invitation-code visitors.
  ConsoleBuyerList: call({ path: '/api/Console/ConsoleBuyerList', caller: 'staff:admin', loading: false }),
  ConsoleSetBuyerState: call({ path: '/api/Console/ConsoleSetBuyerState', caller: 'staff:admin' }),
  ConsoleResetBuyerPassword: call({ path: '/api/Console/ConsoleResetBuyerPassword', caller: 'staff:admin' }),
  ConsoleExportBuyers: call({
    path: '/api/Console/ConsoleExportBuyers',
    caller: 'staff:admin',
    loading: false,
    raw: true,
  }),
  // The console's Company room (issue 24): logo, name, contact and SEO texts per language, app ids, currency.
  ConsoleCompany: call({ path: '/api/Console/ConsoleCompany', caller: 'staff:admin', loading: false }),
  ConsoleSaveCompany: call({ path: '/api/Console/ConsoleSaveCompany', caller: 'staff:admin', loading: false }),
  ConsoleUploadLogo: call({
    path: '/api/Console/ConsoleUploadLogo',
    caller: 'staff:admin',
    loading: false,
    multipart: true,
  }),
  ConsoleUploadAboutPicture: call({
    path: '/api/Console/ConsoleUploadAboutPicture',
    caller: 'staff:admin',
    loading: false,
    multipart: true,
  }),
  // The console's Pages room, the supplier studio (issue 25): a whole page's draft, saved and published at once.
  ConsolePageDesign: call({ path: '/api/Console/ConsolePageDesign', caller: 'staff:design', loading: false }),
  ConsoleSavePageDesign: call({ path: '/api/Console/ConsoleSavePageDesign', caller: 'staff:design', loading: false }),
  ConsolePublishPageDesign: call({ path: '/api/Console/ConsolePublishPageDesign', caller: 'staff:design' }),
  ConsoleSaveTheme: call({ path: '/api/Console/ConsoleSaveTheme', caller: 'staff:design', loading: false }),
  // The canvas's buyer session for the company's own share, so it opens in the catalogue rather than its login page.
  ConsolePreviewSession: call({ path: '/api/Console/ConsolePreviewSession', caller: 'staff:design', loading: false }),
  // What the studio's link and picture fields pick from: products, categories and pictures of the caller's company.
  ConsolePageProducts: call({ path: '/api/Console/ConsolePageProducts', caller: 'staff:design', loading: false }),
  ConsolePageCategories: call({ path: '/api/Console/ConsolePageCategories', caller: 'staff:design', loading: false }),
  ConsolePageMedia: call({ path: '/api/Console/ConsolePageMedia', caller: 'staff:design', loading: false }),
} satisfies Record<string, CallSpec>;
