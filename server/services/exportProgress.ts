// Progress of a spreadsheet export (spec: count, totalCount, percentage), kept in the database so whichever app
// server the browser's poll reaches can answer it while another one is writing the file.
import type { Queryable } from '../db/database';
import type { Session } from './sessions';

export const progressOwner = (session: Session) =>
  session.adminId ? `admin:${session.adminId}` : `account:${session.accountId ?? session.token}`;

export function exportProgress(db: Queryable) {
  return {
    async report(session: Session, exportId: string, count: number, totalCount: number) {
      await db.query(
        `INSERT INTO export_progress (export_id, owner_key, count, total_count, done) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (export_id) DO UPDATE SET count = EXCLUDED.count, total_count = EXCLUDED.total_count, done = EXCLUDED.done, updated_at = now()
         WHERE export_progress.owner_key = EXCLUDED.owner_key`,
        [exportId, progressOwner(session), count, totalCount, count >= totalCount],
      );
    },
    /** An export not started yet (its request still on its way) reads as 0 of 0. */
    async read(session: Session, exportId: string) {
      const [row] = await db.query<{ count: number; total_count: number; done: boolean }>(
        'SELECT count, total_count, done FROM export_progress WHERE export_id = $1 AND owner_key = $2',
        [exportId, progressOwner(session)],
      );
      if (!row) return { count: 0, totalCount: 0, percentage: 0, done: false };
      const percentage = row.total_count ? Math.min(100, Math.floor((row.count / row.total_count) * 100)) : 0;
      return { count: row.count, totalCount: row.total_count, percentage, done: row.done };
    },
    async forgetOld() {
      await db.query("DELETE FROM export_progress WHERE updated_at < now() - interval '1 day'");
    },
  };
}
