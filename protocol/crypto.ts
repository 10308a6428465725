// The wire cipher of spec section 7 in pure JavaScript (crypto-js), synchronous.
// AES-256-CBC, PKCS#7 padding; key = SHA-256(APP_KEY + "|" + dateTime) (32 bytes); a fresh random 16-byte IV
// is prepended to the ciphertext and the whole is Base64 (standard alphabet, with padding).
// See docs/protocol.md. The browser app runs the same recipe on WebCrypto (./subtleCipher.ts) and loads this
// pure-JavaScript one only where WebCrypto is missing (plain http on a LAN address); tests and scripts use it as is.
import AES from 'crypto-js/aes';
import SHA256 from 'crypto-js/sha256';
import Utf8 from 'crypto-js/enc-utf8';
import Base64 from 'crypto-js/enc-base64';
import WordArray from 'crypto-js/lib-typedarrays';
import CryptoJS from 'crypto-js/core';
import { APP_KEY } from './wire';

export { APP_KEY };

function keyFor(dateTime: string) {
  return SHA256(`${APP_KEY}|${dateTime}`);
}

export function encryptText(plain: string, dateTime: string): string {
  const iv = WordArray.random(16);
  const cipher = AES.encrypt(Utf8.parse(plain), keyFor(dateTime), {
    iv,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  return Base64.stringify(iv.clone().concat(cipher.ciphertext));
}

/** Throws when the text is not a ciphertext made with this dateTime's key. */
export function decryptText(encoded: string, dateTime: string): string {
  const all = Base64.parse(encoded);
  if (all.sigBytes <= 16 || (all.sigBytes - 16) % 16 !== 0) throw new Error('ciphertext has a wrong length');
  const iv = CryptoJS.lib.WordArray.create(all.words.slice(0, 4), 16);
  const ciphertext = CryptoJS.lib.WordArray.create(all.words.slice(4), all.sigBytes - 16);
  const plain = AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), keyFor(dateTime), {
    iv,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  const text = plain.sigBytes > 0 ? Utf8.stringify(plain) : '';
  if (!text) throw new Error('ciphertext does not decrypt with this key');
  return text;
}

export const encryptJson = (value: unknown, dateTime: string) => encryptText(JSON.stringify(value), dateTime);
export const decryptJson = <T>(encoded: string, dateTime: string): T => JSON.parse(decryptText(encoded, dateTime)) as T;
