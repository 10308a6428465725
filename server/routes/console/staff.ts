// /api/Console/* of the console's Staff room (issue 24): staff accounts and the activity log, role admin
// (services/consoleStaff.ts, services/activity.ts).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/protocol';
import { consoleStaffService } from '../../services/consoleStaff';
import { activityList } from '../../services/activity';
import type { AppContext } from '../../context';

export function consoleStaffRoutes(app: FastifyInstance, { db }: AppContext) {
  const staffRoom = consoleStaffService(db);
  defineCall(app, 'ConsoleStaffList', ({ staff }) => staffRoom.list(staff));
  defineCall(app, 'ConsoleSaveStaff', ({ body, staff }) => staffRoom.save(staff, body));
  defineCall(app, 'ConsoleSetStaffState', ({ body, staff }) => staffRoom.setState(staff, body));
  defineCall(app, 'ConsoleResetStaffPassword', ({ body, staff }) => staffRoom.resetPassword(staff, body));
  defineCall(app, 'ConsoleActivityList', ({ body, staff }) => activityList(db, staff, body));
}
