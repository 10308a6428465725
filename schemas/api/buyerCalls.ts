// The calls a buyer's pages make (spec section 7 and the buyer's own additions): the rows the browser's first chunk
// carries. The console's rows are in consoleCalls.ts, loaded with the console (issue 25: the buyer's initial
// JavaScript does not grow with the console's calls); calls.ts joins both for the server and the types.
import { call, type CallSpec } from './callSpec';

export const buyerCalls = {
  GetSystemDate: call({
    path: '/api/Account/GetSystemDate',
    client: 'toys',
    needsToken: false,
    loading: false,
    checksClock: false,
    duringMaintenance: true,
  }),
  GetToken: call({
    path: '/api/Account/GetToken',
    client: 'toys',
    sendsToken: false,
    needsToken: false,
    loading: false,
  }),
  CompanyShareLoginV2: call({ path: '/api/Account/CompanyShareLoginV2', sendsToken: false, needsToken: false }),
  // The visitor token from GetToken tells the server which supplier the account belongs to.
  UserLogin: call({ path: '/api/Account/UserLogin' }),
  Register: call({ path: '/api/Account/Register' }),
  // My account (issue 15; not in the spec): sign-out ends the token on the server too; a private account edits its own details.
  SignOut: call({ path: '/api/Account/SignOut', loading: false }),
  UpdateCustomerUser: call({ path: '/api/Account/UpdateCustomerUser' }),
  GetCompanyInfoOnLoginV2: call({
    method: 'GET',
    path: '/api/WebsiteShare/GetCompanyInfoOnLoginV2',
    sendsToken: false,
    needsToken: false,
  }),
  GetCompanyContactInfoByAPP: call({ path: '/api/WebsiteShare/GetCompanyContactInfoByAPP' }),
  GetPublicShareInfo: call({ path: '/api/WebsiteShare/GetPublicShareInfo' }),
  WebSiteSearchDetail: call({
    path: '/api/WebsiteShare/WebSiteSearchDetail',
    sendsToken: false,
    needsToken: false,
    loading: false,
  }),
  // Not named by the spec; same style (docs/protocol.md). The product centre issue extends them with search.
  GetProductList: call({ path: '/api/WebsiteShare/GetProductList', caller: 'buyer', loading: false }),
  GetCategoryList: call({ path: '/api/WebsiteShare/GetCategoryList', caller: 'buyer', loading: false }),
  // As-you-type suggestions of the header search and the zero-result page's "did you mean" (issue 16; not in the spec).
  SearchSuggestions: call({ path: '/api/WebsiteShare/SearchSuggestions', caller: 'buyer', loading: false }),
  GetProductDetail: call({ path: '/api/WebsiteShare/GetProductDetail', caller: 'buyer' }),
  // Spec: no loading overlay for GetProductPackMethods.
  GetProductPackMethods: call({ path: '/api/WebsiteShare/GetProductPackMethods', caller: 'buyer', loading: false }),
  // The detail page shows its own placeholder for attributes while the product itself has the overlay.
  ProductAttributeInfo: call({ path: '/api/WebsiteShare/ProductAttributeInfo', caller: 'buyer', loading: false }),
  // The scanner (spec sections 2, 4, 7; issue 26): what a scanned code names, within the caller's supplier.
  WebsiteShareAnalysisCode: call({ path: '/api/WebsiteShare/WebsiteShareAnalysisCode', caller: 'buyer' }),
  // Favourites (/collect) and browsing history (/browse), kept per visitor.
  AddCollect: call({ path: '/api/WebsiteShare/AddCollect', caller: 'buyer', loading: false }),
  CancelCollect: call({ path: '/api/WebsiteShare/CancelCollect', caller: 'buyer', loading: false }),
  GetCollectList: call({ path: '/api/WebsiteShare/GetCollectList', caller: 'buyer', loading: false }),
  // The hearts on product cards: which products this visitor keeps, in one small answer per session.
  GetCollectNumbers: call({ path: '/api/WebsiteShare/GetCollectNumbers', caller: 'buyer', loading: false }),
  GetBrowseList: call({ path: '/api/WebsiteShare/GetBrowseList', caller: 'buyer', loading: false }),
  ClearBrowse: call({ path: '/api/WebsiteShare/ClearBrowse', caller: 'buyer' }),
  // Cart (spec sections 4, 5, 7): private account users only. Spec: add and delete never show the loading overlay;
  // CTNS changes are flagged no-loading too (totals change as the buyer types).
  AddShoppingCart: call({ path: '/api/WebsiteShare/AddShoppingCart', caller: 'buyer', loading: false }),
  DelShoppingCart: call({ path: '/api/WebsiteShare/DelShoppingCart', caller: 'buyer', loading: false }),
  ShoppingCartCount: call({ path: '/api/WebsiteShare/ShoppingCartCount', caller: 'buyer', loading: false }),
  // Issue 26 (not in the spec): the totals of a selection of cart lines, since the browser only holds scrambled digits.
  CartTotals: call({ path: '/api/WebsiteShare/CartTotals', caller: 'buyer', loading: false }),
  // Issue 26 (not in the spec): the font that draws the session's scrambled digits (docs/protocol.md "Scrambled digits").
  GetDigitFont: call({ path: '/api/WebsiteShare/GetDigitFont', loading: false }),
  UpdateShoppingCart: call({ path: '/api/WebsiteShare/UpdateShoppingCart', caller: 'buyer', loading: false }),
  // Not named by the spec (docs/protocol.md): the cart's lines, the first add's contact, orders and quick order.
  GetShoppingCart: call({ path: '/api/WebsiteShare/GetShoppingCart', caller: 'buyer' }),
  SaveCartContact: call({ path: '/api/WebsiteShare/SaveCartContact', caller: 'buyer' }),
  SubmitOrder: call({ path: '/api/WebsiteShare/SubmitOrder', caller: 'buyer' }),
  GetOrderList: call({ path: '/api/WebsiteShare/GetOrderList', caller: 'buyer' }),
  GetOrderDetail: call({ path: '/api/WebsiteShare/GetOrderDetail', caller: 'buyer' }),
  // Spec: export shows a progress overlay of its own (GetExportProgress), not the loading overlay.
  ExportOrderDetailToExcel: call({
    path: '/api/WebsiteShare/ExportOrderDetailToExcel',
    caller: 'buyer|staff:orders',
    loading: false,
    raw: true,
  }),
  GetExportProgress: call({ path: '/api/WebsiteShare/GetExportProgress', loading: false }),
  ReorderOrder: call({ path: '/api/WebsiteShare/ReorderOrder', caller: 'buyer' }),
  QuickOrder: call({ path: '/api/WebsiteShare/QuickOrder', caller: 'buyer' }),
  // Chat (spec sections 4, 5, 7): private account users only. Polled every 5 s, so no call shows the loading overlay;
  // the panel shows its own progress.
  ChatMessageReadCount: call({ path: '/api/ShareChat/ChatMessageReadCount', caller: 'buyer', loading: false }),
  SendChatMessageClient: call({ path: '/api/ShareChat/SendChatMessageClient', caller: 'buyer', loading: false }),
  GetChatMessagePageClient: call({ path: '/api/ShareChat/GetChatMessagePageClient', caller: 'buyer', loading: false }),
  InsertPic: call({ path: '/api/ShareFile/InsertPic', loading: false, multipart: true }),
  // Image search by look (issue 27; not in the spec): the share's products most like an uploaded photo.
  ImageSearch: call({ path: '/api/WebsiteShare/ImageSearch', caller: 'buyer', loading: false, multipart: true }),
  GetUpgradeMaintenance: call({
    path: '/api/ServiceConfig/GetUpgradeMaintenance',
    client: 'toys',
    needsToken: false,
    loading: false,
    duringMaintenance: true,
  }),
} satisfies Record<string, CallSpec>;
