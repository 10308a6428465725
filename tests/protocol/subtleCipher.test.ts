// The browser's WebCrypto cipher (protocol/subtleCipher.ts) and the server's native one (server/http/wireCipher.ts)
// read each other both ways, and so do it and the pure-JavaScript one (protocol/crypto.ts): ASCII, CJK, emoji, lengths
// on and around the 16-byte block, a large answer, a fresh IV each time, a wrong dateTime or garbage refused. Without
// crypto.subtle (plain http on a LAN address) it falls back to the pure-JavaScript cipher with the same bytes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as subtle from '../../protocol/subtleCipher';
import * as pureJs from '../../protocol/crypto';
import * as server from '../../server/http/wireCipher';

const dateTime = '2026-11-26T23:30:00.123Z';
const texts = ['x', 'a'.repeat(15), 'b'.repeat(16), 'c'.repeat(17), '毛绒玩具 🧸 Ünïcødé دب', 'z'.repeat(200_000)];

afterEach(() => vi.unstubAllGlobals());

/** What a wrong key reads: it is refused, except when its garbage happens to end in valid padding (about one time in
 *  256, a CI run's flake), and then it is never the message. */
const misread = (reading: Promise<string>) =>
  reading.then(
    (text) => text,
    () => null,
  );

describe('WebCrypto wire cipher', () => {
  it('reads what the server and the pure-JavaScript cipher make', async () => {
    for (const text of texts) {
      expect(await subtle.decryptText(server.encryptText(text, dateTime), dateTime)).toBe(text);
      expect(await subtle.decryptText(pureJs.encryptText(text, dateTime), dateTime)).toBe(text);
    }
    const value = { items: [{ price: 1.5, name: 'Teddy' }], totalCount: 1 };
    expect(await subtle.decryptJson(server.encryptJson(value, dateTime), dateTime)).toEqual(value);
  });

  it('makes what the server and the pure-JavaScript cipher read', async () => {
    for (const text of texts) {
      const sealed = await subtle.encryptText(text, dateTime);
      expect(server.decryptText(sealed, dateTime)).toBe(text);
      expect(pureJs.decryptText(sealed, dateTime)).toBe(text);
    }
    expect(await subtle.encryptText('same', dateTime)).not.toBe(await subtle.encryptText('same', dateTime));
  });

  it('refuses a wrong dateTime, a truncated text and garbage', async () => {
    const sealed = server.encryptText('secret text, longer than a block', dateTime);
    expect(await misread(subtle.decryptText(sealed, '2020-01-01T00:00:00.000Z'))).not.toBe(
      'secret text, longer than a block',
    );
    await expect(subtle.decryptText(sealed.slice(0, 20), dateTime)).rejects.toThrow();
    await expect(subtle.decryptText('not base64 at all!', dateTime)).rejects.toThrow();
    expect(() => server.decryptText('AAAA', dateTime)).toThrow();
  });

  it('falls back to the pure-JavaScript cipher where crypto.subtle is missing', async () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    const sealed = await subtle.encryptText('毛绒 🧸', dateTime);
    expect(server.decryptText(sealed, dateTime)).toBe('毛绒 🧸');
    expect(await subtle.decryptText(server.encryptText('{"ok":true}', dateTime), dateTime)).toBe('{"ok":true}');
    expect(await misread(subtle.decryptText(sealed, '2020-01-01T00:00:00.000Z'))).not.toBe('毛绒 🧸');
  });
});
