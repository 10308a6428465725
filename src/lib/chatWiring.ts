// The chat machine's wiring, one for both ends: the buyer's chat in the visitor system (src/app/visitor.ts) and each
// conversation of the console's desk run machines/chat.ts with their calls (chatWith), show the server's refusals
// as notices, and poll nothing while the page is hidden.
import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import type { Actor } from 'xstate';
import { chatWith, type ChatCalls, type ChatInput, type ChatMachine } from '../../machines/chat';
import { noticeStore } from './notices';

/** Whether anyone sees the page (the document in the browser). */
export interface PageVisibility {
  hidden: boolean;
  addEventListener(type: 'visibilitychange', fn: () => void): void;
  removeEventListener(type: 'visibilitychange', fn: () => void): void;
}

export function wireChat(chat: Actor<ChatMachine>, page?: PageVisibility): () => void {
  const failed = chat.on('failed', ({ message }) => noticeStore.show(message, 'error'));
  const onVisibility = () => chat.send({ type: 'VISIBILITY', hidden: !!page?.hidden });
  page?.addEventListener('visibilitychange', onVisibility);
  return () => {
    failed.unsubscribe();
    page?.removeEventListener('visibilitychange', onVisibility);
  };
}

/** One open conversation with its own chat actor (the desk), wired as the buyer's is. The calls are taken once:
 *  remount (a React key) for another conversation. */
export function useChatConversation(
  calls: ChatCalls,
  input: Omit<ChatInput, 'hidden'>,
  page: PageVisibility = document,
) {
  const [machine] = useState(() => chatWith(calls));
  const actor = useActorRef(machine, { input: { ...input, hidden: page.hidden } });
  useEffect(() => {
    const unwire = wireChat(actor, page);
    actor.send({ type: 'OPEN' });
    return unwire;
  }, [actor]);
  return actor;
}
