// Generated from schemas/api/*.json by schemas/api/generateTypes.ts. Do not edit.

/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "color".
 */
export type Color = string
/**
 * A themed area of the catalogue (spec section 2).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "area".
 */
export type CatalogueArea = ("home" | "productCenter" | "newProduct" | "recommend" | "recommendForYou" | "hotSellingArea" | "spotProduct" | "certifiedProducts" | "videoProducts" | "threeDProduct" | "customProduct")
/**
 * A number in a buyer session's scrambled digits (spec section 3): each character of U+E000–U+F8FF stands for one digit 0–9 by that session's mapping, '.' is the decimal point, decimals fixed as shown. Read it with the session's font (GetDigitFont); docs/protocol.md "Scrambled digits".
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "digits".
 */
export type Digits = string
/**
 * A temporary visitor token for the company.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetTokenResponse".
 */
export type GetTokenResponse = string
/**
 * The session of the bearer token is ended: every later call with it answers 401.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "SignOutResponse".
 */
export type SignOutResponse = true
/**
 * Lines in the cart after the change.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "AddShoppingCartResponse".
 */
export type AddShoppingCartResponse = number
/**
 * Lines in the cart after the change.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "DelShoppingCartResponse".
 */
export type DelShoppingCartResponse = number
/**
 * Lines in the cart after the change.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ShoppingCartCountResponse".
 */
export type ShoppingCartCountResponse = number
/**
 * Returned raw: the .xlsx bytes, not an envelope.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ExportOrderDetailToExcelResponse".
 */
export type ExportOrderDetailToExcelResponse = string
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ChatMessageReadCountResponse".
 */
export type ChatMessageReadCountResponse = number
/**
 * @minItems 1
 * @maxItems 1
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "InsertPicResponse".
 */
export type InsertPicResponse = {
fullPath: string
fileName: string
contentType: string
size: number
width: number
height: number
}[]
/**
 * A word or a phrase of a few words, in any of the 16 languages.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSearchSynonymsTerm".
 */
export type ConsoleSearchSynonymsTerm = string
/**
 * Words that mean the same toy to this supplier's buyers: a search for any of them finds products named by any other.
 * 
 * @minItems 2
 * @maxItems 20
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSearchSynonymsGroup".
 */
export type ConsoleSearchSynonymsGroup = ConsoleSearchSynonymsTerm[]
/**
 * The share's 9-character code (spec sections 1 and 9): its link is /login?id={code}. Fixed for the share's life.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleShareListShareCode".
 */
export type ConsoleShareListShareCode = string
/**
 * public: the link alone opens it (isPublic, no 1 in publicTypeList). invitation: email + verification code + company number (publicTypeList has 1). private: account and password only.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleShareListKind".
 */
export type ConsoleShareListKind = ("public" | "invitation" | "private")
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCodeListVerifyCode".
 */
export type ConsoleCodeListVerifyCode = string
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleStaffListRole".
 */
export type ConsoleStaffListRole = ("orders" | "service" | "design" | "catalogue" | "admin")
/**
 * The rooms this account opens: orders, service (conversations), catalogue (catalogue and search words), design (page studio), admin (access, staff).
 * 
 * @maxItems 5
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleStaffListRoles".
 */
export type ConsoleStaffListRoles = ConsoleStaffListRole[]
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleStaffListStaffId".
 */
export type ConsoleStaffListStaffId = number
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleBuyerListBuyerId".
 */
export type ConsoleBuyerListBuyerId = number
/**
 * The page: web = the desktop page (webList, with its login style), mobile = the phone page (mobileTempList).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePageDesignChannel".
 */
export type ConsolePageDesignChannel = ("web" | "mobile")
/**
 * The draft's optimistic revision: 0 before the studio first saved this page, one more at every save.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePageDesignRevision".
 */
export type ConsolePageDesignRevision = number
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSaveThemeColor".
 */
export type ConsoleSaveThemeColor = string
/**
 * ISO 4217 code of the currency buyers see prices in (the login result's currencyType).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCompanyCurrency".
 */
export type ConsoleCompanyCurrency = ("USD" | "EUR" | "CNY" | "HKD" | "GBP" | "JPY" | "KRW" | "AUD" | "CAD" | "CHF" | "RUB" | "BRL" | "MXN" | "INR" | "IDR" | "THB" | "VND" | "PHP" | "MYR" | "SGD" | "AED" | "SAR" | "ILS" | "PLN" | "TRY" | "ZAR" | "NGN" | "EGP")
/**
 * A site locale (docs/protocol.md, Language codes).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCompanyLanguage".
 */
export type ConsoleCompanyLanguage = ("zh-CN" | "en" | "ar" | "es" | "fr" | "he" | "id" | "ja" | "ko" | "pl" | "pt-BR" | "ru-RU" | "th" | "de" | "tl" | "vi")
/**
 * Returned raw: an .xlsx of the buyers ConsoleBuyerList would list for the same filters, every row (up to 100,000): sheet Buyers (accounts), sheet Code visitors.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleExportBuyersResponse".
 */
export type ConsoleExportBuyersResponse = string
/**
 * The supplier's item number (货号): 1-32 letters, digits, '.', '_', '/' or '-', starting with a letter or digit; unique in the company.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueProductNumber".
 */
export type ConsoleCatalogueProductNumber = string
/**
 * @minItems 1
 * @maxItems 1000
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueProductNumbers".
 */
export type ConsoleCatalogueProductNumbers = ConsoleCatalogueProductNumber[]
/**
 * A retail barcode: EAN-13, UPC-A (12 digits) or EAN-8, with a right check digit (schemas/api/barcodes.ts; the server says 400 notBarcode otherwise). A UPC-A is stored and answered as its EAN-13 (a leading 0).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueBarcode".
 */
export type ConsoleCatalogueBarcode = string
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueName".
 */
export type ConsoleCatalogueName = string
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueDescription".
 */
export type ConsoleCatalogueDescription = string
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueShortText".
 */
export type ConsoleCatalogueShortText = string
/**
 * cm, one decimal kept.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueCentimetres".
 */
export type ConsoleCatalogueCentimetres = number
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleImportPreviewField".
 */
export type ConsoleImportPreviewField = ("" | "productNumber" | "name" | "ename" | "description" | "edescription" | "outFactoryNumber" | "model" | "categoryNumber" | "price" | "factoryPrice" | "startOrderNum" | "packingMethod" | "innerQuantity" | "outerQuantity" | "outerBoxSize" | "outerLength" | "outerWidth" | "outerHeight" | "innerBoxSize" | "productSize" | "grossWeight" | "netWeight" | "stock" | "certificates" | "barcodes")
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleImportPreviewStatus".
 */
export type ConsoleImportPreviewStatus = ("new" | "changed" | "unchanged" | "error")
/**
 * Returned raw: the .xlsx bytes of every product but deleted ones, in the layout ConsoleImportPreview reads back.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleExportProductsResponse".
 */
export type ConsoleExportProductsResponse = string

export interface ApiSchemas {

}
/**
 * What a share link allows (spec section 3).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "shareInfo".
 */
export interface ShareInfo {
id: number
shareRandomCode: string
companyNumber: string
isPublic: boolean
/**
 * 2 = cart enabled (private accounts).
 */
openUserList: number[]
/**
 * 1 = a non-public-code login (email + verification code) is allowed.
 */
publicTypeList: number[]
/**
 * 2 = the companion app is offered.
 */
platformList: number[]
iosId?: string
androidId?: string
iosLogo?: string
androidLogo?: string
uploadStatus?: number
isShowPrice: boolean
/**
 * 1 commodity number, 2 product number, -1 none, otherwise factory number.
 */
showNumber: number
/**
 * 1 = translated product names (langList).
 */
productSource: number
isMailRequired?: boolean
isPhoneRequired?: boolean
isCountryRequired?: boolean
isCompanyNameRequired?: boolean
isAddressRequired?: boolean
isLinkPhone?: boolean
isLinkEmail?: boolean
}
/**
 * The supplier company behind the share.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "customerInfo".
 */
export interface CustomerInfo {
companyNumber: string
companyName: string
companyLogo: string
email?: string
telephone?: string
website?: string
/**
 * Pictures of the company for its about-us page (factory, showroom, ...), not in the spec.
 * 
 * @maxItems 12
 */
aboutPictures?: string[]
}
/**
 * One language the supplier's site offers; parameter is the locale code (zh-CN, en, ar, ...).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "websiteLanguage".
 */
export interface WebsiteLanguage {
name: string
parameter: string
}
/**
 * The supplier's contact details and about-us text in one language.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "contactInfo".
 */
export interface ContactInfo {
language: string
/**
 * Contact person.
 */
name: string
companyName: string
telephone: string
mobile?: string
email?: string
address?: string
aboutUs?: string
}
/**
 * One module of a supplier-designed page. styleJson/previewJson are JSON texts checked by schemas/modules/.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "pageModule".
 */
export interface PageModule {
moduleId: number
/**
 * 1 header, 2 banner, 3 squared grid, 4 tab bar, 5 product block, 6 category, -1 login style, 10 product centre.
 */
type: number
styleJson: string
previewJson?: (string | null)
isPreview: boolean
isStyle: boolean
isDel: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "globalParam".
 */
export interface GlobalParam {
themeColor: Color
homeBGColor: Color
fontColor: Color
fontPriceColor: Color
floatStyle: number
isCart: boolean
isChat: boolean
isLoginCode: boolean
isToTop: boolean
isAPP: boolean
}
/**
 * homeCustom / loginCustom: supplier theming, shape defined by the page-design schemas.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "customSettings".
 */
export interface CustomSettings {
[k: string]: unknown
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "empty".
 */
export interface EmptyBody {

}
/**
 * userInfo + login result (spec section 3): what the browser keeps after any way in.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "loginResult".
 */
export interface LoginResult {
token: string
loginEmail: string
shareId: number
shareRandomCode: string
shareInfo: ShareInfo
companyNumber: string
/**
 * ISO 4217 code of the prices, e.g. USD.
 */
currencyType: string
isPrivateLogin: boolean
customerUser: CustomerUser
/**
 * Pages this visitor may open (route names of spec section 2).
 */
menuRoot: string[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "customerUser".
 */
export interface CustomerUser {
name: string
userImage: string
phoneNumber: string
companyName: string
email: string
address: string
/**
 * Private accounts only (Register, My account).
 */
country?: string
}
/**
 * Browser facts sent with every login (spec section 3); empty values are dropped.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "clientInfo".
 */
export interface ClientInfo {
browserVersion?: string
system?: ("windows" | "windows_server" | "mac" | "linux" | "linux_server" | "android" | "ios" | "other")
systemVersion?: string
ScreenModel?: string
}
/**
 * What a product card shows. Fields the share does not allow are absent (no price when isShowPrice is off).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "productCard".
 */
export interface ProductCard {
productNumber: string
/**
 * Chinese name.
 */
name: string
/**
 * English name.
 */
ename: string
/**
 * Per-language names (langList type 0) when the share's productSource is 1; else empty.
 */
names: {
[k: string]: string
}
imageUrl: string
price?: (number | Digits)
currency?: string
/**
 * The number shareInfo.showNumber chooses (commodity, product or factory number).
 */
displayNumber?: string
/**
 * Minimum order quantity (pieces).
 */
startOrderNum: number
isNew: boolean
isHot: boolean
has3d: boolean
hasVideo: boolean
inStock: boolean
isBuild: boolean
/**
 * Pieces per outer carton (shown in the list view, and what a buyer orders in).
 */
ou_lo: number
outerBoxSize: Size
/**
 * Carton volume, CBM.
 */
bulk_stere: (number | Digits)
/**
 * Carton gross weight, kg.
 */
gr_we: (number | Digits)
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "size".
 */
export interface Size {
length: (number | Digits)
width: (number | Digits)
height: (number | Digits)
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "categoryCard".
 */
export interface CategoryCard {
categoryNumber: string
parentNumber: (string | null)
/**
 * Per-language names (name, ename, arabic, …).
 */
names: {
[k: string]: string
}
imageUrl: string
productCount: number
}
/**
 * Everything the detail page shows, limited by the share's flags (no price without isShowPrice; only the number showNumber picks).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "productDetail".
 */
export interface ProductDetail {
productNumber: string
/**
 * 0 on sale, 1 off-shelf, 2 deleted, 3 expired.
 */
status: number
name: string
ename: string
names: {
[k: string]: string
}
/**
 * Per-language descriptions (langList type 1) with productSource 1.
 */
contents: {
[k: string]: string
}
content: string
enContent: string
imageUrls: string[]
price?: (number | Digits)
currency?: string
displayNumber?: string
startOrderNum: number
categoryNumber: string
packing: {
key: string
names: {
[k: string]: string
}
}
/**
 * Packing quantity inner/outer, e.g. 6/48.
 */
pa_nu: string
in_en: number
/**
 * Pieces per outer carton.
 */
ou_lo: number
productSize: Size
innerBoxSize: Size
outerBoxSize: Size
/**
 * Carton volume, CBM.
 */
bulk_stere: (number | Digits)
/**
 * Carton volume, CUFT.
 */
bulk_feet: (number | Digits)
/**
 * Carton gross weight, kg.
 */
gr_we: (number | Digits)
/**
 * Carton net weight, kg.
 */
ne_we: (number | Digits)
/**
 * Pieces in stock (spotGoodsCount); 0 when none.
 */
stock: number
/**
 * The supplier's model; sent only when the supplier keeps one (spec section 3).
 */
model?: string
/**
 * The supplier's tag; sent only when kept.
 */
tag?: string
/**
 * Free-text parameters; sent only when kept.
 */
parameter?: string
/**
 * The carton (box) number; sent only when kept.
 */
boxNumber?: string
/**
 * The sample specification; sent only when kept.
 */
sampleSpecification?: string
certificates: string[]
/**
 * 0 not infringing, 1 licensed, 2 unlicensed.
 */
licenceStatus: number
listedAt: string
updatedAt: string
has3d: boolean
hasVideo: boolean
/**
 * Only when hasVideo: a short WebM (VP9) clip under /media/videos/, served with range requests.
 */
videoUrl?: string
/**
 * Only with videoUrl: the clip's first frame (JPEG), shown before it plays.
 */
videoPosterUrl?: string
/**
 * Only when has3d: the toy's 3D model (/media/toys/<seed>/model.json?v=<version>), format in protocol/toyModel.ts.
 */
modelUrl?: string
isBuild: boolean
/**
 * Whether this visitor keeps it in favourites.
 */
isCollected: boolean
}
/**
 * A size range in centimetres (pr_ product, in_ inner box, ou_ outer box; le length, wi width, hi height).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "sizeRange".
 */
export interface SizeRange {
min?: number
max?: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetSystemDateResponse".
 */
export interface GetSystemDateResponse {
/**
 * Server time, ms since the Unix epoch.
 */
systemTime: number
/**
 * The same instant, UTC, ISO 8601.
 */
systemDate: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetTokenRequest".
 */
export interface GetTokenRequest {
companyNum: string
platForm: ("PC" | "H5")
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetCompanyInfoOnLoginV2Query".
 */
export interface GetCompanyInfoOnLoginV2Query {
/**
 * The share link (or a bare share code).
 */
url: string
/**
 * Optional, not in the spec: 1 asks for drafts and deleted modules. Only a staff token of the share's own company gets them; every other caller gets the published page, as with 0 or no flag.
 */
isPreview?: ("0" | "1")
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetCompanyInfoOnLoginV2Response".
 */
export interface GetCompanyInfoOnLoginV2Response {
companyLogo: string
companyName: string
webList: PageModule[]
mobileTempList: PageModule[]
shareInfo: ShareInfo
customerInfo: CustomerInfo
websiteLanguage: WebsiteLanguage[]
contactInfoList: ContactInfo[]
publicUrl: string
globalParam: GlobalParam
homeCustom: CustomSettings
loginCustom: CustomSettings
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetCompanyContactInfoByAPPRequest".
 */
export interface GetCompanyContactInfoByAPPRequest {
shareId: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetCompanyContactInfoByAPPResponse".
 */
export interface GetCompanyContactInfoByAPPResponse {
shareInfo: ShareInfo
customerInfo: CustomerInfo
websiteLanguage: WebsiteLanguage[]
contactInfoList: ContactInfo[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetPublicShareInfoResponse".
 */
export interface GetPublicShareInfoResponse {
shareRandomCode: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "WebSiteSearchDetailRequest".
 */
export interface WebSiteSearchDetailRequest {
/**
 * Language code (docs/protocol.md, Language codes): a site locale (zh-CN, en, pt-BR, ru-RU, ...) or its bare prefix (zh, pt, ru), any letter case. Any other code is refused with 400.
 */
KeyWord: string
/**
 * The share id (shareInfo.id).
 */
WebSiteId: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "WebSiteSearchDetailResponse".
 */
export interface WebSiteSearchDetailResponse {
title: string
keyWord: string
description: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetUpgradeMaintenanceResponse".
 */
export interface GetUpgradeMaintenanceResponse {
/**
 * 1 while an upgrade is in progress, else 0.
 */
shareUpgradeState: (0 | 1)
/**
 * When the upgrade is expected to end (ISO 8601), or null.
 */
upgradeTime: (string | null)
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "CompanyShareLoginV2Request".
 */
export interface CompanyShareLoginV2Request {
email?: string
verifyCode?: string
companyNumber?: string
browserVersion?: string
system?: ("windows" | "windows_server" | "mac" | "linux" | "linux_server" | "android" | "ios" | "other")
systemVersion?: string
ScreenModel?: string
/**
 * 1 desktop, 4 mobile.
 */
loginType: (1 | 4)
/**
 * The share link.
 */
url: string
companyName?: string
linkMan?: string
phoneNumber?: string
contactEmail?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "UserLoginRequest".
 */
export interface UserLoginRequest {
account: string
password: string
loginType: (1 | 4)
browserVersion?: string
system?: ("windows" | "windows_server" | "mac" | "linux" | "linux_server" | "android" | "ios" | "other")
systemVersion?: string
ScreenModel?: string
/**
 * Vitrine extension: the share link the account signs in to (default: the company's first private share).
 */
url?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "RegisterRequest".
 */
export interface RegisterRequest {
account: string
password: string
confirmPassword: string
name?: string
email?: string
country?: string
companyName?: string
address?: string
phoneNumber?: string
/**
 * Vitrine extension: the share link registered on.
 */
url?: string
}
/**
 * A private account's own details (My account, issue 15). A field left out keeps its stored value; a field sent is checked by the rules of Register (spec section 5) with the signed-in share's required-field flags.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "UpdateCustomerUserRequest".
 */
export interface UpdateCustomerUserRequest {
name: string
phoneNumber?: string
companyName?: string
email?: string
address?: string
country?: string
/**
 * '' (no picture) or the fullPath InsertPic gave this account for an avatar (BusinessType avatar).
 */
userImage?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetProductListRequest".
 */
export interface GetProductListRequest {
area?: CatalogueArea
categoryNumber?: string
/**
 * @maxItems 48
 */
productNumbers?: string[]
sort?: ("default" | "newest" | "priceAsc" | "priceDesc")
pageIndex: number
pageSize: number
/**
 * Words of a name in any of the 16 languages, or a product / commodity / factory number.
 */
keyword?: string
minPrice?: number
maxPrice?: number
/**
 * Words of the product name in any of the 16 languages (numbers not searched).
 */
name?: string
/**
 * Packing method key from GetProductPackMethods.
 */
ch_pa?: string
/**
 * Packing quantity as written on the product, e.g. 6/24 (inner/outer).
 */
pa_nu?: string
pr_le?: SizeRange
pr_wi?: SizeRange
pr_hi?: SizeRange
in_le?: SizeRange
in_wi?: SizeRange
in_hi?: SizeRange
ou_le?: SizeRange
ou_wi?: SizeRange
ou_hi?: SizeRange
/**
 * Factory article number, or part of it.
 */
fa_no?: string
/**
 * Listed on or after this day (YYYY-MM-DD).
 */
startTime?: string
/**
 * Listed on or before this day (YYYY-MM-DD).
 */
endTime?: string
/**
 * Only products with an inset image uploaded.
 */
isUpInsetImg?: boolean
/**
 * Label number, or part of it.
 */
labelNumber?: string
/**
 * Certificates the product must all have, comma-separated (e.g. EN71, CE).
 */
certificateNo?: string
/**
 * Top-level category number.
 */
categoryOne?: string
/**
 * Second-level category number.
 */
categoryTwo?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetProductListResponse".
 */
export interface GetProductListResponse {
items: ProductCard[]
totalCount: number
/**
 * Only when no product matches every word of the keyword: the words (as typed; a phrase such as "toy car" is one entry) the products shown do not match. The products shown match all the other words (issue 28).
 */
unmatchedWords?: string[]
/**
 * Only when the keyword holds nothing but stop words ("for the"): nothing was searched, items is empty (issue 28).
 */
stopWordsOnly?: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetCategoryListResponse".
 */
export interface GetCategoryListResponse {
items: CategoryCard[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "SearchSuggestionsRequest".
 */
export interface SearchSuggestionsRequest {
/**
 * What the buyer has typed so far: words of a name in any of the 16 languages, or a number.
 */
keyword: string
/**
 * Products to suggest (default 6).
 */
limit?: number
/**
 * The buyer's language (docs/protocol.md, Language codes): names come back in it, by the share's productSource rule, and categories are matched on their names in it. Default en.
 */
language?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "SearchSuggestionsResponse".
 */
export interface SearchSuggestionsResponse {
/**
 * The first products of the same search GetProductList runs for this keyword, best first.
 */
products: {
productNumber: string
/**
 * The name the buyer reads in the asked language (the card's rule).
 */
name: string
imageUrl: string
/**
 * The number the share shows (showNumber); absent for -1.
 */
displayNumber?: string
/**
 * A custom product (the detail link carries isBuild).
 */
isBuild?: boolean
}[]
/**
 * Categories with products whose name in the asked language matches the keyword's words (at most 4).
 */
categories: {
categoryNumber: string
name: string
}[]
/**
 * Only when the keyword finds no product: a corrected keyword that does (closest dictionary words).
 */
didYouMean?: string
/**
 * As GetProductList's: only when no product matches every word, the words the products shown do not match (issue 28).
 */
unmatchedWords?: string[]
/**
 * As GetProductList's: the keyword holds nothing but stop words, nothing was searched (issue 28).
 */
stopWordsOnly?: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "AdminLoginRequest".
 */
export interface AdminLoginRequest {
account: string
password: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "AdminLoginResponse".
 */
export interface AdminLoginResponse {
token: string
companyNumber: string
/**
 * A share to open with ?isPreview=1 to see the drafts.
 */
shareRandomCode: string
companyName: string
/**
 * Rooms of the supplier console this account may open.
 */
roles: ("orders" | "service" | "design" | "catalogue" | "admin")[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "SavePageDraftRequest".
 */
export interface SavePageDraftRequest {
moduleId: number
previewJson: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "SavePageDraftResponse".
 */
export interface SavePageDraftResponse {
module: PageModule
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "PublishPageDraftRequest".
 */
export interface PublishPageDraftRequest {
moduleId: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "PublishPageDraftResponse".
 */
export interface PublishPageDraftResponse {
module: PageModule
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetProductDetailRequest".
 */
export interface GetProductDetailRequest {
productNumber: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetProductDetailResponse".
 */
export interface GetProductDetailResponse {
product: ProductDetail
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetProductPackMethodsResponse".
 */
export interface GetProductPackMethodsResponse {
items: {
key: string
names: {
[k: string]: string
}
}[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ProductAttributeInfoRequest".
 */
export interface ProductAttributeInfoRequest {
/**
 * Language code (docs/protocol.md, Language codes): a site locale (zh-CN, en, pt-BR, ru-RU, ...) or its bare prefix (zh, pt, ru), any letter case. Any other code is refused with 400.
 */
keyWord: string
productNumber: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ProductAttributeInfoResponse".
 */
export interface ProductAttributeInfoResponse {
/**
 * The product's attributes in the asked language, in the supplier's order.
 */
items: {
name: string
value: string
}[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "WebsiteShareAnalysisCodeRequest".
 */
export interface WebsiteShareAnalysisCodeRequest {
/**
 * The text a scanned QR code or barcode holds: a product detail link of this site (/productDetails?productNumber=…&id=<share code>, any host), a bare product, factory or commodity number, or a retail barcode a product carries (EAN-13, UPC-A, EAN-8, UPC-E).
 */
qRCode: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "WebsiteShareAnalysisCodeResponse".
 */
export interface WebsiteShareAnalysisCodeResponse {
/**
 * The scanned product, on the shelf of the caller's supplier.
 */
productNumber: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "AddCollectRequest".
 */
export interface AddCollectRequest {
productNumber: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "AddCollectResponse".
 */
export interface AddCollectResponse {
count: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "CancelCollectRequest".
 */
export interface CancelCollectRequest {
/**
 * @minItems 1
 * @maxItems 200
 */
productNumbers: string[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "CancelCollectResponse".
 */
export interface CancelCollectResponse {
count: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetCollectListRequest".
 */
export interface GetCollectListRequest {
pageIndex: number
pageSize: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetCollectListResponse".
 */
export interface GetCollectListResponse {
items: {
product: ProductCard
collectedAt: string
}[]
totalCount: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetCollectNumbersResponse".
 */
export interface GetCollectNumbersResponse {
/**
 * Every product this visitor keeps in favourites (newest first), so product cards anywhere can show their heart.
 */
productNumbers: string[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetBrowseListRequest".
 */
export interface GetBrowseListRequest {
pageIndex: number
pageSize: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetBrowseListResponse".
 */
export interface GetBrowseListResponse {
items: {
product: ProductCard
viewedAt: string
}[]
totalCount: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ClearBrowseResponse".
 */
export interface ClearBrowseResponse {
count: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "cartProductRef".
 */
export interface CartProductRef {
productNumber: string
supplierNumber?: string
isBuild?: boolean
productId?: number
productType?: number
/**
 * Pieces (not in the spec): rounded up to whole cartons and the MOQ; absent means the MOQ.
 */
quantity?: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "cartCartChange".
 */
export interface CartCartChange {
/**
 * Accepted as the spec sends it; the cart belongs to the signed-in account.
 */
loginEmail?: string
/**
 * @minItems 1
 * @maxItems 5000
 */
productNumberList?: CartProductRef[]
/**
 * A cart stored on the device, sent whole.
 * 
 * @minItems 1
 * @maxItems 5000
 */
shoppingCarts?: CartProductRef[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "cartTotals".
 */
export interface CartTotals {
/**
 * Item kinds (cart lines or order lines).
 */
lines: number
cartons: number
quantity: number
/**
 * Sum of the lines' amounts, 2 decimals; null when the share hides prices.
 */
amount: (number | Digits | null)
/**
 * Cubic metres, 4 decimals.
 */
cbm: (number | Digits)
/**
 * Cubic feet, 2 decimals.
 */
cuft: (number | Digits)
grossKg: (number | Digits)
netKg: (number | Digits)
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "cartContact".
 */
export interface CartContact {
contactName: string
company?: string
phoneNumber?: string
email?: string
telephone?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "cartLine".
 */
export interface CartLine {
product: ProductCard
/**
 * 0 on sale, 1 off-shelf, 2 deleted, 3 expired (the expired/invalid flag is status ≠ 0).
 */
status: number
/**
 * CTNS, box quantity.
 */
cartons: number
piecesPerCarton: number
startOrderNum: number
/**
 * Price per piece; null when the share hides prices.
 */
unitPrice: (number | Digits | null)
/**
 * One outer carton, m³.
 */
cbm: number
/**
 * One outer carton, ft³.
 */
cuft: number
/**
 * One outer carton.
 */
grossKg: number
/**
 * One outer carton.
 */
netKg: number
totals: CartTotals
salesperson: string
/**
 * ISO time.
 */
addedAt: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "cartOrderLine".
 */
export interface CartOrderLine {
serial: number
productNumber: string
displayNumber: (string | null)
name: string
ename: string
names: {
[k: string]: string
}
imageUrl: string
productSize: Size
outerBoxSize: Size
packingMethod: string
cartons: number
piecesPerCarton: number
startOrderNum: number
/**
 * Price per piece; null when the share hides prices.
 */
unitPrice: (number | Digits | null)
/**
 * One outer carton, m³.
 */
cbm: number
/**
 * One outer carton, ft³.
 */
cuft: number
/**
 * One outer carton.
 */
grossKg: number
/**
 * One outer carton.
 */
netKg: number
currency: string
totals: CartTotals
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "cartOrderSummary".
 */
export interface CartOrderSummary {
orderNumber: string
createdAt: string
status: number
statusChangedAt: string
currency: string
totals: CartTotals
contact: CartContact
buyer?: {
account: string
name: string
company: string
share: string
}
/**
 * Console only: no one at the supplier has opened it yet.
 */
unread?: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "cartOrder".
 */
export interface CartOrder {
summary: CartOrderSummary
remark: string
service: {
name: string
email: string
telephone: string
}
lines: CartOrderLine[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "cartAvailability".
 */
export interface CartAvailability {
productNumber: string
reason: ("deleted" | "offShelf" | "expired" | "notFound" | "cartFull")
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ShoppingCartCountRequest".
 */
export interface ShoppingCartCountRequest {
loginEmail?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetDigitFontRequest".
 */
export interface GetDigitFontRequest {

}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetDigitFontResponse".
 */
export interface GetDigitFontResponse {
/**
 * The font-family name to give the font (the session's digits are Private Use Area characters only this font draws).
 */
family: string
/**
 * The session's TrueType font, base64: it draws each of the session's scrambled digit characters as its digit.
 */
font: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "CartTotalsRequest".
 */
export interface CartTotalsRequest {
/**
 * The selected cart lines with the cartons as typed; products not in the caller's cart are left out of the sums.
 * 
 * @maxItems 5000
 */
lines: {
productNumber: string
cartons: number
}[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetShoppingCartRequest".
 */
export interface GetShoppingCartRequest {

}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetShoppingCartResponse".
 */
export interface GetShoppingCartResponse {
items: CartLine[]
totals: CartTotals
currency: string
capacity: number
contact: (CartContact | null)
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "UpdateShoppingCartRequest".
 */
export interface UpdateShoppingCartRequest {
productNumber: string
/**
 * CTNS.
 */
cartons?: number
/**
 * Pieces: rounded up to whole cartons and the MOQ.
 */
quantity?: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "UpdateShoppingCartResponse".
 */
export interface UpdateShoppingCartResponse {
line: CartLine
totals: CartTotals
roundedUp: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "SubmitOrderRequest".
 */
export interface SubmitOrderRequest {
/**
 * Made once per submission by the client; a repeat returns the same order.
 */
idempotencyKey: string
/**
 * @minItems 1
 * @maxItems 5000
 */
productNumbers: string[]
contact: CartContact
remark?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "SubmitOrderResponse".
 */
export interface SubmitOrderResponse {
orderNumber: string
/**
 * Lines in the cart after the change.
 */
count: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetOrderListRequest".
 */
export interface GetOrderListRequest {
pageIndex: number
pageSize: number
status?: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetOrderListResponse".
 */
export interface GetOrderListResponse {
items: CartOrderSummary[]
totalCount: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetOrderDetailRequest".
 */
export interface GetOrderDetailRequest {
orderNumber: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ExportOrderDetailToExcelRequest".
 */
export interface ExportOrderDetailToExcelRequest {
orderNumber: string
/**
 * Site language code: sheet texts, names and direction.
 */
keyWord: string
/**
 * Made by the client to follow GetExportProgress.
 */
exportId?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetExportProgressRequest".
 */
export interface GetExportProgressRequest {
exportId: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "GetExportProgressResponse".
 */
export interface GetExportProgressResponse {
count: number
totalCount: number
percentage: number
done: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ReorderOrderRequest".
 */
export interface ReorderOrderRequest {
orderNumber: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ReorderOrderResponse".
 */
export interface ReorderOrderResponse {
/**
 * Lines in the cart after the change.
 */
count: number
added: string[]
unavailable: CartAvailability[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "QuickOrderRequest".
 */
export interface QuickOrderRequest {
/**
 * @minItems 1
 * @maxItems 5000
 */
lines: {
number: string
quantity?: number
}[]
/**
 * false: only resolve and report; true: also add the orderable lines in one go.
 */
add: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "QuickOrderResponse".
 */
export interface QuickOrderResponse {
/**
 * One per request line, in the same order.
 */
items: {
status: ("found" | "belowMoq" | "notFound" | "offShelf" | "cartFull")
productNumber?: string
name?: string
ename?: string
names?: {
[k: string]: string
}
cartons?: number
quantity?: number
roundedUp?: boolean
}[]
added: number
/**
 * Lines in the cart after the change.
 */
count: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleOrderListRequest".
 */
export interface ConsoleOrderListRequest {
pageIndex: number
pageSize: number
status?: number
from?: string
to?: string
buyer?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleOrderListResponse".
 */
export interface ConsoleOrderListResponse {
items: CartOrderSummary[]
totalCount: number
unreadCount: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleOrderDetailRequest".
 */
export interface ConsoleOrderDetailRequest {
orderNumber: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSetOrderStatusRequest".
 */
export interface ConsoleSetOrderStatusRequest {
orderNumber: string
status: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "chatProductOut".
 */
export interface ChatProductOut {
productNumber: string
productImage: string
productName: string
productEName: string
/**
 * Null when the share does not show prices.
 */
productPrice: (number | Digits | null)
/**
 * Currency code of productPrice.
 */
productCu_de: string
/**
 * The number the share's showNumber chooses ('' when none).
 */
productFa_no: string
/**
 * Per-language names (type 0) when the share uses per-language names.
 */
langInfo: ({
type: number
}[] | null)
isBuild?: boolean
/**
 * False once the product is deleted or off-shelf.
 */
available: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "chatMessage".
 */
export interface ChatMessage {
id: number
/**
 * 0 is the service desk, 1 the buyer.
 */
sender: number
/**
 * 0 text, 1 image (content is the picture path), 2 product.
 */
msgType: (0 | 1 | 2)
content: string
/**
 * Server time in milliseconds since 1970, strictly increasing within a conversation.
 */
timestamp: number
userImage: string
productOut: (ChatProductOut | null)
clientKey: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "chatPageRequest".
 */
export interface ChatPageRequest {
/**
 * Page number, 1 = the newest page.
 */
skipCount?: number
/**
 * Page size (spec: 20).
 */
maxResultCount?: number
/**
 * True: the messages after newTimestamp instead of a page.
 */
isLoadNew?: boolean
/**
 * The timestamp of the newest message the client has (0 for none).
 */
newTimestamp?: (number | string)
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "chatPage".
 */
export interface ChatPage {
/**
 * Oldest first.
 */
items: ChatMessage[]
totalCount: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "chatSend".
 */
export interface ChatSend {
/**
 * Optional idempotency key (not in the spec): a retried send with the same key returns the message it already made. Without one every send is a new message.
 */
clientKey?: string
msgType: (0 | 1 | 2)
content?: string
isBuild?: boolean
productNumber?: string
productName?: string
productEName?: string
productFa_no?: string
productPrice?: (number | string | null)
productCu_de?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "chatBuyer".
 */
export interface ChatBuyer {
name: string
account: string
company: string
email: string
phoneNumber: string
shareName: string
shareCode: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "chatConversation".
 */
export interface ChatConversation {
conversationId: number
buyer: ChatBuyer
lastMessage: ({
sender: number
msgType: number
preview: string
timestamp: number
} | null)
unreadCount: number
messageCount: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ChatMessageReadCountRequest".
 */
export interface ChatMessageReadCountRequest {

}
/**
 * Sent as multipart/form-data with these fields before one part named file.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "InsertPicRequest".
 */
export interface InsertPicRequest {
/**
 * What the picture is for: 'chat' (the default), 'avatar'.
 */
BusinessType?: string
/**
 * Accepted as the spec sends it; the file belongs to the signed-in session.
 */
userId?: string
}
/**
 * Sent as multipart/form-data with one part named file: the photo (PNG, JPG or GIF, at most 5 MB and 40 million pixels; the page compresses it at JPEG quality 0.7 first).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ImageSearchRequest".
 */
export interface ImageSearchRequest {

}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ImageSearchResponse".
 */
export interface ImageSearchResponse {
/**
 * The share's on-shelf products whose pictures look most like the photo, best first; only those at least as similar as the server's threshold.
 * 
 * @maxItems 24
 */
items: {
product: ProductCard
/**
 * How alike the photo and the product's closest picture are, 0 to 1 (1: the same picture).
 */
similarity: number
}[]
/**
 * True when no product of the share looks close enough: items is then empty.
 */
nothingClose: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleChatListRequest".
 */
export interface ConsoleChatListRequest {
pageIndex: number
pageSize: number
buyer?: string
unreadOnly?: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleChatListResponse".
 */
export interface ConsoleChatListResponse {
items: ChatConversation[]
totalCount: number
unreadTotal: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleChatMessagesRequest".
 */
export interface ConsoleChatMessagesRequest {
conversationId: number
skipCount?: number
maxResultCount?: number
isLoadNew?: boolean
newTimestamp?: (number | string)
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleChatMessagesResponse".
 */
export interface ConsoleChatMessagesResponse {
items: ChatMessage[]
totalCount: number
buyer: ChatBuyer
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSendChatRequest".
 */
export interface ConsoleSendChatRequest {
conversationId: number
/**
 * Idempotency key: a retried send with the same key returns the message it already made.
 */
clientKey: string
msgType: (0 | 1 | 2)
content?: string
productNumber?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleChatMarkReadRequest".
 */
export interface ConsoleChatMarkReadRequest {
conversationId: number
/**
 * Messages up to this timestamp are read (default: all); later ones stay unread.
 */
upTo?: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleChatMarkReadResponse".
 */
export interface ConsoleChatMarkReadResponse {
unreadTotal: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSearchSynonymsRequest".
 */
export interface ConsoleSearchSynonymsRequest {

}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSearchSynonymsResponse".
 */
export interface ConsoleSearchSynonymsResponse {
/**
 * The company's own groups, as saved.
 */
groups: ConsoleSearchSynonymsGroup[]
/**
 * The toy-trade vocabulary every search already knows (read only): one group per kind of toy, its terms in all 16 languages.
 */
builtIn: {
kind: string
terms: string[]
}[]
/**
 * When the groups were last saved (ISO-8601), null if never.
 */
updatedAt: (string | null)
/**
 * The staff account that saved them last.
 */
updatedBy?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSaveSearchSynonymsRequest".
 */
export interface ConsoleSaveSearchSynonymsRequest {
/**
 * The whole list, replacing the saved one ([] clears it). Terms are trimmed; a term repeated in a group counts once.
 * 
 * @maxItems 200
 */
groups: ConsoleSearchSynonymsGroup[]
}
/**
 * The shareInfo settings of spec section 3 a supplier decides per share (isPublic and publicTypeList's 1 follow from `kind`; the companion app's ids belong to the company).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleShareListSettings".
 */
export interface ConsoleShareListSettings {
/**
 * [2]: private accounts sign in and keep a cart (and chat); [] none.
 * 
 * @maxItems 1
 */
openUserList: 2[]
/**
 * [2] on an invitation share: its login dialog also offers private accounts (needs openUserList [2]). The 1 of spec section 3 is added by kind invitation.
 * 
 * @maxItems 1
 */
publicTypeList: 2[]
/**
 * [2]: the companion app is offered (download QR).
 * 
 * @maxItems 1
 */
platformList: 2[]
/**
 * Buyers of this share see prices.
 */
isShowPrice: boolean
/**
 * The number on cards: 1 commodity number, 2 product number, 3 factory number, -1 none.
 */
showNumber: (1 | 2 | 3 | -1)
/**
 * 1: product names in the buyer's language; 0: Chinese or English only.
 */
productSource: (0 | 1)
isMailRequired: boolean
isPhoneRequired: boolean
isCountryRequired: boolean
isCompanyNameRequired: boolean
isAddressRequired: boolean
/**
 * The contact dialog checks the phone number.
 */
isLinkPhone: boolean
/**
 * The contact dialog checks the email.
 */
isLinkEmail: boolean
/**
 * Shown on this share's cart lines and orders.
 */
salesperson: string
/**
 * New private accounts registered on this share wait for the supplier's approval (ConsoleSetBuyerState) before they can sign in. Absent: false.
 */
needsApproval?: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleShareListShare".
 */
export interface ConsoleShareListShare {
shareRandomCode: ConsoleShareListShareCode
/**
 * The supplier's own name for the share (buyers never see it).
 */
label: string
kind: ConsoleShareListKind
/**
 * paused: the link, its sessions and its codes answer 410 until resumed.
 */
state: ("active" | "paused")
settings: ConsoleShareListSettings
/**
 * The address buyers open.
 */
link: string
/**
 * Invitation codes that still open it (not revoked, not expired).
 */
activeCodes: number
createdAt: string
updatedAt: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleShareListResponse".
 */
export interface ConsoleShareListResponse {
/**
 * The company's shares, oldest first; deleted ones are gone.
 */
items: ConsoleShareListShare[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSaveShareRequest".
 */
export interface ConsoleSaveShareRequest {
/**
 * The share to change; absent: a new share, which gets a new random code.
 */
shareRandomCode?: string
/**
 * Trimmed; must not be blank.
 */
label: string
kind: ConsoleShareListKind
settings: ConsoleShareListSettings
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSetShareStateRequest".
 */
export interface ConsoleSetShareStateRequest {
shareRandomCode: ConsoleShareListShareCode
state: ("active" | "paused")
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleDeleteShareRequest".
 */
export interface ConsoleDeleteShareRequest {
shareRandomCode: ConsoleShareListShareCode
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleDeleteShareResponse".
 */
export interface ConsoleDeleteShareResponse {
deleted: ConsoleShareListShareCode
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCodeListCode".
 */
export interface ConsoleCodeListCode {
verifyCode: ConsoleCodeListVerifyCode
/**
 * The only email it opens for; null: any email (with the company number).
 */
email: (string | null)
/**
 * open: never used yet; used: signed in at least once and still valid; expired and revoked no longer open the share (413).
 */
state: ("open" | "used" | "expired" | "revoked")
createdAt: string
expiresAt: (string | null)
firstUsedAt: (string | null)
lastUsedAt: (string | null)
useCount: number
revokedAt: (string | null)
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCodeListRequest".
 */
export interface ConsoleCodeListRequest {
shareRandomCode: ConsoleShareListShareCode
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCodeListResponse".
 */
export interface ConsoleCodeListResponse {
/**
 * The share's codes, newest first.
 */
items: ConsoleCodeListCode[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleIssueCodesRequest".
 */
export interface ConsoleIssueCodesRequest {
shareRandomCode: ConsoleShareListShareCode
/**
 * One code per email (a pasted list, split by the console); [] issues one code any email may use with the company number. Trimmed; a repeated email counts once.
 * 
 * @maxItems 500
 */
emails: string[]
/**
 * Days the codes stay valid; absent: until revoked.
 */
days?: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleIssueCodesResponse".
 */
export interface ConsoleIssueCodesResponse {
/**
 * The new codes, in the order of the emails.
 */
items: ConsoleCodeListCode[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleRevokeCodeRequest".
 */
export interface ConsoleRevokeCodeRequest {
shareRandomCode: ConsoleShareListShareCode
verifyCode: ConsoleCodeListVerifyCode
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleStaffListMember".
 */
export interface ConsoleStaffListMember {
id: ConsoleStaffListStaffId
account: string
name: string
roles: ConsoleStaffListRoles
state: ("active" | "disabled")
createdAt: string
updatedAt: string
/**
 * The account of the session asking.
 */
isYou: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleStaffListRequest".
 */
export interface ConsoleStaffListRequest {

}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleStaffListResponse".
 */
export interface ConsoleStaffListResponse {
/**
 * The company's staff accounts, oldest first.
 */
items: ConsoleStaffListMember[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSaveStaffRequest".
 */
export interface ConsoleSaveStaffRequest {
id?: ConsoleStaffListStaffId
/**
 * Sign-in name of a new account; an existing account keeps its own.
 */
account?: string
name: string
roles: ConsoleStaffListRoles
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSaveStaffResponse".
 */
export interface ConsoleSaveStaffResponse {
member: ConsoleStaffListMember
/**
 * Only when an account is created: its first password, shown once, never stored in clear.
 */
oneTimePassword?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSetStaffStateRequest".
 */
export interface ConsoleSetStaffStateRequest {
id: ConsoleStaffListStaffId
state: ("active" | "disabled")
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSetStaffStateResponse".
 */
export interface ConsoleSetStaffStateResponse {
member: ConsoleStaffListMember
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleResetStaffPasswordRequest".
 */
export interface ConsoleResetStaffPasswordRequest {
id: ConsoleStaffListStaffId
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleResetStaffPasswordResponse".
 */
export interface ConsoleResetStaffPasswordResponse {
/**
 * The account's new password, shown once; the old one and the account's sessions end.
 */
oneTimePassword: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleActivityListEntry".
 */
export interface ConsoleActivityListEntry {
id: number
at: string
/**
 * The staff account that made the change.
 */
actor: string
action: ("staffCreated" | "staffChanged" | "staffDisabled" | "staffEnabled" | "staffPasswordReset" | "shareSaved" | "shareState" | "shareDeleted" | "codesIssued" | "codeRevoked" | "orderStatus" | "productSaved" | "buyerBlocked" | "buyerUnblocked" | "buyerPasswordReset" | "companySaved" | "buyerApproved" | "buyerRefused" | "pagePublished")
/**
 * What was changed: an account, a share code, an order or product number.
 */
subject: string
/**
 * The change in short (roles, state, a count), never a secret.
 */
detail: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleActivityListRequest".
 */
export interface ConsoleActivityListRequest {
/**
 * Matches the actor, the subject or the detail.
 */
query?: string
/**
 * The next page: entries older than this id.
 */
beforeId?: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleActivityListResponse".
 */
export interface ConsoleActivityListResponse {
/**
 * Newest first, 50 at most.
 * 
 * @maxItems 50
 */
items: ConsoleActivityListEntry[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleBuyerListBuyer".
 */
export interface ConsoleBuyerListBuyer {
id: ConsoleBuyerListBuyerId
account: string
name: string
companyName: string
email: string
phoneNumber: string
country: string
/**
 * The share the account last signed in through (null: not since this was recorded).
 */
shareRandomCode: (string | null)
/**
 * pending: registered on a share whose new accounts wait for approval; refused: the supplier did not approve it.
 */
state: ("active" | "blocked" | "pending" | "refused")
createdAt: string
lastVisitAt: (string | null)
orderCount: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleBuyerListVisitor".
 */
export interface ConsoleBuyerListVisitor {
email: string
shareRandomCode: string
firstUsedAt: string
lastUsedAt: string
useCount: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleBuyerListRequest".
 */
export interface ConsoleBuyerListRequest {
/**
 * Matches account, name, company, email or phone (visitors: the email).
 */
query?: string
shareRandomCode?: ConsoleShareListShareCode
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleBuyerListResponse".
 */
export interface ConsoleBuyerListResponse {
/**
 * Private accounts, last visit first, 200 at most.
 * 
 * @maxItems 200
 */
accounts: ConsoleBuyerListBuyer[]
/**
 * Invitation-code visitors (a code used at least once, by the email it was used with), last use first.
 * 
 * @maxItems 200
 */
visitors: ConsoleBuyerListVisitor[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePageDesignModule".
 */
export interface ConsolePageDesignModule {
/**
 * The module's id; 0 in a save for a module added in the studio (the answer gives it its id).
 */
moduleId: number
/**
 * The module type (docs/modules.md): 1 header, 2 banner, 3 grid, 4 tab bar, 5 product block, 6 category, -1 login style, 10 product centre, and any type added since.
 */
type: number
/**
 * The module's content, a JSON text valid for its type's schema (schemas/modules).
 */
json: string
/**
 * Kept in the design but not shown: buyers and the preview do not see it.
 */
hidden: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePageDesignPage".
 */
export interface ConsolePageDesignPage {
channel: ConsolePageDesignChannel
revision: ConsolePageDesignRevision
/**
 * The draft in page order (deleted modules are not in it).
 */
modules: ConsolePageDesignModule[]
/**
 * True when the draft has changes buyers do not see yet.
 */
unpublished: boolean
/**
 * When the draft was last saved (ISO-8601); null before the studio saved it.
 */
updatedAt: (string | null)
/**
 * The staff account that saved the draft last.
 */
updatedBy?: string
theme: ConsoleSaveThemeTheme
/**
 * The share the studio previews the page on (the public one first, else any open one); empty when none is open.
 */
shareRandomCode: string
/**
 * The page's published versions, newest first (at most 20).
 */
versions: {
versionId: number
/**
 * ISO-8601.
 */
publishedAt: string
/**
 * The staff account that published it.
 */
publishedBy?: string
/**
 * How many modules it shows.
 */
moduleCount: number
}[]
}
/**
 * The company's globalParam (spec section 3) as the studio edits it.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSaveThemeTheme".
 */
export interface ConsoleSaveThemeTheme {
themeColor: ConsoleSaveThemeColor
homeBGColor: ConsoleSaveThemeColor
fontColor: ConsoleSaveThemeColor
fontPriceColor: ConsoleSaveThemeColor
/**
 * The floating buttons' style.
 */
floatStyle: number
/**
 * Private accounts have a cart.
 */
isCart: boolean
/**
 * Buyers can chat with the company.
 */
isChat: boolean
/**
 * Invitation codes are offered on the login page.
 */
isLoginCode: boolean
/**
 * A back-to-top button.
 */
isToTop: boolean
/**
 * The app is offered.
 */
isAPP: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePageDesignRequest".
 */
export interface ConsolePageDesignRequest {
channel: ConsolePageDesignChannel
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSavePageDesignRequest".
 */
export interface ConsoleSavePageDesignRequest {
channel: ConsolePageDesignChannel
revision: ConsolePageDesignRevision
/**
 * The whole draft in page order, replacing the saved one; a module left out is deleted when the page is published.
 * 
 * @maxItems 300
 */
modules: ConsolePageDesignModule[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePublishPageDesignRequest".
 */
export interface ConsolePublishPageDesignRequest {
channel: ConsolePageDesignChannel
revision: ConsolePageDesignRevision
/**
 * Rollback: publish this earlier version (from the page's versions) instead of the draft; the draft becomes it too.
 */
versionId?: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePreviewSessionRequest".
 */
export interface ConsolePreviewSessionRequest {
/**
 * One of the caller's own company's open shares (the studio's canvas opens its public share).
 */
shareRandomCode: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePageProductsRequest".
 */
export interface ConsolePageProductsRequest {
/**
 * Part of a product number or name (Chinese or English); empty for the first products by number.
 */
query: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePageProductsResponse".
 */
export interface ConsolePageProductsResponse {
/**
 * @maxItems 20
 */
items: {
productNumber: string
/**
 * The Chinese name.
 */
name: string
/**
 * The English name.
 */
ename: string
/**
 * Its main picture, "" when it has none.
 */
imageUrl: string
}[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePageCategoriesRequest".
 */
export interface ConsolePageCategoriesRequest {

}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePageCategoriesResponse".
 */
export interface ConsolePageCategoriesResponse {
items: {
categoryNumber: string
/**
 * The Chinese name.
 */
name: string
/**
 * The English name.
 */
ename: string
/**
 * The first-level category it sits under; null for a first-level one.
 */
parentNumber: (string | null)
}[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePageMediaRequest".
 */
export interface ConsolePageMediaRequest {
/**
 * Part of a product number or name: only those products' pictures (no uploads). Absent or empty: the pages' uploads, newest first, then the products' pictures.
 */
query?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsolePageMediaResponse".
 */
export interface ConsolePageMediaResponse {
/**
 * @maxItems 96
 */
items: {
/**
 * A /media/… address a module's picture field takes as it is.
 */
url: string
/**
 * upload: a picture uploaded for the pages (InsertPic, BusinessType page); product: a product's main picture.
 */
source: ("upload" | "product")
/**
 * The product number of a product's picture; "" for an upload.
 */
label: string
}[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSaveThemeRequest".
 */
export interface ConsoleSaveThemeRequest {
theme: ConsoleSaveThemeTheme
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSaveThemeResponse".
 */
export interface ConsoleSaveThemeResponse {
theme: ConsoleSaveThemeTheme
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSetBuyerStateRequest".
 */
export interface ConsoleSetBuyerStateRequest {
id: ConsoleBuyerListBuyerId
/**
 * active: unblock, or approve a pending or refused registration; refused: only for a pending one.
 */
state: ("active" | "blocked" | "refused")
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSetBuyerStateResponse".
 */
export interface ConsoleSetBuyerStateResponse {
buyer: ConsoleBuyerListBuyer
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleResetBuyerPasswordRequest".
 */
export interface ConsoleResetBuyerPasswordRequest {
id: ConsoleBuyerListBuyerId
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleResetBuyerPasswordResponse".
 */
export interface ConsoleResetBuyerPasswordResponse {
/**
 * The account's new password (letters and digits, valid by the spec's rules), answered once; its sessions end.
 */
oneTimePassword: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCompanyRequest".
 */
export interface ConsoleCompanyRequest {

}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCompanyResponse".
 */
export interface ConsoleCompanyResponse {
/**
 * The company's number (read only: share links and the console sign-in carry it).
 */
companyNumber: string
/**
 * The company details' optimistic version: moved by every save; ConsoleSaveCompany sends the one it read.
 */
version: number
company: ConsoleCompanyCompany
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCompanyCompany".
 */
export interface ConsoleCompanyCompany {
/**
 * The company's name (companyName of the share data and customerInfo).
 */
name: string
/**
 * The logo's address: unchanged, empty (no logo), or the logo an upload of this company answered (ConsoleUploadLogo).
 */
logo: string
currency: ConsoleCompanyCurrency
/**
 * customerInfo.email: the company's address, empty for none.
 */
email: string
/**
 * customerInfo.telephone.
 */
telephone: string
/**
 * customerInfo.website: http(s) address, empty for none.
 */
website: string
/**
 * contactInfoList: at most one entry per language; a language without one falls back (docs/protocol.md).
 * 
 * @maxItems 16
 */
contacts: ConsoleCompanyContact[]
/**
 * WebSiteSearchDetail's texts: at most one entry per language.
 * 
 * @maxItems 16
 */
seo: ConsoleCompanySeo[]
app: ConsoleCompanyApp
/**
 * customerInfo.aboutPictures, in the order buyers see them under the about-us text: each the address of a picture stored now or one a ConsoleUploadAboutPicture of this company answered.
 * 
 * @maxItems 12
 */
aboutPictures: string[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCompanyContact".
 */
export interface ConsoleCompanyContact {
language: ConsoleCompanyLanguage
/**
 * Contact person.
 */
name: string
companyName: string
telephone: string
mobile: string
email: string
address: string
/**
 * About-us text, paragraphs separated by line breaks.
 */
aboutUs: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCompanySeo".
 */
export interface ConsoleCompanySeo {
language: ConsoleCompanyLanguage
/**
 * The page <title>.
 */
title: string
/**
 * <meta name=keywords>.
 */
keyWord: string
/**
 * <meta name=description>.
 */
description: string
}
/**
 * The companion app of spec section 3 (shareInfo iosId, androidId, iosLogo, androidLogo, uploadStatus), the same for every share of the company; each share's platformList says whether it offers the app.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCompanyApp".
 */
export interface ConsoleCompanyApp {
/**
 * App Store id (digits, optionally after id).
 */
iosId: string
/**
 * Google Play package name.
 */
androidId: string
/**
 * The app's icon beside its App Store link: unchanged, empty (none), or a logo an upload of this company answered (ConsoleUploadLogo).
 */
iosLogo: string
/**
 * The app's icon beside its Google Play link: unchanged, empty (none), or a logo an upload of this company answered (ConsoleUploadLogo).
 */
androidLogo: string
/**
 * 1 once the app is published in its stores: only then do buyers get its links.
 */
uploadStatus: (0 | 1)
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSaveCompanyRequest".
 */
export interface ConsoleSaveCompanyRequest {
/**
 * The version ConsoleCompany (or the last save) answered: a save made from an older one is refused with 422 staleVersion.
 */
version: number
company: ConsoleCompanyCompany
}
/**
 * Sent as multipart/form-data with one part named file: a PNG, JPEG or GIF picture of at most 5 MB, checked by its content.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleUploadLogoRequest".
 */
export interface ConsoleUploadLogoRequest {

}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleUploadLogoResponse".
 */
export interface ConsoleUploadLogoResponse {
/**
 * The stored logo's address, for ConsoleSaveCompany's company.logo.
 */
logo: string
width: number
height: number
}
/**
 * Sent as multipart/form-data with one part named file: a PNG, JPEG or GIF picture of at most 20 MB, checked by its content.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleUploadAboutPictureRequest".
 */
export interface ConsoleUploadAboutPictureRequest {

}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleUploadAboutPictureResponse".
 */
export interface ConsoleUploadAboutPictureResponse {
/**
 * The stored picture's address, for ConsoleSaveCompany's company.aboutPictures.
 */
picture: string
width: number
height: number
}
/**
 * Per language field (name = Chinese, ename = English, arabic … vietnamese: languageFields of protocol/languages.ts). A missing or empty field is a language not written yet.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueTexts".
 */
export interface ConsoleCatalogueTexts {
name?: string
ename?: string
arabic?: string
spanish?: string
french?: string
hebrew?: string
indonesian?: string
japanese?: string
korean?: string
polski?: string
portuguese?: string
russian?: string
thai?: string
german?: string
filipino?: string
vietnamese?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueSize".
 */
export interface ConsoleCatalogueSize {
length: ConsoleCatalogueCentimetres
width: ConsoleCatalogueCentimetres
height: ConsoleCatalogueCentimetres
}
/**
 * The flags staff set. 'In stock' follows stock > 0 and 'certified' follows certificates; they are not set here.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueFlags".
 */
export interface ConsoleCatalogueFlags {
isNew?: boolean
isHot?: boolean
isRecommended?: boolean
isBuild?: boolean
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueProduct".
 */
export interface ConsoleCatalogueProduct {
productNumber: ConsoleCatalogueProductNumber
commodityNumber?: ConsoleCatalogueShortText
outFactoryNumber?: ConsoleCatalogueShortText
labelNumber?: ConsoleCatalogueShortText
model?: ConsoleCatalogueShortText
/**
 * Names per language field (name = Chinese, ename = English, arabic … vietnamese), each at most 200 characters; the Chinese or the English one is required.
 */
names: {
name?: ConsoleCatalogueName
ename?: ConsoleCatalogueName
arabic?: ConsoleCatalogueName
spanish?: ConsoleCatalogueName
french?: ConsoleCatalogueName
hebrew?: ConsoleCatalogueName
indonesian?: ConsoleCatalogueName
japanese?: ConsoleCatalogueName
korean?: ConsoleCatalogueName
polski?: ConsoleCatalogueName
portuguese?: ConsoleCatalogueName
russian?: ConsoleCatalogueName
thai?: ConsoleCatalogueName
german?: ConsoleCatalogueName
filipino?: ConsoleCatalogueName
vietnamese?: ConsoleCatalogueName
}
/**
 * Descriptions per language field, each at most 5,000 characters.
 */
descriptions?: {
name?: ConsoleCatalogueDescription
ename?: ConsoleCatalogueDescription
arabic?: ConsoleCatalogueDescription
spanish?: ConsoleCatalogueDescription
french?: ConsoleCatalogueDescription
hebrew?: ConsoleCatalogueDescription
indonesian?: ConsoleCatalogueDescription
japanese?: ConsoleCatalogueDescription
korean?: ConsoleCatalogueDescription
polski?: ConsoleCatalogueDescription
portuguese?: ConsoleCatalogueDescription
russian?: ConsoleCatalogueDescription
thai?: ConsoleCatalogueDescription
german?: ConsoleCatalogueDescription
filipino?: ConsoleCatalogueDescription
vietnamese?: ConsoleCatalogueDescription
}
/**
 * One of the company's categories (ConsoleCatalogueOptions).
 */
categoryNumber: string
/**
 * Unit price in the company's currency; kept to 2 decimals.
 */
price: number
/**
 * Factory price (fa_pr); never shown to buyers.
 */
factoryPrice?: number
/**
 * Minimum order quantity (MOQ), in pieces.
 */
startOrderNum: number
/**
 * A packing method key of the company (ConsoleCatalogueOptions).
 */
packingMethod: string
/**
 * Pieces per inner box (in_en).
 */
innerQuantity: number
/**
 * Pieces per carton (ou_lo); at least innerQuantity.
 */
outerQuantity: number
productSize?: ConsoleCatalogueSize
innerBoxSize?: ConsoleCatalogueSize
outerBoxSize: ConsoleCatalogueSize
/**
 * Carton gross weight, kg.
 */
grossWeight: number
/**
 * Carton net weight, kg; at most the gross weight.
 */
netWeight: number
/**
 * Certificate names such as EN71, CE, ASTM.
 * 
 * @maxItems 20
 */
certificates?: string[]
/**
 * 0 not infringing, 1 licensed, 2 unlicensed (spec section 3).
 */
licenceStatus?: number
/**
 * Pieces in stock (spotGoodsCount); > 0 is the 'in stock' flag.
 */
stock?: number
flags?: ConsoleCatalogueFlags
/**
 * On the shelf (buyers see it) or off it. New products default to on.
 */
onShelf?: boolean
/**
 * The product's retail barcodes (EAN-13 / UPC-A / EAN-8), each at most on one product of the company (422 duplicateBarcode). Absent: an update keeps the stored ones, a new product has none.
 * 
 * @maxItems 10
 */
barcodes?: ConsoleCatalogueBarcode[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueDetail".
 */
export interface ConsoleCatalogueDetail {
product: ConsoleCatalogueSavedProduct
/**
 * Send it back with ConsoleSaveProduct: a save against an older version is refused (422 staleVersion).
 */
version: number
/**
 * 0 on the shelf, 1 off the shelf, 3 expired.
 */
status: number
/**
 * Carton volume, m³ (4 decimals), computed from outerBoxSize.
 */
cbm: number
/**
 * Carton volume, cubic feet (2 decimals).
 */
cuft: number
imageUrls: string[]
listedAt: string
updatedAt: string
/**
 * The staff account that saved it last, when known.
 */
updatedBy?: string
}
/**
 * Every field of $defs/product, as stored (all present).
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "consoleCatalogueSavedProduct".
 */
export interface ConsoleCatalogueSavedProduct {
productNumber: string
commodityNumber: string
outFactoryNumber: string
labelNumber: string
model: string
names: ConsoleCatalogueTexts
descriptions: ConsoleCatalogueTexts
categoryNumber: string
price: number
factoryPrice: number
startOrderNum: number
packingMethod: string
innerQuantity: number
outerQuantity: number
productSize: ConsoleCatalogueSize
innerBoxSize: ConsoleCatalogueSize
outerBoxSize: ConsoleCatalogueSize
grossWeight: number
netWeight: number
certificates: string[]
licenceStatus: number
stock: number
flags: {
isNew: boolean
isHot: boolean
isRecommended: boolean
isBuild: boolean
}
onShelf: boolean
/**
 * Stored form: 13 digits (EAN-13, a UPC-A with its leading 0) or 8 (EAN-8).
 */
barcodes: string[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCatalogueOptionsRequest".
 */
export interface ConsoleCatalogueOptionsRequest {

}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleCatalogueOptionsResponse".
 */
export interface ConsoleCatalogueOptionsResponse {
categories: {
categoryNumber: string
parentNumber: (string | null)
names: ConsoleCatalogueTexts
}[]
packingMethods: {
key: string
names: ConsoleCatalogueTexts
}[]
/**
 * The currency prices are entered in.
 */
currency: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleProductListRequest".
 */
export interface ConsoleProductListRequest {
pageIndex: number
pageSize: number
/**
 * Words of a name in any language or a product / commodity / factory number, matched as the buyer's search matches them (synonyms, plurals, typos).
 */
keyword?: string
/**
 * A category and its children.
 */
categoryNumber?: string
/**
 * on: what buyers see; off: off the shelf or expired. Absent: both.
 */
shelf?: ("on" | "off")
/**
 * Products carrying every flag listed.
 * 
 * @maxItems 5
 */
flags?: ("new" | "hot" | "recommended" | "inStock" | "certified")[]
/**
 * With a keyword, the best matches come first and the sort orders equal matches.
 */
sort?: ("default" | "newest" | "priceAsc" | "priceDesc" | "numberAsc" | "numberDesc" | "nameAsc" | "nameDesc" | "moqAsc" | "moqDesc")
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleProductListItem".
 */
export interface ConsoleProductListItem {
productNumber: string
name: string
ename: string
names: ConsoleCatalogueTexts
/**
 * The card picture, '' when the product has none.
 */
imageUrl: string
price: number
currency: string
startOrderNum: number
categoryNumber: string
flags: ("new" | "hot" | "recommended" | "inStock" | "certified")[]
/**
 * 0 on the shelf, 1 off the shelf, 3 expired.
 */
status: number
version: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleProductListResponse".
 */
export interface ConsoleProductListResponse {
items: ConsoleProductListItem[]
/**
 * Products matching the request.
 */
totalCount: number
/**
 * Products in the catalogue (deleted ones aside), whatever the filters: 0 is an empty catalogue.
 */
catalogueCount: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleProductDetailRequest".
 */
export interface ConsoleProductDetailRequest {
productNumber: ConsoleCatalogueProductNumber
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSaveProductRequest".
 */
export interface ConsoleSaveProductRequest {
product: ConsoleCatalogueProduct
/**
 * Absent: create a new product (its number must be new). Present: update the product of that number, which must still be at this version.
 */
version?: number
previousNumber?: ConsoleCatalogueProductNumber
}
/**
 * One bulk change of several products: on or off the shelf, flags, category. At least one change besides the numbers.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleUpdateProductsRequest".
 */
export interface ConsoleUpdateProductsRequest {
productNumbers: ConsoleCatalogueProductNumbers
onShelf?: boolean
flags?: ConsoleCatalogueFlags
categoryNumber?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleUpdateProductsResponse".
 */
export interface ConsoleUpdateProductsResponse {
/**
 * Products changed (all the numbers sent).
 */
changed: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleDeleteProductsRequest".
 */
export interface ConsoleDeleteProductsRequest {
productNumbers: ConsoleCatalogueProductNumbers
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleDeleteProductsResponse".
 */
export interface ConsoleDeleteProductsResponse {
deleted: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleImportProgressRequest".
 */
export interface ConsoleImportProgressRequest {
importId: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleImportProgressResponse".
 */
export interface ConsoleImportProgressResponse {
importId: string
/**
 * previewed: not started; running: rows being written; done: every row seen; failed: stopped by a server error (rows written so far stay).
 */
state: ("previewed" | "running" | "done" | "failed")
/**
 * Rows seen so far, of total.
 */
done: number
total: number
created: number
changed: number
unchanged: number
/**
 * Rows not written: their problems as in the preview, or a refusal while writing.
 */
failed: number
/**
 * @maxItems 200
 */
failures: {
line: number
productNumber: string
message: string
}[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleProductMediaRequest".
 */
export interface ConsoleProductMediaRequest {
productNumber: ConsoleCatalogueProductNumber
}
/**
 * The product's uploaded pictures in order (the first is the main one, on cards), its video and the video's own poster picture. Products without uploads show the demo's pictures when demo data is on.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleProductMediaResponse".
 */
export interface ConsoleProductMediaResponse {
pictures: ConsoleProductMediaPicture[]
video?: ConsoleProductMediaVideo
poster?: ConsoleProductMediaPicture
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleProductMediaPicture".
 */
export interface ConsoleProductMediaPicture {
id: number
/**
 * /media/products/…-thumb.webp, at most 400 px on its longest side.
 */
thumbUrl: string
/**
 * /media/products/…-large.webp (at most 2000 px); -medium.webp (1000 px) and -thumb.webp (400 px) beside it.
 */
url: string
/**
 * The uploaded picture's width, upright (EXIF rotation applied).
 */
width: number
height: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleProductMediaVideo".
 */
export interface ConsoleProductMediaVideo {
id: number
url: string
contentType: ("video/webm" | "video/mp4")
}
/**
 * Sent as multipart/form-data: the field importId (a previewed, not yet started import), then one part named file: a .zip of at most 500 MB of JPEG, PNG, WebP or GIF photos named by product number (SB0001.jpg first, SB0001-2.jpg or SB0001_2.jpg next). At most 20,000 files, each at most 20,000,000 bytes and all together 2,000,000,000 bytes once unpacked. Sent again, it replaces the import's photos.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleImportPicturesRequest".
 */
export interface ConsoleImportPicturesRequest {
importId: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleImportPicturesResponse".
 */
export interface ConsoleImportPicturesResponse {
importId: string
/**
 * The first 200 products that get new pictures, with how many.
 */
products: {
productNumber: string
pictures: number
}[]
/**
 * The first 200 picture file names that name no product of the spreadsheet.
 */
unmatched: string[]
refused: {
fileName: string
reason: ("tooLarge" | "notAPicture" | "unreadable")
}[]
counts: {
pictures: number
products: number
unmatched: number
refused: number
/**
 * Optional (absent from older servers). Files plainly not photos by their name (notes.txt, a spreadsheet, a PDF: no picture extension), left out quietly: neither listed nor counted in refused. Folders, hidden files, __MACOSX/, Thumbs.db and desktop.ini are ignored and not counted. A file named like a picture in a format not taken (.heic, .tiff, .bmp, raw …) is refused notAPicture instead.
 */
skipped?: number
/**
 * Products whose matched photos are the very pictures they show now (the same bytes in the same order): left as they are, not counted in pictures or products nor listed.
 */
unchanged?: number
}
}
/**
 * Sent as multipart/form-data: the fields productNumber and role, then one part named file. Pictures: JPEG, PNG, WebP or GIF of at most 20,000,000 bytes and 50 megapixels; videos: WebM or MP4 of at most 50,000,000 bytes. Judged by the bytes, never the name or declared type.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleUploadProductMediaRequest".
 */
export interface ConsoleUploadProductMediaRequest {
productNumber: ConsoleCatalogueProductNumber
/**
 * picture (default): added last to the product's pictures (at most 30); video: WebM or MP4, replaces the product's video; poster: a picture shown before the video plays, replaces the previous one.
 */
role?: ("picture" | "video" | "poster")
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleArrangeProductMediaRequest".
 */
export interface ConsoleArrangeProductMediaRequest {
productNumber: ConsoleCatalogueProductNumber
/**
 * Every picture id of the product once, in the new order; the first becomes the main picture.
 * 
 * @maxItems 30
 */
order: number[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleDeleteProductMediaRequest".
 */
export interface ConsoleDeleteProductMediaRequest {
productNumber: ConsoleCatalogueProductNumber
mediaId: number
}
/**
 * Sent as multipart/form-data with the field mapping (optional) before one part named file: an .xlsx or .csv of at most 10 MB, one header row then one product per row.
 * 
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleImportPreviewRequest".
 */
export interface ConsoleImportPreviewRequest {
/**
 * JSON array, one entry per column of the header row: the product field the column fills, or '' to leave it out. Absent: the company's remembered choice for each header, else a guess from the header.
 */
mapping?: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleImportPreviewResponse".
 */
export interface ConsoleImportPreviewResponse {
/**
 * Names this upload for ConsoleImportProducts and ConsoleImportProgress.
 */
importId: string
fileName: string
headers: string[]
mapping: ConsoleImportPreviewField[]
rows: ConsoleImportPreviewRow[]
counts: ConsoleImportPreviewCounts
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleImportPreviewRow".
 */
export interface ConsoleImportPreviewRow {
/**
 * The row's line number in the sheet, as Excel shows it.
 */
line: number
productNumber: string
name: string
status: ConsoleImportPreviewStatus
/**
 * The row's cells, in header order.
 */
cells?: string[]
/**
 * For a changed row: the product fields it changes.
 */
changedFields?: string[]
problems: ConsoleImportPreviewProblem[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleImportPreviewProblem".
 */
export interface ConsoleImportPreviewProblem {
/**
 * Index of the cell's column in headers; -1 when no column fills the field (a new product lacks it).
 */
column: number
/**
 * The product field, as the editor names it: price, names.ename, outerBoxSize.length …
 */
path: string
/**
 * The shared product rules' kinds (schemas/api/productRules.ts), then the import's own: a cell that is not a number or not a size, a category or packing the supplier does not have, a product number already in an earlier row, a barcode already on another product of the supplier (barcodeTaken) or in an earlier row (barcodeRepeated, limit = that row).
 */
kind: ("required" | "tooLong" | "tooSmall" | "tooLarge" | "notInteger" | "format" | "tooMany" | "nameRequired" | "overGross" | "belowInner" | "emptyCarton" | "notBarcode" | "notNumber" | "notSize" | "unknownCategory" | "unknownPacking" | "repeated" | "barcodeTaken" | "barcodeRepeated")
limit?: number
/**
 * English, for logs and clients without translations.
 */
message: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleImportPreviewCounts".
 */
export interface ConsoleImportPreviewCounts {
new: number
changed: number
unchanged: number
error: number
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleImportProductsRequest".
 */
export interface ConsoleImportProductsRequest {
/**
 * From ConsoleImportPreview.
 */
importId: string
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleExportProductsRequest".
 */
export interface ConsoleExportProductsRequest {

}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleSaveCategoryRequest".
 */
export interface ConsoleSaveCategoryRequest {
categoryNumber: ConsoleCatalogueProductNumber
previousNumber?: ConsoleCatalogueProductNumber
/**
 * null or absent: a first-level category (categoryOne); else the first-level category it sits under (categoryTwo).
 */
parentNumber?: (string | null)
names: ConsoleCatalogueTexts
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleReorderCategoriesRequest".
 */
export interface ConsoleReorderCategoriesRequest {
/**
 * null: the first-level categories; else the first-level category whose children are ordered.
 */
parentNumber: (string | null)
/**
 * Every category at that level, each once, in the new order.
 * 
 * @maxItems 1000
 */
categoryNumbers: string[]
}
/**
 * This interface was referenced by `ApiSchemas`'s JSON-Schema
 * via the `definition` "ConsoleDeleteCategoryRequest".
 */
export interface ConsoleDeleteCategoryRequest {
categoryNumber: string
/**
 * Another category of the company that receives its products. Absent: refused while the category holds products.
 */
moveTo?: string
}
export type GetSystemDateRequest = EmptyBody;
export type GetPublicShareInfoRequest = EmptyBody;
export type GetUpgradeMaintenanceRequest = EmptyBody;
export type CompanyShareLoginV2Response = LoginResult;
export type UserLoginResponse = LoginResult;
export type RegisterResponse = LoginResult;
export type SignOutRequest = EmptyBody;
export type UpdateCustomerUserResponse = CustomerUser;
export type GetCategoryListRequest = EmptyBody;
export type GetProductPackMethodsRequest = EmptyBody;
export type GetCollectNumbersRequest = EmptyBody;
export type ClearBrowseRequest = EmptyBody;
export type AddShoppingCartRequest = CartCartChange;
export type DelShoppingCartRequest = CartCartChange;
export type CartTotalsResponse = CartTotals;
export type SaveCartContactRequest = CartContact;
export type SaveCartContactResponse = CartContact;
export type GetOrderDetailResponse = CartOrder;
export type ConsoleOrderDetailResponse = CartOrder;
export type ConsoleSetOrderStatusResponse = CartOrderSummary;
export type SendChatMessageClientRequest = ChatSend;
export type SendChatMessageClientResponse = ChatMessage;
export type GetChatMessagePageClientRequest = ChatPageRequest;
export type GetChatMessagePageClientResponse = ChatPage;
export type ConsoleSendChatResponse = ChatMessage;
export type ConsoleSaveSearchSynonymsResponse = ConsoleSearchSynonymsResponse;
export type ConsoleShareListRequest = EmptyBody;
export type ConsoleSaveShareResponse = ConsoleShareListShare;
export type ConsoleSetShareStateResponse = ConsoleShareListShare;
export type ConsoleRevokeCodeResponse = ConsoleCodeListResponse;
export type ConsolePageDesignResponse = ConsolePageDesignPage;
export type ConsoleSavePageDesignResponse = ConsolePageDesignPage;
export type ConsolePublishPageDesignResponse = ConsolePageDesignPage;
export type ConsolePreviewSessionResponse = LoginResult;
export type ConsoleSaveCompanyResponse = ConsoleCompanyResponse;
export type ConsoleExportBuyersRequest = ConsoleBuyerListRequest;
export type ConsoleProductDetailResponse = ConsoleCatalogueDetail;
export type ConsoleSaveProductResponse = ConsoleCatalogueDetail;
export type ConsoleUploadProductMediaResponse = ConsoleProductMediaResponse;
export type ConsoleArrangeProductMediaResponse = ConsoleProductMediaResponse;
export type ConsoleDeleteProductMediaResponse = ConsoleProductMediaResponse;
export type ConsoleImportProductsResponse = ConsoleImportProgressResponse;
export type ConsoleSaveCategoryResponse = ConsoleCatalogueOptionsResponse;
export type ConsoleReorderCategoriesResponse = ConsoleCatalogueOptionsResponse;
export type ConsoleDeleteCategoryResponse = ConsoleCatalogueOptionsResponse;

/** Request and decrypted response payload of every call. */
export interface CallTypes {
  GetSystemDate: { request: GetSystemDateRequest; response: GetSystemDateResponse };
  GetToken: { request: GetTokenRequest; response: GetTokenResponse };
  CompanyShareLoginV2: { request: CompanyShareLoginV2Request; response: CompanyShareLoginV2Response };
  UserLogin: { request: UserLoginRequest; response: UserLoginResponse };
  Register: { request: RegisterRequest; response: RegisterResponse };
  SignOut: { request: SignOutRequest; response: SignOutResponse };
  UpdateCustomerUser: { request: UpdateCustomerUserRequest; response: UpdateCustomerUserResponse };
  GetCompanyInfoOnLoginV2: { request: GetCompanyInfoOnLoginV2Query; response: GetCompanyInfoOnLoginV2Response };
  GetCompanyContactInfoByAPP: { request: GetCompanyContactInfoByAPPRequest; response: GetCompanyContactInfoByAPPResponse };
  GetPublicShareInfo: { request: GetPublicShareInfoRequest; response: GetPublicShareInfoResponse };
  WebSiteSearchDetail: { request: WebSiteSearchDetailRequest; response: WebSiteSearchDetailResponse };
  GetProductList: { request: GetProductListRequest; response: GetProductListResponse };
  GetCategoryList: { request: GetCategoryListRequest; response: GetCategoryListResponse };
  SearchSuggestions: { request: SearchSuggestionsRequest; response: SearchSuggestionsResponse };
  GetProductDetail: { request: GetProductDetailRequest; response: GetProductDetailResponse };
  GetProductPackMethods: { request: GetProductPackMethodsRequest; response: GetProductPackMethodsResponse };
  ProductAttributeInfo: { request: ProductAttributeInfoRequest; response: ProductAttributeInfoResponse };
  WebsiteShareAnalysisCode: { request: WebsiteShareAnalysisCodeRequest; response: WebsiteShareAnalysisCodeResponse };
  AddCollect: { request: AddCollectRequest; response: AddCollectResponse };
  CancelCollect: { request: CancelCollectRequest; response: CancelCollectResponse };
  GetCollectList: { request: GetCollectListRequest; response: GetCollectListResponse };
  GetCollectNumbers: { request: GetCollectNumbersRequest; response: GetCollectNumbersResponse };
  GetBrowseList: { request: GetBrowseListRequest; response: GetBrowseListResponse };
  ClearBrowse: { request: ClearBrowseRequest; response: ClearBrowseResponse };
  AddShoppingCart: { request: AddShoppingCartRequest; response: AddShoppingCartResponse };
  DelShoppingCart: { request: DelShoppingCartRequest; response: DelShoppingCartResponse };
  ShoppingCartCount: { request: ShoppingCartCountRequest; response: ShoppingCartCountResponse };
  CartTotals: { request: CartTotalsRequest; response: CartTotalsResponse };
  GetDigitFont: { request: GetDigitFontRequest; response: GetDigitFontResponse };
  UpdateShoppingCart: { request: UpdateShoppingCartRequest; response: UpdateShoppingCartResponse };
  GetShoppingCart: { request: GetShoppingCartRequest; response: GetShoppingCartResponse };
  SaveCartContact: { request: SaveCartContactRequest; response: SaveCartContactResponse };
  SubmitOrder: { request: SubmitOrderRequest; response: SubmitOrderResponse };
  GetOrderList: { request: GetOrderListRequest; response: GetOrderListResponse };
  GetOrderDetail: { request: GetOrderDetailRequest; response: GetOrderDetailResponse };
  ExportOrderDetailToExcel: { request: ExportOrderDetailToExcelRequest; response: ExportOrderDetailToExcelResponse };
  GetExportProgress: { request: GetExportProgressRequest; response: GetExportProgressResponse };
  ReorderOrder: { request: ReorderOrderRequest; response: ReorderOrderResponse };
  QuickOrder: { request: QuickOrderRequest; response: QuickOrderResponse };
  ChatMessageReadCount: { request: ChatMessageReadCountRequest; response: ChatMessageReadCountResponse };
  SendChatMessageClient: { request: SendChatMessageClientRequest; response: SendChatMessageClientResponse };
  GetChatMessagePageClient: { request: GetChatMessagePageClientRequest; response: GetChatMessagePageClientResponse };
  InsertPic: { request: InsertPicRequest; response: InsertPicResponse };
  ImageSearch: { request: ImageSearchRequest; response: ImageSearchResponse };
  GetUpgradeMaintenance: { request: GetUpgradeMaintenanceRequest; response: GetUpgradeMaintenanceResponse };
  ConsoleOrderList: { request: ConsoleOrderListRequest; response: ConsoleOrderListResponse };
  ConsoleOrderDetail: { request: ConsoleOrderDetailRequest; response: ConsoleOrderDetailResponse };
  ConsoleSetOrderStatus: { request: ConsoleSetOrderStatusRequest; response: ConsoleSetOrderStatusResponse };
  ConsoleChatList: { request: ConsoleChatListRequest; response: ConsoleChatListResponse };
  ConsoleChatMessages: { request: ConsoleChatMessagesRequest; response: ConsoleChatMessagesResponse };
  ConsoleSendChat: { request: ConsoleSendChatRequest; response: ConsoleSendChatResponse };
  ConsoleChatMarkRead: { request: ConsoleChatMarkReadRequest; response: ConsoleChatMarkReadResponse };
  ConsoleSearchSynonyms: { request: ConsoleSearchSynonymsRequest; response: ConsoleSearchSynonymsResponse };
  ConsoleSaveSearchSynonyms: { request: ConsoleSaveSearchSynonymsRequest; response: ConsoleSaveSearchSynonymsResponse };
  ConsoleCatalogueOptions: { request: ConsoleCatalogueOptionsRequest; response: ConsoleCatalogueOptionsResponse };
  ConsoleProductList: { request: ConsoleProductListRequest; response: ConsoleProductListResponse };
  ConsoleProductDetail: { request: ConsoleProductDetailRequest; response: ConsoleProductDetailResponse };
  ConsoleSaveProduct: { request: ConsoleSaveProductRequest; response: ConsoleSaveProductResponse };
  ConsoleUpdateProducts: { request: ConsoleUpdateProductsRequest; response: ConsoleUpdateProductsResponse };
  ConsoleDeleteProducts: { request: ConsoleDeleteProductsRequest; response: ConsoleDeleteProductsResponse };
  ConsoleImportPreview: { request: ConsoleImportPreviewRequest; response: ConsoleImportPreviewResponse };
  ConsoleImportPictures: { request: ConsoleImportPicturesRequest; response: ConsoleImportPicturesResponse };
  ConsoleImportProducts: { request: ConsoleImportProductsRequest; response: ConsoleImportProductsResponse };
  ConsoleImportProgress: { request: ConsoleImportProgressRequest; response: ConsoleImportProgressResponse };
  ConsoleExportProducts: { request: ConsoleExportProductsRequest; response: ConsoleExportProductsResponse };
  ConsoleProductMedia: { request: ConsoleProductMediaRequest; response: ConsoleProductMediaResponse };
  ConsoleUploadProductMedia: { request: ConsoleUploadProductMediaRequest; response: ConsoleUploadProductMediaResponse };
  ConsoleArrangeProductMedia: { request: ConsoleArrangeProductMediaRequest; response: ConsoleArrangeProductMediaResponse };
  ConsoleDeleteProductMedia: { request: ConsoleDeleteProductMediaRequest; response: ConsoleDeleteProductMediaResponse };
  ConsoleSaveCategory: { request: ConsoleSaveCategoryRequest; response: ConsoleSaveCategoryResponse };
  ConsoleReorderCategories: { request: ConsoleReorderCategoriesRequest; response: ConsoleReorderCategoriesResponse };
  ConsoleDeleteCategory: { request: ConsoleDeleteCategoryRequest; response: ConsoleDeleteCategoryResponse };
  AdminLogin: { request: AdminLoginRequest; response: AdminLoginResponse };
  SavePageDraft: { request: SavePageDraftRequest; response: SavePageDraftResponse };
  PublishPageDraft: { request: PublishPageDraftRequest; response: PublishPageDraftResponse };
  ConsoleShareList: { request: ConsoleShareListRequest; response: ConsoleShareListResponse };
  ConsoleSaveShare: { request: ConsoleSaveShareRequest; response: ConsoleSaveShareResponse };
  ConsoleSetShareState: { request: ConsoleSetShareStateRequest; response: ConsoleSetShareStateResponse };
  ConsoleDeleteShare: { request: ConsoleDeleteShareRequest; response: ConsoleDeleteShareResponse };
  ConsoleCodeList: { request: ConsoleCodeListRequest; response: ConsoleCodeListResponse };
  ConsoleIssueCodes: { request: ConsoleIssueCodesRequest; response: ConsoleIssueCodesResponse };
  ConsoleRevokeCode: { request: ConsoleRevokeCodeRequest; response: ConsoleRevokeCodeResponse };
  ConsoleStaffList: { request: ConsoleStaffListRequest; response: ConsoleStaffListResponse };
  ConsoleSaveStaff: { request: ConsoleSaveStaffRequest; response: ConsoleSaveStaffResponse };
  ConsoleSetStaffState: { request: ConsoleSetStaffStateRequest; response: ConsoleSetStaffStateResponse };
  ConsoleResetStaffPassword: { request: ConsoleResetStaffPasswordRequest; response: ConsoleResetStaffPasswordResponse };
  ConsoleActivityList: { request: ConsoleActivityListRequest; response: ConsoleActivityListResponse };
  ConsoleBuyerList: { request: ConsoleBuyerListRequest; response: ConsoleBuyerListResponse };
  ConsoleSetBuyerState: { request: ConsoleSetBuyerStateRequest; response: ConsoleSetBuyerStateResponse };
  ConsoleResetBuyerPassword: { request: ConsoleResetBuyerPasswordRequest; response: ConsoleResetBuyerPasswordResponse };
  ConsoleExportBuyers: { request: ConsoleExportBuyersRequest; response: ConsoleExportBuyersResponse };
  ConsoleCompany: { request: ConsoleCompanyRequest; response: ConsoleCompanyResponse };
  ConsoleSaveCompany: { request: ConsoleSaveCompanyRequest; response: ConsoleSaveCompanyResponse };
  ConsoleUploadLogo: { request: ConsoleUploadLogoRequest; response: ConsoleUploadLogoResponse };
  ConsoleUploadAboutPicture: { request: ConsoleUploadAboutPictureRequest; response: ConsoleUploadAboutPictureResponse };
  ConsolePageDesign: { request: ConsolePageDesignRequest; response: ConsolePageDesignResponse };
  ConsoleSavePageDesign: { request: ConsoleSavePageDesignRequest; response: ConsoleSavePageDesignResponse };
  ConsolePublishPageDesign: { request: ConsolePublishPageDesignRequest; response: ConsolePublishPageDesignResponse };
  ConsoleSaveTheme: { request: ConsoleSaveThemeRequest; response: ConsoleSaveThemeResponse };
  ConsolePreviewSession: { request: ConsolePreviewSessionRequest; response: ConsolePreviewSessionResponse };
  ConsolePageProducts: { request: ConsolePageProductsRequest; response: ConsolePageProductsResponse };
  ConsolePageCategories: { request: ConsolePageCategoriesRequest; response: ConsolePageCategoriesResponse };
  ConsolePageMedia: { request: ConsolePageMediaRequest; response: ConsolePageMediaResponse };
}
