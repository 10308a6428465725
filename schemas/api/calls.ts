// Every call of spec section 7 that is built so far, and the console's: path, client and rules. The server registers
// its routes from this table and the browser builds its endpoint functions from it, so the two cannot drift apart.
// Each row lives in buyerCalls.ts or consoleCalls.ts (a buyer's first page carries only the first, issue 25): this
// file joins them, with every call's schema document.
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

import { buyerCalls } from './buyerCalls';
import { consoleCalls } from './consoleCalls';
import type { CallSpec } from './callSpec';

export type { CallSpec } from './callSpec';

// A name in both tables would be one call with two rows: the type below stops the build.
const oneRowPerCall: [keyof typeof buyerCalls & keyof typeof consoleCalls] extends [never] ? true : never = true;
void oneRowPerCall;

export const calls = { ...buyerCalls, ...consoleCalls } satisfies Record<string, CallSpec>;

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
