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
export function describeValidationError(
  where: string,
  error: { instancePath: string; message?: string; params?: Record<string, unknown> },
): string {
  const path = error.instancePath ? where + error.instancePath.replace(/\//g, '.') : where;
  const extra =
    error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : '';
  return `${path} ${error.message ?? 'is invalid'}${extra}`;
}

/** The language a request's language field names (the one rule of protocol/languages.ts, for every call that takes
 * one), or a 400 naming the field: an unknown code is the caller's error, never a silent English answer (issue 12). */
export function requireSiteLanguage(code: string, field: string): SiteLanguage {
  const language = siteLanguageOf(code);
  if (!language)
    throw new ShareError(
      400,
      `Invalid request: ${field} is not a language of this site (one of ${acceptedLanguageCodes.join(', ')}; letter case does not matter).`,
    );
  return language;
}
