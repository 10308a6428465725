// The console's Company room (issue 24): the company's logo, name, currency, contact details and about-us text per
// language (contactInfoList), the page title, keywords and description per language (WebSiteSearchDetail) and the
// companion app's ids, and the about-us pictures — the caller's own company only, role admin. Saves carry the
// version they read (details_version, migration 029): a save made from an older reading is refused, never merged. Every buyer call reads the company row again;
// sharesChanged drops the few seconds a process keeps a share's facts (its logo among them, services/buyer.ts), so
// a change reaches buyers at their next call on every app server.
import { randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import sharp, { type OutputInfo } from 'sharp';
import type { Database, Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import { locales } from '../../protocol/languages';
import { UPLOAD_LIMIT_BYTES } from '../../protocol/constants';
import type { Staff } from './buyer';
import { ShareError } from './messages';
import { companyById, sharesChanged } from './shares';
import { logActivity } from './activity';
import { readImageUpload } from './uploads';
import type { FileStore } from './fileStore';
import { PRODUCT_MEDIA_LIMITS } from '../../protocol/productMedia';

interface FitOptions {
  limit: number;
  maxPixels: number;
  box: { width: number; height: number };
  format: 'png' | 'jpeg';
  type: string;
}

type Answer = CallTypes['ConsoleCompany']['response'];
type Company = Answer['company'];
type Contact = Company['contacts'][number];
type Seo = Company['seo'][number];

/** The logo as buyers get it: fits a 600 × 200 box (the header shows it at most 40 px high, sharp on 3× screens). */
const LOGO_BOX = { width: 600, height: 200 };
/** A picture with more pixels is refused before it is decoded (a small file can unpack to gigabytes). */
const LOGO_MAX_PIXELS = 40_000_000;
const LOGO_TYPE = 'logo';
/** About-us pictures: photos of a factory or showroom, shown about 400 px wide (sharp on 3× screens at 1200). */
const ABOUT_TYPE = 'about';
const ABOUT_BOX = { width: 1200, height: 1200 };

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const isSiteLocale = (v: unknown): v is Contact['language'] => locales.includes(v as Contact['language']);
const refused = (path: string, why: string) => new ShareError(400, `Invalid request: body.company.${path} ${why}.`);

async function appOf(db: Queryable, companyId: number): Promise<Company['app']> {
  // The same on every share of the company (a new share takes them from the oldest: services/consoleAccess.ts).
  const [row] = await db.query<{ share_info: Record<string, unknown> }>(
    'SELECT share_info FROM shares WHERE company_id = $1 ORDER BY id LIMIT 1',
    [companyId],
  );
  const info = row?.share_info ?? {};
  return {
    iosId: text(info.iosId),
    androidId: text(info.androidId),
    iosLogo: text(info.iosLogo),
    androidLogo: text(info.androidLogo),
    uploadStatus: info.uploadStatus === 1 ? 1 : 0,
  };
}

async function read(db: Queryable, companyId: number): Promise<Answer> {
  const row = await companyById(db, companyId);
  const info = row.customer_info;
  const contacts: Contact[] = (Array.isArray(row.contact_info_list) ? row.contact_info_list : [])
    .filter((c) => isSiteLocale(c.language))
    .map((c) => ({
      language: c.language as Contact['language'],
      name: text(c.name),
      companyName: text(c.companyName),
      telephone: text(c.telephone),
      mobile: text(c.mobile),
      email: text(c.email),
      address: text(c.address),
      aboutUs: text(c.aboutUs),
    }));
  const seo: Seo[] = Object.entries(row.seo ?? {})
    .filter(([language]) => isSiteLocale(language))
    .map(([language, s]) => ({
      language: language as Seo['language'],
      title: text(s.title),
      keyWord: text(s.keyWord),
      description: text(s.description),
    }));
  return {
    companyNumber: row.company_number,
    version: row.details_version,
    company: {
      name: row.name,
      logo: row.logo_url,
      currency: row.currency as Company['currency'],
      email: text(info.email),
      telephone: text(info.telephone),
      website: text(info.website),
      contacts,
      seo,
      app: await appOf(db, companyId),
      aboutPictures: (Array.isArray(info.aboutPictures) ? info.aboutPictures : []).filter(
        (p): p is string => typeof p === 'string',
      ),
    },
  };
}

/** A language written twice is refused at its second entry; entries with nothing written are dropped (the buyer's
 *  page then falls back to another language, docs/protocol.md). */
function perLanguage<T extends { language: string }>(list: T[], field: string): T[] {
  const seen = new Set<string>();
  list.forEach((entry, i) => {
    if (seen.has(entry.language)) throw refused(`${field}.${i}.language`, 'is repeated: one entry per language');
    seen.add(entry.language);
  });
  return list
    .map(
      (entry) =>
        Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, k === 'aboutUs' ? v : String(v).trim()])) as T,
    )
    .filter((entry) => Object.entries(entry).some(([k, v]) => k !== 'language' && String(v).trim()));
}

export function consoleCompanyService(db: Database, files: FileStore) {
  /** Whether `address` is a file this company's staff uploaded as `type` (its key under /media/uploads/). */
  async function uploaded(staff: Staff, address: string, type: string) {
    if (!address.startsWith('/media/uploads/')) return false;
    const [upload] = await db.query<{ id: number }>(
      'SELECT id FROM uploads WHERE store_key = $1 AND company_id = $2 AND business_type = $3',
      [address.slice('/media/uploads/'.length), staff.companyId, type],
    );
    return !!upload;
  }

  /** A picture checked by its content (services/uploads.ts), decoded by sharp within `maxPixels`, turned upright,
   *  fitted to `box` and written as `format`, then kept for this company as an upload of `type`. */
  async function storeFitted(
    staff: Staff,
    parts: AsyncIterableIterator<Multipart>,
    { limit, maxPixels, box, format, type }: FitOptions,
  ) {
    const { bytes, check } = await readImageUpload(parts, () => limit);
    if (check.width * check.height > maxPixels)
      throw new ShareError(
        400,
        `The picture is too large: at most ${maxPixels / 1_000_000} million pixels.`,
        'fileTooLarge',
      );
    let fitted: { data: Buffer; info: OutputInfo };
    try {
      const picture = sharp(bytes, { limitInputPixels: maxPixels, animated: false })
        .rotate()
        .resize({ ...box, fit: 'inside', withoutEnlargement: true });
      fitted = await (
        format === 'png' ? picture.png() : picture.flatten({ background: '#ffffff' }).jpeg({ quality: 82 })
      ).toBuffer({ resolveWithObject: true });
    } catch {
      // BMP and ICO pass the content check but sharp cannot read them.
      throw new ShareError(400, 'File format error: only PNG, JPEG or GIF pictures can be sent.', 'notAnImage');
    }
    const key = `${staff.companyId}/${randomBytes(16).toString('base64url')}.${format === 'png' ? 'png' : 'jpg'}`;
    await files.put(key, fitted.data);
    await db.query(
      `INSERT INTO uploads (store_key, company_id, account_id, admin_id, business_type, content_type, bytes, width, height)
       VALUES ($1, $2, NULL, $3, $4, $5, $6, $7, $8)`,
      [
        key,
        staff.companyId,
        staff.adminId,
        type,
        format === 'png' ? 'image/png' : 'image/jpeg',
        fitted.data.length,
        fitted.info.width,
        fitted.info.height,
      ],
    );
    return { address: `/media/uploads/${key}`, width: fitted.info.width, height: fitted.info.height };
  }

  return {
    read: (staff: Staff) => read(db, staff.companyId),

    async save(staff: Staff, body: CallTypes['ConsoleSaveCompany']['request']): Promise<Answer> {
      const draft = body.company;
      const name = draft.name.trim();
      if (!name) throw refused('name', 'is required');
      const contacts = perLanguage(draft.contacts, 'contacts');
      const seo = perLanguage(draft.seo, 'seo');
      const before = await read(db, staff.companyId);
      // The logo is the one stored, none, or a picture this company's staff uploaded as a logo: never an address
      // of someone else's file. Each about-us picture likewise.
      if (draft.logo && draft.logo !== before.company.logo && !(await uploaded(staff, draft.logo, LOGO_TYPE)))
        throw refused('logo', 'is not a logo uploaded for this company (ConsoleUploadLogo)');
      for (const key of ['iosLogo', 'androidLogo'] as const) {
        const icon = draft.app[key];
        if (icon && icon !== before.company.app[key] && !(await uploaded(staff, icon, LOGO_TYPE)))
          throw refused(`app.${key}`, 'is not a logo uploaded for this company (ConsoleUploadLogo)');
      }
      const pictures = new Set<string>();
      for (const [i, picture] of draft.aboutPictures.entries()) {
        if (pictures.has(picture)) throw refused(`aboutPictures.${i}`, 'is repeated');
        pictures.add(picture);
        if (!before.company.aboutPictures.includes(picture) && !(await uploaded(staff, picture, ABOUT_TYPE)))
          throw refused(`aboutPictures.${i}`, 'is not a picture uploaded for this company (ConsoleUploadAboutPicture)');
      }
      const app = {
        iosId: draft.app.iosId.trim(),
        androidId: draft.app.androidId.trim(),
        iosLogo: draft.app.iosLogo,
        androidLogo: draft.app.androidLogo,
        uploadStatus: draft.app.uploadStatus,
      };
      await db.transaction(async (tx) => {
        const moved = await tx.query<{ details_version: number }>(
          `UPDATE companies SET name = $2, logo_url = $3, currency = $4, customer_info = customer_info || $5::jsonb,
             contact_info_list = $6::jsonb, seo = $7::jsonb, details_version = details_version + 1
           WHERE id = $1 AND details_version = $8 RETURNING details_version`,
          [
            staff.companyId,
            name,
            draft.logo,
            draft.currency,
            JSON.stringify({
              companyName: name,
              companyLogo: draft.logo,
              email: draft.email.trim(),
              telephone: draft.telephone.trim(),
              website: draft.website.trim(),
              aboutPictures: draft.aboutPictures,
            }),
            JSON.stringify(contacts),
            JSON.stringify(Object.fromEntries(seo.map(({ language, ...texts }) => [language, texts]))),
            body.version,
          ],
        );
        // Another admin saved since this one read: nothing is written, and the room says so.
        if (!moved.length) {
          const [now] = await tx.query<{ details_version: number }>(
            'SELECT details_version FROM companies WHERE id = $1',
            [staff.companyId],
          );
          throw new ShareError(
            422,
            `Someone else changed the company details (version ${now?.details_version}, yours ${body.version}): reload them, then make your change again.`,
            'staleVersion',
          );
        }
        await tx.query('UPDATE shares SET share_info = share_info || $2::jsonb WHERE company_id = $1', [
          staff.companyId,
          JSON.stringify(app),
        ]);
        // Prices are numbers in the company's currency: a new currency relabels them (it converts nothing).
        if (draft.currency !== before.company.currency)
          await tx.query('UPDATE products SET currency = $2 WHERE company_id = $1 AND currency <> $2', [
            staff.companyId,
            draft.currency,
          ]);
      });
      sharesChanged(db);
      const after = await read(db, staff.companyId);
      const changed = (['name', 'logo', 'currency', 'contacts', 'seo', 'app', 'aboutPictures'] as const).filter(
        (key) => JSON.stringify(before.company[key]) !== JSON.stringify(after.company[key]),
      );
      await logActivity(db, staff, 'companySaved', name, changed.join(', '));
      return after;
    },

    /** A logo picture checked by its content, made to fit the logo's box as a PNG and kept for this company; it
     *  becomes the company's logo only when the room saves it. */
    async uploadLogo(
      staff: Staff,
      parts: AsyncIterableIterator<Multipart>,
    ): Promise<CallTypes['ConsoleUploadLogo']['response']> {
      const { address, width, height } = await storeFitted(staff, parts, {
        limit: UPLOAD_LIMIT_BYTES.home,
        maxPixels: LOGO_MAX_PIXELS,
        box: LOGO_BOX,
        format: 'png',
        type: LOGO_TYPE,
      });
      return { logo: address, width, height };
    },

    /** An about-us picture, checked and fitted like the logo (a photo: JPEG); shown to buyers once the room saves it
     *  in the company's aboutPictures. */
    async uploadAboutPicture(
      staff: Staff,
      parts: AsyncIterableIterator<Multipart>,
    ): Promise<CallTypes['ConsoleUploadAboutPicture']['response']> {
      const { address, width, height } = await storeFitted(staff, parts, {
        limit: PRODUCT_MEDIA_LIMITS.pictureBytes,
        maxPixels: PRODUCT_MEDIA_LIMITS.picturePixels,
        box: ABOUT_BOX,
        format: 'jpeg',
        type: ABOUT_TYPE,
      });
      return { picture: address, width, height };
    },
  };
}
