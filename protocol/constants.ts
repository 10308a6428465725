// Business constants of spec section 9 — the one place both the browser and the server read them from.
export const SHARE_CODE_LENGTH = 9;
export const ACCOUNT_LENGTH = { min: 6, max: 16 } as const;
export const PASSWORD_LENGTH = { min: 8, max: 16 } as const;
export const MOBILE_MAX_LENGTH = 20;
export const UPLOAD_LIMIT_BYTES = {
  home: 5 * 1024 * 1024,
  loginRegister: 10 * 1024 * 1024,
  chatImage: 5_000_000,
} as const;
export const HISTORY_DAYS = 30;
export const CHAT_PAGE_SIZE = 20;
export const POLL_INTERVAL_MS = 5_000;
/** Not in the spec: the most messages one isLoadNew answer carries; a client that gets this many asks again at once. */
export const CHAT_NEW_LIMIT = 100;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const RETRIES = { main: 0, toys: 1 } as const;
export const RETRY_DELAY_MS = 1_000;
export const CLOCK_RETRY_DELAY_MS = 1_000;
export const CLOCK_TICK_MS = 1_000;
export const RESIZE_WAIT_MS = 500;
/** Widest viewport that gets the mobile design (and loginType 4); the CSS media queries use the same 767 / 768 px. */
export const MOBILE_MAX_WIDTH = 767;
export const IMAGE_QUALITY = { image: 0.7, videoFrame: 0.1 } as const;
export const LOGIN_TYPE = { pc: 1, mobile: 4 } as const;
export const FLOATING_BALL = {
  zIndex: 1001,
  edgePx: 10,
  snapMs: 500,
  collapseAfterMs: 1_000,
  collapseMs: 200,
} as const;
export const SCANNER = { fps: 20, boxPx: 350, facingMode: 'environment' } as const;
export const PASSWORD_LABEL_WIDTHS_PX = [90, 110, 140, 160, 170] as const;

// Decided by us (spec says "not shown"); see docs/decisions.md and docs/protocol.md.
/** A request whose signed time differs from the server's by more than this gets 409. */
export const CLOCK_TOLERANCE_MS = 60_000;
/** The Server-Timing entry in which the SPA page's answer names the server's time (epoch ms in `desc`): the app's
 *  clock starts from it rather than a first GetSystemDate (docs/protocol.md, section 5, "Clock"). */
export const PAGE_CLOCK_TIMING = 'clock';
/** Network timeout of one attempt. */
export const REQUEST_TIMEOUT_MS = { main: 30_000, toys: 30_000 } as const;
/** Largest request body the server reads (JSON); bigger bodies get 413. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;
/** The studio's page save (ConsoleSavePageDesign) only: a 200-module page with texts in 16 languages is about 330 KB
 *  (docs/decisions.md); 2 MiB leaves room for longer texts and non-Latin scripts and stays bounded. */
export const MAX_PAGE_SAVE_BODY_BYTES = 2 * 1024 * 1024;
export const PLATFORM = 'PC';
export const PROTOCOL_VERSION = '1.0.0';

/** Spec section 9: label widths of the password group vary by language (90 px default, 110, 140, 160, 170). */
export const PASSWORD_LABEL_WIDTH_BY_LOCALE: Record<string, (typeof PASSWORD_LABEL_WIDTHS_PX)[number]> = {
  en: 110,
  id: 110,
  vi: 110,
  th: 110,
  ar: 110,
  he: 110,
  tl: 140,
  es: 140,
  'pt-BR': 140,
  fr: 160,
  de: 160,
  pl: 160,
  'ru-RU': 170,
};
