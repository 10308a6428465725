// crypto.randomUUID exists only in secure contexts: on plain http at a LAN address (a fair's local server) it is
// undefined. getRandomValues works everywhere, so keys sent to the server come from it (docs/decisions.md,
// "WebCrypto on the wire").

/** `bytes` random bytes as lowercase hex (16 bytes: the 32 characters of a UUID without its dashes). */
export const randomHex = (bytes = 16) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
