// The wire cipher of protocol/crypto.ts (AES-256-CBC, PKCS#7, key SHA-256(APP_KEY|dateTime), random IV first, Base64)
// with Node's native crypto: the same bytes on the wire, a fraction of the time. crypto-js in pure JavaScript was the
// largest single cost of a request on the server (profile of the read mix, issue 30); the browser keeps crypto-js.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { APP_KEY } from '../../protocol/crypto';

// Answers sent in the same millisecond share a key: one hash instead of one per answer under load.
let lastKey = { dateTime: '', key: Buffer.alloc(0) };
function keyFor(dateTime: string) {
  if (lastKey.dateTime !== dateTime)
    lastKey = { dateTime, key: createHash('sha256').update(`${APP_KEY}|${dateTime}`).digest() };
  return lastKey.key;
}
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The IV and ciphertext as bytes, before Base64 (an answer compressed with base64Gzip.ts takes them as they are). */
export function encryptBytes(plain: string | Buffer, dateTime: string): Buffer {
  const key = keyFor(dateTime);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([
    iv,
    typeof plain === 'string' ? cipher.update(plain, 'utf8') : cipher.update(plain),
    cipher.final(),
  ]);
}

export const encryptText = (plain: string, dateTime: string): string =>
  encryptBytes(plain, dateTime).toString('base64');

export const encryptJson = (value: unknown, dateTime: string) => encryptText(JSON.stringify(value), dateTime);

/** Throws when the text is not a ciphertext made with this dateTime's key (as protocol/crypto.ts's decryptText). */
export function decryptText(encoded: string, dateTime: string): string {
  const all = Buffer.from(encoded, 'base64');
  if (all.length <= 16 || (all.length - 16) % 16 !== 0) throw new Error('ciphertext has a wrong length');
  const decipher = createDecipheriv('aes-256-cbc', keyFor(dateTime), all.subarray(0, 16));
  const text = utf8.decode(Buffer.concat([decipher.update(all.subarray(16)), decipher.final()]));
  if (!text) throw new Error('ciphertext does not decrypt with this key');
  return text;
}

export const decryptJson = <T>(encoded: string, dateTime: string): T => JSON.parse(decryptText(encoded, dateTime)) as T;
