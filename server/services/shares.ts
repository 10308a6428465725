// Reading a supplier company and its shares: the data every share-facing call starts from.
import type { Queryable } from '../db/database';
import type { CallTypes, ShareInfo } from '../../schemas/api/types.gen';
import { ShareError } from './messages';
import { pageModules } from './pageModules';
import { versionedAnswer } from './versionedAnswers';
import { companyVersions } from '../db/companyVersions';
import type { Session } from './sessions';

type CompanyInfo = CallTypes['GetCompanyInfoOnLoginV2']['response'];

interface CompanyRow {
  id: number;
  company_number: string;
  name: string;
  logo_url: string;
  /** The currency buyers see prices in (the login result's currencyType; migration 021). */
  currency: string;
  /** The Company room's optimistic version (migration 029). */
  details_version: number;
  is_reviewed: boolean;
  customer_info: CompanyInfo['customerInfo'];
  website_languages: CompanyInfo['websiteLanguage'];
  contact_info_list: CompanyInfo['contactInfoList'];
  seo: Record<string, { title: string; keyWord: string; description: string }>;
  global_param: CompanyInfo['globalParam'];
  home_custom: CompanyInfo['homeCustom'];
  login_custom: CompanyInfo['loginCustom'];
}
export interface ShareRow {
  id: number;
  company_id: number;
  share_random_code: string;
  is_public: boolean;
  /** False while the supplier has paused the share (only `closedToo` lookups see such rows). */
  is_active?: boolean;
  salesperson: string;
  /** New private accounts wait for the supplier's approval (migration 021; never part of shareInfo). */
  needs_approval?: boolean;
  share_info: Omit<ShareInfo, 'id' | 'shareRandomCode' | 'companyNumber' | 'isPublic'>;
}
/** A share with the company facts every caller of it needs (its number, logo and switches). */
export type ShareWithCompany = ShareRow & {
  company_number: string;
  logo_url: string;
  global_param: { isCart?: boolean; isChat?: boolean };
};

/** Share edits this process made, per database: a process-local copy of a share (the chat's facts) is kept only while
 *  this count stands still. Only the embedded database can rely on it (one process owns it); with PostgreSQL other
 *  app servers edit shares too, so nothing of a share is kept across calls there. */
const shareEdits = new WeakMap<object, number>();
export const sharesVersion = (db: object) => shareEdits.get(db) ?? 0;
export const sharesChanged = (db: object) => void shareEdits.set(db, sharesVersion(db) + 1);

export async function companyById(db: Queryable, id: number): Promise<CompanyRow> {
  const [row] = await db.query<CompanyRow>('SELECT * FROM companies WHERE id = $1', [id]);
  if (!row) throw new ShareError(410);
  return row;
}

export async function companyByNumber(db: Queryable, companyNumber: string): Promise<CompanyRow | null> {
  const [row] = await db.query<CompanyRow>('SELECT * FROM companies WHERE company_number = $1', [companyNumber]);
  return row ?? null;
}

/** Shares found, per database handle, by lookup, with the company's site version read before the row: a share or
 *  company write moves that version (migration 026's triggers), so while it stands still the row is the database's
 *  own, whichever app server wrote. Embedded, the version is read from memory: no worker hop (issue 30: every
 *  company info call started with this query). Lookups that found nothing are not kept. */
const foundShares = new WeakMap<object, Map<string, { site: string; row: ShareWithCompany }>>();
const KEPT_SHARES = 10_000;

/** The one share lookup: by link code or id, open shares only unless `closedToo` (a conversation keeps its share's
 *  rules after the share closes). The row is shared with other callers: never change it. */
export async function findShare(
  db: Queryable,
  where: { code: string } | { id: number },
  closedToo = false,
): Promise<ShareWithCompany | null> {
  let found = foundShares.get(db);
  if (!found) foundShares.set(db, (found = new Map()));
  const lookup = `${'code' in where ? `c:${where.code}` : `i:${where.id}`}:${closedToo}`;
  const hit = found.get(lookup);
  if (hit && (await companyVersions(db, hit.row.company_id)).site === hit.site) return hit.row;
  const [row] = await db.query<ShareWithCompany>(
    `SELECT s.*, c.company_number, c.logo_url, c.global_param, v.site_version::text AS site_version
       FROM shares s JOIN companies c ON c.id = s.company_id LEFT JOIN catalogue_versions v ON v.company_id = c.id
      WHERE ${'code' in where ? 's.share_random_code' : 's.id'} = $1${closedToo ? '' : ' AND s.is_active'}`,
    ['code' in where ? where.code : where.id],
  );
  if (!row) return null;
  const { site_version: site, ...share } = row as ShareWithCompany & { site_version: string | null };
  if (found.size >= KEPT_SHARES) found.delete(found.keys().next().value!);
  found.set(lookup, { site: site ?? '0', row: share });
  return share;
}
export const activeShare = (db: Queryable, where: { code: string } | { id: number }) => findShare(db, where);

/** Why a link that opens no share is refused: 412 ("log in with the app") when it is a paused share that offers the
 *  supplier's app (platformList 2), so the buyer is told where to go; else 410 (docs/decisions.md, issue 24). */
export async function closedShareRefusal(db: Queryable, code: string): Promise<410 | 412> {
  const share = await findShare(db, { code }, true);
  return share && !share.is_active && share.share_info.platformList?.includes(2) ? 412 : 410;
}

/** The code of the company's public share (null when it has no public site), or with `anyOpen` of its first open
 *  share, public ones first (the share the console's staff see their site through). `ownShareId`: the caller's own
 *  share comes first when it qualifies, so a buyer on one of several public shares keeps the one they opened. */
export async function publicShareCode(
  db: Queryable,
  companyId: number,
  anyOpen = false,
  ownShareId: number | null = null,
): Promise<string | null> {
  const [row] = await db.query<{ share_random_code: string }>(
    `SELECT share_random_code FROM shares WHERE company_id = $1 AND is_active${anyOpen ? '' : ' AND is_public'}
      ORDER BY id = $2 DESC, is_public DESC, id LIMIT 1`,
    [companyId, ownShareId ?? 0],
  );
  return row?.share_random_code ?? null;
}

export function shareInfoOf(share: ShareRow, company: Pick<CompanyRow, 'company_number'>): ShareInfo {
  return {
    ...share.share_info,
    id: share.id,
    shareRandomCode: share.share_random_code,
    companyNumber: company.company_number,
    isPublic: share.is_public,
  };
}

/** Drafts and deleted modules go only to the share's own company's staff, and only when they ask for a preview;
 *  a buyer, a visitor, another supplier's staff or a forged flag get the published page (docs/decisions.md, issue 22). */
export const pageViewFor = (share: ShareRow, session: Session | undefined, askedPreview: boolean) =>
  askedPreview && session?.kind === 'admin' && session.companyId === share.company_id
    ? ('drafts' as const)
    : ('published' as const);

export async function companyInfoForShare(
  db: Queryable,
  share: ShareRow,
  publicBaseUrl: string,
  view: 'published' | 'drafts',
): Promise<CompanyInfo> {
  // The company and its published pages are the same for every buyer until a version moves (issue 30: every share's
  // first call); a staff preview reads its drafts fresh.
  const site = () =>
    Promise.all([
      companyById(db, share.company_id),
      pageModules(db, share.company_id, 'web', view),
      pageModules(db, share.company_id, 'mobile', view),
      publicShareCode(db, share.company_id),
    ]);
  const [[company, webList, mobileTempList, publicCode], [themeDraft]] = await Promise.all([
    view === 'published' ? versionedAnswer(db, share.company_id, 'site', site) : site(),
    // The studio's theme draft (issue 25) shows in the staff's preview only; buyers get it once a page is published.
    view === 'drafts'
      ? db.query<{ theme: object }>('SELECT theme FROM theme_drafts WHERE company_id = $1', [share.company_id])
      : [],
  ]);
  if (!company.is_reviewed) throw new ShareError(411);
  return {
    companyLogo: company.logo_url,
    companyName: company.name,
    webList,
    mobileTempList,
    shareInfo: shareInfoOf(share, company),
    customerInfo: company.customer_info,
    websiteLanguage: company.website_languages,
    contactInfoList: company.contact_info_list,
    publicUrl: publicCode ? `${publicBaseUrl}/login?id=${publicCode}` : '',
    globalParam: themeDraft ? { ...company.global_param, ...themeDraft.theme } : company.global_param,
    homeCustom: company.home_custom,
    loginCustom: company.login_custom,
  };
}

/** Title, keywords and description for a site locale (already checked: zh-CN, never zh). A supplier that wrote none
 * for that language gets its text under the bare code, then its English text, then its name. */
export function seoFor(company: CompanyRow, locale: string) {
  const byLocale = company.seo[locale] ?? company.seo[locale.split('-')[0]] ?? company.seo.en;
  return byLocale ?? { title: company.name, keyWord: company.name, description: company.name };
}
