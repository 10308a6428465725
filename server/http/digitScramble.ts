// Spec section 3 (issue 26): in every answer a buyer's session gets, prices, sizes, volumes and weights travel as
// the session's scrambled characters (server/services/digitFont.ts); the console's staff read real numbers. One
// table of fields, applied to the answer as it leaves defineCall (answerJson.ts), so no service needs to know about it.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Session } from '../services/sessions';
import type { CallSpec } from '../../schemas/api/calls';
import { digitKey, type DigitKey } from '../services/digitFont';

/** Fields scrambled wherever they appear, with the decimals the page shows them at. */
const FIELDS: Record<string, number> = {
  price: 2,
  unitPrice: 2,
  productPrice: 2,
  bulk_stere: 3,
  bulk_feet: 2,
  gr_we: 2,
  ne_we: 2,
};
/** Fields of a cart's, an order's or a line's `totals`. Counts (lines, cartons, quantity) stay numbers. */
const TOTALS: Record<string, number> = { amount: 2, cbm: 3, cuft: 2, grossKg: 2, netKg: 2 };
/** Objects whose length, width and height are centimetres, 1 decimal. */
const SIZES = new Set(['productSize', 'innerBoxSize', 'outerBoxSize']);

/** The decimals a number under `name` in an object met under `parent` is scrambled at; undefined: not scrambled. */
export const scrambleField = (parent: string, name: string): number | undefined =>
  SIZES.has(parent) ? 1 : parent === 'totals' ? TOTALS[name] : FIELDS[name];

/** Whose answers are scrambled: every session but the console's, on every call but the console's own. */
export const scramblesFor = (spec: CallSpec, session: Session | undefined): session is Session =>
  !!session && session.kind !== 'admin' && !spec.caller?.startsWith('staff');

const secrets = new WeakMap<Queryable, Promise<string>>();
/** The server-wide secret, made once on first use and shared by every app server through the database. */
export function digitSecret(db: Queryable): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.query(`INSERT INTO server_secrets (name, value) VALUES ('digits', $1) ON CONFLICT (name) DO NOTHING`, [
        randomBytes(32).toString('base64url'),
      ]);
      const [row] = await db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'digits'`);
      return row!.value;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** Keys of recent sessions: an HMAC and a shuffle per answer otherwise (issue 30). The key depends only on the
 *  server secret and the token, so a kept one is never stale. */
const recentKeys = new Map<string, DigitKey>();
const RECENT_KEYS = 5_000;

export async function sessionDigitKey(db: Queryable, session: Session) {
  const secret = await digitSecret(db);
  const id = `${secret}:${session.token}`;
  let key = recentKeys.get(id);
  if (!key) {
    if (recentKeys.size >= RECENT_KEYS) recentKeys.delete(recentKeys.keys().next().value!);
    recentKeys.set(id, (key = digitKey(secret, session.token)));
  }
  return key;
}
