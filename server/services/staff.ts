// Who may open a room of the supplier console: a console session whose admin holds the room's role.
import type { Queryable } from '../db/database';
import { ShareError } from './messages';
import type { Session } from './sessions';

/** A console session whose admin holds the room's role (read per call: a role taken away applies at once). */
export async function requireRole(db: Queryable, session: Session | undefined, role: 'orders' | 'service' | 'design' | 'catalogue' | 'admin') {
  if (session?.kind !== 'admin' || !session.adminId) throw new ShareError(403, 'Only the supplier\'s staff may open the console.');
  const [admin] = await db.query<{ roles: string[] }>('SELECT roles FROM supplier_admins WHERE id = $1 AND company_id = $2', [session.adminId, session.companyId]);
  if (!admin?.roles.includes(role)) throw new ShareError(403, `This account may not open the ${role} room.`);
  return { companyId: session.companyId, adminId: session.adminId };
}
