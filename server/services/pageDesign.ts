// Supplier admins save drafts of page modules and publish them. Drafts are validated with the very schemas the
// browser's renderer uses (schemas/modules), so a design that would not render can never be published.
import type { Queryable } from '../db/database';
// The validators the browser runs, precompiled by `npm run gen:modules` (schemas/modules/generate.ts, a build
// script that loads devDependencies): the server needs neither the build script nor ajv's compiler for them.
import * as moduleValidators from '../../modules/validators.gen.js';
import { moduleTypeNumbers, type ModuleKey } from '../../schemas/modules/typeNumbers.gen';
// Content migrations, shared with the browser's prepare(); pure (no React, no components).
import { migrateModuleContent } from '../../modules/migrations';
import { ShareError } from './messages';
import { toPageModule, type PageModuleRow } from './pageModules';
import { publicShareCode } from './shares';
import type { Staff } from './buyer';
import { verifyPassword, decoyHash } from './passwords';
import { createSession } from './sessions';
import { loginLimiter, type LoginLimiterOptions } from './rateLimit';
import { logActivity } from './activity';

const keyOfType = new Map(Object.entries(moduleTypeNumbers).map(([key, type]) => [type as number, key as ModuleKey]));

/** A module's JSON text as it is to be stored — migrated to its type's current content version, exactly as the
 *  browser's prepare() does — or the first problem that would keep it from rendering. */
export function checkModuleJson(
  type: number,
  json: string,
): { ok: true; json: string } | { ok: false; problem: string } {
  const key = keyOfType.get(type);
  if (!key) return { ok: false, problem: `module type ${type} is not known` };
  let content: unknown;
  try {
    content = JSON.parse(json);
  } catch (error) {
    return { ok: false, problem: `previewJson is not valid JSON: ${(error as Error).message}` };
  }
  const migrated = migrateModuleContent(key, content);
  if (!migrated.ok) return { ok: false, problem: `previewJson${migrated.path} ${migrated.reason}` };
  // Stored migrated, with its version (the text as sent when nothing changed), and before the validator fills the
  // schema's defaults in: a default changed later still reaches content that never chose a value.
  const stored = migrated.migrated ? JSON.stringify(migrated.content) : json;
  const validate = moduleValidators[key];
  if (validate(migrated.content)) return { ok: true, json: stored };
  const error = validate.errors![0];
  return { ok: false, problem: `previewJson${error.instancePath || ''} ${error.message}` };
}

async function moduleOf(db: Queryable, staff: Staff, moduleId: number) {
  const [row] = await db.query<PageModuleRow & { channel: 'web' | 'mobile' }>(
    'SELECT * FROM page_modules WHERE id = $1 AND company_id = $2',
    [moduleId, staff.companyId],
  );
  if (!row) throw new ShareError(404, 'No such page module for this supplier.', 'noSuchModule');
  return row;
}

export function pageDesignService(db: Queryable, limits?: LoginLimiterOptions) {
  const limiter = loginLimiter(db, limits);
  return {
    async adminLogin(body: { account: string; password: string }, address: string) {
      const attempt = await limiter.begin({ account: `admin:${body.account.toLowerCase()}`, address });
      const [admin] = await db.query<{
        id: number;
        company_id: number;
        password_hash: string;
        company_number: string;
        company_name: string;
        roles: string[];
        disabled_at: Date | string | null;
      }>(
        'SELECT a.id, a.company_id, a.password_hash, a.roles, a.disabled_at, c.company_number, c.name AS company_name FROM supplier_admins a JOIN companies c ON c.id = a.company_id WHERE lower(a.account) = lower($1)',
        [body.account],
      );
      const ok = await verifyPassword(body.password, admin?.password_hash ?? (await decoyHash));
      if (!admin || !ok) throw new ShareError(admin ? 415 : 414);
      // A disabled staff account is the catalogue's "account abnormal" (spec section 8).
      if (admin.disabled_at) throw new ShareError(416);
      await attempt.succeeded();
      const shareRandomCode = await publicShareCode(db, admin.company_id, true);
      const token = await createSession(db, {
        kind: 'admin',
        companyId: admin.company_id,
        shareId: null,
        loginEmail: null,
        adminId: admin.id,
      });
      return {
        token,
        companyNumber: admin.company_number,
        companyName: admin.company_name,
        roles: admin.roles as ('orders' | 'service' | 'design' | 'catalogue')[],
        shareRandomCode: shareRandomCode ?? '',
      };
    },

    async saveDraft(staff: Staff, body: { moduleId: number; previewJson: string }) {
      const row = await moduleOf(db, staff, body.moduleId);
      const checked = checkModuleJson(row.type, body.previewJson);
      if (!checked.ok) throw new ShareError(400, `Invalid design: ${checked.problem}.`);
      const [saved] = await db.query<PageModuleRow>(
        'UPDATE page_modules SET preview_json = $1, is_preview = true WHERE id = $2 RETURNING *',
        [checked.json, row.id],
      );
      // The studio's draft of the page (issue 25), if any, is what the preview shows: it takes the change too.
      await db.query(
        `UPDATE page_drafts d SET modules = (SELECT jsonb_agg(CASE WHEN (m->>'moduleId')::int = $3
              THEN jsonb_set(m, '{json}', to_jsonb($4::text)) ELSE m END ORDER BY i)
            FROM jsonb_array_elements(d.modules) WITH ORDINALITY AS e(m, i)), revision = revision + 1
          WHERE company_id = $1 AND channel = $2 AND jsonb_array_length(d.modules) > 0`,
        [staff.companyId, row.channel, row.id, checked.json],
      );
      return { module: toPageModule(saved) };
    },

    async publish(staff: Staff, body: { moduleId: number }) {
      const row = await moduleOf(db, staff, body.moduleId);
      if (!row.is_preview || !row.preview_json)
        throw new ShareError(400, 'Invalid request: this module has no draft to publish.');
      // Checked again: schemas may have tightened, or content versions moved on, since the draft was saved.
      const checked = checkModuleJson(row.type, row.preview_json);
      if (!checked.ok) throw new ShareError(400, `Invalid design: ${checked.problem}.`);
      const [saved] = await db.query<PageModuleRow>(
        'UPDATE page_modules SET style_json = $2, preview_json = NULL, is_preview = false WHERE id = $1 RETURNING *',
        [row.id, checked.json],
      );
      await logActivity(db, staff, 'pagePublished', `module ${row.id}`);
      return { module: toPageModule(saved) };
    },
  };
}
