// A stored page module (table page_modules) as the wire's PageModule: the one row → module mapping, used by the
// share's page lists and by the admin's draft calls.
import type { Queryable } from '../db/database';
import { MEDIA_COLUMN, pictureUrls, type MediaRef } from './media';
import type { PageModule } from '../../schemas/api/types.gen';
import { moduleTypeNumbers } from '../../schemas/modules/typeNumbers.gen';

export type PageModuleRow = {
  id: number;
  type: number;
  style_json: string;
  preview_json: string | null;
  is_preview: boolean;
  is_style: boolean;
  is_del: boolean;
};

export const toPageModule = (r: PageModuleRow): PageModule => ({
  moduleId: r.id,
  type: r.type,
  styleJson: r.style_json,
  previewJson: r.preview_json,
  isPreview: r.is_preview,
  isStyle: r.is_style,
  isDel: r.is_del,
});

/** What a page shows: `published` (every caller but the company's own staff in preview) leaves out deleted modules
 *  and drafts — an unpublished draft is the supplier's business until it is published (issue 22). */
export async function pageModules(
  db: Queryable,
  companyId: number,
  channel: 'web' | 'mobile',
  view: 'published' | 'drafts',
): Promise<PageModule[]> {
  if (view === 'drafts') {
    // The studio's draft of the whole page (issue 25), when it saved one: its order, its added and hidden modules.
    const [draft] = await db.query<{ modules: { moduleId: number; type: number; json: string; hidden: boolean }[] }>(
      'SELECT modules FROM page_drafts WHERE company_id = $1 AND channel = $2',
      [companyId, channel],
    );
    if (draft)
      return draft.modules.map((m) => ({
        moduleId: m.moduleId,
        type: m.type,
        styleJson: m.json,
        previewJson: m.json,
        isPreview: true,
        isStyle: !m.hidden,
        isDel: m.hidden,
      }));
  }
  const rows = await db.query<PageModuleRow>(
    `SELECT id, type, style_json, preview_json, is_preview, is_style, is_del FROM page_modules
      WHERE company_id = $1 AND channel = $2${view === 'published' ? ' AND NOT is_del' : ''} ORDER BY position, id`,
    [companyId, channel],
  );
  return rows.map((r) => toPageModule(view === 'published' ? { ...r, preview_json: null, is_preview: false } : r));
}

/** The first picture of a product's detail page (issue 29: its LCP), as the detail answer names it; null when the
 *  product or its picture is missing. */
export async function leadingProductPicture(db: Queryable, companyId: number, productNumber: string) {
  const [row] = await db.query<MediaRef & { image_count: number }>(
    `SELECT p.image_seed, p.image_count, ${MEDIA_COLUMN} FROM products p WHERE p.company_id = $1 AND p.product_number = $2`,
    [companyId, productNumber],
  );
  return row ? (pictureUrls(row, row.image_count)[0] ?? null) : null;
}

/** Modules at the page's top that may hold its first and largest picture: a header above a banner, at most. */
const TOP_MODULES = 2;

/** The picture a share's home shows first and largest (issue 29: the page's LCP): the first slide of a banner at the
 *  page's top, or null. Sent as a preload with the page's HTML, so the browser fetches it while the app's scripts
 *  load instead of finding it after they ran. */
export async function leadingPicture(db: Queryable, companyId: number, channel: 'web' | 'mobile') {
  const top = (await pageModules(db, companyId, channel, 'published')).slice(0, TOP_MODULES);
  const banner = top.find((m) => m.type === moduleTypeNumbers.banner);
  return banner ? pictureIn(banner, (c: { slides?: { image?: unknown }[] }) => c.slides?.[0]?.image) : null;
}

/** Login styles that hide the picture (src/app/styles/entryLayouts.css): the theme colour's card and the white page. */
const LOGIN_STYLES_WITHOUT_PICTURE = [3, 6];

/** The login page's picture (issue 29: its LCP): its login-style module's background, where the style shows one; null
 *  when the page has no such module (the login page then draws the company's own background, not preloaded). */
export async function loginPicture(db: Queryable, companyId: number, channel: 'web' | 'mobile') {
  const modules = await pageModules(db, companyId, channel, 'published');
  const login = modules.find((m) => m.type === moduleTypeNumbers.loginStyle);
  return login
    ? pictureIn(login, (c: { style?: unknown; background?: unknown }) =>
        LOGIN_STYLES_WITHOUT_PICTURE.includes(c.style as number) ? undefined : c.background,
      )
    : null;
}

function pictureIn<C>(module: PageModule, pick: (content: C) => unknown): string | null {
  try {
    const image = pick(JSON.parse(module.styleJson) as C);
    // The content schema's image address: a library picture or an https address; nothing a header could break on.
    return typeof image === 'string' && /^(\/media\/[A-Za-z0-9/_.-]+|https:\/\/[^\s"'<>(),;]+)$/.test(image)
      ? image
      : null;
  } catch {
    return null;
  }
}
