// The orders room's calls (docs/protocol.md: ConsoleOrderList…ConsoleSetOrderStatus, the export) and their query
// keys, the only place they exist. Every call rides on the console's token (../app/api.ts).
import { exportOrderWithProgress, type ExportProgressFigures } from '../../features/orders/orderExport';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { consoleCall, consoleKey, withConsoleToken } from '../app/api';

export const INBOX_PAGE_SIZE = 20;
/** New orders arrive while the room is open: the inbox looks again this often (only while the tab is visible). */
const INBOX_REFRESH_MS = 30_000;

export interface InboxFilters {
  page: number;
  status?: number;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  buyer?: string;
}

const ordersKeys = {
  inbox: [...consoleKey, 'orders', 'list'] as const,
  inboxPage: (filters: InboxFilters) => [...consoleKey, 'orders', 'list', filters] as const,
  order: (orderNumber: string) => [...consoleKey, 'orders', 'detail', orderNumber] as const,
};

export const inboxQuery = (filters: InboxFilters) =>
  queryOptions({
    queryKey: ordersKeys.inboxPage(filters),
    queryFn: ({ signal }) =>
      consoleCall(
        'ConsoleOrderList',
        {
          pageIndex: filters.page,
          pageSize: INBOX_PAGE_SIZE,
          ...(filters.status === undefined ? {} : { status: filters.status }),
          ...(filters.from ? { from: filters.from } : {}),
          ...(filters.to ? { to: filters.to } : {}),
          ...(filters.buyer ? { buyer: filters.buyer } : {}),
        },
        { signal },
      ),
    // A new page or filter keeps the rows on screen until the next ones arrive, so the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchInterval: INBOX_REFRESH_MS,
  });

/** Opening an order marks it read on the server. */
export const orderQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ordersKeys.order(orderNumber),
    queryFn: ({ signal }) => consoleCall('ConsoleOrderDetail', { orderNumber }, { noLoading: true, signal }),
    staleTime: 30_000,
  });

export const setOrderStatus = (orderNumber: string, status: number) =>
  consoleCall('ConsoleSetOrderStatus', { orderNumber, status });

/** The inbox again from the server (unread marks, counts, statuses), after an order was opened or moved. */
export const inboxChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ordersKeys.inbox });

/** The open order again from the server (someone else moved it meanwhile). */
export const orderStale = (queryClient: QueryClient, orderNumber: string) =>
  queryClient.invalidateQueries({ queryKey: ordersKeys.order(orderNumber) });

/** After a status change: the open order shows the new summary at once, the inbox reloads. */
export function orderChanged(queryClient: QueryClient, summary: CallTypes['ConsoleSetOrderStatus']['response']) {
  queryClient.setQueryData<CallTypes['ConsoleOrderDetail']['response']>(
    ordersKeys.order(summary.orderNumber),
    (order) => (order ? { ...order, summary: { ...order.summary, ...summary } } : order),
  );
  return inboxChanged(queryClient);
}

export type { ExportProgressFigures as ExportProgress } from '../../features/orders/orderExport';

/** The order's spreadsheet in `language`, with the server's progress, under the console's token. */
export const exportOrder = (
  orderNumber: string,
  language: string,
  onProgress: (progress: ExportProgressFigures) => void,
) =>
  withConsoleToken('ExportOrderDetailToExcel', (token) =>
    exportOrderWithProgress(orderNumber, language, onProgress, token),
  );
