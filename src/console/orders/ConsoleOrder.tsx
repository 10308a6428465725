// One order in the console: the shared order view (src/features/orders/orderView.tsx), the buyer's account, the status moves
// ORDER_STATUS_NEXT allows (cancel asks first) and the spreadsheet export with its progress overlay.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '../../api/errors';
import { apiErrorMessage } from '../../api/errorMessages';
import { noticeStore } from '../../lib/notices';
import { OrderHeader, OrderLines, OrderStatus } from '../../features/orders/orderView';
import { useOrderFormat } from '../../ui/useOrderFormat';
import { ORDER_STATUS, ORDER_STATUS_NEXT, type OrderStatus as Status } from '../../../protocol/cart';
import { saveFile } from '../../features/orders/orderExport';
import { ExportProgress } from '../../features/orders/exportProgress';
import {
  exportOrder,
  inboxChanged,
  orderChanged,
  orderQuery,
  orderStale,
  setOrderStatus,
  type ExportProgress as Progress,
} from './api';

/** The words of each move: its button, and what the notice says once the server agreed. */
type Move = Exclude<Status, typeof ORDER_STATUS.submitted>;
const moves: Record<Move, { action: MessageDescriptor; done: MessageDescriptor }> = {
  [ORDER_STATUS.confirmed]: { action: msg`Confirm order`, done: msg`Order confirmed.` },
  [ORDER_STATUS.shipped]: { action: msg`Mark as shipped`, done: msg`Order marked as shipped.` },
  [ORDER_STATUS.cancelled]: { action: msg`Cancel order`, done: msg`Order cancelled.` },
};

export function ConsoleOrder({ orderNumber, onBack }: { orderNumber: string; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const f = useOrderFormat();
  const queryClient = useQueryClient();
  const query = useQuery(orderQuery(orderNumber));
  const order = query.data;

  // Opening an unread order marked it read on the server: the inbox shows that now rather than at its next look.
  const wasUnread = !!order?.summary.unread;
  useEffect(() => {
    if (wasUnread) void inboxChanged(queryClient);
  }, [wasUnread, queryClient]);

  const [asking, setAsking] = useState(false);
  const move = useMutation({
    mutationFn: (status: Move) => setOrderStatus(orderNumber, status),
    onSuccess: (summary) => {
      setAsking(false);
      noticeStore.show(moves[summary.status as Move].done, 'success');
      return orderChanged(queryClient, summary);
    },
    onError: (error) => {
      setAsking(false);
      // Someone else moved it meanwhile: show where it is now.
      if (error instanceof ApiError && error.reason === 'statusChange') void orderStale(queryClient, orderNumber);
    },
  });

  const [progress, setProgress] = useState<Progress | null>(null);
  const exporting = progress !== null;
  async function exportSheet() {
    setProgress({ count: 0, totalCount: 0, percentage: 0 });
    try {
      const file = await exportOrder(orderNumber, i18n.locale, (p) => setProgress(p));
      saveFile(file.blob, file.fileName);
    } catch (error) {
      noticeStore.show(apiErrorMessage(i18n, error), 'error', 6000);
    } finally {
      setProgress(null);
    }
  }

  const back = (
    <button type="button" className="console-order__back" onClick={onBack}>
      <span aria-hidden="true" className="inbox__arrow">
        ‹
      </span>{' '}
      <Trans>All orders</Trans>
    </button>
  );

  if (query.isPending) {
    return (
      <div className="console-order" aria-busy="true">
        {back}
        <div className="console-order__skeleton" role="status" aria-label={t`Loading…`}>
          <span className="skeleton skeleton--title" />
          <span className="skeleton console-order__skeleton-block" />
          <span className="skeleton console-order__skeleton-block" />
        </div>
      </div>
    );
  }
  if (!order) {
    return (
      <div className="console-order">
        {back}
        <div className="inbox__empty" role="alert">
          <p>{apiErrorMessage(i18n, query.error)}</p>
          <button type="button" className="button" onClick={() => query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      </div>
    );
  }

  const { summary } = order;
  const next = (ORDER_STATUS_NEXT[summary.status as Status] ?? []).filter(
    (s): s is Move => s !== ORDER_STATUS.submitted,
  );
  const moveError =
    move.error instanceof ApiError && move.error.reason === 'statusChange'
      ? t`This order was changed meanwhile; it shows its current status now.`
      : move.error
        ? apiErrorMessage(i18n, move.error)
        : null;

  return (
    <article className="console-order" aria-labelledby="console-order-title">
      {back}
      <header className="console-order__top">
        <div className="console-order__title">
          <h2 id="console-order-title">
            <Trans>
              Order <span dir="ltr">{summary.orderNumber}</span>
            </Trans>
          </h2>
          <OrderStatus status={summary.status} />
        </div>
        <p className="console-order__meta">
          <Trans>
            Placed <bdi>{f.time(summary.createdAt)}</bdi>
          </Trans>
          {summary.statusChangedAt !== summary.createdAt && summary.status !== ORDER_STATUS.submitted && (
            <>
              {' '}
              ·{' '}
              <Trans>
                Status changed <bdi>{f.time(summary.statusChangedAt)}</bdi>
              </Trans>
            </>
          )}
        </p>
        <div className="console-order__actions">
          {next
            .filter((s) => s !== ORDER_STATUS.cancelled)
            .map((s) => (
              <button
                key={s}
                type="button"
                className="button button--primary"
                disabled={move.isPending}
                onClick={() => move.mutate(s)}
              >
                {i18n._(moves[s].action)}
              </button>
            ))}
          <button type="button" className="button" disabled={exporting} onClick={exportSheet}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
              <path
                fill="currentColor"
                d="M5 3h9l5 5v13H5V3Zm8 1.5V9h4.5L13 4.5ZM8 12v2h2.2l-2 3H10l1-1.6 1 1.6h1.8l-2-3 2-3H12l-1 1.6L10 12H8Zm7 2v2h2v-2h-2Z"
              />
            </svg>
            <Trans>Export to Excel</Trans>
          </button>
          {next.includes(ORDER_STATUS.cancelled) && (
            <button
              type="button"
              className="button console-order__cancel"
              disabled={move.isPending}
              onClick={() => setAsking(true)}
            >
              {i18n._(moves[ORDER_STATUS.cancelled].action)}
            </button>
          )}
        </div>
        {moveError && (
          <p className="console-note console-note--error" role="alert">
            {moveError}
          </p>
        )}
      </header>

      {summary.buyer && (
        <section className="console-order__buyer" aria-label={t`Buyer account`}>
          <span className="console-order__avatar" aria-hidden="true">
            {Array.from(summary.buyer.name || summary.buyer.account)[0]?.toUpperCase()}
          </span>
          <span>
            <strong dir="auto">{summary.buyer.name || summary.buyer.account}</strong>
            <span className="console-order__buyer-facts">
              <span dir="auto">{summary.buyer.company || '—'}</span>
              <span>
                <Trans>Account</Trans> <span dir="auto">{summary.buyer.account}</span>
              </span>
              {summary.buyer.share && (
                <span className="inbox-row__share" dir="auto">
                  {summary.buyer.share}
                </span>
              )}
            </span>
          </span>
        </section>
      )}

      <OrderHeader order={order} />
      <h3 className="console-order__lines-title">
        <Trans>Order lines</Trans>
      </h3>
      <div className="console-order__lines">
        <OrderLines lines={order.lines} productSource={1} />
      </div>

      {asking && (
        <ConfirmCancel
          orderNumber={summary.orderNumber}
          busy={move.isPending}
          onKeep={() => setAsking(false)}
          onCancel={() => move.mutate(ORDER_STATUS.cancelled)}
        />
      )}
      {progress && <ExportProgress orderNumber={summary.orderNumber} progress={progress} />}
    </article>
  );
}

/** A blob saved under the server's file name: an <a download> is what every browser saves without asking twice. */

function ConfirmCancel({
  orderNumber,
  busy,
  onKeep,
  onCancel,
}: {
  orderNumber: string;
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    d?.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="console-dialog"
      aria-labelledby="cancel-title"
      onCancel={(e) => {
        e.preventDefault();
        onKeep();
      }}
    >
      <h2 id="cancel-title">
        <Trans>
          Cancel order <span dir="ltr">{orderNumber}</span>?
        </Trans>
      </h2>
      <p>
        <Trans>The buyer will see the order as cancelled. A cancelled order cannot be reopened.</Trans>
      </p>
      <div className="console-dialog__actions">
        <button type="button" className="button" onClick={onKeep} autoFocus>
          <Trans>Keep the order</Trans>
        </button>
        <button
          type="button"
          className="button console-order__cancel console-order__cancel--strong"
          disabled={busy}
          onClick={onCancel}
        >
          <Trans>Cancel order</Trans>
        </button>
      </div>
    </dialog>
  );
}
