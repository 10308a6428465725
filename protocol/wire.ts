// The envelope's shape and headers of spec section 7, without a cipher (docs/protocol.md has the byte-level contract).
// The browser's first chunk imports this and the WebCrypto cipher (./subtleCipher.ts); tests, scripts and the
// server's header check use the synchronous helpers of ./envelope.ts, which re-exports all of this.
import { PLATFORM, PROTOCOL_VERSION } from './constants';

/** Spec: "a server-date-derived key". This is obfuscation against casual scraping, not secrecy: APP_KEY ships in the
 *  browser bundle. Confidentiality comes from HTTPS. */
export const APP_KEY = 'vitrine-share-2026';

/** What does not exist, on a 404 (docs/protocol.md section 6): the call itself, or the thing a call was asked about. */
export type NotFoundReason =
  'noSuchCall' | 'noSuchProduct' | 'noSuchMedia' | 'noSuchModule' | 'noSuchOrder' | 'noSuchConversation';
/** Which refusal a business error is, so a client words it in its own language: a 404's reason, or a cart or order
 *  refusal (422) of issue 13, or a chat or upload refusal of issue 14. */
export type RefusalReason =
  | NotFoundReason
  | 'cartFull'
  | 'unavailableProducts'
  | 'statusChange'
  | 'noCart'
  | 'noChat'
  | 'notAnImage'
  | 'emptyFile'
  | 'truncatedImage'
  | 'fileTooLarge'
  | 'notMultipart'
  | 'staleVersion'
  | 'duplicateNumber'
  | 'duplicateBarcode'
  | 'lastAdmin'
  | 'accountTaken'
  | 'awaitingApproval'
  | 'badSpreadsheet'
  | 'noSuchImport'
  | 'noSuchCategory'
  | 'categoryNotEmpty'
  | 'notProductMedia'
  | 'tooManyPictures';

/** Main-API envelope: payload in `data`. Toys-API envelope (secondary client): payload in `item`. */
export interface Envelope<T = unknown> {
  code: number;
  data?: T | string | null;
  item?: T | string | null;
  message: string;
  msg: string;
  encryptCode: number;
  dateTime: string;
  /** On 404s, which of the 404s this is (issue 12); on cart and order refusals, which refusal (issue 13). */
  reason?: RefusalReason;
}

export const ENCRYPTED = 200;
export const PLAIN = 0;

export const HEADER = {
  time: 'x-request-time',
  sign: 'x-request-sign',
  authorization: 'authorization',
} as const;

/** The decrypted content of the x-request-sign header. */
export interface RequestSign {
  sign: string; // random nonce, 16 hex characters
  time: number; // the client's server-clock, ms since epoch; equals x-request-time
  platform: string; // always "PC" for the web client
  version: string;
}

/** What x-request-sign carries, before it is encrypted with the key of x-request-time (String(serverTimeMs)). */
export const signPayload = (serverTimeMs: number, nonce: string): RequestSign => ({
  sign: nonce,
  time: serverTimeMs,
  platform: PLATFORM,
  version: PROTOCOL_VERSION,
});

/** The payload field's ciphertext when encryptCode says it is encrypted; null when the field is the payload itself. */
export function sealedPayload(envelope: Envelope, field: 'data' | 'item'): string | null {
  const raw = envelope[field];
  return envelope.encryptCode === ENCRYPTED && typeof raw === 'string' ? raw : null;
}
