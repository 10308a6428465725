// /orderDetail?orderNumber= (spec sections 2, 3 Order, 4 Export): the order's header and lines, its status as the
// supplier set it, the Excel export with the server's progress, and reorder; a back button (spec).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { BackButton } from '../../lib/BackButton';
import { useVisitor } from '../../lib/visitor';
import { noticeStore } from '../../lib/notices';
import { OrderHeader, OrderLines } from './orderView';
import { useProductSource } from '../../lib/useSession';
import { useShareCode } from '../../lib/useShareCode';
import { ExportProgress } from './exportProgress';
import { saveFile } from './orderExport';
import { exportOrder, orderDetailQuery, reorder } from './api';
import './orders.css';

export function OrderDetailPage() {
  const { i18n } = useLingui();
  const id = useShareCode() ?? undefined;
  const source = useProductSource();
  const visitor = useVisitor();
  const { orderNumber } = useSearch({ strict: false }) as { orderNumber?: string };
  const order = useQuery({ ...orderDetailQuery(orderNumber ?? ''), enabled: !!orderNumber });
  const [progress, setProgress] = useState<{ count: number; totalCount: number; percentage: number } | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    if (!order.data) return;
    setProgress({ count: 0, totalCount: order.data.lines.length, percentage: 0 });
    try {
      const file = await exportOrder(order.data.summary.orderNumber, i18n.locale, setProgress);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      noticeStore.show(apiErrorMessage(i18n, error), 'error');
    } finally {
      setProgress(null);
    }
  }
  async function again() {
    if (!order.data) return;
    setBusy(true);
    try {
      const answer = await reorder(order.data.summary.orderNumber);
      visitor.cartChanged();
      noticeStore.show(
        i18n._(
          msg`${plural(answer.added.length, { one: '# product put back in the cart.', other: '# products put back in the cart.' })}`,
        ),
        'success',
      );
      if (answer.unavailable.length)
        noticeStore.show(
          i18n._(msg`No longer available: ${answer.unavailable.map((u) => u.productNumber).join(', ')}`),
          'info',
          8000,
        );
    } catch (error) {
      noticeStore.show(apiErrorMessage(i18n, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="order-page" aria-labelledby="order-title">
      <div className="detail__top">
        <BackButton />
        <Link className="button button--small" to="/orders" search={{ id }}>
          <Trans>My orders</Trans>
        </Link>
      </div>
      <header className="cart-page__head">
        <h1 id="order-title">
          <Trans>Order details</Trans>
        </h1>
        {order.data && (
          <div className="cart-page__links">
            <button type="button" className="button button--small" onClick={again} disabled={busy} aria-busy={busy}>
              <Trans>Reorder</Trans>
            </button>
            <button
              type="button"
              className="button button--small button--primary"
              onClick={download}
              disabled={!!progress}
            >
              <Trans>Export to Excel</Trans>
            </button>
          </div>
        )}
      </header>
      {!orderNumber && (
        <div className="empty-state">
          <p>
            <Trans>No such order.</Trans>
          </p>
        </div>
      )}
      {order.isError && (
        <p className="entry-panel__error" role="alert">
          {apiErrorMessage(i18n, order.error)}
        </p>
      )}
      {order.isPending && orderNumber && <div className="cart-skeleton skeleton" />}
      {order.data && (
        <div className="order-page__body">
          <OrderHeader order={order.data} />
          <OrderLines lines={order.data.lines} productSource={source} />
        </div>
      )}
      {progress && order.data && <ExportProgress orderNumber={order.data.summary.orderNumber} progress={progress} />}
    </section>
  );
}
