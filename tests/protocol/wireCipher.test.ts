// The server's native cipher (server/http/wireCipher.ts) makes what the browser's (protocol/crypto.ts) reads: ASCII,
// CJK, emoji and empty-ish payloads, lengths on and around the 16-byte block, a fresh IV each time, and a wrong
// dateTime refused; and the other way round.
import { describe, expect, it } from 'vitest';
import { decryptJson, decryptText } from '../../protocol/crypto';
import * as browser from '../../protocol/crypto';
import { decryptText as serverDecrypt, encryptJson, encryptText } from '../../server/http/wireCipher';

describe('server wire cipher', () => {
  it('round-trips through the browser implementation', () => {
    const dateTime = new Date().toISOString();
    for (const text of [
      'x',
      'a'.repeat(15),
      'b'.repeat(16),
      'c'.repeat(17),
      '毛绒玩具 🧸 Ünïcødé',
      'z'.repeat(100_000),
    ])
      expect(decryptText(encryptText(text, dateTime), dateTime)).toBe(text);
    const value = { items: [{ price: 1.5, name: 'Teddy' }], totalCount: 1 };
    expect(decryptJson(encryptJson(value, dateTime), dateTime)).toEqual(value);
    expect(encryptText('same', dateTime)).not.toBe(encryptText('same', dateTime));
    expect(() => decryptText(encryptText('secret text', dateTime), '2020-01-01T00:00:00.000Z')).toThrow();
    // And the server reads what the browser makes (request signatures).
    for (const text of ['{"sign":"00112233aabbccdd"}', '毛绒 🧸', 'q'.repeat(16)])
      expect(serverDecrypt(browser.encryptText(text, dateTime), dateTime)).toBe(text);
    expect(() => serverDecrypt(browser.encryptText('secret text', dateTime), '2020-01-01T00:00:00.000Z')).toThrow();
    expect(() => serverDecrypt('AAAA', dateTime)).toThrow();
  });
});
