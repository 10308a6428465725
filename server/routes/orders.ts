// The buyer's orders (spec sections 4, 5, 7): submit, history, detail, reorder, quick order and the spreadsheet
// export with its progress (the console's orders room exports through the same call). Rules live in
// services/orders.ts, services/orderWorkbook.ts and services/exportProgress.ts.
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

  defineCall(app, 'SubmitOrder', ({ body, buyer }) => orders.submit(buyer, body));
  defineCall(app, 'GetOrderList', ({ body, buyer }) => orders.list(buyer, body));
  defineCall(app, 'GetOrderDetail', async ({ body, buyer }) => {
    const { id: _id, companyId: _company, ...order } = await orders.detail(buyer, body.orderNumber);
    return order;
  });
  defineCall(app, 'ReorderOrder', ({ body, buyer }) => orders.reorder(buyer, body.orderNumber, cart.addLines));
  defineCall(app, 'QuickOrder', ({ body, buyer }) => orders.quickOrder(buyer, body));
  defineCall(app, 'GetExportProgress', ({ body, session }) => progress.read(session, body.exportId));

  defineRawCall(app, 'ExportOrderDetailToExcel', async ({ body, session, either }) => {
    const language = requireSiteLanguage(body.keyWord, 'body.keyWord');
    const { order, productSource } = await orders.forExport(either, body.orderNumber);
    const { id: _id, companyId: _company, ...sheet } = order;
    const seeds = await lineImageSeeds(db, order.id);
    const exportId = body.exportId;
    return {
      fileName: orderFileName(order.summary.orderNumber),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      write: (out) =>
        writeOrderWorkbook(
          sheet,
          {
            locale: language.parameter,
            productSource,
            pictureFile: (line) =>
              seeds.has(line.serial) ? pictureFileOf(seeds.get(line.serial)!, 0) : Promise.resolve(null),
            onProgress: exportId ? (count, total) => progress.report(session, exportId, count, total) : undefined,
          },
          out,
        ),
    };
  });
}
