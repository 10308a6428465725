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
import ConsoleChatList from './ConsoleChatList.json';
import ConsoleChatMessages from './ConsoleChatMessages.json';
import ConsoleSendChat from './ConsoleSendChat.json';
import ConsoleChatMarkRead from './ConsoleChatMarkRead.json';
import ConsoleSearchSynonyms from './ConsoleSearchSynonyms.json';
import ConsoleSaveSearchSynonyms from './ConsoleSaveSearchSynonyms.json';
import consoleCatalogue from './consoleCatalogue.json';
import ConsoleCatalogueOptions from './ConsoleCatalogueOptions.json';
import ConsoleProductList from './ConsoleProductList.json';
import ConsoleProductDetail from './ConsoleProductDetail.json';
import ConsoleSaveProduct from './ConsoleSaveProduct.json';
import ConsoleUpdateProducts from './ConsoleUpdateProducts.json';
import ConsoleDeleteProducts from './ConsoleDeleteProducts.json';

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
}

const call = (c: Partial<CallSpec> & Pick<CallSpec, 'path'>): CallSpec => ({
  method: 'POST', client: 'main', sendsToken: true, needsToken: true, loading: true, checksClock: true, duringMaintenance: false, ...c,
});

export const calls = {
  GetSystemDate: call({ path: '/api/Account/GetSystemDate', client: 'toys', needsToken: false, loading: false, checksClock: false, duringMaintenance: true }),
  GetToken: call({ path: '/api/Account/GetToken', client: 'toys', sendsToken: false, needsToken: false, loading: false }),
  CompanyShareLoginV2: call({ path: '/api/Account/CompanyShareLoginV2', sendsToken: false, needsToken: false }),
  // The visitor token from GetToken tells the server which supplier the account belongs to.
  UserLogin: call({ path: '/api/Account/UserLogin' }),
  Register: call({ path: '/api/Account/Register' }),
  // My account (issue 15; not in the spec): sign-out ends the token on the server too; a private account edits its own details.
  SignOut: call({ path: '/api/Account/SignOut', loading: false }),
  UpdateCustomerUser: call({ path: '/api/Account/UpdateCustomerUser' }),
  GetCompanyInfoOnLoginV2: call({ method: 'GET', path: '/api/WebsiteShare/GetCompanyInfoOnLoginV2', sendsToken: false, needsToken: false }),
  GetCompanyContactInfoByAPP: call({ path: '/api/WebsiteShare/GetCompanyContactInfoByAPP' }),
  GetPublicShareInfo: call({ path: '/api/WebsiteShare/GetPublicShareInfo' }),
  WebSiteSearchDetail: call({ path: '/api/WebsiteShare/WebSiteSearchDetail', sendsToken: false, needsToken: false, loading: false }),
  // Not named by the spec; same style (docs/protocol.md). The product centre issue extends them with search.
  GetProductList: call({ path: '/api/WebsiteShare/GetProductList', loading: false }),
  GetCategoryList: call({ path: '/api/WebsiteShare/GetCategoryList', loading: false }),
  // As-you-type suggestions of the header search and the zero-result page's "did you mean" (issue 16; not in the spec).
  SearchSuggestions: call({ path: '/api/WebsiteShare/SearchSuggestions', loading: false }),
  GetProductDetail: call({ path: '/api/WebsiteShare/GetProductDetail' }),
  // Spec: no loading overlay for GetProductPackMethods.
  GetProductPackMethods: call({ path: '/api/WebsiteShare/GetProductPackMethods', loading: false }),
  // The detail page shows its own placeholder for attributes while the product itself has the overlay.
  ProductAttributeInfo: call({ path: '/api/WebsiteShare/ProductAttributeInfo', loading: false }),
  // Favourites (/collect) and browsing history (/browse), kept per visitor.
  AddCollect: call({ path: '/api/WebsiteShare/AddCollect', loading: false }),
  CancelCollect: call({ path: '/api/WebsiteShare/CancelCollect', loading: false }),
  GetCollectList: call({ path: '/api/WebsiteShare/GetCollectList', loading: false }),
  // The hearts on product cards: which products this visitor keeps, in one small answer per session.
  GetCollectNumbers: call({ path: '/api/WebsiteShare/GetCollectNumbers', loading: false }),
  GetBrowseList: call({ path: '/api/WebsiteShare/GetBrowseList', loading: false }),
  ClearBrowse: call({ path: '/api/WebsiteShare/ClearBrowse' }),
  // Cart (spec sections 4, 5, 7): private account users only. Spec: add and delete never show the loading overlay;
  // CTNS changes are flagged no-loading too (totals change as the buyer types).
  AddShoppingCart: call({ path: '/api/WebsiteShare/AddShoppingCart', loading: false }),
  DelShoppingCart: call({ path: '/api/WebsiteShare/DelShoppingCart', loading: false }),
  ShoppingCartCount: call({ path: '/api/WebsiteShare/ShoppingCartCount', loading: false }),
  UpdateShoppingCart: call({ path: '/api/WebsiteShare/UpdateShoppingCart', loading: false }),
  // Not named by the spec (docs/protocol.md): the cart's lines, the first add's contact, orders and quick order.
  GetShoppingCart: call({ path: '/api/WebsiteShare/GetShoppingCart' }),
  SaveCartContact: call({ path: '/api/WebsiteShare/SaveCartContact' }),
  SubmitOrder: call({ path: '/api/WebsiteShare/SubmitOrder' }),
  GetOrderList: call({ path: '/api/WebsiteShare/GetOrderList' }),
  GetOrderDetail: call({ path: '/api/WebsiteShare/GetOrderDetail' }),
  // Spec: export shows a progress overlay of its own (GetExportProgress), not the loading overlay.
  ExportOrderDetailToExcel: call({ path: '/api/WebsiteShare/ExportOrderDetailToExcel', loading: false, raw: true }),
  GetExportProgress: call({ path: '/api/WebsiteShare/GetExportProgress', loading: false }),
  ReorderOrder: call({ path: '/api/WebsiteShare/ReorderOrder' }),
  QuickOrder: call({ path: '/api/WebsiteShare/QuickOrder' }),
  // Supplier console (not in the spec): a supplier admin's session, its own company's orders only.
  ConsoleOrderList: call({ path: '/api/Console/ConsoleOrderList', loading: false }),
  ConsoleOrderDetail: call({ path: '/api/Console/ConsoleOrderDetail' }),
  ConsoleSetOrderStatus: call({ path: '/api/Console/ConsoleSetOrderStatus' }),
  // Chat (spec sections 4, 5, 7): private account users only. Polled every 5 s, so no call shows the loading overlay;
  // the panel shows its own progress.
  ChatMessageReadCount: call({ path: '/api/ShareChat/ChatMessageReadCount', loading: false }),
  SendChatMessageClient: call({ path: '/api/ShareChat/SendChatMessageClient', loading: false }),
  GetChatMessagePageClient: call({ path: '/api/ShareChat/GetChatMessagePageClient', loading: false }),
  InsertPic: call({ path: '/api/ShareFile/InsertPic', loading: false, multipart: true }),
  // The console's service desk (not in the spec): its own company's conversations, answered as sender 0.
  ConsoleChatList: call({ path: '/api/Console/ConsoleChatList', loading: false }),
  ConsoleChatMessages: call({ path: '/api/Console/ConsoleChatMessages', loading: false }),
  ConsoleSendChat: call({ path: '/api/Console/ConsoleSendChat', loading: false }),
  ConsoleChatMarkRead: call({ path: '/api/Console/ConsoleChatMarkRead', loading: false }),
  // The console's Search words room (issue 16; not in the spec): the company's own synonym groups.
  ConsoleSearchSynonyms: call({ path: '/api/Console/ConsoleSearchSynonyms', loading: false }),
  ConsoleSaveSearchSynonyms: call({ path: '/api/Console/ConsoleSaveSearchSynonyms' }),
  // The Catalogue room (issue 23; not in the spec): staff with the catalogue role list, edit, shelve and delete products.
  ConsoleCatalogueOptions: call({ path: '/api/Console/ConsoleCatalogueOptions', loading: false }),
  ConsoleProductList: call({ path: '/api/Console/ConsoleProductList', loading: false }),
  ConsoleProductDetail: call({ path: '/api/Console/ConsoleProductDetail', loading: false }),
  ConsoleSaveProduct: call({ path: '/api/Console/ConsoleSaveProduct', loading: false }),
  ConsoleUpdateProducts: call({ path: '/api/Console/ConsoleUpdateProducts', loading: false }),
  ConsoleDeleteProducts: call({ path: '/api/Console/ConsoleDeleteProducts', loading: false }),
  // Supplier admin (not in the spec; docs/protocol.md): drafts are checked by the same module schemas.
  AdminLogin: call({ path: '/api/WebsiteShare/AdminLogin', sendsToken: false, needsToken: false }),
  SavePageDraft: call({ path: '/api/WebsiteShare/SavePageDraft' }),
  PublishPageDraft: call({ path: '/api/WebsiteShare/PublishPageDraft' }),
  GetUpgradeMaintenance: call({ path: '/api/ServiceConfig/GetUpgradeMaintenance', client: 'toys', needsToken: false, loading: false, duringMaintenance: true }),
} satisfies Record<string, CallSpec>;

export type CallName = keyof typeof calls;

/** Every API schema document, for ajv on the server and for type generation. */
export const apiSchemas = [common, GetSystemDate, GetToken, GetCompanyInfoOnLoginV2, GetCompanyContactInfoByAPP, GetPublicShareInfo, WebSiteSearchDetail, GetUpgradeMaintenance, CompanyShareLoginV2, UserLogin, Register, SignOut, UpdateCustomerUser, GetProductList, GetCategoryList, SearchSuggestions, AdminLogin, SavePageDraft, PublishPageDraft, GetProductDetail, GetProductPackMethods, ProductAttributeInfo, AddCollect, CancelCollect, GetCollectList, GetCollectNumbers, GetBrowseList, ClearBrowse, cart, AddShoppingCart, DelShoppingCart, ShoppingCartCount, GetShoppingCart, UpdateShoppingCart, SaveCartContact, SubmitOrder, GetOrderList, GetOrderDetail, ExportOrderDetailToExcel, GetExportProgress, ReorderOrder, QuickOrder, ConsoleOrderList, ConsoleOrderDetail, ConsoleSetOrderStatus, chat, ChatMessageReadCount, SendChatMessageClient, GetChatMessagePageClient, InsertPic, ConsoleChatList, ConsoleChatMessages, ConsoleSendChat, ConsoleChatMarkRead, ConsoleSearchSynonyms, ConsoleSaveSearchSynonyms, consoleCatalogue, ConsoleCatalogueOptions, ConsoleProductList, ConsoleProductDetail, ConsoleSaveProduct, ConsoleUpdateProducts, ConsoleDeleteProducts];
