// What a row of the call table says (schemas/api/calls.ts), and the helper that fills in a row's defaults.
export interface CallSpec {
  method: 'GET' | 'POST';
  path: string;
  /** main: payload in `data`, no retries. toys: payload in `item`, one retry (spec section 7). */
  client: 'main' | 'toys';
  /** Whether the browser sends its bearer token (spec: omitted for share login, company info and SEO calls). */
  sendsToken: boolean;
  /** Whether the server refuses the call without a valid token (401). */
  needsToken: boolean;
  /** Whether the browser shows the loading overlay while it runs. */
  loading: boolean;
  /** Whether the server checks the signed time against its clock (GetSystemDate cannot: it is how clocks are fixed). */
  checksClock: boolean;
  /** Whether the call still answers while maintenance is on. */
  duringMaintenance: boolean;
  /** Spec "returned raw": the answer is a file (bytes with their own content type), not an envelope. */
  raw?: boolean;
  /** The body is multipart/form-data (InsertPic): the schema names its fields; the file travels as the part `file`. */
  multipart?: boolean;
  /** Who the server works out before the call's handler runs (server/http/protocol.ts): `buyer`, the buyer of the
   *  share the token opened (401 without one, 410 once it closed); `staff`, a console session (403 otherwise), with
   *  `:role` one holding that room's role; `buyer|staff:orders`, either (the order spreadsheet). */
  caller?:
    'buyer' | 'staff' | `staff:${'orders' | 'service' | 'catalogue' | 'design' | 'admin'}` | 'buyer|staff:orders';
}

// Generic so each call's literal `caller` and `needsToken` reach the server's handler types.
export const call = <C extends Partial<CallSpec> & Pick<CallSpec, 'path'>>(c: C): CallSpec & C => ({
  method: 'POST',
  client: 'main',
  sendsToken: true,
  needsToken: true,
  loading: true,
  checksClock: true,
  duringMaintenance: false,
  ...c,
});
