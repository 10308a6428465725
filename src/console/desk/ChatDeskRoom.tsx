// The console's service desk (issue 14; the spec's "admin side is not shown"): the company's conversations, most
// recent first, each with who the buyer is and how many of their messages are unread; the open conversation beside
// it, answered with text and pictures as sender 0. The open conversation runs the buyer's own chat machine with the
// desk's calls, so both ends poll every 5 s, page, retry and keep unsent text the same way. Address: ?c=<id>.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { ChatConversation } from '../../../schemas/api/types.gen';
import type { ChatCalls } from '../../../machines/chat';
import { apiErrorMessage } from '../../api/errorMessages';
import { Conversation, newClientKey, type ProductLinkComponent } from '../../features/chat/chatView';
import { ChatComposer } from '../../features/chat/ChatComposer';
import { relativeTime } from '../../features/chat/chatTime';
import { pictureProblem } from '../../lib/pictureFile';
import { useChatConversation } from '../../lib/chatWiring';
import {
  conversationBuyerQuery,
  conversationsChanged,
  conversationsQuery,
  deskMarkRead,
  deskNew,
  deskPage,
  deskSend,
  deskUpload,
} from './api';
import { SearchIcon } from '../ui/SearchIcon';

const SEARCH_WAIT_MS = 350;

/** The desk's end of one conversation, for the buyer's own chat machine: it answers as customer service and marks
 *  what it has shown of the buyer's messages read (the list's unread counts follow). */
const deskCalls = (conversationId: number, i18n: I18n, queryClient: QueryClient): ChatCalls => ({
  fetchPage: (page) => deskPage(conversationId, page),
  fetchNew: (newTimestamp) => deskNew(conversationId, newTimestamp),
  send: (message) => deskSend(conversationId, message),
  upload: async (file) => {
    const problem = await pictureProblem(i18n, file as File);
    if (problem) throw new Error(problem);
    return deskUpload(file as File);
  },
  markRead: (upTo) => deskMarkRead(conversationId, upTo).then(() => conversationsChanged(queryClient)),
});

export function ChatDeskRoom() {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const open = Number(raw.c) > 0 ? Number(raw.c) : null;
  const navigate = useNavigate();
  // ?buyer= opens the desk filtered to one buyer (the Buyers room links here).
  const [buyer, setBuyer] = useState(() => (typeof raw.buyer === 'string' ? raw.buyer.slice(0, 60) : ''));
  const [search, setSearch] = useState(buyer.trim());
  const [unreadOnly, setUnreadOnly] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(buyer.trim()), SEARCH_WAIT_MS);
    return () => clearTimeout(timer);
  }, [buyer]);
  const list = useQuery(conversationsQuery({ buyer: search || undefined, unreadOnly }));
  const openItem = list.data?.items.find((c) => c.conversationId === open);
  return (
    <div className="console-panes inbox desk" data-open={open ? 'true' : 'false'}>
      <DeskList
        list={list}
        open={open}
        buyer={buyer}
        setBuyer={setBuyer}
        unreadOnly={unreadOnly}
        setUnreadOnly={setUnreadOnly}
      />
      <section className="console-panes__detail inbox__detail desk__detail">
        {open ? (
          <DeskConversation
            key={open}
            conversationId={open}
            listed={openItem}
            onBack={() => navigate({ to: '/console/$room', params: { room: 'service' }, search: {} })}
          />
        ) : (
          <div className="inbox__none">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="48" height="48">
              <path
                fill="currentColor"
                d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 5v2h10V9H7Zm0 4v2h7v-2H7Z"
              />
            </svg>
            <p>
              <Trans>Choose a conversation to read it and answer the buyer.</Trans>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}

function DeskList({
  list,
  open,
  buyer,
  setBuyer,
  unreadOnly,
  setUnreadOnly,
}: {
  list: ReturnType<typeof useQuery<{ items: ChatConversation[]; totalCount: number; unreadTotal: number }>>;
  open: number | null;
  buyer: string;
  setBuyer: (v: string) => void;
  unreadOnly: boolean;
  setUnreadOnly: (v: boolean) => void;
}) {
  const { i18n, t } = useLingui();
  const data = list.data;
  return (
    <section className="console-panes__list inbox__list" aria-labelledby="desk-title">
      <header className="inbox__head">
        <h1 id="desk-title">
          <Trans>Conversations</Trans>
        </h1>
        {data && data.unreadTotal > 0 && (
          <span className="inbox__unread" role="status">
            {i18n._(msg`${plural(data.unreadTotal, { one: '# unread message', other: '# unread messages' })}`)}
          </span>
        )}
      </header>
      <div className="inbox__filters" role="search">
        <label className="inbox__search">
          <span className="visually-hidden">{t`Search buyer`}</span>
          <SearchIcon />
          <input
            type="search"
            value={buyer}
            maxLength={60}
            placeholder={t`Buyer, company or email`}
            onChange={(e) => setBuyer(e.target.value)}
          />
        </label>
        <div className="console-chips inbox__statuses" role="group" aria-label={t`Show`}>
          <button type="button" aria-pressed={!unreadOnly} onClick={() => setUnreadOnly(false)}>{t`All`}</button>
          <button type="button" aria-pressed={unreadOnly} onClick={() => setUnreadOnly(true)}>{t`Unread`}</button>
        </div>
      </div>
      <div className="inbox__rows" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div className="inbox__skeleton" role="status" aria-label={t`Loading…`}>
            {Array.from({ length: 6 }, (_, i) => (
              <span key={i} className="skeleton inbox__skeleton-row" />
            ))}
          </div>
        ) : list.isError && !data ? (
          <div className="inbox__empty" role="alert">
            <p>{apiErrorMessage(i18n, list.error)}</p>
            <button type="button" className="button" onClick={() => list.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : data && data.items.length === 0 ? (
          <div className="inbox__empty">
            <p>
              {buyer || unreadOnly ? (
                <Trans>No conversations match.</Trans>
              ) : (
                <Trans>
                  No conversations yet. When a buyer writes to customer service, the conversation appears here.
                </Trans>
              )}
            </p>
          </div>
        ) : (
          <ul className="inbox__items" aria-label={t`Conversations`}>
            {data?.items.map((c) => (
              <li key={c.conversationId}>
                <DeskRow conversation={c} selected={c.conversationId === open} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function DeskRow({ conversation: c, selected }: { conversation: ChatConversation; selected: boolean }) {
  const { i18n, t } = useLingui();
  const last = c.lastMessage;
  const preview = !last
    ? ''
    : last.msgType === 1
      ? t`Picture`
      : last.msgType === 2
        ? t`Product ${last.preview}`
        : last.preview;
  return (
    <Link
      className="inbox-row desk-row"
      to="/console/$room"
      params={{ room: 'service' }}
      search={{ c: c.conversationId } as never}
      data-unread={c.unreadCount > 0 || undefined}
      data-selected={selected || undefined}
    >
      <span className="inbox-row__dot" aria-hidden="true" />
      <span className="inbox-row__buyer">
        <span dir="auto">{c.buyer.name || c.buyer.account}</span>
        {c.buyer.company && (
          <span className="inbox-row__company" dir="auto">
            {c.buyer.company}
          </span>
        )}
      </span>
      {last && (
        <time className="inbox-row__time" dateTime={new Date(last.timestamp).toISOString()}>
          {relativeTime(i18n, last.timestamp, Date.now())}
        </time>
      )}
      <span className="desk-row__preview">
        {last?.sender === 0 && <span className="desk-row__you">{t`You:`} </span>}
        <bdi>{preview}</bdi>
      </span>
      {c.unreadCount > 0 && (
        <span
          className="desk-row__count"
          aria-label={i18n._(msg`${plural(c.unreadCount, { one: '# unread message', other: '# unread messages' })}`)}
        >
          {c.unreadCount}
        </span>
      )}
      <span className="inbox-row__share" dir="auto">
        {c.buyer.shareName}
      </span>
    </Link>
  );
}

function DeskConversation({
  conversationId,
  listed,
  onBack,
}: {
  conversationId: number;
  listed?: ChatConversation;
  onBack: () => void;
}) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const fallback = useQuery({ ...conversationBuyerQuery(conversationId), enabled: !listed });
  const buyer = listed?.buyer ?? fallback.data;
  const actor = useChatConversation(deskCalls(conversationId, i18n, queryClient), {
    enabled: true,
    isPrivateLogin: true,
    accountKey: String(conversationId),
    service: true,
  });
  const view = useSelector(actor, (s) => s.context);
  const text = useRef<HTMLTextAreaElement>(null);
  useEffect(() => text.current?.focus(), []);
  const ProductLink: ProductLinkComponent = ({ productNumber, children }) => (
    <a
      className="chat-product-link"
      href={`/productDetails?productNumber=${encodeURIComponent(productNumber)}&id=${encodeURIComponent(buyer?.shareCode ?? '')}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
  return (
    <div className="desk-conversation">
      <header className="desk-conversation__head">
        <button type="button" className="button desk-conversation__back" onClick={onBack}>
          <span aria-hidden="true" className="inbox__arrow">
            ‹
          </span>{' '}
          <Trans>Conversations</Trans>
        </button>
        <div className="desk-conversation__who">
          <h2 dir="auto">{buyer ? buyer.name || buyer.account : <span className="skeleton skeleton--text" />}</h2>
          {buyer && (
            <p>
              {buyer.company && <span dir="auto">{buyer.company}</span>}
              {buyer.email && (
                <a href={`mailto:${buyer.email}`} dir="ltr">
                  {buyer.email}
                </a>
              )}
              {buyer.phoneNumber && (
                <a href={`tel:${buyer.phoneNumber}`} dir="ltr">
                  {buyer.phoneNumber}
                </a>
              )}
              <span>{i18n._(msg`Share: ${buyer.shareName} (${buyer.shareCode})`)}</span>
            </p>
          )}
        </div>
      </header>
      {view.connection === 'retrying' && (
        <p className="chat-status" role="status">
          <Trans>Connection lost. Reconnecting…</Trans>
        </p>
      )}
      <Conversation
        messages={view.messages}
        outbox={view.outbox}
        isMine={(m) => m.sender === 0}
        hasOlder={view.loadedPages > 0 && view.messages.length < view.totalCount}
        loadingOlder={view.loadingOlder}
        onLoadOlder={() => actor.send({ type: 'LOAD_OLDER' })}
        onRetry={(clientKey) => actor.send({ type: 'RETRY', clientKey })}
        productSource={1}
        ProductLink={ProductLink}
        empty={<span className="skeleton skeleton--line" aria-label={t`Loading`} />}
      />
      <ChatComposer
        ref={text}
        value={view.draft}
        onChange={(value) => actor.send({ type: 'TYPE', text: value })}
        onSend={() => actor.send({ type: 'SEND_TEXT', clientKey: newClientKey() })}
        onPicture={(file) => actor.send({ type: 'SEND_IMAGE', clientKey: newClientKey(), file })}
      />
    </div>
  );
}
