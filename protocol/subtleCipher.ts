// The wire cipher of ./crypto.ts on WebCrypto, for the browser app: the same bytes on the wire (AES-256-CBC, PKCS#7,
// key SHA-256(APP_KEY|dateTime), a random 16-byte IV first, Base64) without shipping crypto-js (~6 KB gzip) in the
// first chunk, and off the main thread for large answers. crypto.subtle exists only in secure contexts (https, and
// http on localhost): on plain http (a LAN address at a fair) the pure-JavaScript cipher is loaded on first use.
// docs/decisions.md, "WebCrypto on the wire".
import { APP_KEY } from './wire';

type Sync = typeof import('./crypto');

const utf8 = new TextEncoder();
// fatal: bytes that are not UTF-8 mean a wrong key, as crypto-js's Utf8.stringify throws on them.
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

/** WebCrypto when this page may use it, else null. Read per call, so a test can take it away. */
const subtle = (): SubtleCrypto | null => globalThis.crypto?.subtle ?? null;

let fallback: Promise<Sync> | null = null;
const pureJs = () => (fallback ??= import('./crypto'));

async function keyFor(s: SubtleCrypto, dateTime: string, use: KeyUsage) {
  const digest = await s.digest('SHA-256', utf8.encode(`${APP_KEY}|${dateTime}`));
  return s.importKey('raw', digest, 'AES-CBC', false, [use]);
}

function toBase64(bytes: Uint8Array) {
  let binary = '';
  // In slices: String.fromCharCode's argument list has a length limit.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000) as unknown as number[]);
  return btoa(binary);
}

function fromBase64(text: string) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function encryptText(plain: string, dateTime: string): Promise<string> {
  const s = subtle();
  if (!s) return (await pureJs()).encryptText(plain, dateTime);
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const sealed = await s.encrypt({ name: 'AES-CBC', iv }, await keyFor(s, dateTime, 'encrypt'), utf8.encode(plain));
  const all = new Uint8Array(16 + sealed.byteLength);
  all.set(iv);
  all.set(new Uint8Array(sealed), 16);
  return toBase64(all);
}

/** Rejects when the text is not a ciphertext made with this dateTime's key. */
export async function decryptText(encoded: string, dateTime: string): Promise<string> {
  const s = subtle();
  if (!s) return (await pureJs()).decryptText(encoded, dateTime);
  const all = fromBase64(encoded);
  if (all.length <= 16 || (all.length - 16) % 16 !== 0) throw new Error('ciphertext has a wrong length');
  const key = await keyFor(s, dateTime, 'decrypt');
  const text = fromUtf8.decode(await s.decrypt({ name: 'AES-CBC', iv: all.subarray(0, 16) }, key, all.subarray(16)));
  if (!text) throw new Error('ciphertext does not decrypt with this key');
  return text;
}

export const encryptJson = (value: unknown, dateTime: string) => encryptText(JSON.stringify(value), dateTime);
export const decryptJson = async <T>(encoded: string, dateTime: string): Promise<T> =>
  JSON.parse(await decryptText(encoded, dateTime)) as T;
