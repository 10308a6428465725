// The console's orders room: the company's orders inbox (unread first, filters, pages of 20) and the open order
// beside it (ConsoleOrder.tsx). Desktop: two panes, list at the inline start; phones (≤767px): the list, then the
// order with a way back. The address holds the whole view (inboxSearch.ts).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { CartOrderSummary } from '../../../schemas/api/types.gen';
import { apiErrorMessage } from '../../api/errorMessages';
import { OrderStatus, orderStatusNames } from '../../features/orders/orderView';
import { useOrderFormat } from '../../ui/useOrderFormat';
import { ORDER_STATUS } from '../../../protocol/cart';
import { INBOX_PAGE_SIZE, inboxQuery } from './api';
import { filtersOf, hasFilters, inboxSearchOf, inboxSearchToUrl, type InboxSearch } from './inboxSearch';
import { ConsoleOrder } from './ConsoleOrder';
import { SearchIcon } from '../ui/SearchIcon';

const BUYER_SEARCH_WAIT_MS = 350;

export function OrdersRoom() {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => inboxSearchOf(raw), [raw]);
  const navigate = useNavigate();
  const go = (change: Partial<InboxSearch>, options: { replace?: boolean } = {}) =>
    navigate({
      to: '/console/$room',
      params: { room: 'orders' },
      search: inboxSearchToUrl({ ...search, ...change }),
      replace: options.replace,
    });

  return (
    <div className="console-panes inbox" data-open={search.order ? 'true' : 'false'}>
      <InboxList search={search} go={go} />
      <section className="console-panes__detail inbox__detail" aria-live="polite">
        {search.order ? (
          <ConsoleOrder key={search.order} orderNumber={search.order} onBack={() => go({ order: undefined })} />
        ) : (
          <div className="inbox__none">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="48" height="48">
              <path
                fill="currentColor"
                d="M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v2.4l8 4.6 8-4.6V6H4Zm16 4.7-8 4.6-8-4.6V18h16v-7.3Z"
              />
            </svg>
            <p>
              <Trans>Choose an order from the list to see its lines, change its status or export it.</Trans>
            </p>
          </div>
        )}
      </section>
    </div>
  );
}

function InboxList({
  search,
  go,
}: {
  search: InboxSearch;
  go: (change: Partial<InboxSearch>, options?: { replace?: boolean }) => void;
}) {
  const { t, i18n } = useLingui();
  const filters = filtersOf(search);
  const inbox = useQuery(inboxQuery(filters));
  const data = inbox.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / INBOX_PAGE_SIZE)) : 1;
  const filtered = hasFilters(search);
  const badDates = !!search.from && !!search.to && search.from > search.to;

  // The buyer box waits for typing to pause before it becomes the address (and a query). The box follows the address
  // only when something else changed it (back button, Clear filters): never over letters typed since the last pause.
  const [buyer, setBuyer] = useState(search.buyer ?? '');
  const written = useRef(search.buyer);
  useEffect(() => {
    if (search.buyer !== written.current) setBuyer(search.buyer ?? '');
    written.current = search.buyer;
  }, [search.buyer]);
  useEffect(() => {
    const wanted = buyer.trim() || undefined;
    if (wanted === search.buyer) return;
    const timer = setTimeout(() => {
      written.current = wanted;
      go({ buyer: wanted, page: 1 }, { replace: true });
    }, BUYER_SEARCH_WAIT_MS);
    return () => clearTimeout(timer);
    // `go` is a fresh function each render; the wait restarts only when the text or the address changes.
  }, [buyer, search.buyer]);

  // A page past the end (orders moved away under a filter) goes back to the last one there is.
  useEffect(() => {
    if (data && !inbox.isPlaceholderData && search.page > pages) go({ page: pages }, { replace: true });
  }, [data, pages, search.page]);

  const statuses = Object.values(ORDER_STATUS);

  return (
    <section className="console-panes__list inbox__list" aria-labelledby="inbox-title">
      <header className="inbox__head">
        <h1 id="inbox-title">
          <Trans>Orders</Trans>
        </h1>
        {data && data.unreadCount > 0 && (
          <span className="inbox__unread" role="status">
            {i18n._(msg`${data.unreadCount} unread`)}
          </span>
        )}
        {data && (
          <span className="inbox__total">
            {i18n._(msg`${plural(data.totalCount, { one: '# order', other: '# orders' })}`)}
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
            placeholder={t`Buyer, company or order number`}
            onChange={(e) => setBuyer(e.target.value)}
          />
        </label>
        <div className="console-chips inbox__statuses" role="group" aria-label={t`Status`}>
          {[undefined, ...statuses].map((s) => (
            <button
              key={s ?? 'all'}
              type="button"
              aria-pressed={search.status === s}
              onClick={() => go({ status: s, page: 1 })}
            >
              {i18n._(s === undefined ? msg({ context: 'order statuses', message: 'All' }) : orderStatusNames[s])}
            </button>
          ))}
        </div>
        <label className="inbox__filter">
          <span>{t`From`}</span>
          <input
            type="date"
            value={search.from ?? ''}
            max={search.to}
            aria-invalid={badDates || undefined}
            onChange={(e) => go({ from: e.target.value || undefined, page: 1 })}
          />
        </label>
        <label className="inbox__filter">
          <span>{t`To`}</span>
          <input
            type="date"
            value={search.to ?? ''}
            min={search.from}
            aria-invalid={badDates || undefined}
            onChange={(e) => go({ to: e.target.value || undefined, page: 1 })}
          />
        </label>
        {badDates && (
          <p className="inbox__problem">
            <Trans>The start date is after the end date.</Trans>
          </p>
        )}
      </div>

      <div className="inbox__rows" aria-busy={inbox.isFetching}>
        {inbox.isPending ? (
          <InboxSkeleton />
        ) : inbox.isError && !data ? (
          <div className="inbox__empty" role="alert">
            <p>{apiErrorMessage(i18n, inbox.error)}</p>
            <button type="button" className="button" onClick={() => inbox.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : data && data.items.length === 0 ? (
          <div className="inbox__empty">
            <p>
              {filtered ? (
                <Trans>No orders match these filters.</Trans>
              ) : (
                <Trans>No orders yet. Orders your buyers submit will appear here.</Trans>
              )}
            </p>
            {filtered && (
              <button
                type="button"
                className="button"
                onClick={() => {
                  setBuyer('');
                  go({ status: undefined, from: undefined, to: undefined, buyer: undefined, page: 1 });
                }}
              >
                <Trans>Clear filters</Trans>
              </button>
            )}
          </div>
        ) : (
          <ul className="inbox__items" aria-label={t`Orders`}>
            {data?.items.map((order) => (
              <li key={order.orderNumber}>
                <InboxRow order={order} selected={order.orderNumber === search.order} search={search} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {data && data.totalCount > INBOX_PAGE_SIZE && (
        <nav className="inbox__pager" aria-label={t`Pages`}>
          <button
            type="button"
            className="button"
            disabled={search.page <= 1}
            onClick={() => go({ page: search.page - 1 })}
          >
            <span aria-hidden="true" className="inbox__arrow">
              ‹
            </span>{' '}
            <Trans>Previous</Trans>
          </button>
          <span>{i18n._(msg`Page ${search.page} of ${pages}`)}</span>
          <button
            type="button"
            className="button"
            disabled={search.page >= pages}
            onClick={() => go({ page: search.page + 1 })}
          >
            <Trans>Next</Trans>{' '}
            <span aria-hidden="true" className="inbox__arrow">
              ›
            </span>
          </button>
        </nav>
      )}
    </section>
  );
}

function InboxRow({ order, selected, search }: { order: CartOrderSummary; selected: boolean; search: InboxSearch }) {
  const { t, i18n } = useLingui();
  const f = useOrderFormat();
  const when = useShortTime();
  const buyer = order.buyer;
  const who = buyer?.name || order.contact.contactName;
  const company = buyer?.company || order.contact.company;
  return (
    <Link
      className="inbox-row"
      to="/console/$room"
      params={{ room: 'orders' }}
      search={inboxSearchToUrl({ ...search, order: order.orderNumber })}
      data-unread={order.unread || undefined}
      data-selected={selected || undefined}
    >
      <span className="inbox-row__dot" aria-hidden="true" />
      <span className="inbox-row__number">
        <span dir="ltr">{order.orderNumber}</span>
        {order.unread && <span className="visually-hidden">{t`Unread`}</span>}
      </span>
      <time className="inbox-row__time" dateTime={order.createdAt} title={f.time(order.createdAt)}>
        {when(order.createdAt)}
      </time>
      <span className="inbox-row__buyer">
        <span dir="auto">{who}</span>
        {company && (
          <span className="inbox-row__company" dir="auto">
            {company}
          </span>
        )}
      </span>
      <span className="inbox-row__status">
        <OrderStatus status={order.status} />
      </span>
      <span className="inbox-row__facts">
        {buyer?.share && (
          <span className="inbox-row__share" dir="auto">
            {buyer.share}
          </span>
        )}
        <span>{i18n._(msg`${plural(order.totals.lines, { one: '# product', other: '# products' })}`)}</span>
      </span>
      <span className="inbox-row__amount">
        {order.totals.amount === null ? <Trans>No prices</Trans> : f.money(order.totals.amount, order.currency)}
      </span>
    </Link>
  );
}

/** Today's orders by their time, this year's by day and month, older ones with the year. */
function useShortTime() {
  const { i18n } = useLingui();
  return useMemo(() => {
    const locale = i18n.locale;
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
    const full = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return (iso: string) => {
      const at = new Date(iso);
      const now = new Date();
      if (at.toDateString() === now.toDateString()) return time.format(at);
      return at.getFullYear() === now.getFullYear() ? day.format(at) : full.format(at);
    };
  }, [i18n.locale]);
}

function InboxSkeleton() {
  const { t } = useLingui();
  return (
    <div className="inbox__skeleton" role="status" aria-label={t`Loading…`}>
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} className="skeleton inbox__skeleton-row" />
      ))}
    </div>
  );
}
