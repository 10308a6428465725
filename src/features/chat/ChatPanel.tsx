// The chat panel (spec section 2): the company's logo and name, the conversation, the product offered when the chat
// was opened from a product, the text box, picture upload and send. 350 px beside the page on desktop (the buyer
// keeps browsing), the whole screen on phones. Esc or × closes it and focus goes back to where it was.
import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCompanyInfo } from '../../lib/share';
import { useShareCode } from '../../lib/useShareCode';
import { useProductSource } from '../../lib/useSession';
import { productDetailSearch } from '../../lib/catalogueProductCard';
import { Conversation, newClientKey, type ProductLinkComponent } from './chatView';
import { ChatComposer } from './ChatComposer';
import { formatMoney } from '../../../protocol/format';
import { productName } from '../../../protocol/localisedNames';
import { useChat, useSendChat } from './chatActor';
import './chat.css';

function OfferCard() {
  const sendChat = useSendChat();
  const { i18n, t } = useLingui();
  const productSource = useProductSource();
  const offer = useChat((c) => c.offer);
  const sending = useChat((c) => c.outbox.some((e) => e.msgType === 2));
  if (!offer) return null;
  return (
    <section className="chat-offer" aria-label={t`Product to send`}>
      {offer.productImage ? (
        <img src={offer.productImage} alt="" width={48} height={48} />
      ) : (
        <span className="chat-product__blank" />
      )}
      <span className="chat-offer__text">
        <span className="chat-product__name">
          {productName({ name: offer.productName, ename: offer.productEName }, i18n.locale, productSource)}
        </span>
        <span className="chat-product__number">
          {offer.productFa_no}
          {offer.productPrice !== null && (
            <> · {formatMoney(offer.productPrice, offer.productCu_de || 'USD', i18n.locale)}</>
          )}
        </span>
      </span>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={sending}
        onClick={() => sendChat({ type: 'SEND_PRODUCT', clientKey: newClientKey() })}
      >
        <Trans>Send product</Trans>
      </button>
      <button
        type="button"
        className="chat-offer__dismiss"
        aria-label={t`Do not send this product`}
        onClick={() => sendChat({ type: 'DISMISS_OFFER' })}
      >
        ×
      </button>
    </section>
  );
}

export function ChatPanel() {
  const sendChat = useSendChat();
  const { t } = useLingui();
  const id = useShareCode() ?? undefined;
  const company = useCompanyInfo(id ?? null);
  const productSource = useProductSource();
  const view = useChat((c) => c);
  const text = useRef<HTMLTextAreaElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!view.isOpen) return;
    returnTo.current = document.activeElement as HTMLElement | null;
    text.current?.focus();
    return () => returnTo.current?.focus();
  }, [view.isOpen]);
  if (!view.isOpen) return null;
  const ProductLink: ProductLinkComponent = ({ productNumber, isBuild, children }) => (
    <Link to="/productDetails" search={productDetailSearch(productNumber, isBuild, id)} className="chat-product-link">
      {children}
    </Link>
  );
  const loadingFirst = view.messages.length === 0 && view.loadedPages === 0 && view.connection === 'online';
  return (
    <aside
      id="chat-panel"
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-panel-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          sendChat({ type: 'CLOSE' });
        }
      }}
    >
      <header className="chat-panel__header">
        {company.data?.companyLogo && <img src={company.data.companyLogo} alt="" height={36} />}
        <h2 id="chat-panel-title" className="chat-panel__title">
          <span>{company.data?.companyName}</span>
          <small>
            <Trans>Customer service</Trans>
          </small>
        </h2>
        <button
          type="button"
          className="chat-panel__close"
          aria-label={t`Close the chat`}
          onClick={() => sendChat({ type: 'CLOSE' })}
        >
          ×
        </button>
      </header>
      {view.connection === 'retrying' && (
        <p className="chat-status" role="status">
          <Trans>Connection lost. Reconnecting…</Trans>
        </p>
      )}
      <Conversation
        messages={view.messages}
        outbox={view.outbox}
        isMine={(m) => m.sender !== 0}
        hasOlder={view.loadedPages > 0 && view.messages.length < view.totalCount}
        loadingOlder={view.loadingOlder}
        onLoadOlder={() => sendChat({ type: 'LOAD_OLDER' })}
        onRetry={(clientKey) => sendChat({ type: 'RETRY', clientKey })}
        productSource={productSource}
        ProductLink={ProductLink}
        empty={
          loadingFirst ? (
            <span className="skeleton skeleton--line" aria-label={t`Loading`} />
          ) : (
            <Trans>
              Ask us anything about our toys: prices, stock, packing or samples. We usually answer within a working day.
            </Trans>
          )
        }
      />
      <OfferCard />
      <ChatComposer
        ref={text}
        value={view.draft}
        onChange={(value) => sendChat({ type: 'TYPE', text: value })}
        onSend={() => sendChat({ type: 'SEND_TEXT', clientKey: newClientKey() })}
        onPicture={(file) => sendChat({ type: 'SEND_IMAGE', clientKey: newClientKey(), file })}
      />
    </aside>
  );
}
