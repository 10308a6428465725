// The service desk's calls (docs/protocol.md: ConsoleChatList … ConsoleChatMarkRead, InsertPic) and their query keys.
// The open conversation runs the buyer's own chat machine (machines/chat.ts) with these calls injected, so both ends
// poll, page and send alike.
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { CHAT_PAGE_SIZE, POLL_INTERVAL_MS } from '../../../protocol/constants';
import type { CallTypes } from '../../../schemas/api/types.gen';
import type { ChatSendInput } from '../../../machines/chat';
import { consoleCall, consoleKey, withConsoleToken } from '../app/api';

export const DESK_PAGE_SIZE = 30;

export interface DeskFilters {
  buyer?: string;
  unreadOnly?: boolean;
}

const deskKeys = {
  conversations: [...consoleKey, 'chat', 'list'] as const,
  conversationList: (filters: DeskFilters) => [...consoleKey, 'chat', 'list', filters] as const,
  conversationBuyer: (conversationId: number) => [...consoleKey, 'chat', 'buyer', conversationId] as const,
};

export const conversationsQuery = (filters: DeskFilters) =>
  queryOptions({
    queryKey: deskKeys.conversationList(filters),
    queryFn: ({ signal }) =>
      consoleCall(
        'ConsoleChatList',
        {
          pageIndex: 1,
          pageSize: DESK_PAGE_SIZE,
          ...(filters.buyer ? { buyer: filters.buyer } : {}),
          ...(filters.unreadOnly ? { unreadOnly: true } : {}),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    // The desk sees a buyer's message within one polling period (spec section 9), like the buyer sees the desk's.
    refetchInterval: POLL_INTERVAL_MS,
  });

const asPage = ({
  items,
  totalCount,
}: {
  items: CallTypes['ConsoleChatMessages']['response']['items'];
  totalCount: number;
}) => ({ items, totalCount });
export const deskPage = (conversationId: number, page: number) =>
  consoleCall('ConsoleChatMessages', { conversationId, skipCount: page, maxResultCount: CHAT_PAGE_SIZE }).then(asPage);
export const deskNew = (conversationId: number, newTimestamp: number) =>
  consoleCall('ConsoleChatMessages', { conversationId, isLoadNew: true, newTimestamp }).then(asPage);
/** Who the buyer of a conversation is, when the list on screen does not hold it (opened from a link). */
export const conversationBuyerQuery = (conversationId: number) =>
  queryOptions({
    queryKey: deskKeys.conversationBuyer(conversationId),
    queryFn: () =>
      consoleCall('ConsoleChatMessages', { conversationId, skipCount: 1, maxResultCount: 1 }).then(
        (answer) => answer.buyer,
      ),
    staleTime: 5 * 60_000,
  });
export const deskSend = (conversationId: number, { clientKey, msgType, content }: ChatSendInput) =>
  consoleCall('ConsoleSendChat', { conversationId, clientKey, msgType, content });
export const deskMarkRead = (conversationId: number, upTo: number) =>
  consoleCall('ConsoleChatMarkRead', { conversationId, upTo });
export const deskUpload = (file: File) =>
  withConsoleToken('InsertPic', (token) =>
    api.upload('InsertPic', { BusinessType: 'chat' }, file, file.name || 'picture', { token }),
  ).then(([stored]) => stored.fullPath);

/** The conversation list again (unread counts), after the desk read or answered one. */
export const conversationsChanged = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: deskKeys.conversations });
