// Gzip for an answer whose bulk is one run of Base64 (an encrypted envelope: issue 30). Ciphertext is random, so the
// only thing any codec can take back is Base64's quarter: 64 equally likely characters need 6 bits, not 8. zlib's
// Huffman-only pass and brotli quality 1 find exactly that (ratio 0.752), but spend most of a request's compression
// budget building a code they could have known in advance. Here the code is fixed: the run is one deflate block
// with a prebuilt code (63 characters of 6 bits, one of 7, and the block's end), so compressing is a table look-up
// per character; the text before and after it (the envelope's fields, Base64's `=` padding) goes in blocks with
// deflate's fixed code. Any gzip reader inflates it (RFC 1951/1952); the output is the input, byte for byte.
import { crc32 } from 'node:zlib';

/** Answers of at least this many bytes are compressed when the client accepts br or gzip (API envelopes, media):
 *  smaller ones are not worth a header and a CPU slice. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const END_OF_BLOCK = 256;

/** Code lengths of the run's block: every Base64 character 6 bits but the highest ('z', 7 bits), and the end. */
const runLengths = new Uint8Array(257);
for (const c of BASE64) runLengths[c.charCodeAt(0)] = 6;
runLengths['z'.charCodeAt(0)] = 7;
runLengths[END_OF_BLOCK] = 7;

/** A Huffman code's bits as deflate writes them: first bit of the code in the lowest bit. */
function reversed(code: number, length: number) {
  let out = 0;
  for (let i = 0; i < length; i++) out |= ((code >> i) & 1) << (length - 1 - i);
  return out;
}

/** RFC 1951 3.2.2: canonical codes from lengths, bit-reversed for writing. */
function canonical(lengths: Uint8Array) {
  const count = new Uint16Array(16);
  for (const l of lengths) if (l) count[l]++;
  const next = new Uint16Array(16);
  for (let bits = 1, code = 0; bits < 16; bits++) next[bits] = code = (code + count[bits - 1]!) << 1;
  const codes = new Uint16Array(lengths.length);
  for (let s = 0; s < lengths.length; s++) if (lengths[s]) codes[s] = reversed(next[lengths[s]!]!++, lengths[s]!);
  return codes;
}
const runCodes = canonical(runLengths);

/** By a Base64 character's 6-bit value: its code in the run's block, and the code's length. */
const codeOfValue = new Uint16Array(64);
const lengthOfValue = new Uint8Array(64);
for (let v = 0; v < 64; v++) {
  const c = BASE64.charCodeAt(v);
  codeOfValue[v] = runCodes[c]!;
  lengthOfValue[v] = runLengths[c]!;
}

/** By two characters' 12 bits: their two codes (the first in the lowest bits) in the low half, the codes' total
 *  length in the high half. */
const pairs = new Int32Array(4096);
for (let p = 0; p < 4096; p++) {
  const [a, b] = [p >> 6, p & 63];
  pairs[p] = codeOfValue[a]! | (codeOfValue[b]! << lengthOfValue[a]!) | ((lengthOfValue[a]! + lengthOfValue[b]!) << 16);
}

/** Deflate's fixed code (RFC 1951 3.2.6) for literal bytes and the end of a block. */
const fixedLengths = new Uint8Array(288).fill(8, 0, 144).fill(9, 144, 256).fill(7, 256, 280).fill(8, 280, 288);
const fixedCodes = canonical(fixedLengths);

/** LSB-first bit writer over a buffer sized for the worst case. */
class Bits {
  out: Buffer;
  at = 0;
  acc = 0;
  n = 0;
  constructor(size: number) {
    this.out = Buffer.allocUnsafe(size);
  }
  put(bits: number, length: number) {
    this.acc |= bits << this.n;
    this.n += length;
    while (this.n >= 8) {
      this.out[this.at++] = this.acc & 0xff;
      this.acc >>>= 8;
      this.n -= 8;
    }
  }
  flush() {
    if (this.n > 0) this.out[this.at++] = this.acc & 0xff;
    this.acc = 0;
    this.n = 0;
  }
}

/** The run block's header (BFINAL 0, BTYPE 2, its code lengths), as bits: the same for every answer. */
const runHeader = (() => {
  // Code-length alphabet: the symbols 0, 1, 6 and 7 are all we use, 2 bits each (a complete code).
  const order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
  const clLengths = new Uint8Array(19);
  for (const s of [0, 1, 6, 7]) clLengths[s] = 2;
  const clCodes = canonical(clLengths);
  const used = order.findLastIndex((s) => clLengths[s]) + 1;
  const fields: [number, number][] = [
    [0, 1],
    [2, 2],
    [257 - 257, 5], // HLIT: literal/length codes 0..256
    [1 - 1, 5], // HDIST: one distance code (never used, but a block must describe one)
    [used - 4, 4],
  ];
  for (let i = 0; i < used; i++) fields.push([clLengths[order[i]!]!, 3]);
  for (let s = 0; s < 257; s++) fields.push([clCodes[runLengths[s]!]!, 2]);
  fields.push([clCodes[1]!, 2]); // the distance code's length: 1
  return fields;
})();

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]); // gzip, deflate, no name, no time, unknown OS

function putFixed(bits: Bits, bytes: Buffer, final: boolean) {
  bits.put(final ? 1 : 0, 1);
  bits.put(1, 2);
  for (const byte of bytes) bits.put(fixedCodes[byte]!, fixedLengths[byte]!);
  bits.put(fixedCodes[END_OF_BLOCK]!, fixedLengths[END_OF_BLOCK]!);
}

/**
 * Gzip of `before + Base64(raw) + after`, where Base64 is Node's (standard alphabet, `=` padding). `raw` is not
 * encoded to text here: the run's codes are taken from its bytes, six bits at a time. `base64` is the same run as
 * text, for the checksum (the caller has it already).
 */
export function gzipBase64(before: string, raw: Buffer, base64: string, after: string): Buffer {
  const head = Buffer.from(before);
  const padding = base64.length - Math.ceil((raw.length * 4) / 3);
  const tail = Buffer.from('='.repeat(padding) + after);
  const bits = new Bits(HEADER.length + 8 + (head.length + tail.length) * 2 + Math.ceil(raw.length * 1.35) + 120);
  HEADER.copy(bits.out);
  bits.at = HEADER.length;
  putFixed(bits, head, false);
  for (const [value, length] of runHeader) bits.put(value, length);
  // Three bytes are four characters; a 6- or 7-bit code each. The writer's state is kept in locals here: this loop
  // is the whole cost.
  const out = bits.out;
  let at = bits.at;
  let acc = bits.acc;
  let n = bits.n;
  const whole = raw.length - (raw.length % 3);
  for (let i = 0; i < whole; i += 3) {
    const word = (raw[i]! << 16) | (raw[i + 1]! << 8) | raw[i + 2]!;
    // Two characters per look-up (12 to 14 bits). With fewer than 8 bits waiting, the first pair always fills a byte
    // and the second two more, so those writes need no test; 24 bits (no 'z') leave the waiting count as it was.
    let pair = pairs[word >> 12]!;
    acc |= (pair & 0xffff) << n;
    n += (pair >> 16) - 8;
    out[at++] = acc;
    acc >>>= 8;
    pair = pairs[word & 4095]!;
    acc |= (pair & 0xffff) << n;
    n += (pair >> 16) - 16;
    out[at++] = acc;
    out[at++] = acc >>> 8;
    acc >>>= 16;
    if (n >= 8) {
      out[at++] = acc;
      acc >>>= 8;
      n -= 8;
    }
  }
  while (n >= 8) {
    out[at++] = acc & 0xff;
    acc >>>= 8;
    n -= 8;
  }
  bits.at = at;
  bits.acc = acc;
  bits.n = n;
  // The last one or two bytes: two or three characters, the missing bits zero (as Base64 writes them).
  const rest = raw.length - whole;
  if (rest) {
    const word = (raw[whole]! << 16) | (rest === 2 ? raw[whole + 1]! << 8 : 0);
    for (let k = 0, shift = 18; k <= rest; k++, shift -= 6) {
      const v = (word >> shift) & 63;
      bits.put(codeOfValue[v]!, lengthOfValue[v]!);
    }
  }
  bits.put(runCodes[END_OF_BLOCK]!, runLengths[END_OF_BLOCK]!);
  putFixed(bits, tail, true);
  bits.flush();
  const size = head.length + base64.length + tail.length - padding;
  const sum = crc32(after, crc32(base64, crc32(head)));
  bits.out.writeUInt32LE(sum >>> 0, bits.at);
  bits.out.writeUInt32LE(size >>> 0, bits.at + 4);
  return bits.out.subarray(0, bits.at + 8);
}

const preferences = new Map<string, boolean>();

/** Whether a client's Accept-Encoding takes gzip at least as gladly as brotli, the other codec answers use (the
 *  ratio on Base64 is the same, so gzipBase64 is chosen whenever the client does not rank brotli higher). */
export function prefersGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let known = preferences.get(acceptEncoding);
  if (known === undefined) {
    const q: Record<string, number> = {};
    for (const part of acceptEncoding.toLowerCase().split(',')) {
      const [name = '', ...params] = part.split(';').map((s) => s.trim());
      const weight = params.find((p) => p.startsWith('q='));
      const value = weight ? Number(weight.slice(2)) : 1;
      q[name === 'x-gzip' ? 'gzip' : name] = Number.isFinite(value) ? value : 0;
    }
    const gzip = q.gzip ?? q['*'] ?? 0;
    known = gzip > 0 && gzip >= (q.br ?? q['*'] ?? 0);
    if (preferences.size > 200) preferences.clear();
    preferences.set(acceptEncoding, known);
  }
  return known;
}
