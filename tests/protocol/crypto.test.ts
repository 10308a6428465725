// Cases: round trip, wrong key, tampering, and an independent decryption with node:crypto that follows
// docs/protocol.md literally (proves the documented recipe is the one the code uses).
import { describe, expect, it } from 'vitest';
import { createDecipheriv, createHash, createCipheriv, randomBytes } from 'node:crypto';
import { APP_KEY, decryptJson, encryptJson, decryptText } from '../../protocol/crypto';
import { makeSignHeaders, readSignHeaders, HEADER } from '../../protocol/envelope';

const dateTime = '2026-11-22T03:17:41.123Z';

describe('wire cipher', () => {
  it('round-trips JSON, including non-Latin text', () => {
    const value = { name: '音乐泰迪熊', ar: 'دب موسيقي', n: 12.5, list: [1, 2] };
    expect(decryptJson(encryptJson(value, dateTime), dateTime)).toEqual(value);
  });

  it('uses a fresh IV: the same value encrypts differently each time', () => {
    expect(encryptJson({ a: 1 }, dateTime)).not.toBe(encryptJson({ a: 1 }, dateTime));
  });

  it('refuses a ciphertext made for another dateTime', () => {
    const cipher = encryptJson({ secret: 'x'.repeat(40) }, dateTime);
    expect(() => decryptJson(cipher, '2026-11-22T03:17:42.123Z')).toThrow();
  });

  it('refuses garbage and truncated input', () => {
    expect(() => decryptText('not base64 at all!', dateTime)).toThrow();
    expect(() => decryptText(encryptJson({ a: 1 }, dateTime).slice(0, 20), dateTime)).toThrow();
  });

  it('matches the documented recipe: AES-256-CBC, PKCS#7, key = SHA-256(APP_KEY|dateTime), base64(iv || ciphertext)', () => {
    const key = createHash('sha256').update(`${APP_KEY}|${dateTime}`, 'utf8').digest();
    // our cipher → node:crypto
    const bytes = Buffer.from(encryptJson({ hello: 'мир' }, dateTime), 'base64');
    const decipher = createDecipheriv('aes-256-cbc', key, bytes.subarray(0, 16));
    const plain = Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8');
    expect(JSON.parse(plain)).toEqual({ hello: 'мир' });
    // node:crypto → our cipher
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    const encoded = Buffer.concat([iv, cipher.update('{"ok":true}', 'utf8'), cipher.final()]).toString('base64');
    expect(decryptJson(encoded, dateTime)).toEqual({ ok: true });
  });
});

describe('signed request headers', () => {
  it('are accepted when made by the client', () => {
    const headers = makeSignHeaders(1_790_000_000_000, '0123456789abcdef');
    const read = readSignHeaders(headers[HEADER.time], headers[HEADER.sign]);
    expect(read).toMatchObject({
      ok: true,
      value: { sign: '0123456789abcdef', time: 1_790_000_000_000, platform: 'PC' },
    });
  });

  it('are refused when the time header was changed after signing', () => {
    const headers = makeSignHeaders(1_790_000_000_000, '0123456789abcdef');
    expect(readSignHeaders('1790000009999', headers[HEADER.sign]).ok).toBe(false);
  });

  it('are refused when missing or malformed', () => {
    expect(readSignHeaders(undefined, undefined).ok).toBe(false);
    expect(readSignHeaders('abc', 'xyz').ok).toBe(false);
    expect(readSignHeaders('1790000000000', 'A'.repeat(2000)).ok).toBe(false);
  });
});
