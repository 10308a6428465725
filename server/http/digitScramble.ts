// Spec section 3 (issue 26): in every answer a buyer's session gets, prices, sizes, volumes and weights travel as
// the session's scrambled characters (server/services/digitFont.ts); the console's staff read real numbers. One
// table of fields, applied to the answer as it leaves defineCall, so no service needs to know about it.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { Session } from '../services/sessions';
import type { CallSpec } from '../../schemas/api/calls';
import { digitKey, scrambleNumber, type DigitKey } from '../services/digitFont';

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

function scramble(value: unknown, key: DigitKey, parent: string): unknown {
  if (Array.isArray(value)) return value.map((v) => scramble(v, key, parent));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    const decimals = SIZES.has(parent) ? 1 : parent === 'totals' ? TOTALS[name] : FIELDS[name];
    out[name] =
      typeof v === 'number' && decimals !== undefined ? scrambleNumber(v, decimals, key) : scramble(v, key, name);
  }
  return out;
}

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

export const sessionDigitKey = async (db: Queryable, session: Session) =>
  digitKey(await digitSecret(db), session.token);

export async function scrambleAnswer(db: Queryable, session: Session, payload: unknown) {
  return scramble(payload, await sessionDigitKey(db, session), '');
}
