// Supplier admins save drafts of page modules and publish them. Drafts are validated with the very schemas the
// browser's renderer uses (schemas/modules), so a design that would not render can never be published.
import type { Queryable } from './db/database';
import type { PageModule } from '../schemas/api/types.gen';
import { moduleAjv } from '../schemas/modules/generate';
import { moduleSchemas, moduleTypeNumbers, type ModuleKey } from '../schemas/modules/index';
import { ShareError } from './messages';
import type { Session } from './sessions';
import { verifyPassword, decoyHash } from './passwords';
import { createSession } from './sessions';
import { loginLimiter } from './rateLimit';

const ajv = moduleAjv({ source: false });
const keyOfType = new Map(Object.entries(moduleTypeNumbers).map(([key, type]) => [type as number, key as ModuleKey]));

/** The first problem of a module's JSON text, or null when it would render. */
export function checkModuleJson(type: number, json: string): string | null {
  const key = keyOfType.get(type);
  if (!key) return `module type ${type} is not known`;
  let content: unknown;
  try {
    content = JSON.parse(json);
  } catch (error) {
    return `previewJson is not valid JSON: ${(error as Error).message}`;
  }
  const validate = ajv.getSchema(moduleSchemas[key].$id)!;
  if (validate(content)) return null;
  const error = validate.errors![0];
  return `previewJson${error.instancePath || ''} ${error.message}`;
}

function requireAdmin(session: Session | undefined): Session {
  if (session?.kind !== 'admin') throw new ShareError(403, 'Only a supplier admin may change page designs.');
  return session;
}

type Row = { id: number; type: number; style_json: string; preview_json: string | null; is_preview: boolean; is_style: boolean; is_del: boolean };
const toModule = (r: Row): PageModule => ({ moduleId: r.id, type: r.type, styleJson: r.style_json, previewJson: r.preview_json, isPreview: r.is_preview, isStyle: r.is_style, isDel: r.is_del });

async function moduleOf(db: Queryable, session: Session, moduleId: number): Promise<Row> {
  const [row] = await db.query<Row>('SELECT * FROM page_modules WHERE id = $1 AND company_id = $2', [moduleId, session.companyId]);
  if (!row) throw new ShareError(404, 'No such page module for this supplier.');
  return row;
}

export function pageDesignService(db: Queryable) {
  const limiter = loginLimiter(db);
  return {
    async adminLogin(body: { account: string; password: string }, address: string) {
      const key = { account: `admin:${body.account.toLowerCase()}`, address };
      await limiter.assertAllowed(key);
      const [admin] = await db.query<{ id: number; company_id: number; password_hash: string; company_number: string }>(
        'SELECT a.id, a.company_id, a.password_hash, c.company_number FROM supplier_admins a JOIN companies c ON c.id = a.company_id WHERE lower(a.account) = lower($1)', [body.account]);
      const ok = await verifyPassword(body.password, admin?.password_hash ?? (await decoyHash));
      if (!admin || !ok) {
        await limiter.recordFailure(key);
        throw new ShareError(admin ? 415 : 414);
      }
      await limiter.clear(key.account);
      const [share] = await db.query<{ share_random_code: string }>('SELECT share_random_code FROM shares WHERE company_id = $1 AND is_active ORDER BY is_public DESC, id LIMIT 1', [admin.company_id]);
      const token = await createSession(db, { kind: 'admin', companyId: admin.company_id, shareId: null, loginEmail: null });
      return { token, companyNumber: admin.company_number, shareRandomCode: share?.share_random_code ?? '' };
    },

    async saveDraft(session: Session | undefined, body: { moduleId: number; previewJson: string }) {
      const admin = requireAdmin(session);
      const row = await moduleOf(db, admin, body.moduleId);
      const problem = checkModuleJson(row.type, body.previewJson);
      if (problem) throw new ShareError(400, `Invalid design: ${problem}.`);
      const [saved] = await db.query<Row>('UPDATE page_modules SET preview_json = $1, is_preview = true WHERE id = $2 RETURNING *', [body.previewJson, row.id]);
      return { module: toModule(saved) };
    },

    async publish(session: Session | undefined, body: { moduleId: number }) {
      const admin = requireAdmin(session);
      const row = await moduleOf(db, admin, body.moduleId);
      if (!row.is_preview || !row.preview_json) throw new ShareError(400, 'Invalid request: this module has no draft to publish.');
      // Checked again: schemas may have tightened since the draft was saved.
      const problem = checkModuleJson(row.type, row.preview_json);
      if (problem) throw new ShareError(400, `Invalid design: ${problem}.`);
      const [saved] = await db.query<Row>('UPDATE page_modules SET style_json = preview_json, preview_json = NULL, is_preview = false WHERE id = $1 RETURNING *', [row.id]);
      return { module: toModule(saved) };
    },
  };
}
