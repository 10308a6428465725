// Files for the product picture tests (tests/api/productUploads.test.ts, the matrix, the fuzzer): the upload as the
// console sends it, and a picture bomb.
import { crc32, deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { makeSignHeaders, openEnvelope, type Envelope } from '../../protocol/envelope';
import { baseUrl } from './helpers';
import { nonce } from './wire';

export type Media = {
  pictures: { id: number; thumbUrl: string; url: string; width: number; height: number }[];
  video?: { id: number; url: string };
  poster?: { id: number; url: string };
};

/** ConsoleUploadProductMedia: signed headers, bearer token, the fields (productNumber, role) then the file. */
export async function uploadMedia(
  token: string,
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string>,
  base = baseUrl(),
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([Uint8Array.from(bytes)]), name);
  const response = await fetch(base + '/api/Console/ConsoleUploadProductMedia', {
    method: 'POST',
    headers: { ...makeSignHeaders(Date.now(), nonce()), authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  const envelope = (await response.json()) as Envelope<Media>;
  const data = envelope.code === 200 ? openEnvelope(envelope, 'data') : null;
  return { status: response.status, code: envelope.code, reason: envelope.reason, message: envelope.message, data };
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG of a few hundred bytes whose header claims 20,000 × 20,000 pixels (400 megapixels, 1.6 GB decoded). */
export function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(20_001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** ConsoleImportPictures: the import's id (null: none sent), then the .zip. */
export async function uploadPhotoZip(token: string, importId: string | null, zip: Uint8Array) {
  const form = new FormData();
  if (importId !== null) form.append('importId', importId);
  form.append('file', new Blob([Uint8Array.from(zip)]), 'photos.zip');
  const response = await fetch(baseUrl() + '/api/Console/ConsoleImportPictures', {
    method: 'POST',
    headers: { ...makeSignHeaders(Date.now(), nonce()), authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  const envelope = (await response.json()) as Envelope<PhotoAnswer>;
  const data = envelope.code === 200 ? openEnvelope(envelope, 'data') : null;
  return { status: response.status, code: envelope.code, reason: envelope.reason, message: envelope.message, data };
}

export type PhotoAnswer = {
  products: { productNumber: string; pictures: number }[];
  unmatched: string[];
  refused: { fileName: string; reason: string }[];
  counts: { pictures: number; products: number; unmatched: number; refused: number; skipped?: number };
};

/** A .zip of a few kB whose one entry unpacks to 30 MB of zeros (over a picture's 20 MB). */
export const photoZipBomb = (name = 'BOMB.jpg') => zipSync({ [name]: new Uint8Array(30_000_000) }, { level: 9 });
