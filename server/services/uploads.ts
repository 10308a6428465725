// InsertPic (spec section 7): pictures uploaded by buyers (chat, avatar) and by the service desk. The size limit is
// enforced on the stream as bytes arrive (a 50 MB upload is cut off at the limit, never read whole); the bytes are
// then checked by content (protocol/imageFile.ts, the same check the browser makes first), not by name or declared
// type, and stored under a random key through the file store. Nothing is stored for a refused file.
import { randomBytes } from 'node:crypto';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { Database } from '../db/database';
import type { InsertPicResponse } from '../../schemas/api/types.gen';
import { UPLOAD_LIMIT_BYTES } from '../../protocol/constants';
import { CHAT_IMAGE_MAX_BYTES, IMAGE_CONTENT_TYPES, checkImage, type ImageKind } from '../../protocol/imageFile';
import { findControlCharacter } from './controlCharacters';
import { ShareError } from './messages';
import type { FileStore } from './fileStore';
import type { Session } from './sessions';

/** Spec sections 5 and 9: chat pictures at most 5,000,000 bytes; avatars at most the login / register limit. */
export const UPLOAD_LIMITS: Record<string, number> = {
  chat: UPLOAD_LIMIT_BYTES.chatImage,
  avatar: UPLOAD_LIMIT_BYTES.loginRegister,
};
export const UPLOAD_LIMIT_MAX_BYTES = Math.max(...Object.values(UPLOAD_LIMITS));
const EXTENSIONS: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', gif: 'gif', bmp: 'bmp', ico: 'ico' };
const TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([kind, ext]) => [ext, IMAGE_CONTENT_TYPES[kind as ImageKind]]),
);
const KEY = /^\d+\/[A-Za-z0-9_-]{22}\.(png|jpg|gif|bmp|ico)$/;

export const tooLarge = (limit: number) =>
  new ShareError(413, `Image too large: at most ${limit.toLocaleString('en')} bytes.`, 'fileTooLarge');

/** Reads a file part up to `limit` bytes; past it the part is drained and the upload refused, without keeping the rest. */
export async function readLimited(file: Readable, limit: number, refuse = tooLarge): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limit) {
        file.resume();
        throw refuse(limit);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ShareError || (error as { statusCode?: number }).statusCode) throw error;
    // The multipart parser's complaint about the body (a file part cut before its boundary): the caller's error, a
    // 400, never a 500 (issue 30: a fuzzer's malformed bodies).
    throw new ShareError(400, `Invalid request: the multipart body could not be read (${(error as Error).message}).`);
  }
  if ((file as Readable & { truncated?: boolean }).truncated) throw refuse(limit);
  return Buffer.concat(chunks);
}

/** The one file part of a multipart upload (named file), unread, and the plain-text fields sent before it (each at
 *  most maxFieldLength characters when given). Refuses (400) anything else, and a `required` field not sent before
 *  the file (a client that sends the file first would otherwise be told the product does not exist). The caller reads
 *  the bytes within its own limit (readLimited) and judges them by content: every upload call reads its parts here. */
export async function readSingleFilePart(
  parts: AsyncIterableIterator<Multipart>,
  maxFieldLength = Infinity,
  required: readonly string[] = [],
): Promise<{ fields: Record<string, string>; file: MultipartFile }> {
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.type === 'field') {
      if (
        typeof part.value !== 'string' ||
        part.value.length > maxFieldLength ||
        findControlCharacter(part.value, '') !== null
      )
        throw new ShareError(
          400,
          `Invalid request: field ${part.fieldname} must be ${maxFieldLength < Infinity ? 'short ' : ''}plain text.`,
        );
      fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'file')
      throw new ShareError(
        400,
        `Invalid request: the file must be sent as the part named file (got ${part.fieldname}).`,
      );
    const missing = required.find((name) => !fields[name]?.trim());
    if (missing)
      throw new ShareError(
        400,
        `Invalid request: field ${missing} is missing: send the fields (${required.join(', ')}) before the part named file.`,
      );
    return { fields, file: part };
  }
  throw new ShareError(400, 'Invalid request: no file was sent (a part named file).');
}

/** The picture's kind and size, judged by its bytes; a refusal (413 / 400 with its reason code) otherwise. */
export function checkedImage(bytes: Buffer, limit: number, accepted = 'PNG, JPG, JPEG, BMP, ICO and GIF') {
  const check = checkImage(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), limit);
  if (check.ok) return check;
  if (check.problem === 'tooLarge') throw tooLarge(limit);
  if (check.problem === 'empty') throw new ShareError(400, 'The file is empty.', 'emptyFile');
  if (check.problem === 'truncated')
    throw new ShareError(
      400,
      'The picture is incomplete (the file was cut short); please choose it again.',
      'truncatedImage',
    );
  throw notAnImage(accepted);
}

export const notAnImage = (accepted: string) =>
  new ShareError(400, `File format error: only ${accepted} pictures can be sent.`, 'notAnImage');

/** The one picture of a multipart upload, read within `limitOf(fields)` bytes and checked by its content: its fields,
 *  bytes and what the check found. Refuses (400 / 413, nothing kept) anything else. InsertPic and the console's logo
 *  upload (services/consoleCompany.ts) both read their file here. */
export async function readImageUpload(
  parts: AsyncIterableIterator<Multipart>,
  limitOf: (fields: Record<string, string>) => number,
) {
  const { fields, file } = await readSingleFilePart(parts);
  const limit = limitOf(fields);
  const bytes = await readLimited(file.file, limit);
  const check = checkedImage(bytes, limit);
  return { fields, bytes, check };
}

export function uploadService(db: Database, files: FileStore) {
  return {
    async insertPic(session: Session | undefined, parts: AsyncIterableIterator<Multipart>): Promise<InsertPicResponse> {
      const owner =
        session?.kind === 'account' && session.accountId
          ? { accountId: session.accountId, adminId: null }
          : session?.kind === 'admin' && session.adminId
            ? { accountId: null, adminId: session.adminId }
            : null;
      if (!session || !owner) throw new ShareError(403, 'Uploading pictures needs a private account sign-in.');
      const businessTypeOf = (fields: Record<string, string>) =>
        (fields.BusinessType ?? 'chat').trim().toLowerCase() || 'chat';
      const { fields, bytes, check } = await readImageUpload(
        parts,
        (fields) => UPLOAD_LIMITS[businessTypeOf(fields)] ?? CHAT_IMAGE_MAX_BYTES,
      );
      const businessType = businessTypeOf(fields);
      const key = `${session.companyId}/${randomBytes(16).toString('base64url')}.${EXTENSIONS[check.kind]}`;
      await files.put(key, bytes);
      await db.query(
        `INSERT INTO uploads (store_key, company_id, account_id, admin_id, business_type, content_type, bytes, width, height)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          key,
          session.companyId,
          owner.accountId,
          owner.adminId,
          businessType.slice(0, 40),
          IMAGE_CONTENT_TYPES[check.kind],
          bytes.length,
          check.width,
          check.height,
        ],
      );
      return [
        {
          fullPath: `/media/uploads/${key}`,
          fileName: key.split('/')[1],
          contentType: IMAGE_CONTENT_TYPES[check.kind],
          size: bytes.length,
          width: check.width,
          height: check.height,
        },
      ];
    },

    /** A stored picture to serve, by its key (the part of fullPath after /media/uploads/). */
    async open(key: string) {
      if (!KEY.test(key)) return null;
      const file = await files.get(key);
      return file ? { ...file, contentType: TYPE_BY_EXTENSION[key.split('.').pop()!] } : null;
    },
  };
}
