// Model-style tests of machines/chat.ts (spec sections 4 "Chat", 5, 6, 9), against a fake chat server kept as a list,
// with fake timers (every call records when it was made). Cases: who gets chat (disabled → nothing at all; not
// private → privateLoginNeeded and no polling; session changes; another account clears the conversation and drops
// late answers); unread polled every 5 s while closed; hidden pauses and visible polls at once; OPEN loads page 1,
// stops unread polling and polls new messages every 5 s from the newest timestamp, announcing service messages;
// CLOSE resumes unread polling after a period; backoff doubles and is capped, with no `failed`; recovery fetches from
// the newest timestamp known (no gap, no duplicate, also with a message sent meanwhile); a full batch of
// CHAT_NEW_LIMIT is fetched on at once; page 1 failing shows the message and retries quietly; a reopened panel
// fills what arrived while closed; LOAD_OLDER merges, stops when all is loaded, shows failures; sending text
// (success, whitespace ignored, failure keeps the text, retry with the same clientKey is idempotent, several at
// once); products (sent card clears the offer, failure keeps it, dismiss); pictures (upload then send, upload
// failure message); OPEN before the private login kept by the machine and opened once the login allows it (with its
// product; not after a dismissal); the desk's end (service) marks the buyer's messages read as they are shown, only
// while visible, once per newest message; mergeMessages by example and as a property (order-independent, sorted, no
// duplicate ids).
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  CHAT_BACKOFF_MAX_MS,
  CHAT_NEW_LIMIT,
  CHAT_PAGE_SIZE,
  CHAT_POLL_MS,
  chatMachine,
  mergeMessages,
  type ChatEmitted,
  type ChatInput,
  type ChatMessage,
  type ProductOffer,
} from '../../machines/chat';

const privateBuyer: ChatInput = { enabled: true, isPrivateLogin: true, accountKey: 'ann', hidden: false };
const offer: ProductOffer = {
  productNumber: 'T100',
  productName: '积木',
  productEName: 'Blocks',
  productFa_no: 'FA-1',
  productPrice: 9.5,
  productCu_de: 'USD',
  productImage: '/img/t100.jpg',
};

function deferred<T>() {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Name = 'unread' | 'page' | 'new' | 'send' | 'upload';

/** A chat server keeping the conversation as a list; `fail[name]` makes that call reject with the message. */
function fakeServer(existing = 0) {
  const server = {
    list: [] as ChatMessage[],
    unread: 0,
    fail: {} as Partial<Record<Name, string>>,
    /** The next send is stored but its answer is lost on the way back. */
    loseAnswer: false,
    /** Sends wait for the test to release them. */
    holdSends: false,
    held: [] as { clientKey: string; release: () => void; refuse: (message: string) => void }[],
    calls: [] as { call: string; at: number }[],
    lastTimestamp: 1_000_000,
    store(sender: number, content: string, extra: Partial<ChatMessage> = {}) {
      const message: ChatMessage = {
        id: server.list.length + 1,
        sender,
        msgType: 0,
        content,
        timestamp: (server.lastTimestamp += 1000),
        userImage: '',
        productOut: null,
        clientKey: '',
        ...extra,
      };
      server.list.push(message);
      return message;
    },
    /** Customer service writes. */
    say: (count = 1) =>
      Array.from({ length: count }, (_, i) => server.store(0, `service ${server.list.length + i + 1}`)),
  };
  for (let i = 0; i < existing; i++) server.store(i % 2 ? 0 : 7, `old ${i + 1}`);
  return server;
}
type Server = ReturnType<typeof fakeServer>;

let t0 = 0;
const running: { stop: () => void }[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  t0 = Date.now();
});
afterEach(() => {
  running.splice(0).forEach((a) => a.stop());
  vi.useRealTimers();
});
/** Lets time pass; answers of the fake server (promises) land in between. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

function start(input: Partial<ChatInput> = {}, server: Server = fakeServer()) {
  const log = (call: string) => {
    server.calls.push({ call, at: Date.now() - t0 });
  };
  const gate = (name: Name) => {
    if (server.fail[name]) throw new Error(server.fail[name]);
  };
  const fetchUnread = fromPromise<number, void>(async () => {
    log('unread');
    gate('unread');
    return server.unread;
  });
  const fetchPage = fromPromise<{ items: ChatMessage[]; totalCount: number }, { page: number }>(
    async ({ input: { page } }) => {
      log(`page ${page}`);
      gate('page');
      const end = Math.max(0, server.list.length - CHAT_PAGE_SIZE * (page - 1));
      return { items: server.list.slice(Math.max(0, end - CHAT_PAGE_SIZE), end), totalCount: server.list.length };
    },
  );
  const fetchNew = fromPromise<{ items: ChatMessage[]; totalCount: number }, { newTimestamp: number }>(
    async ({ input: { newTimestamp } }) => {
      log(`new ${newTimestamp}`);
      gate('new');
      return {
        items: server.list.filter((m) => m.timestamp > newTimestamp).slice(0, CHAT_NEW_LIMIT),
        totalCount: server.list.length,
      };
    },
  );
  const send = fromPromise<
    ChatMessage,
    { clientKey: string; msgType: 0 | 1 | 2; content: string; product?: ProductOffer }
  >(async ({ input }) => {
    log(`send ${input.clientKey}`);
    if (server.holdSends) {
      const wait = deferred<void>();
      server.held.push({
        clientKey: input.clientKey,
        release: () => wait.resolve(),
        refuse: (message) => wait.reject(new Error(message)),
      });
      await wait.promise;
    }
    gate('send');
    const stored =
      server.list.find((m) => m.clientKey === input.clientKey) ??
      server.store(7, input.content, {
        msgType: input.msgType,
        clientKey: input.clientKey,
        productOut: input.product ? { ...input.product, langInfo: null, available: true } : null,
      });
    if (server.loseAnswer) {
      server.loseAnswer = false;
      throw new Error('Network error');
    }
    return stored;
  });
  const upload = fromPromise<string, { file: unknown }>(async ({ input: { file } }) => {
    log(`upload ${String(file)}`);
    gate('upload');
    return `/media/chat/${String(file)}`;
  });
  const markRead = fromPromise<unknown, { timestamp: number }>(async ({ input: { timestamp } }) =>
    log(`read ${timestamp}`),
  );
  const actor = createActor(
    chatMachine.provide({ actors: { fetchUnread, fetchPage, fetchNew, send, upload, markRead } }),
    { input: { ...privateBuyer, ...input } },
  );
  const emitted: ChatEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  running.push(actor);
  const calls = (name?: string) => server.calls.filter((c) => !name || c.call.startsWith(name)).map((c) => c.call);
  const times = (name: string) => server.calls.filter((c) => c.call.startsWith(name)).map((c) => c.at);
  return {
    actor,
    server,
    emitted,
    calls,
    times,
    at: (state: string) => actor.getSnapshot().matches(state as never),
    context: () => actor.getSnapshot().context,
  };
}
/** Opens the panel and lets page 1 land. */
async function opened(input: Partial<ChatInput> = {}, server = fakeServer()) {
  const chat = start(input, server);
  chat.actor.send({ type: 'OPEN' });
  await pass(0);
  return chat;
}
const ids = (messages: readonly ChatMessage[]) => messages.map((m) => m.id);
const serverIds = (server: Server) => ids(server.list);

describe('chat machine: who gets chat', () => {
  it('does nothing at all on a share without chat', async () => {
    const { actor, at, calls, emitted, context } = start({ enabled: false });
    expect(at('off')).toBe(true);
    actor.send({ type: 'OPEN', product: offer });
    await pass(60_000);
    expect(at('off')).toBe(true);
    expect(calls()).toEqual([]);
    expect(emitted).toEqual([]);
    expect(context().offer).toBeNull();
  });

  it('asks for the private login, and polls nothing, for a visitor not privately signed in', async () => {
    const { actor, at, calls, emitted } = start({ isPrivateLogin: false, accountKey: null });
    expect(at('needsPrivateLogin')).toBe(true);
    actor.send({ type: 'OPEN' });
    await pass(60_000);
    expect(at('needsPrivateLogin')).toBe(true);
    expect(emitted).toEqual([{ type: 'privateLoginNeeded' }]);
    expect(calls()).toEqual([]);
  });

  it('starts polling the unread count once the visitor signs in privately, and the OPEN sent after login opens', async () => {
    const { actor, at, calls } = start({ isPrivateLogin: false, accountKey: null });
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer });
    await pass(0);
    expect(at('closed')).toBe(true);
    expect(calls()).toEqual(['unread']);
    actor.send({ type: 'OPEN' });
    expect(at('open')).toBe(true);
  });

  it('closes the panel and stops polling when the share loses chat or the visitor the private login', async () => {
    const { actor, at, calls } = await opened();
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer, isPrivateLogin: false });
    expect(at('needsPrivateLogin')).toBe(true);
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer });
    await pass(0);
    expect(at('closed.waiting')).toBe(true);
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer, enabled: false });
    const before = calls().length;
    await pass(60_000);
    expect(at('off')).toBe(true);
    expect(calls()).toHaveLength(before);
  });

  it('another account gets an empty conversation and its own unread count; late answers of the old one are dropped', async () => {
    const server = fakeServer(3);
    const { actor, at, calls, context } = await opened({}, server);
    actor.send({ type: 'OPEN', product: offer });
    actor.send({ type: 'TYPE', text: 'half typed' });
    server.holdSends = true;
    actor.send({ type: 'SEND_PRODUCT', clientKey: 'p1' });
    await pass(0);
    server.unread = 4;
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer, accountKey: 'bob' });
    expect(at('closed.polling')).toBe(true);
    expect(context()).toMatchObject({
      accountKey: 'bob',
      messages: [],
      outbox: [],
      unread: 0,
      offer: null,
      draft: '',
      totalCount: 0,
      loadedPages: 0,
      cursor: 0,
    });
    server.held[0]!.release();
    await pass(0);
    expect(context()).toMatchObject({ messages: [], unread: 4 });
    expect(calls().at(-1)).toBe('unread');
  });

  it('a session update for the same account keeps the conversation', async () => {
    const { actor, context, at } = await opened({}, fakeServer(3));
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer });
    expect(at('open')).toBe(true);
    expect(context().messages).toHaveLength(3);
  });
});

describe('chat machine: unread count while closed', () => {
  it('polls every 5 s and shows what the server counts', async () => {
    const server = fakeServer();
    server.unread = 2;
    const { times, context, at } = start({}, server);
    await pass(0);
    expect(at('closed.waiting')).toBe(true);
    expect(context().unread).toBe(2);
    server.unread = 3;
    await pass(2 * CHAT_POLL_MS);
    expect(times('unread')).toEqual([0, 5000, 10000]);
    expect(context().unread).toBe(3);
  });

  it('polls nothing while the page is hidden, and at once when it is visible again', async () => {
    const { actor, times, at } = start();
    await pass(1000);
    actor.send({ type: 'VISIBILITY', hidden: true });
    expect(at('closed.paused')).toBe(true);
    await pass(60_000);
    expect(times('unread')).toEqual([0]);
    actor.send({ type: 'VISIBILITY', hidden: false });
    await pass(CHAT_POLL_MS);
    expect(times('unread')).toEqual([0, 61_000, 66_000]);
  });

  it('a page that starts hidden polls first when it becomes visible', async () => {
    const { actor, times } = start({ hidden: true });
    await pass(30_000);
    expect(times('unread')).toEqual([]);
    actor.send({ type: 'VISIBILITY', hidden: false });
    await pass(0);
    expect(times('unread')).toEqual([30_000]);
  });

  it('a hidden page lets the poll under way land, then pauses', async () => {
    const server = fakeServer();
    server.unread = 5;
    const { actor, times, at, context } = start({}, server);
    actor.send({ type: 'VISIBILITY', hidden: true });
    await pass(30_000);
    expect(at('closed.paused')).toBe(true);
    expect(context().unread).toBe(5);
    expect(times('unread')).toEqual([0]);
  });
});

describe('chat machine: the open panel', () => {
  it('OPEN loads page 1, clears the unread badge, stops unread polling and polls new messages from the newest timestamp', async () => {
    const server = fakeServer(25);
    server.unread = 3;
    const { actor, calls, times, context, at } = start({}, server);
    await pass(1000);
    actor.send({ type: 'OPEN' });
    expect(context().unread).toBe(0);
    await pass(0);
    expect(at('open.feed.waiting') && at('open.older.idle')).toBe(true);
    expect(ids(context().messages)).toEqual(serverIds(server).slice(5));
    expect(context()).toMatchObject({ totalCount: 25, loadedPages: 1, offer: null });
    const newest = server.list.at(-1)!.timestamp;
    await pass(2 * CHAT_POLL_MS);
    expect(calls()).toEqual(['unread', 'page 1', `new ${newest}`, `new ${newest}`]);
    expect(times('new')).toEqual([6000, 11_000]);
    expect(times('unread')).toEqual([0]);
  });

  it('merges new service messages and announces them; our own stored messages are not announced', async () => {
    const server = fakeServer(2);
    const { server: s, emitted, context } = await opened({}, server);
    const [first, second] = s.say(2);
    s.store(7, 'from my phone');
    await pass(CHAT_POLL_MS);
    expect(ids(context().messages)).toEqual(serverIds(server));
    expect(emitted).toEqual([{ type: 'received', messages: [first, second] }]);
    expect(context().totalCount).toBe(5);
    await pass(CHAT_POLL_MS);
    expect(emitted).toHaveLength(1);
  });

  it('OPEN with a product offers it; OPEN from the button offers nothing; DISMISS_OFFER removes it', async () => {
    const { actor, context } = await opened();
    expect(context().offer).toBeNull();
    actor.send({ type: 'OPEN', product: offer });
    expect(context().offer).toEqual(offer);
    actor.send({ type: 'DISMISS_OFFER' });
    expect(context().offer).toBeNull();
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', product: offer });
    expect(context().offer).toEqual(offer);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    expect(context().offer).toBeNull();
  });

  it('CLOSE stops new-message polling; unread polling resumes one period later', async () => {
    const { actor, at, calls, times } = await opened();
    await pass(2000);
    actor.send({ type: 'CLOSE' });
    expect(at('closed.waiting')).toBe(true);
    await pass(2 * CHAT_POLL_MS);
    expect(times('unread')).toEqual([0, 7000, 12_000]);
    expect(calls('new')).toEqual([]);
  });

  it('a hidden page pauses new-message polling; visible again polls at once', async () => {
    const { actor, at, times } = await opened();
    actor.send({ type: 'VISIBILITY', hidden: true });
    expect(at('open.feed.paused')).toBe(true);
    await pass(30_000);
    expect(times('new')).toEqual([]);
    actor.send({ type: 'VISIBILITY', hidden: false });
    await pass(CHAT_POLL_MS);
    expect(times('new')).toEqual([30_000, 35_000]);
  });

  it('a full batch of CHAT_NEW_LIMIT is fetched on at once until fewer come', async () => {
    const server = fakeServer(5);
    const { calls, times, context, emitted } = await opened({}, server);
    const cursor = server.list.at(-1)!.timestamp;
    server.say(2 * CHAT_NEW_LIMIT + 50);
    await pass(CHAT_POLL_MS);
    const at100 = server.list[5 + CHAT_NEW_LIMIT - 1]!.timestamp,
      at200 = server.list[5 + 2 * CHAT_NEW_LIMIT - 1]!.timestamp;
    expect(calls('new')).toEqual([`new ${cursor}`, `new ${at100}`, `new ${at200}`]);
    expect(times('new')).toEqual([5000, 5000, 5000]);
    expect(ids(context().messages)).toEqual(serverIds(server));
    expect(emitted.flatMap((e) => (e.type === 'received' ? ids(e.messages) : []))).toEqual(serverIds(server).slice(5));
    await pass(CHAT_POLL_MS);
    expect(times('new')).toEqual([5000, 5000, 5000, 10_000]);
  });

  it('a panel reopened after more than a page arrived fetches the gap at once', async () => {
    const server = fakeServer(3);
    const { actor, calls, context } = await opened({}, server);
    const cursor = server.list.at(-1)!.timestamp;
    actor.send({ type: 'CLOSE' });
    server.say(CHAT_PAGE_SIZE + 10);
    actor.send({ type: 'OPEN' });
    await pass(0);
    expect(calls().slice(-2)).toEqual(['page 1', `new ${cursor}`]);
    expect(ids(context().messages)).toEqual(serverIds(server));
    expect(context().totalCount).toBe(server.list.length);
    actor.send({ type: 'LOAD_OLDER' }); // all there
    expect(context().loadingOlder).toBe(false);
  });
});

describe('chat machine: polling failures', () => {
  it('unread polling backs off doubling up to the cap, quietly, and recovers', async () => {
    const server = fakeServer();
    server.fail.unread = 'Service unavailable';
    const { times, context, emitted } = start({}, server);
    await pass(0);
    expect(context()).toMatchObject({ connection: 'retrying', failures: 1, lastError: 'Service unavailable' });
    await pass(129_999);
    expect(times('unread')).toEqual([0, 10_000, 30_000, 70_000]);
    expect(CHAT_BACKOFF_MAX_MS).toBe(60_000);
    await pass(1);
    delete server.fail.unread;
    server.unread = 1;
    await pass(60_000);
    expect(times('unread')).toEqual([0, 10_000, 30_000, 70_000, 130_000, 190_000]);
    expect(context()).toMatchObject({ connection: 'online', failures: 0, lastError: null, unread: 1 });
    await pass(CHAT_POLL_MS);
    expect(times('unread').at(-1)).toBe(195_000);
    expect(emitted).toEqual([]);
  });

  it('new-message polling recovers from the newest timestamp known: no gap, no duplicate', async () => {
    const server = fakeServer(4);
    const { actor, server: s, calls, times, context, emitted } = await opened({}, server);
    const cursor = s.list.at(-1)!.timestamp;
    s.fail.new = 'Bad gateway';
    await pass(CHAT_POLL_MS);
    expect(context()).toMatchObject({ connection: 'retrying', failures: 1 });
    s.say(2);
    // A message we send meanwhile is stored after those two; it must not make the next poll skip them.
    actor.send({ type: 'TYPE', text: 'anyone there?' });
    actor.send({ type: 'SEND_TEXT', clientKey: 'k1' });
    await pass(10_000);
    s.say(1);
    delete s.fail.new;
    await pass(20_000);
    expect(times('new')).toEqual([5000, 15_000, 35_000]);
    expect(calls('new')).toEqual([`new ${cursor}`, `new ${cursor}`, `new ${cursor}`]);
    expect(context()).toMatchObject({ connection: 'online', failures: 0, lastError: null });
    expect(ids(context().messages)).toEqual(serverIds(server));
    expect(emitted.filter((e) => e.type === 'failed')).toEqual([]);
    expect(emitted.flatMap((e) => (e.type === 'received' ? ids(e.messages) : []))).toEqual([5, 6, 8]);
    await pass(CHAT_POLL_MS);
    expect(calls('new').at(-1)).toBe(`new ${s.list.at(-1)!.timestamp}`);
  });

  it('page 1 failing shows the message, then retries quietly with backoff and polls once it loads', async () => {
    const server = fakeServer(3);
    server.fail.page = 'Chat is busy';
    const { actor, calls, times, context, emitted, at } = start({}, server);
    actor.send({ type: 'OPEN' });
    await pass(0);
    expect(emitted).toEqual([{ type: 'failed', message: 'Chat is busy' }]);
    expect(at('open.feed.backingOff')).toBe(true);
    await pass(10_000);
    expect(emitted).toHaveLength(1);
    delete server.fail.page;
    await pass(20_000);
    expect(times('page')).toEqual([0, 10_000, 30_000]);
    expect(context()).toMatchObject({ connection: 'online', loadedPages: 1, totalCount: 3 });
    await pass(CHAT_POLL_MS);
    expect(calls().at(-1)).toBe(`new ${server.list.at(-1)!.timestamp}`);
  });
});

describe('chat machine: older messages', () => {
  it('LOAD_OLDER loads the next page, merges, and stops when everything is loaded', async () => {
    const server = fakeServer(45);
    const { actor, calls, context, at } = await opened({}, server);
    expect(context().messages).toHaveLength(20);
    actor.send({ type: 'LOAD_OLDER' });
    expect(context().loadingOlder).toBe(true);
    actor.send({ type: 'LOAD_OLDER' }); // already loading
    await pass(0);
    expect(context()).toMatchObject({ loadingOlder: false, loadedPages: 2 });
    expect(ids(context().messages)).toEqual(serverIds(server).slice(5));
    actor.send({ type: 'LOAD_OLDER' });
    await pass(0);
    expect(ids(context().messages)).toEqual(serverIds(server));
    actor.send({ type: 'LOAD_OLDER' });
    expect(at('open.older.idle')).toBe(true);
    expect(calls('page')).toEqual(['page 1', 'page 2', 'page 3']);
  });

  it('messages arriving meanwhile shift the pages but nothing older is skipped', async () => {
    const server = fakeServer(45);
    const { actor, context } = await opened({}, server);
    server.say(12);
    await pass(CHAT_POLL_MS);
    expect(context().totalCount).toBe(57);
    for (let i = 0; i < 5; i++) {
      actor.send({ type: 'LOAD_OLDER' });
      await pass(0);
    }
    expect(ids(context().messages)).toEqual(serverIds(server));
    expect(context()).toMatchObject({ loadedPages: 3, totalCount: 57 });
  });

  it('a failed older page shows the message and can be asked again', async () => {
    const server = fakeServer(30);
    const { actor, context, emitted } = await opened({}, server);
    server.fail.page = 'Timeout';
    actor.send({ type: 'LOAD_OLDER' });
    await pass(0);
    expect(emitted).toEqual([{ type: 'failed', message: 'Timeout' }]);
    expect(context()).toMatchObject({ loadingOlder: false, loadedPages: 1 });
    delete server.fail.page;
    actor.send({ type: 'LOAD_OLDER' });
    await pass(0);
    expect(ids(context().messages)).toEqual(serverIds(server));
  });

  it('a stale total stops at the first empty page', async () => {
    const server = fakeServer(25);
    const { actor, calls, context } = await opened({}, server);
    server.list.splice(0, 10); // deleted on the server after page 1 counted them
    actor.send({ type: 'LOAD_OLDER' });
    await pass(0);
    expect(context()).toMatchObject({ loadedPages: 2, totalCount: 20 });
    actor.send({ type: 'LOAD_OLDER' });
    expect(context().loadingOlder).toBe(false);
    expect(calls('page')).toEqual(['page 1', 'page 2']);
  });
});

describe('chat machine: sending text', () => {
  it('moves the draft into the outbox, then shows the stored message', async () => {
    const { actor, calls, context, emitted } = await opened({}, fakeServer(1));
    actor.send({ type: 'TYPE', text: 'Hello' });
    actor.send({ type: 'SEND_TEXT', clientKey: 'k1' });
    expect(context()).toMatchObject({
      draft: '',
      outbox: [{ clientKey: 'k1', msgType: 0, content: 'Hello', status: 'sending' }],
    });
    await pass(0);
    expect(calls('send')).toEqual(['send k1']);
    expect(context().outbox).toEqual([]);
    expect(context().messages.at(-1)).toMatchObject({ id: 2, sender: 7, content: 'Hello', clientKey: 'k1' });
    expect(context().totalCount).toBe(2);
    expect(emitted).toEqual([]);
  });

  it.each(['', '   ', '\n\t '])('ignores a draft of %j (spec: empty text cannot be sent)', async (text) => {
    const { actor, calls, context } = await opened();
    actor.send({ type: 'TYPE', text });
    actor.send({ type: 'SEND_TEXT', clientKey: 'k1' });
    await pass(0);
    expect(calls('send')).toEqual([]);
    expect(context()).toMatchObject({ draft: text, outbox: [] });
  });

  it('a refused send shows the message and puts the text back into the empty draft', async () => {
    const server = fakeServer();
    server.fail.send = 'Message contains forbidden words';
    const { actor, context, emitted } = await opened({}, server);
    actor.send({ type: 'TYPE', text: 'Hello' });
    actor.send({ type: 'SEND_TEXT', clientKey: 'k1' });
    await pass(0);
    expect(emitted).toEqual([{ type: 'failed', message: 'Message contains forbidden words' }]);
    expect(context()).toMatchObject({ draft: 'Hello', outbox: [], messages: [] });
  });

  it('a failure while something new is typed keeps a failed bubble; RETRY with the same clientKey stores it once', async () => {
    const server = fakeServer();
    const { actor, calls, context, emitted } = await opened({}, server);
    server.holdSends = true;
    actor.send({ type: 'TYPE', text: 'First' });
    actor.send({ type: 'SEND_TEXT', clientKey: 'k1' });
    await pass(0);
    actor.send({ type: 'TYPE', text: 'Sec' });
    server.loseAnswer = true; // stored, but the answer never arrives
    server.held[0]!.release();
    await pass(0);
    expect(emitted).toEqual([{ type: 'failed', message: 'Network error' }]);
    expect(context()).toMatchObject({
      draft: 'Sec',
      outbox: [{ clientKey: 'k1', content: 'First', status: 'failed' }],
    });
    actor.send({ type: 'RETRY', clientKey: 'nope' });
    actor.send({ type: 'RETRY', clientKey: 'k1' });
    expect(context().outbox).toEqual([{ clientKey: 'k1', msgType: 0, content: 'First', status: 'sending' }]);
    actor.send({ type: 'RETRY', clientKey: 'k1' }); // already sending
    server.held[1]!.release();
    await pass(CHAT_POLL_MS);
    expect(calls('send')).toEqual(['send k1', 'send k1']);
    expect(server.list).toHaveLength(1);
    expect(context()).toMatchObject({ outbox: [], draft: 'Sec', totalCount: 1 });
    expect(ids(context().messages)).toEqual([1]);
  });

  it('several messages go at once and land in whatever order the server answers', async () => {
    const server = fakeServer();
    const { actor, context, emitted } = await opened({}, server);
    server.holdSends = true;
    for (const [key, text] of [
      ['a', 'one'],
      ['b', 'two'],
      ['c', 'three'],
    ]) {
      actor.send({ type: 'TYPE', text: text! });
      actor.send({ type: 'SEND_TEXT', clientKey: key! });
    }
    await pass(0);
    expect(context().outbox.map((e) => e.clientKey)).toEqual(['a', 'b', 'c']);
    const held = (key: string) => server.held.find((h) => h.clientKey === key)!;
    held('c').release();
    held('a').refuse('Too fast');
    await pass(0);
    held('b').release();
    await pass(0);
    expect(context().messages.map((m) => m.content)).toEqual(['three', 'two']);
    expect(context()).toMatchObject({ outbox: [], draft: 'one' });
    expect(emitted).toEqual([{ type: 'failed', message: 'Too fast' }]);
  });

  it('an answer arriving after the panel closed still lands', async () => {
    const server = fakeServer();
    const { actor, context, at } = await opened({}, server);
    server.holdSends = true;
    actor.send({ type: 'TYPE', text: 'bye' });
    actor.send({ type: 'SEND_TEXT', clientKey: 'k1' });
    await pass(0);
    actor.send({ type: 'CLOSE' });
    server.held[0]!.release();
    await pass(0);
    expect(at('closed')).toBe(true);
    expect(context()).toMatchObject({ outbox: [], messages: [{ content: 'bye' }] });
  });
});

describe('chat machine: products and pictures', () => {
  it('sends the offered product as a card and clears the offer', async () => {
    const { actor, calls, context } = await opened();
    actor.send({ type: 'OPEN', product: offer });
    actor.send({ type: 'SEND_PRODUCT', clientKey: 'p1' });
    actor.send({ type: 'SEND_PRODUCT', clientKey: 'p2' }); // one card at a time
    expect(context().outbox).toEqual([{ clientKey: 'p1', msgType: 2, content: '', status: 'sending', product: offer }]);
    await pass(0);
    expect(calls('send')).toEqual(['send p1']);
    expect(context()).toMatchObject({ offer: null, outbox: [] });
    expect(context().messages[0]).toMatchObject({ msgType: 2, productOut: { productNumber: 'T100' } });
    actor.send({ type: 'SEND_PRODUCT', clientKey: 'p3' }); // nothing offered
    await pass(0);
    expect(calls('send')).toEqual(['send p1']);
  });

  it('a refused product keeps the offer and shows the message', async () => {
    const server = fakeServer();
    server.fail.send = 'Product is off-shelf';
    const { actor, context, emitted } = await opened({}, server);
    actor.send({ type: 'OPEN', product: offer });
    actor.send({ type: 'SEND_PRODUCT', clientKey: 'p1' });
    await pass(0);
    expect(emitted).toEqual([{ type: 'failed', message: 'Product is off-shelf' }]);
    expect(context()).toMatchObject({ offer, outbox: [], draft: '' });
  });

  it('uploads a picture, then sends its path as an image message', async () => {
    const server = fakeServer();
    server.holdSends = true;
    const { actor, calls, context } = await opened({}, server);
    actor.send({ type: 'SEND_IMAGE', clientKey: 'i1', file: 'cat.png' });
    expect(context().outbox).toEqual([{ clientKey: 'i1', msgType: 1, content: '', status: 'uploading' }]);
    await pass(0);
    expect(context().outbox).toEqual([
      { clientKey: 'i1', msgType: 1, content: '/media/chat/cat.png', status: 'sending' },
    ]);
    server.held[0]!.release();
    await pass(0);
    expect(calls().slice(-2)).toEqual(['upload cat.png', 'send i1']);
    expect(context()).toMatchObject({ outbox: [], messages: [{ msgType: 1, content: '/media/chat/cat.png' }] });
  });

  it('a refused upload shows its message and drops the picture', async () => {
    const server = fakeServer();
    server.fail.upload = 'Pictures may be at most 5,000,000 bytes';
    const { actor, calls, context, emitted } = await opened({}, server);
    actor.send({ type: 'SEND_IMAGE', clientKey: 'i1', file: 'huge.bmp' });
    await pass(0);
    expect(emitted).toEqual([{ type: 'failed', message: 'Pictures may be at most 5,000,000 bytes' }]);
    expect(context().outbox).toEqual([]);
    expect(calls('send')).toEqual([]);
  });

  it('a refused send of an uploaded picture shows the message and drops it', async () => {
    const server = fakeServer();
    server.fail.send = 'Server error';
    const { actor, context, emitted } = await opened({}, server);
    actor.send({ type: 'SEND_IMAGE', clientKey: 'i1', file: 'cat.png' });
    await pass(0);
    expect(emitted).toEqual([{ type: 'failed', message: 'Server error' }]);
    expect(context()).toMatchObject({ outbox: [], draft: '' });
  });
});

describe('chat machine: OPEN before the private login', () => {
  const signedOut: Partial<ChatInput> = { isPrivateLogin: false, accountKey: null };

  it("keeps what was asked and opens, with the product, once the login allows it and the chat is the visitor's", async () => {
    const { actor, at, context, emitted } = start(signedOut);
    actor.send({ type: 'OPEN', product: offer });
    expect(emitted).toEqual([{ type: 'privateLoginNeeded', product: offer }]);
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer });
    expect(at('closed')).toBe(true);
    actor.send({ type: 'PRIVATE_LOGIN_ALLOWED' });
    expect(at('open')).toBe(true);
    expect(context()).toMatchObject({ offer, afterLogin: null, loginAllowed: false });
    await pass(0);
  });

  it("the login's answer may come before the session says so", () => {
    const { actor, at } = start(signedOut);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PRIVATE_LOGIN_ALLOWED' });
    expect(at('needsPrivateLogin')).toBe(true);
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer });
    expect(at('open')).toBe(true);
  });

  it('a dismissed login opens nothing later', () => {
    const { actor, at } = start(signedOut);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'PRIVATE_LOGIN_DROPPED' });
    actor.send({ type: 'PRIVATE_LOGIN_ALLOWED' });
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer });
    expect(at('closed')).toBe(true);
  });
});

describe("chat machine: the desk's end", () => {
  it("marks the buyer's newest message read once it is shown, and again only for a newer one", async () => {
    const server = fakeServer(3);
    const { calls } = await opened({ service: true }, server);
    const newestBuyer = server.list.findLast((m) => m.sender !== 0)!.timestamp;
    expect(calls('read')).toEqual([`read ${newestBuyer}`]);
    server.say();
    await pass(CHAT_POLL_MS);
    expect(calls('read')).toHaveLength(1);
    const fromBuyer = server.store(7, 'hello?');
    await pass(CHAT_POLL_MS);
    expect(calls('read')).toEqual([`read ${newestBuyer}`, `read ${fromBuyer.timestamp}`]);
  });

  it('marks nothing while the page is hidden, and what arrived once it is visible again', async () => {
    const server = fakeServer(1);
    const { actor, calls } = await opened({ service: true, hidden: true }, server);
    expect(calls('read')).toEqual([]);
    actor.send({ type: 'VISIBILITY', hidden: false });
    await pass(0);
    expect(calls('read')).toEqual([`read ${server.list[0]!.timestamp}`]);
  });

  it("the buyer's end marks nothing (the server does it when the page loads)", async () => {
    const { calls } = await opened({}, fakeServer(3));
    expect(calls('read')).toEqual([]);
  });
});

describe('mergeMessages', () => {
  const m = (id: number, timestamp: number, content = `m${id}`): ChatMessage => ({
    id,
    sender: 0,
    msgType: 0,
    content,
    timestamp,
    userImage: '',
    productOut: null,
    clientKey: '',
  });

  it('sorts by timestamp then id and keeps one message per id (the second list wins)', () => {
    const merged = mergeMessages([m(3, 30), m(1, 10), m(2, 20)], [m(4, 20), m(2, 20, 'edited'), m(5, 5)]);
    expect(merged.map((x) => [x.id, x.timestamp])).toEqual([
      [5, 5],
      [1, 10],
      [2, 20],
      [4, 20],
      [3, 30],
    ]);
    expect(merged.find((x) => x.id === 2)!.content).toBe('edited');
    expect(mergeMessages([], [])).toEqual([]);
  });

  it('property: order-independent, sorted, every id exactly once', () => {
    const pool = fc
      .uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 60 }), timestamp: fc.integer({ min: 0, max: 8 }) }), {
        selector: (x) => x.id,
        maxLength: 40,
      })
      .map((list) => list.map((x) => m(x.id, x.timestamp)));
    const lists = pool.chain((p) => fc.tuple(fc.shuffledSubarray(p), fc.shuffledSubarray(p)));
    fc.assert(
      fc.property(lists, ([a, b]) => {
        const merged = mergeMessages(a, b);
        expect(merged).toEqual(mergeMessages(b, a));
        expect(mergeMessages(merged, a)).toEqual(merged);
        expect(ids(merged).sort((x, y) => x - y)).toEqual([...new Set([...ids(a), ...ids(b)])].sort((x, y) => x - y));
        merged.slice(1).forEach((x, i) => {
          const prev = merged[i]!;
          expect(prev.timestamp < x.timestamp || (prev.timestamp === x.timestamp && prev.id < x.id)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});
