// The supplier console's calls (docs/protocol.md: AdminLogin, ConsoleOrderList…ConsoleSetOrderStatus, the export)
// and their query keys, the only place they exist. Every call rides on the console's own token, never the buyer's;
// a 401/403 ends the console sign-in (the server answers 403 to a token without the room's role, too).
import { exportOrderWithProgress, type ExportProgressFigures } from '../../lib/orderExport';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { CallName } from '../../../schemas/api/calls';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { consoleSession } from './consoleSession';
import { CHAT_PAGE_SIZE, POLL_INTERVAL_MS } from '../../../protocol/constants';
import type { ChatSendInput } from '../../../machines/chat';

export const INBOX_PAGE_SIZE = 20;
export const DESK_PAGE_SIZE = 30;

export interface DeskFilters { buyer?: string; unreadOnly?: boolean }
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

export const consoleKeys = {
  all: ['console'] as const,
  inbox: ['console', 'orders', 'list'] as const,
  inboxPage: (filters: InboxFilters) => ['console', 'orders', 'list', filters] as const,
  order: (orderNumber: string) => ['console', 'orders', 'detail', orderNumber] as const,
  conversations: ['console', 'chat', 'list'] as const,
  conversationList: (filters: DeskFilters) => ['console', 'chat', 'list', filters] as const,
  conversationBuyer: (conversationId: number) => ['console', 'chat', 'buyer', conversationId] as const,
  synonyms: ['console', 'search', 'synonyms'] as const,
};

const notSignedIn = (name: CallName) => new ApiError('expired', 'The console is not signed in.', { code: 401, url: name });

/** One console call with the console's token; a refusal of that token signs the console out. */
const consoleCall = <N extends CallName>(name: N, body: CallTypes[N]['request'], options: { noLoading?: boolean; signal?: AbortSignal } = {}) =>
  withConsoleToken(name, (token) => api.call(name, body, { ...options, token }));

async function withConsoleToken<T>(name: CallName, run: (token: string) => Promise<T>): Promise<T> {
  const token = consoleSession.get().signedIn?.token;
  if (!token) throw notSignedIn(name);
  try {
    return await run(token);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'expired') consoleSession.expire(token);
    throw error;
  }
}

export async function signIn(account: string, password: string) {
  const answer = await api.call('AdminLogin', { account, password });
  consoleSession.signIn({ token: answer.token, companyName: answer.companyName, companyNumber: answer.companyNumber, roles: answer.roles, account });
  return answer;
}

export const inboxQuery = (filters: InboxFilters) =>
  queryOptions({
    queryKey: consoleKeys.inboxPage(filters),
    queryFn: ({ signal }) =>
      consoleCall('ConsoleOrderList', {
        pageIndex: filters.page,
        pageSize: INBOX_PAGE_SIZE,
        ...(filters.status === undefined ? {} : { status: filters.status }),
        ...(filters.from ? { from: filters.from } : {}),
        ...(filters.to ? { to: filters.to } : {}),
        ...(filters.buyer ? { buyer: filters.buyer } : {}),
      }, { signal }),
    // A new page or filter keeps the rows on screen until the next ones arrive, so the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchInterval: INBOX_REFRESH_MS,
  });

/** Opening an order marks it read on the server. */
export const orderQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: consoleKeys.order(orderNumber),
    queryFn: ({ signal }) => consoleCall('ConsoleOrderDetail', { orderNumber }, { noLoading: true, signal }),
    staleTime: 30_000,
  });

export const setOrderStatus = (orderNumber: string, status: number) => consoleCall('ConsoleSetOrderStatus', { orderNumber, status });

/** The inbox again from the server (unread marks, counts, statuses), after an order was opened or moved. */
export const inboxChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: consoleKeys.inbox });

/** After a status change: the open order shows the new summary at once, the inbox reloads. */
export function orderChanged(queryClient: QueryClient, summary: CallTypes['ConsoleSetOrderStatus']['response']) {
  queryClient.setQueryData<CallTypes['ConsoleOrderDetail']['response']>(consoleKeys.order(summary.orderNumber), (order) => (order ? { ...order, summary: { ...order.summary, ...summary } } : order));
  return inboxChanged(queryClient);
}

/** Nothing of one sign-in is shown to the next (another account may see other rooms, another company other orders). */
export const forgetConsoleData = (queryClient: QueryClient) => queryClient.removeQueries({ queryKey: consoleKeys.all });

export type { ExportProgressFigures as ExportProgress } from '../../lib/orderExport';

/** The order's spreadsheet in `language`, with the server's progress, under the console's token. */
export async function exportOrder(orderNumber: string, language: string, onProgress: (progress: ExportProgressFigures) => void) {
  const token = consoleSession.get().signedIn?.token;
  if (!token) throw notSignedIn('ExportOrderDetailToExcel');
  try {
    return await exportOrderWithProgress(orderNumber, language, onProgress, token);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'expired') consoleSession.expire(token);
    throw error;
  }
}

// The service desk (docs/protocol.md: ConsoleChatList … ConsoleChatMarkRead, InsertPic). The open conversation runs
// the buyer's own chat machine (machines/chat.ts) with these calls injected, so both ends poll, page and send alike.
export const conversationsQuery = (filters: DeskFilters) =>
  queryOptions({
    queryKey: consoleKeys.conversationList(filters),
    queryFn: ({ signal }) => consoleCall('ConsoleChatList', { pageIndex: 1, pageSize: DESK_PAGE_SIZE, ...(filters.buyer ? { buyer: filters.buyer } : {}), ...(filters.unreadOnly ? { unreadOnly: true } : {}) }, { signal }),
    placeholderData: keepPreviousData,
    // The desk sees a buyer's message within one polling period (spec section 9), like the buyer sees the desk's.
    refetchInterval: POLL_INTERVAL_MS,
  });

const asPage = ({ items, totalCount }: { items: CallTypes['ConsoleChatMessages']['response']['items']; totalCount: number }) => ({ items, totalCount });
export const deskPage = (conversationId: number, page: number) =>
  consoleCall('ConsoleChatMessages', { conversationId, skipCount: page, maxResultCount: CHAT_PAGE_SIZE }).then(asPage);
export const deskNew = (conversationId: number, newTimestamp: number) =>
  consoleCall('ConsoleChatMessages', { conversationId, isLoadNew: true, newTimestamp }).then(asPage);
/** Who the buyer of a conversation is, when the list on screen does not hold it (opened from a link). */
export const conversationBuyerQuery = (conversationId: number) =>
  queryOptions({
    queryKey: consoleKeys.conversationBuyer(conversationId),
    queryFn: () => consoleCall('ConsoleChatMessages', { conversationId, skipCount: 1, maxResultCount: 1 }).then((answer) => answer.buyer),
    staleTime: 5 * 60_000,
  });
export const deskSend = (conversationId: number, { clientKey, msgType, content }: ChatSendInput) =>
  consoleCall('ConsoleSendChat', { conversationId, clientKey, msgType, content });
export const deskMarkRead = (conversationId: number, upTo: number) => consoleCall('ConsoleChatMarkRead', { conversationId, upTo });
export const deskUpload = (file: File) =>
  withConsoleToken('InsertPic', (token) => api.upload('InsertPic', { BusinessType: 'chat' }, file, file.name || 'picture', { token })).then(([stored]) => stored.fullPath);

/** The conversation list again (unread counts), after the desk read or answered one. */
export const conversationsChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: consoleKeys.conversations });

// The Search words room (docs/protocol.md: ConsoleSearchSynonyms, ConsoleSaveSearchSynonyms).
export type SearchSynonyms = CallTypes['ConsoleSearchSynonyms']['response'];
export const synonymsQuery = () =>
  queryOptions({ queryKey: consoleKeys.synonyms, queryFn: ({ signal }) => consoleCall('ConsoleSearchSynonyms', {}, { signal }), staleTime: 60_000 });
/** Saves the whole list; the answer (as stored: cleaned) becomes the room's data. */
export async function saveSynonyms(queryClient: QueryClient, groups: string[][]) {
  const saved = await consoleCall('ConsoleSaveSearchSynonyms', { groups });
  queryClient.setQueryData(consoleKeys.synonyms, saved);
  return saved;
}
