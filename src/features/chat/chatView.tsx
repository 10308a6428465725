// One conversation as both ends see it: the buyer's chat panel and the console's service desk. Message text is
// text: React escapes it, line breaks are kept by CSS, and web addresses become plain links that open only when
// clicked (in a new tab, without the page's referrer). Pictures open larger in a dialog; product cards show the
// picture, the localised name, the price and the number the share allows.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ChatMessage, ChatOutboxEntry } from '../../../machines/chat';
import { formatMoney } from '../../../protocol/format';
import { productName } from '../../../protocol/localisedNames';
import { ModalDialog } from '../../ui/ModalDialog';
import { chatTime, fullDateTime } from './chatTime';
import './chatView.css';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/** Text with its web addresses as links; everything else stays text. */
function TextWithLinks({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <a key={match.index} href={match[0]} target="_blank" rel="noopener noreferrer nofollow ugc">
        {match[0]}
      </a>,
    );
    last = match.index! + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** Re-renders every 30 s so "2 minutes ago" moves on by itself. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function ProductMessage({
  message,
  productSource,
  ProductLink,
}: {
  message: ChatMessage;
  productSource: number;
  ProductLink: ProductLinkComponent;
}) {
  const { i18n, t } = useLingui();
  const product = message.productOut!;
  const name = productName(
    { name: product.productName, ename: product.productEName, langList: product.langInfo ?? undefined },
    i18n.locale,
    productSource,
  );
  const available = (product as { available?: boolean }).available !== false;
  return (
    <ProductLink productNumber={product.productNumber} isBuild={product.isBuild}>
      <span className="chat-product">
        {product.productImage ? (
          <img src={product.productImage} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className="chat-product__blank" />
        )}
        <span className="chat-product__text">
          <span className="chat-product__name">{name}</span>
          {product.productFa_no && <span className="chat-product__number">{product.productFa_no}</span>}
          {product.productPrice !== null && (
            <span className="chat-product__price">
              {formatMoney(product.productPrice, product.productCu_de || 'USD', i18n.locale)}
            </span>
          )}
          {!available && <span className="chat-product__gone">{t`No longer available`}</span>}
        </span>
      </span>
    </ProductLink>
  );
}

export type ProductLinkComponent = (props: {
  productNumber: string;
  isBuild?: boolean;
  children: ReactNode;
}) => ReactNode;

function Bubble({
  message,
  mine,
  now,
  productSource,
  ProductLink,
  onPicture,
}: {
  message: ChatMessage;
  mine: boolean;
  now: number;
  productSource: number;
  ProductLink: ProductLinkComponent;
  onPicture: (src: string) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <li className={`chat-bubble ${mine ? 'chat-bubble--mine' : 'chat-bubble--theirs'}`} data-message-id={message.id}>
      {message.msgType === 0 && (
        <p className="chat-bubble__text" dir="auto">
          <TextWithLinks text={message.content} />
        </p>
      )}
      {message.msgType === 1 && (
        <button
          type="button"
          className="chat-bubble__picture"
          aria-label={t`Open the picture larger`}
          onClick={() => onPicture(message.content)}
        >
          <img src={message.content} alt={t`Picture`} loading="lazy" />
        </button>
      )}
      {message.msgType === 2 && message.productOut && (
        <ProductMessage message={message} productSource={productSource} ProductLink={ProductLink} />
      )}
      <time
        className="chat-bubble__time"
        dateTime={new Date(message.timestamp).toISOString()}
        title={fullDateTime(message.timestamp, i18n.locale)}
      >
        {chatTime(i18n, message.timestamp, now)}
      </time>
    </li>
  );
}

function Pending({ entry, onRetry }: { entry: ChatOutboxEntry; onRetry?: (clientKey: string) => void }) {
  const { t } = useLingui();
  return (
    <li className="chat-bubble chat-bubble--mine chat-bubble--pending" aria-busy={entry.status !== 'failed'}>
      {entry.msgType === 0 && (
        <p className="chat-bubble__text" dir="auto">
          {entry.content}
        </p>
      )}
      {entry.msgType === 1 && <p className="chat-bubble__text">{t`Sending a picture…`}</p>}
      {entry.msgType === 2 && (
        <p className="chat-bubble__text">{entry.product?.productEName || entry.product?.productNumber}</p>
      )}
      {entry.status === 'failed' ? (
        <span className="chat-bubble__time chat-bubble__failed">
          {t`Not sent.`}{' '}
          {onRetry && (
            <button type="button" className="link-button" onClick={() => onRetry(entry.clientKey)}>{t`Retry`}</button>
          )}
        </span>
      ) : (
        <span className="chat-bubble__time">{entry.status === 'uploading' ? t`Uploading…` : t`Sending…`}</span>
      )}
    </li>
  );
}

export interface ConversationProps {
  messages: readonly ChatMessage[];
  outbox?: readonly ChatOutboxEntry[];
  /** Which messages are this side's own (drawn on the reading side's end). */
  isMine: (message: ChatMessage) => boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry?: (clientKey: string) => void;
  productSource: number;
  ProductLink: ProductLinkComponent;
  empty: ReactNode;
}

/** The message list: older pages load when scrolled to the top without the list jumping; new messages scroll
 *  into view when the reader is at the bottom already (not while they read back). */
export function Conversation({
  messages,
  outbox = [],
  isMine,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  productSource,
  ProductLink,
  empty,
}: ConversationProps) {
  const { t } = useLingui();
  const now = useNow();
  const list = useRef<HTMLDivElement>(null);
  const [picture, setPicture] = useState<string | null>(null);
  const seen = useRef({ first: 0, last: 0, height: 0, atBottom: true, pending: 0 });
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const before = seen.current;
    const first = messages[0]?.id ?? 0;
    const last = messages.at(-1)?.id ?? 0;
    if (before.first && first !== before.first && last === before.last)
      element.scrollTop += element.scrollHeight - before.height;
    else if (before.atBottom || (last !== before.last && isMine(messages.at(-1)!)) || outbox.length > before.pending)
      element.scrollTop = element.scrollHeight;
    seen.current = { first, last, height: element.scrollHeight, atBottom: before.atBottom, pending: outbox.length };
  }, [messages, outbox.length]);
  const onScroll = () => {
    const element = list.current!;
    seen.current.atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
    seen.current.height = element.scrollHeight;
    if (element.scrollTop < 60 && hasOlder && !loadingOlder) onLoadOlder();
  };
  return (
    <div
      className="chat-conversation"
      ref={list}
      onScroll={onScroll}
      tabIndex={0}
      role="log"
      aria-live="polite"
      aria-label={t`Messages`}
    >
      {hasOlder && (
        <button
          type="button"
          className="chat-conversation__older link-button"
          disabled={loadingOlder}
          onClick={onLoadOlder}
        >
          {loadingOlder ? t`Loading earlier messages…` : t`Show earlier messages`}
        </button>
      )}
      {messages.length === 0 && outbox.length === 0 ? (
        <div className="chat-conversation__empty">{empty}</div>
      ) : (
        <ol className="chat-conversation__list">
          {messages.map((m) => (
            <Bubble
              key={m.id}
              message={m}
              mine={isMine(m)}
              now={now}
              productSource={productSource}
              ProductLink={ProductLink}
              onPicture={setPicture}
            />
          ))}
          {outbox.map((entry) => (
            <Pending key={entry.clientKey} entry={entry} onRetry={onRetry} />
          ))}
        </ol>
      )}
      <ModalDialog open={!!picture} onDismiss={() => setPicture(null)} closeLabel={t`Close`} label={t`Picture`}>
        {picture && <img className="chat-lightbox" src={picture} alt={t`Picture`} />}
      </ModalDialog>
    </div>
  );
}

/** A key for one message: sent again unchanged on a retry, so the server makes the message once. */
export const newClientKey = () =>
  (crypto.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`).replace(
    /[^A-Za-z0-9_-]/g,
    '',
  );
