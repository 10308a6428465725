// The one chat actor of the app (machines/chat.ts), started by the app with the chat calls, kept told who the
// visitor is by useChatSync (mounted once by the catalogue frame), and heard by notices.
import { createActor, fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import { chatMachine, type ChatContext, type ChatEvent, type ProductOffer } from '../../../machines/chat';
import { apiErrorMessage } from '../../api/errorMessages';
import { i18n } from '../../lib/i18n';
import { noticeStore } from '../../lib/notices';
import { requestPrivateAction } from '../../lib/login';
import { messagePage, newMessages, sendMessage, unreadCount, uploadPicture } from './api';

/** The server's refusal in the buyer's words (spec: chat send, upload and list failures show the server message). */
const worded = <T,>(promise: Promise<T>) => promise.catch((error: unknown) => Promise.reject(new Error(error instanceof Error && !('kind' in error) ? error.message : apiErrorMessage(i18n, error))));

const createChatActor = () =>
  createActor(
    chatMachine.provide({
      actors: {
        fetchUnread: fromPromise(() => worded(unreadCount())),
        fetchPage: fromPromise(({ input }: { input: { page: number } }) => worded(messagePage(input.page))),
        fetchNew: fromPromise(({ input }: { input: { newTimestamp: number } }) => worded(newMessages(input.newTimestamp))),
        send: fromPromise(({ input }) => worded(sendMessage(input))),
        upload: fromPromise(({ input }) => worded(uploadPicture(i18n, input.file as File))),
      },
    }),
    { input: { enabled: false, isPrivateLogin: false, accountKey: null, hidden: typeof document !== 'undefined' && document.hidden } },
  );
type ChatActor = ReturnType<typeof createChatActor>;

let actor: ChatActor | null = null;
/** What the buyer wanted to open before signing in privately: opened once the chat is theirs. */
let openAfterLogin: { product?: ProductOffer } | null = null;

export function chatActor(): ChatActor {
  if (!actor) throw new Error('startChat() has not run.');
  return actor;
}

export function startChat(): ChatActor {
  actor?.stop();
  const started = createChatActor();
  started.on('failed', ({ message }) => noticeStore.show(message, 'error'));
  started.on('privateLoginNeeded', ({ product }) => {
    requestPrivateAction('chat', () => {
      openAfterLogin = { product };
    });
  });
  started.start();
  actor = started;
  return started;
}

export const sendChat = (event: ChatEvent) => chatActor().send(event);

/** Called by useChatSync once the chat has become the buyer's: the panel they asked for opens now. */
export function takeOpenAfterLogin() {
  const wanted = openAfterLogin;
  openAfterLogin = null;
  return wanted;
}

export const useChat = <T,>(select: (context: ChatContext & { isOpen: boolean; state: string }) => T, equal?: (a: T, b: T) => boolean) =>
  useSelector(chatActor(), (snapshot) => select({ ...snapshot.context, isOpen: snapshot.matches('open'), state: typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0] }), equal);
