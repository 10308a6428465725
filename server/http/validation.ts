// The one ajv instance on the server, loaded with every schema in schemas/api/.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { apiSchemas } from '../../schemas/api/calls';
import { acceptedLanguageCodes, siteLanguageOf, type SiteLanguage } from '../../protocol/languages';
import { ShareError } from '../services/messages';

export const ajv = new Ajv({ allErrors: false, strict: true, coerceTypes: false, useDefaults: false });
addFormats(ajv);
for (const schema of apiSchemas) ajv.addSchema(schema);

/** Human wording of the first ajv error, e.g. "body.email must match format \"email\"". */
export function describeValidationError(where: string, error: { instancePath: string; message?: string; params?: Record<string, unknown> }): string {
  const path = error.instancePath ? where + error.instancePath.replace(/\//g, '.') : where;
  const extra = error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : '';
  return `${path} ${error.message ?? 'is invalid'}${extra}`;
}

// C0 controls and DEL, except tab, line feed and carriage return (multi-line text and pretty-printed JSON such as a
// page draft keep them; single-line fields refuse them by their own rules). NUL first of all: PostgreSQL text cannot
// hold it, so without this check it reached the database as a 500 (issue 12).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Half a surrogate pair ("\ud800" in JSON) is no character at all: PostgreSQL refuses it in jsonb, so it is refused
// here with the controls (issue 13's fuzz found it in a cart contact).
const BROKEN_UNICODE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string holding a control character or half a surrogate pair, anywhere in a request (body or query), or null. */
export function findControlCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) || BROKEN_UNICODE.test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = findControlCharacter(child, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The language a request's language field names (the one rule of protocol/languages.ts, for every call that takes
 * one), or a 400 naming the field: an unknown code is the caller's error, never a silent English answer (issue 12). */
export function requireSiteLanguage(code: string, field: string): SiteLanguage {
  const language = siteLanguageOf(code);
  if (!language) throw new ShareError(400, `Invalid request: ${field} is not a language of this site (one of ${acceptedLanguageCodes.join(', ')}; letter case does not matter).`);
  return language;
}
