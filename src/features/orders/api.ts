// Orders (spec sections 2, 3 Order, 4 Export): history, detail, export with progress and reorder; the only place
// their keys exist.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { exportOrderWithProgress, type ExportProgressFigures } from './orderExport';

export const ORDER_PAGE_SIZE = 20;

export const orderKeys = {
  all: ['orders'] as const,
  list: (page: number, status: number | undefined) => ['orders', 'list', page, status ?? 'all'] as const,
  detail: (orderNumber: string) => ['orders', 'detail', orderNumber] as const,
};

export const orderListQuery = (page: number, status?: number) =>
  queryOptions({
    queryKey: orderKeys.list(page, status),
    queryFn: () =>
      api.call('GetOrderList', {
        pageIndex: page,
        pageSize: ORDER_PAGE_SIZE,
        ...(status === undefined ? {} : { status }),
      }),
  });

export const orderDetailQuery = (orderNumber: string) =>
  queryOptions({ queryKey: orderKeys.detail(orderNumber), queryFn: () => api.call('GetOrderDetail', { orderNumber }) });

export const reorder = (orderNumber: string) => api.call('ReorderOrder', { orderNumber });

/** The spreadsheet of an order, with the server's progress (orderExport.ts). */
export const exportOrder = (orderNumber: string, language: string, onProgress: (p: ExportProgressFigures) => void) =>
  exportOrderWithProgress(orderNumber, language, onProgress);

export const ordersChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: orderKeys.all });
