// Every call of spec section 7 that is built so far: path, client and rules. The server registers its routes
// from this table and the browser builds its endpoint functions from it, so the two cannot drift apart.
import common from './common.json';
import GetSystemDate from './GetSystemDate.json';
import GetToken from './GetToken.json';
import GetCompanyInfoOnLoginV2 from './GetCompanyInfoOnLoginV2.json';
import GetCompanyContactInfoByAPP from './GetCompanyContactInfoByAPP.json';
import GetPublicShareInfo from './GetPublicShareInfo.json';
import WebSiteSearchDetail from './WebSiteSearchDetail.json';
import GetUpgradeMaintenance from './GetUpgradeMaintenance.json';
import CompanyShareLoginV2 from './CompanyShareLoginV2.json';
import UserLogin from './UserLogin.json';
import Register from './Register.json';
import SignOut from './SignOut.json';
import UpdateCustomerUser from './UpdateCustomerUser.json';
import GetProductList from './GetProductList.json';
import GetCategoryList from './GetCategoryList.json';
import SearchSuggestions from './SearchSuggestions.json';
import AdminLogin from './AdminLogin.json';
import SavePageDraft from './SavePageDraft.json';
import PublishPageDraft from './PublishPageDraft.json';
import GetProductDetail from './GetProductDetail.json';
import GetProductPackMethods from './GetProductPackMethods.json';
import ProductAttributeInfo from './ProductAttributeInfo.json';
import WebsiteShareAnalysisCode from './WebsiteShareAnalysisCode.json';
import AddCollect from './AddCollect.json';
import CancelCollect from './CancelCollect.json';
import GetCollectList from './GetCollectList.json';
import GetCollectNumbers from './GetCollectNumbers.json';
import GetBrowseList from './GetBrowseList.json';
import ClearBrowse from './ClearBrowse.json';
import cart from './cart.json';
import AddShoppingCart from './AddShoppingCart.json';
import DelShoppingCart from './DelShoppingCart.json';
import ShoppingCartCount from './ShoppingCartCount.json';
import GetDigitFont from './GetDigitFont.json';
import CartTotals from './CartTotals.json';
import GetShoppingCart from './GetShoppingCart.json';
import UpdateShoppingCart from './UpdateShoppingCart.json';
import SaveCartContact from './SaveCartContact.json';
import SubmitOrder from './SubmitOrder.json';
import GetOrderList from './GetOrderList.json';
import GetOrderDetail from './GetOrderDetail.json';
import ExportOrderDetailToExcel from './ExportOrderDetailToExcel.json';
import GetExportProgress from './GetExportProgress.json';
import ReorderOrder from './ReorderOrder.json';
import QuickOrder from './QuickOrder.json';
import ConsoleOrderList from './ConsoleOrderList.json';
import ConsoleOrderDetail from './ConsoleOrderDetail.json';
import ConsoleSetOrderStatus from './ConsoleSetOrderStatus.json';
import chat from './chat.json';
import ChatMessageReadCount from './ChatMessageReadCount.json';
import SendChatMessageClient from './SendChatMessageClient.json';
import GetChatMessagePageClient from './GetChatMessagePageClient.json';
import InsertPic from './InsertPic.json';
import ImageSearch from './ImageSearch.json';
import ConsoleChatList from './ConsoleChatList.json';
import ConsoleChatMessages from './ConsoleChatMessages.json';
import ConsoleSendChat from './ConsoleSendChat.json';
import ConsoleChatMarkRead from './ConsoleChatMarkRead.json';
import ConsoleSearchSynonyms from './ConsoleSearchSynonyms.json';
import ConsoleSaveSearchSynonyms from './ConsoleSaveSearchSynonyms.json';
// The console's Access room (issue 24).
import ConsoleShareList from './ConsoleShareList.json';
import ConsoleSaveShare from './ConsoleSaveShare.json';
import ConsoleSetShareState from './ConsoleSetShareState.json';
import ConsoleDeleteShare from './ConsoleDeleteShare.json';
import ConsoleCodeList from './ConsoleCodeList.json';
import ConsoleIssueCodes from './ConsoleIssueCodes.json';
import ConsoleRevokeCode from './ConsoleRevokeCode.json';
import ConsoleStaffList from './ConsoleStaffList.json';
import ConsoleSaveStaff from './ConsoleSaveStaff.json';
import ConsoleSetStaffState from './ConsoleSetStaffState.json';
import ConsoleResetStaffPassword from './ConsoleResetStaffPassword.json';
import ConsoleActivityList from './ConsoleActivityList.json';
import ConsoleBuyerList from './ConsoleBuyerList.json';
import ConsolePageDesign from './ConsolePageDesign.json';
import ConsoleSavePageDesign from './ConsoleSavePageDesign.json';
import ConsolePublishPageDesign from './ConsolePublishPageDesign.json';
import ConsolePreviewSession from './ConsolePreviewSession.json';
import ConsolePageProducts from './ConsolePageProducts.json';
import ConsolePageCategories from './ConsolePageCategories.json';
import ConsolePageMedia from './ConsolePageMedia.json';
import ConsoleSaveTheme from './ConsoleSaveTheme.json';
import ConsoleSetBuyerState from './ConsoleSetBuyerState.json';
import ConsoleResetBuyerPassword from './ConsoleResetBuyerPassword.json';
import ConsoleCompany from './ConsoleCompany.json';
import ConsoleSaveCompany from './ConsoleSaveCompany.json';
import ConsoleUploadLogo from './ConsoleUploadLogo.json';
import ConsoleUploadAboutPicture from './ConsoleUploadAboutPicture.json';
import ConsoleExportBuyers from './ConsoleExportBuyers.json';
import consoleCatalogue from './consoleCatalogue.json';
import ConsoleCatalogueOptions from './ConsoleCatalogueOptions.json';
import ConsoleProductList from './ConsoleProductList.json';
import ConsoleProductDetail from './ConsoleProductDetail.json';
import ConsoleSaveProduct from './ConsoleSaveProduct.json';
import ConsoleUpdateProducts from './ConsoleUpdateProducts.json';
import ConsoleDeleteProducts from './ConsoleDeleteProducts.json';
import ConsoleImportPreview from './ConsoleImportPreview.json';
import ConsoleImportProducts from './ConsoleImportProducts.json';
import ConsoleImportProgress from './ConsoleImportProgress.json';
import ConsoleProductMedia from './ConsoleProductMedia.json';
import ConsoleImportPictures from './ConsoleImportPictures.json';
import ConsoleUploadProductMedia from './ConsoleUploadProductMedia.json';
import ConsoleArrangeProductMedia from './ConsoleArrangeProductMedia.json';
import ConsoleDeleteProductMedia from './ConsoleDeleteProductMedia.json';
import ConsoleExportProducts from './ConsoleExportProducts.json';
import ConsoleSaveCategory from './ConsoleSaveCategory.json';
import ConsoleReorderCategories from './ConsoleReorderCategories.json';
import ConsoleDeleteCategory from './ConsoleDeleteCategory.json';

export interface CallSpec {
  method: 'GET' | 'POST';
  path: string;
  /** main: payload in `data`, no retries. toys: payload in `item`, one retry (spec section 7). */
  client: 'main' | 'toys';
  /** Whether the browser sends its bearer token (spec: omitted for share login, company info and SEO calls). */
  sendsToken: boolean;
  /** Whether the server refuses the call without a valid token (401). */
  needsToken: boolean;
  /** Whether the browser shows the loading overlay while it runs. */
  loading: boolean;
  /** Whether the server checks the signed time against its clock (GetSystemDate cannot: it is how clocks are fixed). */
  checksClock: boolean;
  /** Whether the call still answers while maintenance is on. */
  duringMaintenance: boolean;
  /** Spec "returned raw": the answer is a file (bytes with their own content type), not an envelope. */
  raw?: boolean;
  /** The body is multipart/form-data (InsertPic): the schema names its fields; the file travels as the part `file`. */
  multipart?: boolean;
  /** Who the server works out before the call's handler runs (server/http/protocol.ts): `buyer`, the buyer of the
   *  share the token opened (401 without one, 410 once it closed); `staff`, a console session (403 otherwise), with
   *  `:role` one holding that room's role; `buyer|staff:orders`, either (the order spreadsheet). */
  caller?:
    'buyer' | 'staff' | `staff:${'orders' | 'service' | 'catalogue' | 'design' | 'admin'}` | 'buyer|staff:orders';
}

// Generic so each call's literal `caller` and `needsToken` reach the server's handler types.
const call = <C extends Partial<CallSpec> & Pick<CallSpec, 'path'>>(c: C): CallSpec & C => ({
  method: 'POST',
  client: 'main',
  sendsToken: true,
  needsToken: true,
  loading: true,
  checksClock: true,
  duringMaintenance: false,
  ...c,
});

export const calls = {
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
  // Supplier console (not in the spec): a supplier admin's session, its own company's orders only.
  ConsoleOrderList: call({ path: '/api/Console/ConsoleOrderList', caller: 'staff:orders', loading: false }),
  ConsoleOrderDetail: call({ path: '/api/Console/ConsoleOrderDetail', caller: 'staff:orders' }),
  ConsoleSetOrderStatus: call({ path: '/api/Console/ConsoleSetOrderStatus', caller: 'staff:orders' }),
  // Chat (spec sections 4, 5, 7): private account users only. Polled every 5 s, so no call shows the loading overlay;
  // the panel shows its own progress.
  ChatMessageReadCount: call({ path: '/api/ShareChat/ChatMessageReadCount', caller: 'buyer', loading: false }),
  SendChatMessageClient: call({ path: '/api/ShareChat/SendChatMessageClient', caller: 'buyer', loading: false }),
  GetChatMessagePageClient: call({ path: '/api/ShareChat/GetChatMessagePageClient', caller: 'buyer', loading: false }),
  InsertPic: call({ path: '/api/ShareFile/InsertPic', loading: false, multipart: true }),
  // Image search by look (issue 27; not in the spec): the share's products most like an uploaded photo.
  ImageSearch: call({ path: '/api/WebsiteShare/ImageSearch', caller: 'buyer', loading: false, multipart: true }),
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
  GetUpgradeMaintenance: call({
    path: '/api/ServiceConfig/GetUpgradeMaintenance',
    client: 'toys',
    needsToken: false,
    loading: false,
    duringMaintenance: true,
  }),
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

export type CallName = keyof typeof calls;

/** Every API schema document, for ajv on the server and for type generation. */
export const apiSchemas = [
  common,
  GetSystemDate,
  GetToken,
  GetCompanyInfoOnLoginV2,
  GetCompanyContactInfoByAPP,
  GetPublicShareInfo,
  WebSiteSearchDetail,
  GetUpgradeMaintenance,
  CompanyShareLoginV2,
  UserLogin,
  Register,
  SignOut,
  UpdateCustomerUser,
  GetProductList,
  GetCategoryList,
  SearchSuggestions,
  AdminLogin,
  SavePageDraft,
  PublishPageDraft,
  GetProductDetail,
  GetProductPackMethods,
  ProductAttributeInfo,
  WebsiteShareAnalysisCode,
  AddCollect,
  CancelCollect,
  GetCollectList,
  GetCollectNumbers,
  GetBrowseList,
  ClearBrowse,
  cart,
  AddShoppingCart,
  DelShoppingCart,
  ShoppingCartCount,
  GetDigitFont,
  CartTotals,
  GetShoppingCart,
  UpdateShoppingCart,
  SaveCartContact,
  SubmitOrder,
  GetOrderList,
  GetOrderDetail,
  ExportOrderDetailToExcel,
  GetExportProgress,
  ReorderOrder,
  QuickOrder,
  ConsoleOrderList,
  ConsoleOrderDetail,
  ConsoleSetOrderStatus,
  chat,
  ChatMessageReadCount,
  SendChatMessageClient,
  GetChatMessagePageClient,
  InsertPic,
  ImageSearch,
  ConsoleChatList,
  ConsoleChatMessages,
  ConsoleSendChat,
  ConsoleChatMarkRead,
  ConsoleSearchSynonyms,
  ConsoleSaveSearchSynonyms,
  ConsoleShareList,
  ConsoleSaveShare,
  ConsoleSetShareState,
  ConsoleDeleteShare,
  ConsoleCodeList,
  ConsoleIssueCodes,
  ConsoleRevokeCode,
  ConsoleStaffList,
  ConsoleSaveStaff,
  ConsoleSetStaffState,
  ConsoleResetStaffPassword,
  ConsoleActivityList,
  ConsoleBuyerList,
  ConsolePageDesign,
  ConsoleSavePageDesign,
  ConsolePublishPageDesign,
  ConsolePreviewSession,
  ConsolePageProducts,
  ConsolePageCategories,
  ConsolePageMedia,
  ConsoleSaveTheme,
  ConsoleSetBuyerState,
  ConsoleResetBuyerPassword,
  ConsoleCompany,
  ConsoleSaveCompany,
  ConsoleUploadLogo,
  ConsoleUploadAboutPicture,
  ConsoleExportBuyers,
  consoleCatalogue,
  ConsoleCatalogueOptions,
  ConsoleProductList,
  ConsoleProductDetail,
  ConsoleSaveProduct,
  ConsoleUpdateProducts,
  ConsoleDeleteProducts,
  ConsoleImportProgress,
  ConsoleProductMedia,
  ConsoleImportPictures,
  ConsoleUploadProductMedia,
  ConsoleArrangeProductMedia,
  ConsoleDeleteProductMedia,
  ConsoleImportPreview,
  ConsoleImportProducts,
  ConsoleExportProducts,
  ConsoleSaveCategory,
  ConsoleReorderCategories,
  ConsoleDeleteCategory,
];
