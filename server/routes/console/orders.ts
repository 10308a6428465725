// The console's orders room (/api/Console/*): the staff's own company's orders. Rules live in services/orders.ts;
// the room exports through the buyer's ExportOrderDetailToExcel (routes/orders.ts).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/protocol';
import type { AppContext } from '../../context';
import { ordersService } from '../../services/orders';

export function consoleOrderRoutes(app: FastifyInstance, { db }: AppContext) {
  const orders = ordersService(db);
  defineCall(app, 'ConsoleOrderList', ({ body, staff }) => orders.inbox(staff, body));
  defineCall(app, 'ConsoleOrderDetail', async ({ body, staff }) => {
    const { id: _id, companyId: _company, ...order } = await orders.inboxDetail(staff, body.orderNumber);
    return order;
  });
  defineCall(app, 'ConsoleSetOrderStatus', ({ body, staff }) => orders.setStatus(staff, body));
}
