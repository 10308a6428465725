// The one ajv instance on the server, loaded with every schema in schemas/api/.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { apiSchemas } from '../../schemas/api/calls';

export const ajv = new Ajv({ allErrors: false, strict: true, coerceTypes: false, useDefaults: false });
addFormats(ajv);
for (const schema of apiSchemas) ajv.addSchema(schema);

/** Human wording of the first ajv error, e.g. "body.email must match format \"email\"". */
export function describeValidationError(where: string, error: { instancePath: string; message?: string; params?: Record<string, unknown> }): string {
  const path = error.instancePath ? where + error.instancePath.replace(/\//g, '.') : where;
  const extra = error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : '';
  return `${path} ${error.message ?? 'is invalid'}${extra}`;
}
