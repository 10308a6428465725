// Issue 12, "every later call is born inside": a matrix generated over the call table (schemas/api/calls.ts). Every
// kind of session of one supplier aims every call at the other supplier's resources — shares, products,
// favourites, history, page modules — in both directions. Each attempt must be refused, or answer only the
// caller's own data (no product number, company, share, module or secret of the other supplier anywhere in the
// decrypted answer), or — for the few calls public by design — answer exactly what an anonymous caller gets.
// A call in the table without a matrix entry fails this file (and the type check): cart, chat, uploads and the
// console are covered the day they land. After each call's round the target's favourites, history, designs, cart, orders, export, chat, desk,
// search synonyms and catalogue are unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../schemas/api/calls';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import { must, wire, type WireAnswer } from './wire';
import { baseUrl } from './helpers';
import { makeSignHeaders, openEnvelope, type Envelope } from '../../protocol/envelope';
import { PRIVATE_SHARE_SETTINGS } from './shareSettings';

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Session kinds, weakest first. Add a kind (e.g. service staff) here and how to open it in `openSessions`. */
const KINDS = ['anonymous', 'visitor', 'public', 'code', 'account', 'admin'] as const;
type Kind = (typeof KINDS)[number];

interface Tenant {
  name: 'A' | 'B';
  companyNumber: string;
  companyName: string;
  /** Every product number of this supplier matches it (A: SB000001…, B: BK000001…). */
  productPattern: RegExp;
  shares: { code: string; id: number; isPublic: boolean }[];
  products: string[];
  categories: string[];
  modules: Map<number, string>;
  /** Tokens; a kind the supplier has no way into (B has no public site) is absent. */
  sessions: Partial<Record<Kind, string | null>>;
  codeLogin?: { email: string; verifyCode: string };
  account: { account: string; password: string; url: string };
  admin: { account: string; password: string };
  /** Strings that must never reach the other supplier's callers: emails, account names, tokens. */
  secrets: string[];
  /** Orders its private account placed, and a spreadsheet export it ran. */
  orders: string[];
  exportId: string;
  /** Its private account's conversation with the desk, and a picture uploaded there. */
  conversationId: number;
  picture: string;
  /** Its own synonym group, with a term no other answer holds. */
  synonyms: string[];
  /** A spreadsheet its staff previewed for import and never imported. */
  importId: string;
  /** A video poster its staff uploaded for its first product (a poster leaves the product's pictures as they are). */
  mediaId: number;
}

/**
 * What an attempt may answer:
 * - refused: an error envelope (HTTP < 500) whose code is in `codes` (401 is always accepted from callers without
 *   a share session: that is the protocol refusing before the resource is looked at);
 * - ownOnly: refused as above, or success carrying none of the target supplier's data;
 * - public: public by design — exactly the answer an anonymous caller gets (tokens aside), and nothing of the caller.
 */
type Expect = { kind: 'refused'; codes: number[] } | { kind: 'ownOnly'; codes?: number[] } | { kind: 'public' };
interface Probe {
  label: string;
  body: unknown;
  expect: Expect;
}
interface Entry {
  /** In words: what "refused or only the caller's data" means for this call. */
  rule: string;
  probes: (target: Tenant, caller: Tenant) => Probe[];
}

const refused = (...codes: number[]): Expect => ({ kind: 'refused', codes });
const ownOnly = (...codes: number[]): Expect => ({ kind: 'ownOnly', codes });
const PUBLIC: Expect = { kind: 'public' };
const loginExtras = { loginType: 1 } as const;
let counter = 0;
const fresh = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(counter++).toString(36)}`.slice(0, 16);

export const MATRIX: Record<CallName, Entry> = {
  GetSystemDate: {
    rule: 'carries no tenant data at all',
    probes: () => [{ label: 'clock', body: {}, expect: ownOnly() }],
  },
  GetUpgradeMaintenance: {
    rule: 'carries no tenant data at all',
    probes: () => [{ label: 'maintenance', body: {}, expect: ownOnly() }],
  },
  GetToken: {
    rule: "public by design: any caller may take a visitor token for any company number (it opens only that company's public data); the caller's session changes nothing",
    probes: (t) => [
      { label: "target's company number", body: { companyNum: t.companyNumber, platForm: 'PC' }, expect: PUBLIC },
    ],
  },
  GetCompanyInfoOnLoginV2: {
    rule: "public by design: a share link's login page shows its company's profile and published design to anyone holding the link; the caller's session changes nothing, and asking for a preview never opens another supplier's drafts or deleted modules",
    probes: (t) =>
      t.shares.flatMap((s) => [
        { label: `bare code ${s.code}`, body: { url: s.code }, expect: PUBLIC },
        { label: `link ${s.code}`, body: { url: `https://shop.example/login?id=${s.code}` }, expect: PUBLIC },
        { label: `preview of ${s.code}`, body: { url: s.code, isPreview: '1' }, expect: PUBLIC },
      ]),
  },
  WebSiteSearchDetail: {
    rule: "public by design (SEO title of a share page, sent without a token): the caller's session changes nothing",
    probes: (t) =>
      t.shares.map((s) => ({
        label: `share id of ${s.code}`,
        body: { KeyWord: 'en', WebSiteId: s.id },
        expect: PUBLIC,
      })),
  },
  CompanyShareLoginV2: {
    rule: "a public share opens to anyone (public: the caller's token is ignored); another supplier's code or private share never opens with the caller's credentials (413, 400 when a required field is missing, 429 once locked)",
    probes: (t, c) =>
      t.shares.flatMap((s): Probe[] =>
        s.isPublic
          ? [{ label: `public share ${s.code}`, body: { ...loginExtras, url: s.code }, expect: PUBLIC }]
          : [
              {
                label: `${s.code} without credentials`,
                body: { ...loginExtras, url: s.code },
                expect: refused(400, 413),
              },
              {
                label: `${s.code} with the caller's code`,
                body: {
                  ...loginExtras,
                  url: s.code,
                  email: c.codeLogin?.email ?? 'nobody@matrix.test',
                  verifyCode: c.codeLogin?.verifyCode ?? '000000',
                  companyNumber: c.companyNumber,
                },
                expect: refused(413, 429),
              },
              {
                label: `${s.code} with the caller's code and the target's company number`,
                body: {
                  ...loginExtras,
                  url: s.code,
                  email: c.codeLogin?.email ?? 'nobody@matrix.test',
                  verifyCode: c.codeLogin?.verifyCode ?? '000000',
                  companyNumber: t.companyNumber,
                },
                expect: refused(413, 429),
              },
            ],
      ),
  },
  UserLogin: {
    rule: "a token of one supplier never signs in to another's share (410), and another supplier's credentials are unknown here (414)",
    probes: (t, c) => [
      ...t.shares.map((s) => ({
        label: `caller's account on ${s.code}`,
        body: { ...loginExtras, account: c.account.account, password: c.account.password, url: s.code },
        expect: refused(410),
      })),
      {
        label: "target's account and password, caller's token",
        body: { ...loginExtras, account: t.account.account, password: t.account.password },
        expect: refused(414, 429),
      },
    ],
  },
  Register: {
    rule: "a token of one supplier never registers an account on another's share (410)",
    probes: (t) =>
      t.shares.map((s) => ({
        label: `register on ${s.code}`,
        body: {
          account: fresh('mx'),
          password: 'Matrix2026b',
          confirmPassword: 'Matrix2026b',
          email: `${fresh('mx')}@matrix.test`,
          url: s.code,
        },
        expect: refused(410),
      })),
  },
  SignOut: {
    rule: "ends only the token it is called with: naming another session in the body is a 400 (the body is {}), and the target's sessions still work afterwards",
    probes: (t) => [
      {
        label: "target's tokens in the body",
        body: { token: t.sessions.account, tokens: Object.values(t.sessions).filter(Boolean) },
        expect: refused(400),
      },
    ],
  },
  UpdateCustomerUser: {
    rule: "a private account edits only its own details (others 403), and its picture can never be the target's upload (400)",
    probes: (t) => [
      {
        label: "target's picture as avatar",
        body: { name: 'Matrix Caller', userImage: t.picture },
        expect: refused(400, 403),
      },
    ],
  },
  AdminLogin: {
    rule: "the target's admin account never opens with the caller's password (415, 429 once locked); the token sent is ignored",
    probes: (t, c) => [
      {
        label: "target's admin, caller's password",
        body: { account: t.admin.account, password: c.admin.password },
        expect: refused(415, 429),
      },
    ],
  },
  GetCompanyContactInfoByAPP: {
    rule: "a token only opens its own company's shares (410)",
    probes: (t) =>
      t.shares.map((s) => ({ label: `share id of ${s.code}`, body: { shareId: s.id }, expect: refused(410) })),
  },
  GetPublicShareInfo: {
    rule: "answers the caller's company's public share (or 420), never the target's",
    probes: () => [{ label: 'own public share', body: {}, expect: ownOnly(420) }],
  },
  GetProductList: {
    rule: "lists only the caller's share's products, whatever numbers, words or categories of the target it is asked for",
    probes: (t) => [
      {
        label: "target's product numbers",
        body: { pageIndex: 1, pageSize: 60, productNumbers: t.products },
        expect: ownOnly(),
      },
      {
        label: "target's product number as keyword",
        body: { pageIndex: 1, pageSize: 60, keyword: t.products[0] },
        expect: ownOnly(),
      },
      {
        label: "target's category",
        body: { pageIndex: 1, pageSize: 60, categoryNumber: t.categories[0] },
        expect: ownOnly(),
      },
      { label: 'every area, newest', body: { pageIndex: 1, pageSize: 60, sort: 'newest' }, expect: ownOnly() },
    ],
  },
  SearchSuggestions: {
    rule: "suggests only the caller's share's products and categories, whatever number, word or category of the target it is typed",
    probes: (t) => [
      { label: "target's product number as keyword", body: { keyword: t.products[0], limit: 10 }, expect: ownOnly() },
      {
        label: "target's category number as keyword",
        body: { keyword: t.categories[0], limit: 10 },
        expect: ownOnly(),
      },
      { label: 'a common toy word', body: { keyword: 'car', limit: 10, language: 'en' }, expect: ownOnly() },
      { label: 'a typo (did you mean)', body: { keyword: 'dinosuarr', language: 'en' }, expect: ownOnly() },
    ],
  },
  GetCategoryList: {
    rule: "the caller's share's categories only",
    probes: () => [{ label: 'categories', body: {}, expect: ownOnly() }],
  },
  GetProductPackMethods: {
    rule: "the caller's supplier's packing methods only",
    probes: () => [{ label: 'packing', body: {}, expect: ownOnly() }],
  },
  GetProductDetail: {
    rule: "another supplier's product is 404 (and is not recorded in any history)",
    probes: (t) => t.products.slice(0, 2).map((p) => ({ label: p, body: { productNumber: p }, expect: refused(404) })),
  },
  ProductAttributeInfo: {
    rule: "another supplier's product is 404",
    probes: (t) => [
      { label: t.products[0], body: { keyWord: 'en', productNumber: t.products[0] }, expect: refused(404) },
    ],
  },
  WebsiteShareAnalysisCode: {
    rule: "another supplier's product link, share link, bare product number or product barcode names nothing here (404)",
    probes: (t) => [
      { label: `bare ${t.products[0]}`, body: { qRCode: t.products[0] }, expect: refused(404) },
      {
        label: `barcode of ${TENANT_FIXTURES[t.name].barcode.productNumber}`,
        body: { qRCode: TENANT_FIXTURES[t.name].barcode.code },
        expect: refused(404),
      },
      ...t.shares.map((s) => ({
        label: `detail link of ${t.products[1]} on ${s.code}`,
        body: { qRCode: `https://shop.example/productDetails?productNumber=${t.products[1]}&id=${s.code}` },
        expect: refused(404),
      })),
    ],
  },
  AddCollect: {
    rule: "another supplier's product cannot be kept (404)",
    probes: (t) => [{ label: t.products[0], body: { productNumber: t.products[0] }, expect: refused(404) }],
  },
  CancelCollect: {
    rule: "answers the caller's own count; the target's visitors keep their favourites (checked after each round)",
    probes: (t) => [{ label: "target's kept products", body: { productNumbers: t.products }, expect: ownOnly() }],
  },
  GetCollectList: {
    rule: "the caller's own favourites only",
    probes: () => [{ label: 'favourites', body: { pageIndex: 1, pageSize: 60 }, expect: ownOnly() }],
  },
  GetCollectNumbers: {
    rule: "the caller's own favourites only",
    probes: () => [{ label: 'hearts', body: {}, expect: ownOnly() }],
  },
  GetBrowseList: {
    rule: "the caller's own history only",
    probes: () => [{ label: 'history', body: { pageIndex: 1, pageSize: 60 }, expect: ownOnly() }],
  },
  ClearBrowse: {
    rule: "clears the caller's own history only (the target's is checked after each round)",
    probes: () => [{ label: 'clear', body: {}, expect: ownOnly() }],
  },
  SavePageDraft: {
    rule: "buyers and staff without the design role 403; a designer reaches only their own supplier's modules (404); the target's designs are unchanged afterwards",
    probes: (t) =>
      [...t.modules].slice(0, 3).map(([id, json]) => ({
        label: `module ${id}`,
        body: { moduleId: id, previewJson: json },
        expect: refused(403, 404),
      })),
  },
  PublishPageDraft: {
    rule: "buyers and staff without the design role 403; a designer publishes only their own supplier's modules (404)",
    probes: (t) =>
      [...t.modules]
        .slice(0, 3)
        .map(([id]) => ({ label: `module ${id}`, body: { moduleId: id }, expect: refused(403, 404) })),
  },
  // The studio (issue 25): role design, the caller's own company's pages only.
  ConsolePageDesign: {
    rule: "design staff read their own company's page drafts only (no module of the target's); buyers 403",
    probes: () =>
      (['web', 'mobile'] as const).map((channel) => ({ label: channel, body: { channel }, expect: ownOnly(403) })),
  },
  ConsoleSavePageDesign: {
    rule: "a draft naming the target's modules is refused (400) before anything is saved; buyers 403; the target's drafts are checked after each round",
    probes: (t) =>
      [...t.modules].slice(0, 3).map(([id, json]) => ({
        label: `module ${id}`,
        body: { channel: 'web', revision: 0, modules: [{ moduleId: id, type: 2, json, hidden: false }] },
        expect: refused(400, 403),
      })),
  },
  ConsolePublishPageDesign: {
    rule: "a rollback reaches only the caller's own page versions (404, or 422 on a stale revision); buyers 403",
    probes: () => [
      {
        label: 'unknown version',
        body: { channel: 'web', revision: 0, versionId: 2147483647 },
        expect: refused(403, 404, 422),
      },
    ],
  },
  ConsoleSaveTheme: {
    rule: "names no company: it only ever changes the caller's own theme; buyers 403; the target's theme is checked after each round",
    probes: () => [
      {
        label: 'a theme that does not validate',
        body: { theme: { themeColor: 'red' } },
        expect: refused(400, 403),
      },
    ],
  },
  ConsolePreviewSession: {
    rule: "design staff open a buyer session on their own company's shares only (the target's share: 410); buyers 403",
    probes: (t) =>
      t.shares.map((share) => ({
        label: `share ${share.code}`,
        body: { shareRandomCode: share.code },
        expect: refused(403, 410),
      })),
  },
  ConsolePageProducts: {
    rule: "design staff find their own company's products only, whatever they search for (the target's numbers find nothing of the target's); buyers 403",
    probes: (t) =>
      [t.products[0], t.products[0].slice(0, 4), ''].map((query) => ({
        label: `query "${query}"`,
        body: { query },
        expect: ownOnly(403),
      })),
  },
  ConsolePageCategories: {
    rule: "names no company: design staff get their own company's categories only; buyers 403",
    probes: () => [{ label: 'all', body: {}, expect: ownOnly(403) }],
  },
  ConsolePageMedia: {
    rule: "design staff get their own company's page uploads and product pictures only (the target's product numbers find nothing of the target's); buyers 403",
    probes: (t) =>
      [t.products[0], ''].map((query) => ({ label: `query "${query}"`, body: { query }, expect: ownOnly(403) })),
  },
  AddShoppingCart: {
    rule: "only private accounts have a cart (403); another supplier's product cannot be added (404)",
    probes: (t) => [
      {
        label: t.products[0],
        body: { productNumberList: [{ productNumber: t.products[0] }] },
        expect: refused(403, 404),
      },
      {
        label: 'stored cart of the target',
        body: {
          loginEmail: 'x@matrix.test',
          shoppingCarts: t.products.slice(0, 3).map((productNumber) => ({ productNumber })),
        },
        expect: refused(403, 404),
      },
    ],
  },
  DelShoppingCart: {
    rule: "removes from the caller's own cart only (the target's cart is checked after each round)",
    probes: (t) => [
      {
        label: "target's cart products",
        body: { productNumberList: t.products.map((productNumber) => ({ productNumber })) },
        expect: ownOnly(403),
      },
    ],
  },
  ShoppingCartCount: {
    rule: "the caller's own cart only",
    probes: () => [{ label: 'count', body: {}, expect: ownOnly(403) }],
  },
  GetShoppingCart: {
    rule: "the caller's own cart only",
    probes: () => [{ label: 'cart', body: {}, expect: ownOnly(403) }],
  },
  CartTotals: {
    rule: "sums the caller's own cart lines only: another supplier's products are left out",
    probes: (t) => [
      { label: t.products[5], body: { lines: [{ productNumber: t.products[5], cartons: 3 }] }, expect: ownOnly(403) },
    ],
  },
  GetDigitFont: {
    rule: "the session's own digit font: no tenant data at all",
    probes: () => [{ label: 'font', body: {}, expect: ownOnly() }],
  },
  UpdateShoppingCart: {
    rule: "a line of another supplier's product is not the caller's (404)",
    probes: (t) => [
      { label: t.products[5], body: { productNumber: t.products[5], cartons: 7 }, expect: refused(403, 404) },
    ],
  },
  SaveCartContact: {
    rule: "stores the caller's own contact only",
    probes: () => [{ label: 'contact', body: { contactName: 'Matrix Caller' }, expect: ownOnly(403) }],
  },
  SubmitOrder: {
    rule: "only products in the caller's own cart can be ordered (400 otherwise)",
    probes: (t) => [
      {
        label: "target's cart products",
        body: {
          idempotencyKey: fresh('mxorder'),
          productNumbers: t.products.slice(5, 7),
          contact: { contactName: 'Matrix', company: 'M', phoneNumber: '+1234567', email: 'm@matrix.test' },
        },
        expect: refused(400, 403),
      },
    ],
  },
  GetOrderList: {
    rule: "the caller's own orders only",
    probes: () => [{ label: 'orders', body: { pageIndex: 1, pageSize: 60 }, expect: ownOnly(403) }],
  },
  GetOrderDetail: {
    rule: "another buyer's order does not exist for the caller (404)",
    probes: (t) => t.orders.map((o) => ({ label: o, body: { orderNumber: o }, expect: refused(403, 404) })),
  },
  ExportOrderDetailToExcel: {
    rule: "another buyer's order is not exported (404)",
    probes: (t) =>
      t.orders.map((o) => ({
        label: o,
        body: { orderNumber: o, keyWord: 'en', exportId: fresh('mxexport') },
        expect: refused(403, 404),
      })),
  },
  GetExportProgress: {
    rule: "the caller's own exports only",
    probes: (t) => [{ label: "target's export", body: { exportId: t.exportId }, expect: ownOnly(403) }],
  },
  ReorderOrder: {
    rule: "another buyer's order cannot be reordered (404)",
    probes: (t) => t.orders.map((o) => ({ label: o, body: { orderNumber: o }, expect: refused(403, 404) })),
  },
  QuickOrder: {
    rule: "resolves numbers in the caller's own share only: the target's numbers are not found",
    probes: (t) => [
      {
        label: "target's numbers",
        body: { lines: t.products.map((number) => ({ number, quantity: 1 })), add: true },
        expect: ownOnly(403),
      },
    ],
  },
  ConsoleOrderList: {
    rule: "staff see their own company's orders only; buyers 403",
    probes: () => [{ label: 'inbox', body: { pageIndex: 1, pageSize: 60 }, expect: ownOnly(403) }],
  },
  ConsoleOrderDetail: {
    rule: "another company's order does not exist for the staff (404); buyers 403",
    probes: (t) => t.orders.map((o) => ({ label: o, body: { orderNumber: o }, expect: refused(403, 404) })),
  },
  ConsoleSetOrderStatus: {
    rule: "another company's order cannot be moved (404); buyers 403; the target's statuses are checked after each round",
    probes: (t) => t.orders.map((o) => ({ label: o, body: { orderNumber: o, status: 3 }, expect: refused(403, 404) })),
  },
  ChatMessageReadCount: {
    rule: "the caller's own unread count (private accounts; others 403)",
    probes: () => [{ label: 'unread', body: {}, expect: ownOnly(403) }],
  },
  GetChatMessagePageClient: {
    rule: "the caller's own conversation only (private accounts; others 403)",
    probes: () => [
      { label: 'newest page', body: { skipCount: 1, maxResultCount: 20 }, expect: ownOnly(403) },
      { label: 'everything new', body: { isLoadNew: true, newTimestamp: 0 }, expect: ownOnly(403) },
    ],
  },
  SendChatMessageClient: {
    rule: "a message can carry neither the target's product (404) nor the target's picture (400); non-accounts 403",
    probes: (t) => [
      {
        label: "target's product",
        body: { clientKey: fresh('mxchat0000'), msgType: 2, productNumber: t.products[0] },
        expect: refused(403, 404),
      },
      {
        label: "target's picture",
        body: { clientKey: fresh('mxchat0000'), msgType: 1, content: t.picture },
        expect: refused(400, 403),
      },
    ],
  },
  InsertPic: {
    rule: "multipart only: a JSON body is 415 for every caller (uploads are stored under the caller's own company: tests/api/chat.test.ts)",
    probes: () => [{ label: 'JSON body', body: { BusinessType: 'chat' }, expect: refused(415) }],
  },
  ImageSearch: {
    rule: "multipart only: a JSON body is 415 for every caller (a buyer's photo of another company's product finds only the buyer's own share's products: tests/api/imageSearch.test.ts)",
    probes: () => [{ label: 'JSON body', body: {}, expect: refused(415) }],
  },
  ConsoleChatList: {
    rule: "staff see their own company's conversations only; buyers 403",
    probes: () => [{ label: 'conversations', body: { pageIndex: 1, pageSize: 60 }, expect: ownOnly(403) }],
  },
  ConsoleChatMessages: {
    rule: "another company's conversation does not exist for the staff (404); buyers 403",
    probes: (t) => [{ label: 'conversation', body: { conversationId: t.conversationId }, expect: refused(403, 404) }],
  },
  ConsoleSendChat: {
    rule: "staff cannot write into another company's conversation (404); buyers 403; the target's chat is checked after each round",
    probes: (t) => [
      {
        label: 'reply',
        body: { conversationId: t.conversationId, clientKey: fresh('mxdesk0000'), msgType: 0, content: 'matrix' },
        expect: refused(403, 404),
      },
    ],
  },
  ConsoleChatMarkRead: {
    rule: "another company's conversation cannot be marked read (404); buyers 403",
    probes: (t) => [{ label: 'mark read', body: { conversationId: t.conversationId }, expect: refused(403, 404) }],
  },
  ConsoleSearchSynonyms: {
    rule: "staff read their own company's synonyms only (the target's secret term never shows); buyers 403",
    probes: () => [{ label: 'synonyms', body: {}, expect: ownOnly(403) }],
  },
  ConsoleSaveSearchSynonyms: {
    rule: "staff save their own company's synonyms only; buyers 403; the target's list is checked after each round",
    probes: (_t, caller) => [{ label: 'save', body: { groups: [caller.synonyms] }, expect: ownOnly(403) }],
  },
  // The console's Access room (issue 24): role admin, its own company's shares and codes only; the target's shares and
  // codes are checked after each round (accessStateOf).
  ConsoleShareList: {
    rule: "admins list their own company's shares only; buyers 403",
    probes: () => [{ label: 'shares', body: {}, expect: ownOnly(403) }],
  },
  ConsoleSaveShare: {
    rule: "another company's share does not exist for the admin (404); buyers 403",
    probes: (t) =>
      t.shares.map((s) => ({
        label: `edit ${s.code}`,
        body: { shareRandomCode: s.code, label: 'matrix', kind: 'public', settings: { ...MATRIX_SHARE_SETTINGS } },
        expect: refused(403, 404),
      })),
  },
  ConsoleSetShareState: {
    rule: "another company's share cannot be paused (404); buyers 403",
    probes: (t) =>
      t.shares.map((s) => ({
        label: `pause ${s.code}`,
        body: { shareRandomCode: s.code, state: 'paused' },
        expect: refused(403, 404),
      })),
  },
  ConsoleDeleteShare: {
    rule: "another company's share cannot be deleted (404); buyers 403",
    probes: (t) =>
      t.shares.map((s) => ({
        label: `delete ${s.code}`,
        body: { shareRandomCode: s.code },
        expect: refused(403, 404),
      })),
  },
  ConsoleCodeList: {
    rule: "another company's share's codes do not exist for the admin (404); buyers 403",
    probes: (t) =>
      t.shares.map((s) => ({
        label: `codes of ${s.code}`,
        body: { shareRandomCode: s.code },
        expect: refused(403, 404),
      })),
  },
  ConsoleIssueCodes: {
    rule: "no code can be issued for another company's share (404); buyers 403",
    probes: (t) =>
      t.shares.map((s) => ({
        label: `issue on ${s.code}`,
        body: { shareRandomCode: s.code, emails: ['matrix-issue@matrix.test'] },
        expect: refused(403, 404),
      })),
  },
  ConsoleRevokeCode: {
    rule: "another company's code cannot be revoked, through its share or the caller's own (404); buyers 403",
    probes: (t, c) => [
      {
        label: "target's code on its share",
        body: { shareRandomCode: accessPlants[t.name].share, verifyCode: accessPlants[t.name].code },
        expect: refused(403, 404),
      },
      {
        label: "target's code on the caller's share",
        body: { shareRandomCode: accessPlants[c.name].share, verifyCode: accessPlants[t.name].code },
        expect: refused(403, 404),
      },
    ],
  },
  ConsoleStaffList: {
    rule: "an admin lists its own company's staff only (the target's admin account never shows); buyers 403",
    probes: () => [{ label: 'staff', body: {}, expect: ownOnly(403) }],
  },
  ConsoleSaveStaff: {
    rule: "another company's staff account does not exist for the admin (404); buyers 403",
    probes: (t) => [
      {
        label: "make the target's admin a service-only account",
        body: { id: staffPlants[t.name], name: 'matrix', roles: ['service'] },
        expect: refused(403, 404),
      },
    ],
  },
  ConsoleSetStaffState: {
    rule: "another company's staff account cannot be disabled (404); buyers 403",
    probes: (t) => [
      {
        label: "disable the target's admin",
        body: { id: staffPlants[t.name], state: 'disabled' },
        expect: refused(403, 404),
      },
    ],
  },
  ConsoleResetStaffPassword: {
    rule: "another company's staff password cannot be reset (404, no password answered); buyers 403",
    probes: (t) => [
      { label: "reset the target's admin", body: { id: staffPlants[t.name] }, expect: refused(403, 404) },
    ],
  },
  ConsoleActivityList: {
    rule: "an admin reads its own company's activity log only, even searched for the target's share code; buyers 403",
    probes: (t) => [
      { label: 'log', body: {}, expect: ownOnly(403) },
      { label: "target's share", body: { query: t.shares[0].code }, expect: ownOnly(403) },
    ],
  },
  ConsoleBuyerList: {
    rule: "an admin lists its own company's buyers and code visitors only, even searched for the target's account or by its share (404); buyers 403",
    probes: (t) => [
      { label: 'buyers', body: {}, expect: ownOnly(403) },
      { label: "target's account", body: { query: t.account.account }, expect: ownOnly(403) },
      { label: "target's share", body: { shareRandomCode: t.shares[0].code }, expect: ownOnly(403) },
    ],
  },
  ConsoleSetBuyerState: {
    rule: "another company's buyer cannot be blocked (404); buyers 403",
    probes: (t) => [
      {
        label: "block the target's buyer",
        body: { id: buyerPlants[t.name], state: 'blocked' },
        expect: refused(403, 404),
      },
    ],
  },
  ConsoleResetBuyerPassword: {
    rule: "another company's buyer password cannot be reset (404, no password answered); buyers 403",
    probes: (t) => [
      { label: "reset the target's buyer", body: { id: buyerPlants[t.name] }, expect: refused(403, 404) },
    ],
  },
  ConsoleCompany: {
    rule: "an admin reads its own company's details only (no company is named in the request); buyers 403",
    probes: () => [{ label: 'company', body: {}, expect: ownOnly(403) }],
  },
  ConsoleSaveCompany: {
    rule: "an admin saves its own company only, and cannot make the target's uploaded logo (as its logo or app icon) or about-us picture its own (400); buyers 403",
    probes: (t) => [
      {
        label: "the target's logo",
        body: { version: 1, company: { ...MATRIX_COMPANY, logo: logoPlants[t.name] } },
        expect: refused(400, 403),
      },
      {
        label: "the target's logo as the app's icon",
        body: {
          version: 1,
          company: { ...MATRIX_COMPANY, app: { ...MATRIX_COMPANY.app, iosLogo: logoPlants[t.name] } },
        },
        expect: refused(400, 403),
      },
      {
        label: "the target's about-us picture",
        body: { version: 1, company: { ...MATRIX_COMPANY, aboutPictures: [aboutPlants[t.name]] } },
        expect: refused(400, 403),
      },
    ],
  },
  ConsoleUploadLogo: {
    rule: "multipart only: a JSON body is 415 for every caller (a logo is kept under the caller's own company)",
    probes: () => [{ label: 'JSON body', body: {}, expect: refused(415) }],
  },
  ConsoleUploadAboutPicture: {
    rule: "multipart only: a JSON body is 415 for every caller (a picture is kept under the caller's own company)",
    probes: () => [{ label: 'JSON body', body: {}, expect: refused(415) }],
  },
  ConsoleExportBuyers: {
    rule: "an admin exports its own company's buyers only, even filtered by the target's account or share (the file's rows are checked in tests/api/consoleBuyers.test.ts); buyers 403",
    probes: (t) => [
      { label: 'export', body: {}, expect: ownOnly(403) },
      { label: "target's share", body: { shareRandomCode: t.shares[0].code }, expect: ownOnly(403) },
    ],
  },
  ConsoleCatalogueOptions: {
    rule: "staff read their own company's categories and packing methods only; buyers 403",
    probes: () => [{ label: 'options', body: {}, expect: ownOnly(403) }],
  },
  ConsoleProductList: {
    rule: "staff list their own company's products only, off the shelf too: the target's numbers never show, even searched for by number; buyers 403",
    probes: (t) => [
      { label: 'all', body: { pageIndex: 1, pageSize: 50 }, expect: ownOnly(403) },
      { label: "target's number", body: { pageIndex: 1, pageSize: 50, keyword: t.products[0] }, expect: ownOnly(403) },
    ],
  },
  ConsoleProductDetail: {
    rule: "another company's product is 404 noSuchProduct; buyers 403",
    probes: (t) => [{ label: 'detail', body: { productNumber: t.products[0] }, expect: refused(403, 404) }],
  },
  ConsoleSaveProduct: {
    rule: "an update of another company's product number is 404 (it is not the caller's); buyers 403; the target's catalogue is checked after each round",
    probes: (t) => [
      {
        label: 'update',
        body: {
          version: 1,
          product: {
            productNumber: t.products[0],
            names: { ename: 'Matrix' },
            categoryNumber: t.categories[0],
            price: 1,
            startOrderNum: 1,
            packingMethod: 'box',
            innerQuantity: 1,
            outerQuantity: 1,
            outerBoxSize: { length: 1, width: 1, height: 1 },
            grossWeight: 1,
            netWeight: 1,
          },
        },
        expect: refused(403, 404),
      },
    ],
  },
  ConsoleUpdateProducts: {
    rule: "another company's numbers are 404 and nothing changes; buyers 403",
    probes: (t) => [
      {
        label: 'off shelf',
        body: { productNumbers: t.products.slice(0, 3), onShelf: false },
        expect: refused(403, 404),
      },
    ],
  },
  ConsoleDeleteProducts: {
    rule: "another company's numbers are 404 and nothing is deleted; buyers 403",
    probes: (t) => [{ label: 'delete', body: { productNumbers: t.products.slice(0, 3) }, expect: refused(403, 404) }],
  },
  ConsoleImportPreview: {
    rule: "multipart only: a JSON body is 415 for every caller (a preview is kept under the caller's own company: tests/api/catalogueImport.test.ts)",
    probes: () => [{ label: 'JSON body', body: {}, expect: refused(415) }],
  },
  ConsoleImportPictures: {
    rule: "multipart only: a JSON body is 415 for every caller (another company's import is 404: tests/api/importPhotos.test.ts)",
    probes: () => [{ label: 'JSON body', body: {}, expect: refused(415) }],
  },
  ConsoleImportProducts: {
    rule: "another company's import does not exist for the staff (404) and is never started; buyers 403",
    probes: (t) => [{ label: "target's import", body: { importId: t.importId }, expect: refused(403, 404) }],
  },
  ConsoleImportProgress: {
    rule: "another company's import does not exist for the staff (404); buyers 403",
    probes: (t) => [{ label: "target's import", body: { importId: t.importId }, expect: refused(403, 404) }],
  },
  ConsoleProductMedia: {
    rule: "another company's product is 404 for staff; buyers 403",
    probes: (t) => [{ label: "target's product", body: { productNumber: t.products[0] }, expect: refused(403, 404) }],
  },
  ConsoleUploadProductMedia: {
    rule: "multipart only: a JSON body is 415 for every caller (another company's product is 404: tests/api/productUploads.test.ts)",
    probes: () => [{ label: 'JSON body', body: {}, expect: refused(415) }],
  },
  ConsoleArrangeProductMedia: {
    rule: "another company's product is 404; its media ids on the caller's own product are 400 (not the product's); buyers 403",
    probes: (t, c) => [
      {
        label: "target's product",
        body: { productNumber: t.products[0], order: [t.mediaId] },
        expect: refused(403, 404),
      },
      {
        label: "target's media",
        body: { productNumber: c.products[0], order: [t.mediaId] },
        expect: refused(400, 403),
      },
    ],
  },
  ConsoleDeleteProductMedia: {
    rule: "another company's product or media is 404: never deleted; buyers 403",
    probes: (t, c) => [
      {
        label: "target's product",
        body: { productNumber: t.products[0], mediaId: t.mediaId },
        expect: refused(403, 404),
      },
      {
        label: "target's media",
        body: { productNumber: c.products[0], mediaId: t.mediaId },
        expect: refused(403, 404),
      },
    ],
  },
  ConsoleSaveCategory: {
    rule: "another company's category is 404: never renumbered or renamed, never a parent of the caller's; buyers 403",
    probes: (t) => [
      {
        label: 'rename',
        body: { categoryNumber: fresh('MXCAT'), previousNumber: t.categories[0], names: { ename: 'Matrix' } },
        expect: refused(403, 404),
      },
      {
        label: 'under',
        body: { categoryNumber: fresh('MXCAT'), parentNumber: t.categories[0], names: { ename: 'Matrix' } },
        expect: refused(403, 404),
      },
    ],
  },
  ConsoleReorderCategories: {
    rule: "another company's category is 404 and nothing moves; buyers 403",
    probes: (t) => [
      { label: 'children', body: { parentNumber: t.categories[0], categoryNumbers: [] }, expect: refused(403, 404) },
    ],
  },
  ConsoleDeleteCategory: {
    rule: "another company's category is 404, as a category to delete or to move products to; buyers 403",
    probes: (t) => [
      { label: 'delete', body: { categoryNumber: t.categories[0] }, expect: refused(403, 404) },
      {
        label: 'move into',
        body: { categoryNumber: t.categories[t.categories.length - 1], moveTo: t.categories[0] },
        expect: refused(403, 404),
      },
    ],
  },
  ConsoleExportProducts: {
    rule: "staff export their own company's catalogue only (the file is checked in tests/api/catalogueImport.test.ts); buyers 403",
    probes: () => [{ label: 'export', body: {}, expect: ownOnly(403) }],
  },
};

// ---------------------------------------------------------------------------------------------------------------

const tenants = {} as Record<'A' | 'B', Tenant>;
const other = (t: Tenant) => (t.name === 'A' ? tenants.B : tenants.A);

async function openSessions(
  t: Tenant,
  shares: { public?: string; code?: { code: string; email: string; verifyCode: string } },
) {
  t.sessions.anonymous = null;
  t.sessions.visitor = await must<string>('GetToken', { companyNum: t.companyNumber, platForm: 'PC' });
  if (shares.public)
    t.sessions.public = (
      await must<{ token: string }>('CompanyShareLoginV2', { ...loginExtras, url: shares.public })
    ).token;
  if (shares.code) {
    const { code, email, verifyCode } = shares.code;
    t.sessions.code = (
      await must<{ token: string }>('CompanyShareLoginV2', {
        ...loginExtras,
        url: code,
        email,
        verifyCode,
        companyNumber: t.companyNumber,
      })
    ).token;
    t.codeLogin = { email, verifyCode };
    t.secrets.push(email);
  }
  t.sessions.account = (
    await must<{ token: string }>('UserLogin', { ...loginExtras, ...t.account }, t.sessions.visitor)
  ).token;
  t.sessions.admin = (await must<{ token: string }>('AdminLogin', t.admin)).token;
  t.secrets.push(t.account.account, t.admin.account, ...Object.values(t.sessions).filter((s): s is string => !!s));
}

async function describeTenant(t: Tenant, shareCodes: string[]) {
  for (const code of shareCodes) {
    const info = await must<{
      companyName: string;
      shareInfo: { id: number; isPublic: boolean };
      webList: { moduleId: number; styleJson: string }[];
      mobileTempList: { moduleId: number; styleJson: string }[];
    }>('GetCompanyInfoOnLoginV2', { url: code });
    t.companyName = info.companyName;
    t.shares.push({ code, id: info.shareInfo.id, isPublic: info.shareInfo.isPublic });
    for (const m of [...info.webList, ...info.mobileTempList]) t.modules.set(m.moduleId, m.styleJson);
  }
  const token = t.sessions.account!;
  t.products = (
    await must<{ items: { productNumber: string }[] }>('GetProductList', { pageIndex: 1, pageSize: 8 }, token)
  ).items.map((p) => p.productNumber);
  t.categories = (await must<{ items: { categoryNumber: string }[] }>('GetCategoryList', {}, token)).items.map(
    (c) => c.categoryNumber,
  );
  // An order to reach for, placed once, and one export of it.
  await must('AddShoppingCart', { productNumberList: [{ productNumber: t.products[6] }] }, token);
  const contact = {
    contactName: 'Matrix Buyer',
    company: 'Matrix Co',
    phoneNumber: '+1234567',
    email: 'buyer@matrix.test',
  };
  t.orders = [
    (
      await must<{ orderNumber: string }>(
        'SubmitOrder',
        { idempotencyKey: fresh('mxplant'), productNumbers: [t.products[6]], contact },
        token,
      )
    ).orderNumber,
  ];
  t.exportId = fresh('mxexport');
  const exported = await wire(
    'ExportOrderDetailToExcel',
    { orderNumber: t.orders[0], keyWord: 'en', exportId: t.exportId },
    { token },
  );
  expect(exported.status).toBe(200);
  // A conversation with the desk, with a picture in it, unread on the desk's side.
  const form = new FormData();
  form.append('BusinessType', 'chat');
  form.append('file', new Blob([Buffer.from(TINY_PNG, 'base64')]), 'tiny.png');
  const uploaded = await fetch(baseUrl() + '/api/ShareFile/InsertPic', {
    method: 'POST',
    headers: { ...makeSignHeaders(Date.now(), 'aabbccddeeff0011'), authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const envelope = (await uploaded.json()) as Envelope;
  t.picture = openEnvelope<{ fullPath: string }[]>(envelope as Envelope<{ fullPath: string }[]>, 'data')[0].fullPath;
  await must('SendChatMessageClient', { clientKey: fresh('mxplantchat'), msgType: 1, content: t.picture }, token);
  await must(
    'SendChatMessageClient',
    { clientKey: fresh('mxplantchat'), msgType: 2, productNumber: t.products[1] },
    token,
  );
  // A synonym group of its own, whose first term is a secret.
  t.synonyms = [fresh(`mxsyn${t.name.toLowerCase()}`), fresh('mxsynword')];
  await must('ConsoleSaveSearchSynonyms', { groups: [t.synonyms] }, t.sessions.admin);
  t.secrets.push(t.synonyms[0]);
  // A poster for its first product's video, uploaded by its staff.
  const poster = new FormData();
  poster.append('productNumber', t.products[0]);
  poster.append('role', 'poster');
  poster.append('file', new Blob([Buffer.from(TINY_PNG, 'base64')]), 'poster.png');
  const posted = await fetch(baseUrl() + '/api/Console/ConsoleUploadProductMedia', {
    method: 'POST',
    headers: { ...makeSignHeaders(Date.now(), 'aabbccddeeff0033'), authorization: `Bearer ${t.sessions.admin}` },
    body: poster,
  });
  t.mediaId = openEnvelope<{ poster: { id: number } }>(
    (await posted.json()) as Envelope<{ poster: { id: number } }>,
    'data',
  ).poster.id;
  // A spreadsheet previewed for import, never imported: the other supplier's staff must not start or read it.
  const sheet = new FormData();
  sheet.append('file', new Blob([`货号,品名\n${fresh('MX')},矩阵\n`]), 'matrix.csv');
  const previewed = await fetch(baseUrl() + '/api/Console/ConsoleImportPreview', {
    method: 'POST',
    headers: { ...makeSignHeaders(Date.now(), 'aabbccddeeff0022'), authorization: `Bearer ${t.sessions.admin}` },
    body: sheet,
  });
  expect(previewed.status).toBe(200);
  t.importId = openEnvelope<{ importId: string }>(
    (await previewed.json()) as Envelope<{ importId: string }>,
    'data',
  ).importId;
  t.conversationId = (
    await must<{ items: { conversationId: number; buyer: { account: string } }[] }>(
      'ConsoleChatList',
      { pageIndex: 1, pageSize: 60, buyer: t.account.account },
      t.sessions.admin,
    )
  ).items[0].conversationId;
}

/** Something to steal or spoil: every share session of `t` keeps favourites and has a history. Planted again before
 * each round, since a supplier's own sessions, as callers, clear their own lists. */
async function plant(t: Tenant) {
  for (const [i, kind] of (['public', 'code', 'account'] as const).entries()) {
    const session = t.sessions[kind];
    if (!session) continue;
    await must('AddCollect', { productNumber: t.products[i] }, session);
    await must('AddCollect', { productNumber: t.products[i + 3] }, session);
    await must('GetProductDetail', { productNumber: t.products[i + 1] }, session);
  }
  await must('AddShoppingCart', { productNumberList: [{ productNumber: t.products[5] }] }, t.sessions.account);
}

/** Favourites, history and page designs of a supplier, as its own sessions and login page see them. */
async function stateOf(t: Tenant) {
  const state: Record<string, unknown> = {};
  for (const kind of ['public', 'code', 'account'] as const) {
    const session = t.sessions[kind];
    if (!session) continue;
    state[`${kind} favourites`] = (
      await must<{ productNumbers: string[] }>('GetCollectNumbers', {}, session)
    ).productNumbers;
    state[`${kind} history`] = (
      await must<{ items: { product: { productNumber: string } }[] }>(
        'GetBrowseList',
        { pageIndex: 1, pageSize: 60 },
        session,
      )
    ).items.map((i) => i.product.productNumber);
  }
  const cart = await must<{ items: { product: { productNumber: string }; cartons: number }[] }>(
    'GetShoppingCart',
    {},
    t.sessions.account,
  );
  state.cart = cart.items.map((l) => `${l.product.productNumber}×${l.cartons}`);
  state.orders = (
    await must<{ items: { orderNumber: string; status: number }[] }>(
      'GetOrderList',
      { pageIndex: 1, pageSize: 60 },
      t.sessions.account,
    )
  ).items.map((o) => `${o.orderNumber}:${o.status}`);
  state.export = await must('GetExportProgress', { exportId: t.exportId }, t.sessions.account);
  state.import = await must('ConsoleImportProgress', { importId: t.importId }, t.sessions.admin);
  state.chat = (
    await must<{ items: { id: number; sender: number }[] }>(
      'GetChatMessagePageClient',
      { isLoadNew: true, newTimestamp: 0 },
      t.sessions.account,
    )
  ).items.map((m) => `${m.id}:${m.sender}`);
  state.desk = (
    await must<{ items: { conversationId: number; unreadCount: number; messageCount: number }[] }>(
      'ConsoleChatList',
      { pageIndex: 1, pageSize: 60 },
      t.sessions.admin,
    )
  ).items.map((c) => `${c.conversationId}:${c.unreadCount}/${c.messageCount}`);
  state.media = await must('ConsoleProductMedia', { productNumber: t.products[0] }, t.sessions.admin);
  for (const channel of ['web', 'mobile'] as const) {
    const page = await must<{ revision: number; modules: { moduleId: number; json: string }[]; theme: object }>(
      'ConsolePageDesign',
      { channel },
      t.sessions.admin,
    );
    state[`${channel} page`] = [page.revision, ...page.modules.map((m) => `${m.moduleId}:${m.json.length}`)];
    state.theme = page.theme;
  }
  state.synonyms = (await must<{ groups: string[][] }>('ConsoleSearchSynonyms', {}, t.sessions.admin)).groups;
  state.catalogue = (
    await must<{ items: { productNumber: string; status: number; price: number; version: number }[] }>(
      'ConsoleProductList',
      { pageIndex: 1, pageSize: 12, sort: 'numberAsc' },
      t.sessions.admin,
    )
  ).items.map((p) => `${p.productNumber}:${p.status}:${p.price}:${p.version}`);
  const info = await must<{ webList: unknown[]; mobileTempList: unknown[] }>('GetCompanyInfoOnLoginV2', {
    url: t.shares[0].code,
  });
  state.design = [info.webList, info.mobileTempList];
  Object.assign(state, await accessStateOf(t));
  return state;
}

/** Everything of `t` found in an answer. */
function traces(answer: WireAnswer, t: Tenant): string[] {
  const found: string[] = [];
  const text = JSON.stringify(answer.payload) ?? '';
  const product = text.match(t.productPattern);
  if (product) found.push(`product ${product[0]}`);
  for (const s of [t.companyNumber, t.companyName, ...t.shares.map((s) => s.code), ...t.secrets])
    if (s && text.includes(s)) found.push(`"${s}"`);
  const shareIds = new Set(t.shares.map((s) => s.id));
  const walk = (value: unknown, key: string, parent: string) => {
    if (Array.isArray(value)) return value.forEach((v) => walk(v, key, parent));
    if (value && typeof value === 'object') return Object.entries(value).forEach(([k, v]) => walk(v, k, key));
    if (typeof value !== 'number') return;
    if (key === 'moduleId' && t.modules.has(value)) found.push(`module ${value}`);
    if ((key === 'shareId' || (key === 'id' && parent === 'shareInfo')) && shareIds.has(value))
      found.push(`share id ${value}`);
  };
  walk(answer.payload, '', '');
  return found;
}

/** Drafts and deleted modules in a page answer: only the company's own staff asking for a preview may see them
 * (issue 22), and the matrix never calls as the target's staff. */
function unpublished(answer: WireAnswer): string[] {
  type Module = { moduleId: number; previewJson?: string | null; isPreview: boolean; isDel: boolean };
  const lists = answer.payload as { webList?: Module[]; mobileTempList?: Module[] } | null;
  return [...(lists?.webList ?? []), ...(lists?.mobileTempList ?? [])]
    .filter((m) => m.isDel || m.isPreview || m.previewJson != null)
    .map((m) => `module ${m.moduleId}${m.isDel ? ' (deleted)' : ' (draft)'}`);
}

const TOKEN = /^[A-Za-z0-9_-]{40,}$/;
const withoutTokens = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value ?? null), (_k, v) => (typeof v === 'string' && TOKEN.test(v) ? '<token>' : v));

let attempts = 0;
const sizes = new Map<CallName, number>();

async function attempt(name: CallName, probe: Probe, target: Tenant, caller: Tenant, kind: Kind) {
  const token = caller.sessions[kind] ?? null;
  const answer = await wire(name, probe.body, { token });
  attempts++;
  sizes.set(name, (sizes.get(name) ?? 0) + 1);
  const where = `${name} by ${caller.name}'s ${kind} at ${target.name}: ${probe.label} → ${answer.status}/${answer.code} ${answer.message}`;
  expect(answer.status, where).toBeLessThan(500);
  const e = probe.expect;
  if (e.kind === 'public') {
    const anonymous = await wire(name, probe.body, { token: null });
    expect(
      { code: answer.code, payload: withoutTokens(answer.payload) },
      `${where}: differs from an anonymous caller's answer`,
    ).toEqual({ code: anonymous.code, payload: withoutTokens(anonymous.payload) });
    if (caller !== target) expect(traces(answer, caller), `${where}: carries the caller's data`).toEqual([]);
    expect(unpublished(answer), `${where}: carries drafts or deleted modules`).toEqual([]);
    return;
  }
  // Callers without a share session are refused by the protocol before any resource is looked at.
  const accepted = new Set([...(e.codes ?? []), 401, ...(kind === 'admin' && e.kind === 'refused' ? [403] : [])]);
  if (answer.code === 200) {
    expect(e.kind, `${where}: should have been refused`).toBe('ownOnly');
    expect(traces(answer, target), `${where}: leaks the target's data`).toEqual([]);
  } else {
    expect(answer.code >= 400 && answer.code < 500 && answer.payload === null, where).toBe(true);
    if (e.kind === 'refused' || e.codes) expect([...accepted], where).toContain(answer.code);
    else expect(answer.code, `${where}: a refusal other than 401 means the probe itself is wrong`).toBe(401);
  }
}

beforeAll(async () => {
  const A: Tenant = {
    name: 'A',
    companyNumber: TENANT_FIXTURES.A.companyNumber,
    companyName: '',
    productPattern: /\bSB\d{6}\b/,
    shares: [],
    products: [],
    categories: [],
    modules: new Map(),
    sessions: {},
    account: TENANT_FIXTURES.A.account,
    admin: TENANT_FIXTURES.A.admin,
    secrets: [],
    orders: [],
    exportId: '',
    conversationId: 0,
    picture: '',
    synonyms: [],
    importId: '',
    mediaId: 0,
  };
  const B: Tenant = {
    name: 'B',
    companyNumber: TENANT_FIXTURES.B.companyNumber,
    companyName: '',
    productPattern: /\bBK\d{6}\b/,
    shares: [],
    products: [],
    categories: [],
    modules: new Map(),
    sessions: {},
    account: TENANT_FIXTURES.B.account,
    admin: TENANT_FIXTURES.B.admin,
    secrets: [],
    orders: [],
    exportId: '',
    conversationId: 0,
    picture: '',
    synonyms: [],
    importId: '',
    mediaId: 0,
  };
  Object.assign(tenants, { A, B });
  await openSessions(A, {
    public: DEMO_SHARES.public.code,
    code: {
      code: TENANT_FIXTURES.A.codeLogin.share,
      email: TENANT_FIXTURES.A.codeLogin.email,
      verifyCode: TENANT_FIXTURES.A.codeLogin.verifyCode,
    },
  });
  await openSessions(B, { code: TENANT_FIXTURES.B.codeShare });
  await describeTenant(A, [DEMO_SHARES.public.code, DEMO_SHARES.code.code, DEMO_SHARES.private.code]);
  await describeTenant(B, [TENANT_FIXTURES.B.account.url, TENANT_FIXTURES.B.codeShare.code]);
}, 120_000);

afterAll(async () => {
  // The suppliers' searches go back to the built-in vocabulary for the test files after this one.
  for (const t of [tenants.A, tenants.B])
    if (t?.sessions.admin) await must('ConsoleSaveSearchSynonyms', { groups: [] }, t.sessions.admin);
  const perCall = [...sizes.values()];
  console.log(
    `cross-tenant matrix: ${Object.keys(MATRIX).length} calls × up to ${KINDS.length} session kinds per supplier × ${Math.min(...perCall)}–${Math.max(...perCall)} attempts per call = ${attempts} attempts in both directions (A: ${Object.keys(tenants.A?.sessions ?? {}).join(', ')}; B: ${Object.keys(tenants.B?.sessions ?? {}).join(', ')})`,
  );
});

describe('cross-tenant matrix', () => {
  it('covers every call of the table', () => {
    const missing = Object.keys(calls).filter((name) => !(name in MATRIX));
    expect(missing, 'calls in schemas/api/calls.ts without a cross-tenant matrix entry').toEqual([]);
    expect(
      Object.keys(MATRIX).filter((name) => !(name in calls)),
      'matrix entries for calls no longer in the table',
    ).toEqual([]);
  });

  it('every supplier has the session kinds the matrix promises', () => {
    expect(Object.keys(tenants.A.sessions).sort()).toEqual([...KINDS].sort());
    // The demo's second supplier has no public site (it proves 420), so it has no public visitors.
    expect(Object.keys(tenants.B.sessions).sort()).toEqual(KINDS.filter((k) => k !== 'public').sort());
  });

  for (const name of Object.keys(MATRIX) as CallName[]) {
    it(`${name}: ${MATRIX[name].rule}`, async () => {
      for (const target of [tenants.B, tenants.A]) {
        const caller = other(target);
        const probes = MATRIX[name].probes(target, caller);
        expect(probes.length, `${name} has no probe against ${target.name}`).toBeGreaterThan(0);
        await plant(target);
        const before = await stateOf(target);
        expect(JSON.stringify(before)).toMatch(target.productPattern);
        for (const kind of KINDS) {
          if (!(kind in caller.sessions)) continue;
          for (const probe of probes) await attempt(name, probe, target, caller, kind);
        }
        expect(
          await stateOf(target),
          `${name} by ${caller.name} changed ${target.name}'s favourites, history or designs`,
        ).toEqual(before);
      }
    }, 120_000);
  }

  it("the leak detector sees a supplier's data in its own answers", async () => {
    for (const t of [tenants.A, tenants.B]) {
      for (const [name, body] of [
        ['GetProductList', { pageIndex: 1, pageSize: 5 }],
        ['GetCollectNumbers', {}],
        ['GetCompanyContactInfoByAPP', { shareId: t.shares[0].id }],
      ] as const) {
        expect(traces(await wire(name, body, { token: t.sessions.account }), t), `${name} of ${t.name}`).not.toEqual(
          [],
        );
      }
      expect(traces(await wire('GetCompanyInfoOnLoginV2', { url: t.shares[0].code }), t).join()).toMatch(
        /module \d+.*share id/,
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The Access room (issue 24): each supplier's invitation share gets a code of its own to aim at; after each round its
// shares (kind, state, settings) and that share's codes are as they were.

const MATRIX_SHARE_SETTINGS = {
  ...PRIVATE_SHARE_SETTINGS,
  isShowPrice: false,
  showNumber: -1,
  productSource: 0,
  salesperson: 'matrix',
};
const accessPlants = {} as Record<'A' | 'B', { share: string; code: string }>;
/** Each supplier's own admin account id (the Staff room's probes aim at it). */
const staffPlants = {} as Record<'A' | 'B', number>;
/** Each supplier's own private account id (the Buyers room's probes aim at it). */
const buyerPlants = {} as Record<'A' | 'B', number>;
/** A logo each supplier's admin uploaded and never saved (the Company room's probes aim at it). */
const logoPlants = {} as Record<'A' | 'B', string>;
/** An about-us picture each supplier's admin uploaded and never saved. */
const aboutPlants = {} as Record<'A' | 'B', string>;
const MATRIX_COMPANY = {
  name: 'matrix',
  logo: '',
  currency: 'EUR',
  email: '',
  telephone: '',
  website: '',
  contacts: [],
  seo: [],
  app: { iosId: '', androidId: '', iosLogo: '', androidLogo: '', uploadStatus: 0 },
  aboutPictures: [],
};

async function accessStateOf(t: Tenant) {
  const shares = (
    await must<{ items: { shareRandomCode: string; kind: string; state: string; settings: unknown; label: string }[] }>(
      'ConsoleShareList',
      {},
      t.sessions.admin,
    )
  ).items;
  const codes = (
    await must<{ items: { verifyCode: string; state: string }[] }>(
      'ConsoleCodeList',
      { shareRandomCode: accessPlants[t.name].share },
      t.sessions.admin,
    )
  ).items;
  const staff = (
    await must<{ items: { id: number; account: string; roles: string[]; state: string; name: string }[] }>(
      'ConsoleStaffList',
      {},
      t.sessions.admin,
    )
  ).items;
  const buyers = (
    await must<{ accounts: { id: number; state: string }[] }>(
      'ConsoleBuyerList',
      { query: t.account.account },
      t.sessions.admin,
    )
  ).accounts;
  const { company } = await must<{ company: unknown }>('ConsoleCompany', {}, t.sessions.admin);
  return {
    company,
    buyers: buyers.map((b) => `${b.id}:${b.state}`),
    staff: staff.map((m) => [m.id, m.account, m.name, m.state, m.roles.join()]),
    shares: shares.map((s) => [s.shareRandomCode, s.kind, s.state, s.label, s.settings]),
    codes: codes.map((c) => `${c.verifyCode}:${c.state}`),
  };
}

beforeAll(async () => {
  for (const [name, share] of [
    ['A', DEMO_SHARES.code.code],
    ['B', TENANT_FIXTURES.B.codeShare.code],
  ] as const) {
    const issued = await must<{ items: { verifyCode: string }[] }>(
      'ConsoleIssueCodes',
      { shareRandomCode: share, emails: [`matrix-plant-${name.toLowerCase()}@matrix.test`] },
      tenants[name].sessions.admin,
    );
    accessPlants[name] = { share, code: issued.items[0].verifyCode };
    const staff = await must<{ items: { id: number; isYou: boolean }[] }>(
      'ConsoleStaffList',
      {},
      tenants[name].sessions.admin,
    );
    staffPlants[name] = staff.items.find((m) => m.isYou)!.id;
    const buyers = await must<{ accounts: { id: number; account: string }[] }>(
      'ConsoleBuyerList',
      { query: tenants[name].account.account },
      tenants[name].sessions.admin,
    );
    buyerPlants[name] = buyers.accounts.find((a) => a.account === tenants[name].account.account)!.id;
    tenants[name].secrets.push(issued.items[0].verifyCode);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(TINY_PNG, 'base64')]), 'logo.png');
    const uploaded = await fetch(baseUrl() + '/api/Console/ConsoleUploadLogo', {
      method: 'POST',
      headers: {
        ...makeSignHeaders(Date.now(), 'aabbccddeeff0033'),
        authorization: `Bearer ${tenants[name].sessions.admin}`,
      },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    logoPlants[name] = openEnvelope<{ logo: string }>(
      (await uploaded.json()) as Envelope<{ logo: string }>,
      'data',
    ).logo;
    const aboutForm = new FormData();
    aboutForm.append('file', new Blob([Buffer.from(TINY_PNG, 'base64')]), 'factory.png');
    const about = await fetch(baseUrl() + '/api/Console/ConsoleUploadAboutPicture', {
      method: 'POST',
      headers: {
        ...makeSignHeaders(Date.now(), 'aabbccddeeff0034'),
        authorization: `Bearer ${tenants[name].sessions.admin}`,
      },
      body: aboutForm,
    });
    expect(about.status).toBe(200);
    aboutPlants[name] = openEnvelope<{ picture: string }>(
      (await about.json()) as Envelope<{ picture: string }>,
      'data',
    ).picture;
  }
});
