// /orders, /index/myOrder and /index/orderList (spec section 2): the buyer's orders, newest first, by status, with a
// back button (spec: on the order list), each opening its detail.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { BackButton } from '../../lib/BackButton';
import { OrderStatus, orderStatusNames } from './orderView';
import { useOrderFormat } from '../../ui/useOrderFormat';
import { useShareCode } from '../../lib/useShareCode';
import { ORDER_PAGE_SIZE, orderListQuery } from './api';
import './orders.css';

export function OrdersPage() {
  const { i18n } = useLingui();
  const id = useShareCode() ?? undefined;
  const f = useOrderFormat();
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const orders = useQuery({ ...orderListQuery(page, status), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((orders.data?.totalCount ?? 0) / ORDER_PAGE_SIZE));
  const filters: [number | undefined, string][] = [
    [undefined, i18n._(msg`All`)],
    ...[0, 1, 2, 3].map((s) => [s, i18n._(orderStatusNames[s])] as [number, string]),
  ];

  return (
    <section className="orders-page" aria-labelledby="orders-title">
      <div className="detail__top">
        <BackButton />
      </div>
      <header className="cart-page__head">
        <h1 id="orders-title">
          <Trans>My orders</Trans>
        </h1>
      </header>
      <div className="orders-page__filters" role="group" aria-label={i18n._(msg`Status`)}>
        {filters.map(([value, label]) => (
          <button
            key={String(value)}
            type="button"
            className="chip"
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {orders.isError && (
        <p className="entry-panel__error" role="alert">
          {apiErrorMessage(i18n, orders.error)}
        </p>
      )}
      {orders.data && orders.data.items.length === 0 && (
        <div className="empty-state">
          <p>
            <Trans>No orders yet.</Trans>
          </p>
          <Link className="button button--primary" to="/index/shoppingCart" search={{ id }}>
            <Trans>Go to the cart</Trans>
          </Link>
        </div>
      )}
      <ul className="orders-list">
        {orders.data?.items.map((o) => (
          <li key={o.orderNumber}>
            <Link className="orders-list__item" to="/orderDetail" search={{ id, orderNumber: o.orderNumber } as never}>
              <span className="orders-list__number" dir="ltr">
                {o.orderNumber}
              </span>
              <OrderStatus status={o.status} />
              <span className="orders-list__time">{f.time(o.createdAt)}</span>
              <span className="orders-list__kinds">
                {i18n._(
                  msg`${plural(o.totals.lines, { one: '# item kind', other: '# item kinds' })} · ${o.totals.cartons} CTNS`,
                )}
              </span>
              <span className="orders-list__volume">{f.cbm(o.totals.cbm)}</span>
              <span className="orders-list__amount">
                {o.totals.amount !== null ? f.money(o.totals.amount, o.currency) : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="orders-page__pages" aria-label={i18n._(msg`Pages`)}>
          <button type="button" className="button button--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Previous</Trans>
          </button>
          <span>
            {page} / {pages}
          </span>
          <button
            type="button"
            className="button button--small"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            <Trans>Next</Trans>
          </button>
        </nav>
      )}
    </section>
  );
}
