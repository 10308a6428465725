// The embedded database's session cache (services/sessions.ts): a session read while the admin blocks its buyer (a
// poll in flight at that moment) must not be kept — the first CI run of session 21 saw a blocked buyer's session go on
// working, in one browser test, under load.
import { expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { forgetSessionsOf, sessionOfToken } from '../../server/services/sessions';

it('does not keep a session read while its account was blocked', async () => {
  let rows = [
    { token: 'T', kind: 'account', company_id: 1, share_id: 1, login_email: null, account_id: 7, admin_id: null },
  ];
  let hold: Promise<void> | null = null;
  const db = {
    kind: 'embedded',
    async query(sql: string) {
      if (sql.startsWith('DELETE FROM sessions')) {
        const gone = rows;
        rows = [];
        return gone.map(({ token }) => ({ token }));
      }
      const now = rows.map((r) => ({ ...r, expires_ms: String(Date.now() + 3_600_000) }));
      await hold;
      return now;
    },
  } as unknown as Database;
  let release!: () => void;
  hold = new Promise((resolve) => (release = resolve));
  const inFlight = sessionOfToken(db, 'T');
  await forgetSessionsOf(db, { accountId: 7 });
  release();
  hold = null;
  await inFlight;
  expect(await sessionOfToken(db, 'T')).toBeNull();
});
