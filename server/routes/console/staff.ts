// /api/Console/* of the console's Staff and Buyers rooms (issue 24): staff accounts, the activity log and buyer
// accounts, role admin (services/consoleStaff.ts, services/activity.ts, services/consoleBuyers.ts).
import type { FastifyInstance } from 'fastify';
import { defineCall, defineRawCall } from '../../http/protocol';
import { consoleStaffService } from '../../services/consoleStaff';
import { activityList } from '../../services/activity';
import { consoleBuyersService } from '../../services/consoleBuyers';
import type { AppContext } from '../../context';

export function consoleStaffRoutes(app: FastifyInstance, { db }: AppContext) {
  const staffRoom = consoleStaffService(db);
  defineCall(app, 'ConsoleStaffList', ({ staff }) => staffRoom.list(staff));
  defineCall(app, 'ConsoleSaveStaff', ({ body, staff }) => staffRoom.save(staff, body));
  defineCall(app, 'ConsoleSetStaffState', ({ body, staff }) => staffRoom.setState(staff, body));
  defineCall(app, 'ConsoleResetStaffPassword', ({ body, staff }) => staffRoom.resetPassword(staff, body));
  defineCall(app, 'ConsoleActivityList', ({ body, staff }) => activityList(db, staff, body));

  const buyers = consoleBuyersService(db);
  defineCall(app, 'ConsoleBuyerList', ({ body, staff }) => buyers.list(staff, body));
  defineCall(app, 'ConsoleSetBuyerState', ({ body, staff }) => buyers.setState(staff, body));
  defineCall(app, 'ConsoleResetBuyerPassword', ({ body, staff }) => buyers.resetPassword(staff, body));
  defineRawCall(app, 'ConsoleExportBuyers', ({ body, staff }) => buyers.exportList(staff, body));
}
