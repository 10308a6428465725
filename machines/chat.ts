// The buyer's chat with customer service (spec sections 4 "Chat", 5, 6, 9). States, by what the visitor sees:
//   off                no chat on this share (globalParam.isChat off): OPEN is ignored, nothing is polled
//   needsPrivateLogin  chat offered, visitor not privately signed in: OPEN asks for the private login and the machine
//                      keeps what was asked (the product); the panel opens once the login allows it
//   closed             the chat button with its unread badge, polled every 5 s (paused while the page is hidden,
//                      backingOff after a failed poll)
//   open               the panel, two regions. feed: loadingFirst (page 1), then new messages polled every 5 s
//                      (paused / backingOff as above). older: idle | loading (the visitor scrolled up)
// Sends and uploads run as children named after the message's clientKey, so several go at once and land in any state.
// Side effects (fetchUnread, fetchPage, fetchNew, send, upload, markRead) are injected actors, so the machine runs
// without a network. The buyer's panel and the console's desk run this machine with the same wiring (chatWith); the
// desk answers as customer service (input `service`), so it marks the buyer's messages read as they are shown.
import {
  and,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  setup,
  type DoneActorEvent,
  type ErrorActorEvent,
} from 'xstate';

// Spec section 9 (page size 20, polling 5 s) and the server's batch limit, from the one place both sides read.
export { CHAT_PAGE_SIZE, CHAT_NEW_LIMIT, POLL_INTERVAL_MS as CHAT_POLL_MS } from '../protocol/constants';
import { CHAT_NEW_LIMIT, POLL_INTERVAL_MS as CHAT_POLL_MS } from '../protocol/constants';
export const CHAT_BACKOFF_MAX_MS = 60000;

import type { ChatMessage } from '../schemas/api/types.gen';

export type { ChatMessage };
export interface ProductOffer {
  productNumber: string;
  isBuild?: boolean;
  productName: string;
  productEName: string;
  productFa_no: string;
  /** A number, or the session's scrambled digits (the server fills the real price itself). */
  productPrice: number | string | null;
  productCu_de: string;
  productImage: string;
}

export interface ChatInput {
  /** The share has chat (globalParam.isChat). */
  enabled: boolean;
  isPrivateLogin: boolean;
  /** Who is signed in: another account gets a fresh conversation. */
  accountKey: string | null;
  /** document.hidden: nothing is polled for a page nobody sees. */
  hidden: boolean;
  /** This end is customer service (the console's desk): the buyer's messages are the other side's. */
  service?: boolean;
}

/** A message on its way, shown as a pending bubble. A failed text stays here (with RETRY) when the draft was not free. */
export interface ChatOutboxEntry {
  clientKey: string;
  msgType: 0 | 1 | 2;
  content: string;
  status: 'uploading' | 'sending' | 'failed';
  product?: ProductOffer;
}

export interface ChatContext extends ChatInput {
  /** Sorted by timestamp then id, one per id (mergeMessages). */
  messages: ChatMessage[];
  /** The whole conversation's size: older pages exist while messages.length < totalCount. */
  totalCount: number;
  loadedPages: number;
  /** Newest timestamp the server's lists delivered; the next poll asks for what is newer. A message we sent does not
   *  move it, so a service message stored just before ours is still fetched (merge drops our own copy). */
  cursor: number;
  unread: number;
  /** The product the panel was opened about, offered as a card until sent or dismissed. */
  offer: ProductOffer | null;
  draft: string;
  outbox: ChatOutboxEntry[];
  loadingOlder: boolean;
  /** Background polling health: 'retrying' after a failed poll, until one succeeds. */
  connection: 'online' | 'retrying';
  /** Consecutive failed polls; each doubles the wait (capped). */
  failures: number;
  lastError: string | null;
  /** Newest message of the other side already marked read (the desk's markRead). */
  readUpTo: number;
  /** OPEN asked for before the visitor had signed in privately (with its product); opened once the login allows it. */
  afterLogin: { product?: ProductOffer } | null;
  /** The login machine said the sign-in that afterLogin waits for has happened. */
  loginAllowed: boolean;
}

type Page = { items: ChatMessage[]; totalCount: number };
export interface ChatSendInput {
  clientKey: string;
  msgType: 0 | 1 | 2;
  content: string;
  product?: ProductOffer;
}
type ChildId = `send:${string}` | `upload:${string}`;

export type ChatEvent =
  | ({ type: 'SESSION_CHANGED' } & ChatInput)
  | { type: 'OPEN'; product?: ProductOffer }
  | { type: 'CLOSE' }
  | { type: 'VISIBILITY'; hidden: boolean }
  | { type: 'LOAD_OLDER' }
  | { type: 'TYPE'; text: string }
  | { type: 'SEND_TEXT'; clientKey: string }
  | { type: 'SEND_PRODUCT'; clientKey: string }
  | { type: 'SEND_IMAGE'; clientKey: string; file: unknown }
  | { type: 'RETRY'; clientKey: string }
  | { type: 'DISMISS_OFFER' }
  /** From the login machine (through the visitor system): the private login this chat asked for happened / will not. */
  | { type: 'PRIVATE_LOGIN_ALLOWED' }
  | { type: 'PRIVATE_LOGIN_DROPPED' }
  /** Internal: a send or upload child answered. */
  | DoneActorEvent<ChatMessage | string, ChildId>
  | ErrorActorEvent<unknown, ChildId>;

export type ChatEmitted =
  /** The product the visitor opened the chat about, for the app to offer again after the login. */
  | { type: 'privateLoginNeeded'; product?: ProductOffer }
  | { type: 'failed'; message: string }
  /** Service messages that arrived by polling while the panel is open. */
  | { type: 'received'; messages: ChatMessage[] };

/** The union of two lists, sorted by timestamp then id, one message per id (the second list's copy wins). */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of [...a, ...b]) byId.set(message.id, message);
  return [...byId.values()].sort((x, y) => x.timestamp - y.timestamp || x.id - y.id);
}

const notProvided = <O, I>(name: string) =>
  fromPromise<O, I>(() => Promise.reject(new Error(`${name} actor not provided`)));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const newest = (items: readonly ChatMessage[], from: number) => items.reduce((t, m) => Math.max(t, m.timestamp), from);
/** The outbox entry a send or upload child's answer is for (none for the polls' answers). */
const entryOf = (context: ChatContext, event: ChatEvent) => {
  const key =
    'actorId' in event && /^(send|upload):/.test(event.actorId)
      ? event.actorId.slice(event.actorId.indexOf(':') + 1)
      : null;
  return context.outbox.find((e) => e.clientKey === key);
};
const without = (outbox: readonly ChatOutboxEntry[], clientKey: string) =>
  outbox.filter((e) => e.clientKey !== clientKey);
const outputOf = <T>(event: ChatEvent) => (event as DoneActorEvent<T>).output;
const conversation = {
  messages: [],
  totalCount: 0,
  loadedPages: 0,
  cursor: 0,
  unread: 0,
  offer: null,
  draft: '',
  outbox: [],
  readUpTo: 0,
};
/** The newest message the other side wrote (the buyer's for the desk, the service's for the buyer). */
const newestOther = (context: ChatContext) =>
  context.messages.findLast((m) => (m.sender === 0) !== !!context.service)?.timestamp ?? 0;

/** Takes messages in. The total is the server's when given (the whole conversation's, for pages and new-message
 *  polls alike); a sent message adds one until the next poll says. */
function take(context: ChatContext, items: readonly ChatMessage[], serverTotal?: number) {
  const messages = mergeMessages(context.messages, items);
  return {
    messages,
    totalCount: Math.max(
      serverTotal ?? context.totalCount + messages.length - context.messages.length,
      messages.length,
    ),
  };
}
/** Page 1 of a reopened panel may start after what we had (more than a page arrived while closed): the poll from
 *  the old cursor fills the gap, at once. */
const leavesGap = (context: ChatContext, items: readonly ChatMessage[]) =>
  context.cursor > 0 && items.length > 0 && items.every((m) => m.timestamp > context.cursor);

// The waiting side of both poll loops; `tick` (per region) starts the next poll, or pauses for a hidden page.
const loop = {
  paused: { always: { guard: 'visible', target: 'tick' } },
  // Leaving for `paused` at once means coming back polls at once (spec: poll on becoming visible).
  waiting: { always: { guard: 'hidden', target: 'paused' }, after: { poll: 'tick' } },
  backingOff: { always: { guard: 'hidden', target: 'paused' }, after: { backoff: 'tick' } },
} as const;

export const chatMachine = setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent, emitted: {} as ChatEmitted, input: {} as ChatInput },
  actors: {
    fetchUnread: notProvided<number, void>('fetchUnread'),
    fetchPage: notProvided<Page, { page: number }>('fetchPage'),
    fetchNew: notProvided<Page, { newTimestamp: number }>('fetchNew'),
    send: notProvided<ChatMessage, ChatSendInput>('send'),
    upload: notProvided<string, { file: unknown }>('upload'),
    markRead: notProvided<unknown, { timestamp: number }>('markRead'),
  },
  delays: {
    poll: CHAT_POLL_MS,
    backoff: ({ context }) => Math.min(CHAT_POLL_MS * 2 ** context.failures, CHAT_BACKOFF_MAX_MS),
  },
  actions: {
    // Another account must not see the previous one's conversation, draft or product.
    takeSession: assign(({ context, event }) => {
      const { type: _, ...session } = event as Extract<ChatEvent, { type: 'SESSION_CHANGED' }>;
      return session.accountKey === context.accountKey ? session : { ...session, ...conversation };
    }),
    // Spec: chat is private-only; the login machine opens the private login dialog, and OPEN is kept here until it allows.
    askPrivateLogin: enqueueActions(({ event, enqueue }) => {
      const { product } = event as Extract<ChatEvent, { type: 'OPEN' }>;
      enqueue.assign({ afterLogin: product ? { product } : {}, loginAllowed: false });
      enqueue.emit({ type: 'privateLoginNeeded' as const, product });
    }),
    resumeAfterLogin: enqueueActions(({ context, enqueue }) => {
      enqueue.raise({ type: 'OPEN', product: context.afterLogin!.product });
      enqueue.assign({ afterLogin: null, loginAllowed: false });
    }),
    // The desk: what it has on screen of the buyer's messages is read, while the window is in view (issue 14).
    markSeen: enqueueActions(({ context, enqueue }) => {
      const newest = newestOther(context);
      if (!context.service || context.hidden || newest <= context.readUpTo) return;
      enqueue.assign({ readUpTo: newest });
      enqueue.spawnChild('markRead', { id: `read:${newest}`, input: { timestamp: newest } });
    }),
    fail: emit(({ event }) => ({ type: 'failed' as const, message: messageOf((event as ErrorActorEvent).error) })),
    online: assign({ connection: 'online', failures: 0, lastError: null }),
    // Polls are background work: no `failed` for the visitor, only the connection line and a longer wait.
    offline: assign(({ context, event }) => ({
      connection: 'retrying' as const,
      failures: context.failures + 1,
      lastError: messageOf((event as ErrorActorEvent).error),
    })),
    takeUnread: assign({ unread: ({ event }) => outputOf<number>(event) }),
    takeFirstPage: assign(({ context, event }) => {
      const { items, totalCount } = outputOf<Page>(event);
      return {
        ...take(context, items, totalCount),
        loadedPages: Math.max(context.loadedPages, 1),
        cursor: leavesGap(context, items) ? context.cursor : newest(items, context.cursor),
      };
    }),
    takeOlder: assign(({ context, event }) => {
      const { items, totalCount } = outputOf<Page>(event);
      // An empty page means the server's total was stale: everything is loaded.
      return { ...take(context, items, items.length > 0 ? totalCount : 0), loadedPages: context.loadedPages + 1 };
    }),
    takeNew: enqueueActions(({ context, event, enqueue }) => {
      const { items, totalCount } = outputOf<Page>(event);
      const known = new Set(context.messages.map((m) => m.id));
      enqueue.assign({ ...take(context, items, totalCount), cursor: newest(items, context.cursor) });
      const fromService = items.filter((m) => m.sender === 0 && !known.has(m.id));
      if (fromService.length > 0) enqueue.emit({ type: 'received', messages: fromService });
    }),
    /** Puts the entry in the outbox (in place on a retry) and sends it; the clientKey makes a repeat idempotent. */
    post: enqueueActions(({ context, enqueue }, entry: ChatOutboxEntry) => {
      const listed = context.outbox.some((e) => e.clientKey === entry.clientKey);
      enqueue.assign({
        outbox: listed
          ? context.outbox.map((e) => (e.clientKey === entry.clientKey ? entry : e))
          : [...context.outbox, entry],
      });
      const { clientKey, msgType, content, product } = entry;
      enqueue.spawnChild('send', {
        id: `send:${clientKey}`,
        input: product ? { clientKey, msgType, content, product } : { clientKey, msgType, content },
      });
    }),
    startUpload: enqueueActions(({ context, event, enqueue }) => {
      const { clientKey, file } = event as Extract<ChatEvent, { type: 'SEND_IMAGE' }>;
      enqueue.assign({ outbox: [...context.outbox, { clientKey, msgType: 1, content: '', status: 'uploading' }] });
      enqueue.spawnChild('upload', { id: `upload:${clientKey}`, input: { file } });
    }),
    sent: assign(({ context, event }) => {
      const entry = entryOf(context, event)!;
      const offered = entry.msgType === 2 && context.offer?.productNumber === entry.product?.productNumber;
      return {
        ...take(context, [outputOf<ChatMessage>(event)]),
        outbox: without(context.outbox, entry.clientKey),
        offer: offered ? null : context.offer,
      };
    }),
    // Spec: send and upload failures show the server message. Typed text is never lost: back into an empty draft,
    // or kept as a failed bubble to retry. A product stays offered; a picture is picked again.
    unsent: enqueueActions(({ context, event, enqueue }) => {
      const entry = entryOf(context, event)!;
      const outbox = without(context.outbox, entry.clientKey);
      if (entry.msgType !== 0) enqueue.assign({ outbox });
      else if (context.draft.trim() === '') enqueue.assign({ outbox, draft: entry.content });
      else
        enqueue.assign({ outbox: context.outbox.map((e) => (e === entry ? { ...e, status: 'failed' as const } : e)) });
      enqueue.emit({ type: 'failed', message: messageOf((event as ErrorActorEvent).error) });
    }),
  },
  guards: {
    usable: ({ context }) => context.enabled && context.isPrivateLogin,
    offered: ({ context }) => context.enabled,
    accountChanged: ({ context, event }) => 'accountKey' in event && event.accountKey !== context.accountKey,
    hidden: ({ context }) => context.hidden,
    visible: ({ context }) => !context.hidden,
    nothingLoaded: ({ context }) => context.loadedPages === 0,
    firstTry: ({ context }) => context.failures === 0,
    gapBehindFirstPage: ({ context, event }) => leavesGap(context, outputOf<Page>(event).items),
    fullBatch: ({ event }) => outputOf<Page>(event).items.length >= CHAT_NEW_LIMIT,
    olderExist: ({ context }) => context.loadedPages > 0 && context.messages.length < context.totalCount,
    freshKey: ({ context, event }) =>
      'clientKey' in event && !context.outbox.some((e) => e.clientKey === event.clientKey),
    // Spec: empty text cannot be sent.
    hasText: ({ context }) => context.draft.trim() !== '',
    canOfferProduct: ({ context }) => context.offer !== null && !context.outbox.some((e) => e.msgType === 2),
    isFailed: ({ context, event }) =>
      'clientKey' in event && context.outbox.some((e) => e.clientKey === event.clientKey && e.status === 'failed'),
    // An answer for an entry no longer listed (the account changed) is dropped.
    isOwnChild: ({ context, event }) => entryOf(context, event) !== undefined,
    isSend: ({ context, event }) =>
      'actorId' in event && event.actorId.startsWith('send:') && entryOf(context, event) !== undefined,
    isUpload: ({ context, event }) =>
      'actorId' in event && event.actorId.startsWith('upload:') && entryOf(context, event) !== undefined,
    resumable: ({ context }) => context.loginAllowed && context.afterLogin !== null,
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    ...input,
    ...conversation,
    loadingOlder: false,
    connection: 'online',
    failures: 0,
    lastError: null,
    afterLogin: null,
    loginAllowed: false,
  }),
  initial: 'off',
  on: {
    // Losing the chat closes the panel; another account starts over from its unread count.
    SESSION_CHANGED: [
      { guard: ({ event }) => !event.enabled, target: '.off', actions: 'takeSession' },
      { guard: ({ event }) => !event.isPrivateLogin, target: '.needsPrivateLogin', actions: 'takeSession' },
      { guard: 'accountChanged', target: '.closed', actions: 'takeSession' },
      { actions: 'takeSession' },
    ],
    VISIBILITY: { actions: assign({ hidden: ({ event }) => event.hidden }) },
    TYPE: { actions: assign({ draft: ({ event }) => event.text }) },
    DISMISS_OFFER: { actions: assign({ offer: null }) },
    PRIVATE_LOGIN_ALLOWED: { actions: assign({ loginAllowed: ({ context }) => context.afterLogin !== null }) },
    PRIVATE_LOGIN_DROPPED: { actions: assign({ afterLogin: null, loginAllowed: false }) },
    // Answers land in whatever state they arrive: the server has already stored the message.
    'xstate.done.actor.*': [
      { guard: 'isSend', actions: 'sent' },
      // The picture is stored: its path goes out as an image message under the same clientKey.
      {
        guard: 'isUpload',
        actions: {
          type: 'post',
          params: ({ context, event }) => ({
            ...entryOf(context, event)!,
            content: outputOf<string>(event),
            status: 'sending',
          }),
        },
      },
    ],
    'xstate.error.actor.*': { guard: 'isOwnChild', actions: 'unsent' },
  },
  states: {
    off: {
      always: [
        { guard: 'usable', target: 'closed' },
        { guard: 'offered', target: 'needsPrivateLogin' },
      ],
    },
    needsPrivateLogin: {
      always: { guard: 'usable', target: 'closed' },
      on: { OPEN: { actions: 'askPrivateLogin' } },
    },
    closed: {
      initial: 'tick',
      always: { guard: 'resumable', actions: 'resumeAfterLogin' },
      on: { OPEN: { target: 'open', actions: assign({ offer: ({ event }) => event.product ?? null }) } },
      states: {
        tick: { always: [{ guard: 'hidden', target: 'paused' }, { target: 'polling' }] },
        polling: {
          invoke: {
            src: 'fetchUnread',
            onDone: { target: 'waiting', actions: ['online', 'takeUnread'] },
            onError: { target: 'backingOff', actions: 'offline' },
          },
        },
        ...loop,
      },
    },
    open: {
      type: 'parallel',
      // The server marks everything read when the panel loads its page.
      entry: assign({ unread: 0 }),
      on: {
        // Spec: unread polling resumes on close; the first poll waits a period, as everything was just read.
        CLOSE: { target: 'closed.waiting' },
        OPEN: { actions: assign({ offer: ({ context, event }) => event.product ?? context.offer }) },
        VISIBILITY: { actions: [assign({ hidden: ({ event }) => event.hidden }), 'markSeen'] },
        SEND_TEXT: {
          guard: and(['hasText', 'freshKey']),
          actions: [
            {
              type: 'post',
              params: ({ context, event }) => ({
                clientKey: event.clientKey,
                msgType: 0,
                content: context.draft,
                status: 'sending',
              }),
            },
            assign({ draft: '' }),
          ],
        },
        SEND_PRODUCT: {
          guard: and(['canOfferProduct', 'freshKey']),
          actions: {
            type: 'post',
            params: ({ context, event }) => ({
              clientKey: event.clientKey,
              msgType: 2,
              content: '',
              status: 'sending',
              product: context.offer!,
            }),
          },
        },
        SEND_IMAGE: { guard: 'freshKey', actions: 'startUpload' },
        RETRY: {
          guard: 'isFailed',
          actions: {
            type: 'post',
            params: ({ context, event }) => ({
              ...context.outbox.find((e) => e.clientKey === event.clientKey)!,
              status: 'sending',
            }),
          },
        },
      },
      states: {
        feed: {
          initial: 'loadingFirst',
          states: {
            loadingFirst: {
              invoke: {
                src: 'fetchPage',
                input: { page: 1 },
                onDone: [
                  { guard: 'gapBehindFirstPage', target: 'tick', actions: ['online', 'takeFirstPage', 'markSeen'] },
                  { target: 'waiting', actions: ['online', 'takeFirstPage', 'markSeen'] },
                ],
                // Spec: list failures show the server message, for the visitor's own attempt; retries are quiet.
                onError: [
                  { guard: 'firstTry', target: 'backingOff', actions: ['fail', 'offline'] },
                  { target: 'backingOff', actions: 'offline' },
                ],
              },
            },
            polling: {
              invoke: {
                src: 'fetchNew',
                input: ({ context }) => ({ newTimestamp: context.cursor }),
                // A full batch means more are waiting: fetch on without a pause.
                onDone: [
                  { guard: 'fullBatch', target: 'tick', actions: ['online', 'takeNew', 'markSeen'] },
                  { target: 'waiting', actions: ['online', 'takeNew', 'markSeen'] },
                ],
                onError: { target: 'backingOff', actions: 'offline' },
              },
            },
            // Until page 1 arrives, a retry asks for page 1 again rather than the whole history after timestamp 0.
            tick: {
              always: [
                { guard: 'hidden', target: 'paused' },
                { guard: 'nothingLoaded', target: 'loadingFirst' },
                { target: 'polling' },
              ],
            },
            ...loop,
          },
        },
        older: {
          initial: 'idle',
          states: {
            idle: { on: { LOAD_OLDER: { guard: 'olderExist', target: 'loading' } } },
            loading: {
              entry: assign({ loadingOlder: true }),
              exit: assign({ loadingOlder: false }),
              invoke: {
                src: 'fetchPage',
                input: ({ context }) => ({ page: context.loadedPages + 1 }),
                onDone: { target: 'idle', actions: 'takeOlder' },
                onError: { target: 'idle', actions: 'fail' },
              },
            },
          },
        },
      },
    },
  },
});

/** The chat's calls, injected once: by the visitor system for the buyer, by the desk for one conversation. */
export interface ChatCalls {
  /** The buyer's unread badge, polled while the panel is closed (the desk's conversation is never closed). */
  fetchUnread?: () => Promise<number>;
  fetchPage: (page: number) => Promise<Page>;
  fetchNew: (newTimestamp: number) => Promise<Page>;
  send: (message: ChatSendInput) => Promise<ChatMessage>;
  /** Resolves to the stored picture's fullPath. */
  upload: (file: unknown) => Promise<string>;
  markRead?: (timestamp: number) => Promise<unknown>;
}

/** The machine with its calls: the one wiring both the buyer's panel and the console's desk use. */
export const chatWith = (calls: ChatCalls) =>
  chatMachine.provide({
    actors: {
      fetchUnread: fromPromise(() => calls.fetchUnread?.() ?? Promise.resolve(0)),
      fetchPage: fromPromise(({ input }) => calls.fetchPage(input.page)),
      fetchNew: fromPromise(({ input }) => calls.fetchNew(input.newTimestamp)),
      send: fromPromise(({ input }) => calls.send(input)),
      upload: fromPromise(({ input }) => calls.upload(input.file)),
      markRead: fromPromise(({ input }) => calls.markRead?.(input.timestamp) ?? Promise.resolve()),
    },
  });
export type ChatMachine = ReturnType<typeof chatWith>;
