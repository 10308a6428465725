// The console's Company room (issue 24): the company's logo, name, currency, contact details and about-us text per
// language (contactInfoList), the page title, keywords and description per language (WebSiteSearchDetail) and the
// companion app's ids — the caller's own company only, role admin. Every buyer call reads the company row again;
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

type Answer = CallTypes['ConsoleCompany']['response'];
type Company = Answer['company'];
type Contact = Company['contacts'][number];
type Seo = Company['seo'][number];

/** The logo as buyers get it: fits a 600 × 200 box (the header shows it at most 40 px high, sharp on 3× screens). */
const LOGO_BOX = { width: 600, height: 200 };
/** A picture with more pixels is refused before it is decoded (a small file can unpack to gigabytes). */
const LOGO_MAX_PIXELS = 40_000_000;
const LOGO_TYPE = 'logo';

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
  return { iosId: text(info.iosId), androidId: text(info.androidId), uploadStatus: info.uploadStatus === 1 ? 1 : 0 };
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
      // of someone else's file.
      if (draft.logo && draft.logo !== before.company.logo) {
        const [upload] = await db.query<{ id: number }>(
          'SELECT id FROM uploads WHERE store_key = $1 AND company_id = $2 AND business_type = $3',
          [draft.logo.replace(/^\/media\/uploads\//, ''), staff.companyId, LOGO_TYPE],
        );
        if (!draft.logo.startsWith('/media/uploads/') || !upload)
          throw refused('logo', 'is not a logo uploaded for this company (ConsoleUploadLogo)');
      }
      const app = {
        iosId: draft.app.iosId.trim(),
        androidId: draft.app.androidId.trim(),
        uploadStatus: draft.app.uploadStatus,
      };
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE companies SET name = $2, logo_url = $3, currency = $4, customer_info = customer_info || $5::jsonb,
             contact_info_list = $6::jsonb, seo = $7::jsonb WHERE id = $1`,
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
            }),
            JSON.stringify(contacts),
            JSON.stringify(Object.fromEntries(seo.map(({ language, ...texts }) => [language, texts]))),
          ],
        );
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
      const changed = (['name', 'logo', 'currency', 'contacts', 'seo', 'app'] as const).filter(
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
      const { bytes, check } = await readImageUpload(parts, () => UPLOAD_LIMIT_BYTES.home);
      if (check.width * check.height > LOGO_MAX_PIXELS)
        throw new ShareError(400, 'The picture is too large: at most 40 million pixels.', 'fileTooLarge');
      let logo: { data: Buffer; info: OutputInfo };
      try {
        logo = await sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS, animated: false })
          .rotate()
          .resize({ ...LOGO_BOX, fit: 'inside', withoutEnlargement: true })
          .png()
          .toBuffer({ resolveWithObject: true });
      } catch {
        // BMP and ICO pass the content check but sharp cannot read them.
        throw new ShareError(400, 'File format error: a logo must be a PNG, JPEG or GIF picture.', 'notAnImage');
      }
      const key = `${staff.companyId}/${randomBytes(16).toString('base64url')}.png`;
      await files.put(key, logo.data);
      await db.query(
        `INSERT INTO uploads (store_key, company_id, account_id, admin_id, business_type, content_type, bytes, width, height)
         VALUES ($1, $2, NULL, $3, $4, 'image/png', $5, $6, $7)`,
        [key, staff.companyId, staff.adminId, LOGO_TYPE, logo.data.length, logo.info.width, logo.info.height],
      );
      return { logo: `/media/uploads/${key}`, width: logo.info.width, height: logo.info.height };
    },
  };
}
