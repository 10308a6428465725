// The response envelope and request headers of spec section 7, with the synchronous pure-JavaScript cipher: tests,
// scripts and the server's header check. The browser app uses ./wire.ts with the WebCrypto cipher instead
// (./subtleCipher.ts), so crypto-js stays out of its first chunk. See docs/protocol.md for the byte-level contract.
import { encryptJson, decryptJson } from './crypto';
import { PLATFORM } from './constants';
import { HEADER, sealedPayload, signPayload, type Envelope, type RequestSign } from './wire';

export * from './wire';

export function makeSignHeaders(serverTimeMs: number, nonce: string): Record<string, string> {
  const time = String(serverTimeMs);
  return { [HEADER.time]: time, [HEADER.sign]: encryptJson(signPayload(serverTimeMs, nonce), time) };
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
  const sealed = sealedPayload(envelope, field);
  return sealed === null ? (envelope[field] as T) : decryptJson<T>(sealed, envelope.dateTime);
}
