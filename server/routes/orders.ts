// /api/WebsiteShare/* cart and order calls (spec sections 4, 5, 7) and the supplier console's orders room
// (/api/Console/*). Rules live in services/cart.ts and services/orders.ts.
import type { FastifyInstance } from 'fastify';
import { defineCall, defineRawCall } from '../http/protocol';
import { requireSiteLanguage } from '../http/validation';
import type { AppContext } from '../context';
import { cartService } from '../services/cart';
import { lineImageSeeds, ordersService } from '../services/orders';
import { exportProgress } from '../services/exportProgress';
import { orderFileName, writeOrderWorkbook } from '../services/orderWorkbook';
import { pictureFileOf } from '../services/media';

export function orderRoutes(app: FastifyInstance, { db }: AppContext) {
  const cart = cartService(db);
  const orders = ordersService(db);
  const progress = exportProgress(db);

  defineCall(app, 'AddShoppingCart', ({ body, session }) => cart.add(session, body));
  defineCall(app, 'DelShoppingCart', ({ body, session }) => cart.remove(session, body));
  defineCall(app, 'ShoppingCartCount', ({ session }) => cart.count(session));
  defineCall(app, 'GetShoppingCart', ({ session }) => cart.list(session));
  defineCall(app, 'UpdateShoppingCart', ({ body, session }) => cart.update(session, body));
  defineCall(app, 'SaveCartContact', ({ body, session }) => cart.saveContact(session, body));
  defineCall(app, 'SubmitOrder', ({ body, session }) => orders.submit(session, body));
  defineCall(app, 'GetOrderList', ({ body, session }) => orders.list(session, body));
  defineCall(app, 'GetOrderDetail', async ({ body, session }) => {
    const { id: _id, companyId: _company, ...order } = await orders.detail(session, body.orderNumber);
    return order;
  });
  defineCall(app, 'ReorderOrder', ({ body, session }) => orders.reorder(session, body.orderNumber, cart.addLines));
  defineCall(app, 'QuickOrder', ({ body, session }) => orders.quickOrder(session, body));
  defineCall(app, 'GetExportProgress', ({ body, session }) => progress.read(session, body.exportId));

  defineRawCall(app, 'ExportOrderDetailToExcel', async ({ body, session }) => {
    const language = requireSiteLanguage(body.keyWord, 'body.keyWord');
    const { order, productSource } = await orders.forExport(session, body.orderNumber);
    const { id: _id, companyId: _company, ...sheet } = order;
    const seeds = await lineImageSeeds(db, order.id);
    return {
      fileName: orderFileName(order.summary.orderNumber),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      write: (out) => writeOrderWorkbook(sheet, {
        locale: language.parameter, productSource,
        pictureFile: (line) => (seeds.has(line.serial) ? pictureFileOf(seeds.get(line.serial)!, 0) : Promise.resolve(null)),
        onProgress: body.exportId ? (count, total) => progress.report(session!, body.exportId!, count, total) : undefined,
      }, out),
    };
  });

  defineCall(app, 'ConsoleOrderList', ({ body, session }) => orders.inbox(session, body));
  defineCall(app, 'ConsoleOrderDetail', async ({ body, session }) => {
    const { id: _id, companyId: _company, ...order } = await orders.inboxDetail(session, body.orderNumber);
    return order;
  });
  defineCall(app, 'ConsoleSetOrderStatus', ({ body, session }) => orders.setStatus(session, body));
}
