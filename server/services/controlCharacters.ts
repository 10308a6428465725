// What no string of a request may hold, checked for every call before its schema (server/http/protocol.ts) and for
// multipart fields by the upload service, which reads them itself.
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
