// The supplier studio (issue 25; not in the spec): a whole page's draft per company and channel (page_drafts),
// saved with an optimistic revision, published into page_modules at once and kept as a version (page_versions) for
// the history and its rollback. Every module is checked with the validators the buyer's renderer runs.
import type { Database, Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Staff } from './buyer';
import { ShareError } from './messages';
import { checkModuleJson } from './pageDesign';
import { publicShareCode } from './shares';
import { logActivity } from './activity';

type Page = CallTypes['ConsolePageDesign']['response'];
type Channel = Page['channel'];
type DraftModule = Page['modules'][number];

const DEFAULT_THEME: Page['theme'] = {
  themeColor: '#2E72C5',
  homeBGColor: '#F5F7FA',
  fontColor: '#1F2933',
  fontPriceColor: '#D64545',
  floatStyle: 1,
  isCart: true,
  isChat: true,
  isLoginCode: false,
  isToTop: true,
  isAPP: false,
};
/** The stored globalParam with what a company set up without one lacks (create-supplier writes `{}`). */
const themeOf = (stored: Partial<Page['theme']> | null): Page['theme'] => {
  const theme = { ...DEFAULT_THEME };
  for (const key of Object.keys(theme) as (keyof Page['theme'])[])
    if (stored && typeof stored[key] === typeof theme[key]) (theme as Record<string, unknown>)[key] = stored[key];
  return theme;
};

const sameTheme = (a: Page['theme'], b: Page['theme']) =>
  (Object.keys(a) as (keyof Page['theme'])[]).every((key) => a[key] === b[key]);

/** The theme buyers see and the studio's draft of it (null when there is none). */
async function themes(db: Queryable, companyId: number) {
  const [row] = await db.query<{ global_param: Page['theme']; draft: Page['theme'] | null }>(
    `SELECT c.global_param, d.theme AS draft FROM companies c LEFT JOIN theme_drafts d ON d.company_id = c.id
      WHERE c.id = $1`,
    [companyId],
  );
  return { published: themeOf(row.global_param), draft: row.draft && themeOf(row.draft) };
}

/** Publishes a theme (the draft's, or a version's) into globalParam, and ends the draft: it is what buyers see now. */
async function publishTheme(tx: Queryable, companyId: number, theme: Page['theme'] | null) {
  if (theme)
    await tx.query('UPDATE companies SET global_param = global_param || $2::jsonb WHERE id = $1', [
      companyId,
      JSON.stringify(theme),
    ]);
  await tx.query('DELETE FROM theme_drafts WHERE company_id = $1', [companyId]);
}

const isoText = (value: Date | string) => new Date(value).toISOString();

/** The published page as a draft: what the studio starts from before it first saves the page. */
async function publishedModules(db: Queryable, companyId: number, channel: Channel): Promise<DraftModule[]> {
  const rows = await db.query<{ id: number; type: number; style_json: string; is_del: boolean; is_style: boolean }>(
    `SELECT id, type, style_json, is_del, is_style FROM page_modules WHERE company_id = $1 AND channel = $2
      AND (NOT is_del OR NOT is_style) ORDER BY position, id`,
    [companyId, channel],
  );
  // A module published hidden is stored deleted for buyers and marked is_style false, so the studio still shows it.
  return rows.map((r) => ({ moduleId: r.id, type: r.type, json: r.style_json, hidden: r.is_del }));
}

const sameModules = (a: DraftModule[], b: DraftModule[]) =>
  a.length === b.length &&
  a.every(
    (m, i) => m.moduleId === b[i].moduleId && m.type === b[i].type && m.json === b[i].json && m.hidden === b[i].hidden,
  );

function checked(modules: DraftModule[]): DraftModule[] {
  const ids = new Set<number>();
  return modules.map((m, index) => {
    if (m.moduleId && ids.has(m.moduleId))
      throw new ShareError(400, `Invalid request: body.modules/${index}/moduleId ${m.moduleId} is there twice.`);
    ids.add(m.moduleId);
    const result = checkModuleJson(m.type, m.json);
    if (!result.ok)
      throw new ShareError(
        400,
        `Invalid design: body.modules/${index} (${m.type}): ${result.problem.replace(/^previewJson/, 'json')}.`,
      );
    return { ...m, json: result.json };
  });
}

export function pageStudioService(db: Database) {
  async function read(tx: Queryable, companyId: number, channel: Channel): Promise<Page> {
    const [[draft], published, versions, shareCode, theme] = await Promise.all([
      tx.query<{ revision: number; modules: DraftModule[]; updated_at: Date | string; account: string | null }>(
        `SELECT d.revision, d.modules, d.updated_at, a.account FROM page_drafts d
          LEFT JOIN supplier_admins a ON a.id = d.updated_by WHERE d.company_id = $1 AND d.channel = $2`,
        [companyId, channel],
      ),
      publishedModules(tx, companyId, channel),
      tx.query<{ id: number; published_at: Date | string; account: string | null; count: number }>(
        `SELECT v.id, v.published_at, a.account, jsonb_array_length(v.modules) AS count FROM page_versions v
          LEFT JOIN supplier_admins a ON a.id = v.published_by WHERE v.company_id = $1 AND v.channel = $2
          ORDER BY v.id DESC LIMIT 20`,
        [companyId, channel],
      ),
      publicShareCode(tx, companyId, true),
      themes(tx, companyId),
    ]);
    const modules = draft?.modules ?? published;
    return {
      channel,
      revision: draft?.revision ?? 0,
      modules,
      unpublished: !sameModules(modules, published) || (!!theme.draft && !sameTheme(theme.draft, theme.published)),
      updatedAt: draft ? isoText(draft.updated_at) : null,
      shareRandomCode: shareCode ?? '',
      theme: theme.draft ?? theme.published,
      ...(draft?.account ? { updatedBy: draft.account } : {}),
      versions: versions.map((v) => ({
        versionId: v.id,
        publishedAt: isoText(v.published_at),
        moduleCount: Number(v.count),
        ...(v.account ? { publishedBy: v.account } : {}),
      })),
    };
  }

  /** Locks the page's draft row for this transaction and refuses a revision other than the saved one. */
  async function lockRevision(tx: Queryable, staff: Staff, channel: Channel, revision: number) {
    const [row] = await tx.query<{ revision: number; updated_at: Date | string; account: string | null }>(
      `SELECT d.revision, d.updated_at, a.account FROM page_drafts d LEFT JOIN supplier_admins a ON a.id = d.updated_by
        WHERE d.company_id = $1 AND d.channel = $2 FOR UPDATE OF d`,
      [staff.companyId, channel],
    );
    const current = row?.revision ?? 0;
    if (current !== revision) {
      const who = row?.account ? ` by ${row.account}` : '';
      const when = row ? ` at ${isoText(row.updated_at)}` : '';
      throw new ShareError(
        422,
        `Someone else saved this page${who}${when} (revision ${current}, yours ${revision}): reload it, then make your change again.`,
        'staleVersion',
      );
    }
    return current;
  }

  async function writeDraft(tx: Queryable, staff: Staff, channel: Channel, revision: number, modules: DraftModule[]) {
    await tx.query(
      `INSERT INTO page_drafts (company_id, channel, revision, modules, updated_by, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, now())
       ON CONFLICT (company_id, channel) DO UPDATE SET revision = $3, modules = $4::jsonb, updated_by = $5, updated_at = now()`,
      [staff.companyId, channel, revision, JSON.stringify(modules), staff.adminId],
    );
  }

  /** Gives new modules their ids and keeps the ids of others only when they are this page's. */
  async function withIds(tx: Queryable, staff: Staff, channel: Channel, modules: DraftModule[]) {
    const [own, drafted] = await Promise.all([
      tx.query<{ id: number }>('SELECT id FROM page_modules WHERE company_id = $1 AND channel = $2', [
        staff.companyId,
        channel,
      ]),
      tx.query<{ ids: number[] | null }>(
        `SELECT array_agg((m->>'moduleId')::int) AS ids FROM page_drafts d, jsonb_array_elements(d.modules) m
          WHERE d.company_id = $1 AND d.channel = $2`,
        [staff.companyId, channel],
      ),
    ]);
    const known = new Set([...own.map((r) => r.id), ...(drafted[0]?.ids ?? [])]);
    const result: DraftModule[] = [];
    for (const [index, m] of modules.entries()) {
      if (m.moduleId && !known.has(m.moduleId))
        throw new ShareError(400, `Invalid request: body.modules/${index}/moduleId ${m.moduleId} is not on this page.`);
      if (m.moduleId) result.push(m);
      else {
        const [{ id }] = await tx.query<{ id: number }>(`SELECT nextval('page_modules_id_seq')::int AS id`);
        result.push({ ...m, moduleId: id });
      }
    }
    return result;
  }

  /** Writes modules as the published page: updated, added, and every other module of the page deleted. `theme` is
   *  the one to publish with it (null: the published one stays), `published` the one buyers see until now. */
  async function writePublished(
    tx: Queryable,
    staff: Staff,
    channel: Channel,
    modules: DraftModule[],
    theme: Page['theme'] | null,
    published: Page['theme'],
  ) {
    // The page as it was before the studio first published it is a version too, so the first publish can be undone.
    const [{ count }] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM page_versions WHERE company_id = $1 AND channel = $2',
      [staff.companyId, channel],
    );
    if (!count)
      await tx.query(
        `INSERT INTO page_versions (company_id, channel, modules, theme, published_by)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, NULL)`,
        [
          staff.companyId,
          channel,
          JSON.stringify(await publishedModules(tx, staff.companyId, channel)),
          JSON.stringify(published),
        ],
      );
    await publishTheme(tx, staff.companyId, theme);
    // One statement each for the page's other modules and for its own (a statement per module made a 200-module
    // publish wait on 200 round trips to the database: 250 of its 360 ms, issue 25).
    await tx.query(
      `UPDATE page_modules SET is_del = true, is_style = true
        WHERE company_id = $1 AND channel = $2 AND NOT (id = ANY($3::int[]))`,
      [staff.companyId, channel, modules.map((m) => m.moduleId)],
    );
    await tx.query(
      `INSERT INTO page_modules (id, company_id, channel, position, type, style_json, preview_json, is_preview, is_style, is_del)
       SELECT m.id, $1, $2, m.position, m.type, m.json, NULL, false, NOT m.hidden, m.hidden
         FROM jsonb_to_recordset($3::jsonb) AS m(id int, position int, type int, json text, hidden boolean)
       ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, type = EXCLUDED.type,
         style_json = EXCLUDED.style_json, preview_json = NULL, is_preview = false, is_style = EXCLUDED.is_style,
         is_del = EXCLUDED.is_del`,
      [
        staff.companyId,
        channel,
        JSON.stringify(
          modules.map((m, position) => ({ id: m.moduleId, position, type: m.type, json: m.json, hidden: m.hidden })),
        ),
      ],
    );
    // The theme buyers see now: the one published with the page (a whole theme), else the one they saw.
    await tx.query(
      'INSERT INTO page_versions (company_id, channel, modules, theme, published_by) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)',
      [staff.companyId, channel, JSON.stringify(modules), JSON.stringify(theme ?? published), staff.adminId],
    );
  }

  return {
    page: (staff: Staff, body: { channel: Channel }) => read(db, staff.companyId, body.channel),

    /** The theme goes to the company's theme draft: the staff's preview shows it, buyers see it once a page is
     *  published (docs/decisions.md). */
    async saveTheme(staff: Staff, body: CallTypes['ConsoleSaveTheme']['request']) {
      const theme = themeOf(body.theme);
      await db.query(
        `INSERT INTO theme_drafts (company_id, theme, updated_by, updated_at) VALUES ($1, $2::jsonb, $3, now())
         ON CONFLICT (company_id) DO UPDATE SET theme = $2::jsonb, updated_by = $3, updated_at = now()`,
        [staff.companyId, JSON.stringify(theme), staff.adminId],
      );
      return { theme };
    },

    save: (staff: Staff, body: CallTypes['ConsoleSavePageDesign']['request']) =>
      db.transaction(async (tx) => {
        const modules = checked(body.modules);
        const withTheirIds = await withIds(tx, staff, body.channel, modules);
        const revision = await lockRevision(tx, staff, body.channel, body.revision);
        await writeDraft(tx, staff, body.channel, revision + 1, withTheirIds);
        return read(tx, staff.companyId, body.channel);
      }),

    publish: (staff: Staff, body: CallTypes['ConsolePublishPageDesign']['request']) =>
      db.transaction(async (tx) => {
        const revision = await lockRevision(tx, staff, body.channel, body.revision);
        const { published, draft } = await themes(tx, staff.companyId);
        let modules: DraftModule[];
        // The theme goes with the page: the draft's when publishing the draft, the version's on a rollback (none for
        // a version kept before themes were: the theme stays as published).
        let theme: Page['theme'] | null;
        if (body.versionId) {
          const [version] = await tx.query<{ modules: DraftModule[]; theme: Page['theme'] | null }>(
            'SELECT modules, theme FROM page_versions WHERE id = $1 AND company_id = $2 AND channel = $3',
            [body.versionId, staff.companyId, body.channel],
          );
          if (!version) throw new ShareError(404, 'No such version of this page.', 'noSuchModule');
          modules = version.modules;
          theme = version.theme && themeOf(version.theme);
        } else {
          const [saved] = await tx.query<{ modules: DraftModule[] }>(
            'SELECT modules FROM page_drafts WHERE company_id = $1 AND channel = $2',
            [staff.companyId, body.channel],
          );
          modules = saved?.modules ?? (await publishedModules(tx, staff.companyId, body.channel));
          theme = draft;
        }
        // Checked again: schemas may have tightened, or content versions moved on, since it was saved.
        modules = checked(modules);
        await writePublished(tx, staff, body.channel, modules, theme, published);
        await writeDraft(tx, staff, body.channel, revision + 1, modules);
        await logActivity(tx, staff, 'pagePublished', body.channel, body.versionId ? `#${body.versionId}` : '');
        return read(tx, staff.companyId, body.channel);
      }),
  };
}
