// The response envelope and request headers of spec section 7. See docs/protocol.md for the byte-level contract.
import { encryptJson, decryptJson } from './crypto';
import { PLATFORM, PROTOCOL_VERSION } from './constants';

/** What does not exist, on a 404 (docs/protocol.md section 6): the call itself, or the thing a call was asked about. */
export type NotFoundReason = 'noSuchCall' | 'noSuchProduct' | 'noSuchModule' | 'noSuchOrder' | 'noSuchConversation';
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

export function makeSignHeaders(serverTimeMs: number, nonce: string): Record<string, string> {
  const time = String(serverTimeMs);
  const payload: RequestSign = { sign: nonce, time: serverTimeMs, platform: PLATFORM, version: PROTOCOL_VERSION };
  return { [HEADER.time]: time, [HEADER.sign]: encryptJson(payload, time) };
}

/** Returns the decrypted sign or a reason it is unacceptable (never throws). */
export function readSignHeaders(
  time: unknown,
  sign: unknown,
  /** The server passes its native implementation of the same cipher (server/http/wireCipher.ts). */
  decrypt: <T>(encoded: string, dateTime: string) => T = decryptJson,
): { ok: true; value: RequestSign } | { ok: false; reason: string } {
  if (typeof time !== 'string' || !/^\d{10,16}$/.test(time))
    return { ok: false, reason: `header ${HEADER.time} is missing or not a millisecond timestamp` };
  if (typeof sign !== 'string' || sign.length > 1024)
    return { ok: false, reason: `header ${HEADER.sign} is missing or too long` };
  let value: RequestSign;
  try {
    value = decrypt<RequestSign>(sign, time);
  } catch {
    return { ok: false, reason: `header ${HEADER.sign} does not decrypt with the key of ${HEADER.time}` };
  }
  if (!value || typeof value !== 'object' || value.time !== Number(time))
    return { ok: false, reason: 'signed time differs from the time header' };
  if (typeof value.sign !== 'string' || !/^[0-9a-f]{16}$/.test(value.sign))
    return { ok: false, reason: 'sign nonce must be 16 hex characters' };
  if (value.platform !== PLATFORM) return { ok: false, reason: `platform must be ${PLATFORM}` };
  if (typeof value.version !== 'string') return { ok: false, reason: 'version is missing' };
  return { ok: true, value };
}

/** Unwraps the payload field, decrypting it when encryptCode says so. */
export function openEnvelope<T>(envelope: Envelope<T>, field: 'data' | 'item'): T {
  const raw = envelope[field];
  if (envelope.encryptCode === ENCRYPTED && typeof raw === 'string') return decryptJson<T>(raw, envelope.dateTime);
  return raw as T;
}
