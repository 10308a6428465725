// The chat of the visitor system (src/lib/visitor.tsx): the buyer's calls src/app/visitor.ts injects into
// machines/chat.ts, and the hooks components read and drive it with.
import { useSelector } from '@xstate/react';
import type { ChatCalls, ChatContext, ChatEvent } from '../../../machines/chat';
import { apiErrorMessage } from '../../api/errorMessages';
import { i18n } from '../../lib/i18n';
import { useVisitor } from '../../lib/visitor';
import { messagePage, newMessages, sendMessage, unreadCount, uploadPicture } from './api';

/** The server's refusal in the buyer's words (spec: chat send, upload and list failures show the server message). */
const worded = <T>(promise: Promise<T>) =>
  promise.catch((error: unknown) =>
    Promise.reject(
      new Error(error instanceof Error && !('kind' in error) ? error.message : apiErrorMessage(i18n, error)),
    ),
  );

export const chatCalls: ChatCalls = {
  fetchUnread: () => worded(unreadCount()),
  fetchPage: (page) => worded(messagePage(page)),
  fetchNew: (newTimestamp) => worded(newMessages(newTimestamp)),
  send: (message) => worded(sendMessage(message)),
  upload: (file) => worded(uploadPicture(i18n, file as File)),
};

export function useSendChat() {
  const { chat } = useVisitor();
  return (event: ChatEvent) => chat.send(event);
}

export const useChat = <T>(
  select: (context: ChatContext & { isOpen: boolean; state: string }) => T,
  equal?: (a: T, b: T) => boolean,
) =>
  useSelector(
    useVisitor().chat,
    (snapshot) =>
      select({
        ...snapshot.context,
        isOpen: snapshot.matches('open'),
        state: typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0],
      }),
    equal,
  );
