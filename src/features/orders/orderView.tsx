// How an order reads, for the buyer's order detail and the supplier console alike: its header fields and its lines,
// in the reader's language, with the one formatter for money, volume and weights (src/ui/useOrderFormat.ts).
import { useLingui, Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CartOrder, CartOrderLine } from '../../../schemas/api/types.gen';
import { productName } from '../../../protocol/localisedNames';
import { TotalsList } from '../../ui/TotalsList';
import { useOrderFormat } from '../../ui/useOrderFormat';
import { piecesPerCartonText } from '../../lib/catalogueProductCard';
import './orderView.css';

/** Order statuses (spec: not shown; docs/decisions.md "Order statuses"). */
export const orderStatusNames: Record<number, MessageDescriptor> = {
  0: msg({ context: 'order status', message: 'Submitted' }),
  1: msg({ context: 'order status', message: 'Confirmed' }),
  2: msg({ context: 'order status', message: 'Shipped' }),
  3: msg({ context: 'order status', message: 'Cancelled' }),
};

export function OrderStatus({ status }: { status: number }) {
  const { i18n } = useLingui();
  return (
    <span className={`order-status order-status--${status}`}>
      {i18n._(orderStatusNames[status] ?? orderStatusNames[0])}
    </span>
  );
}

/** The order's header: number, time, status, contact and the supplier's customer service. */
export function OrderHeader({ order, extra }: { order: CartOrder; extra?: React.ReactNode }) {
  const f = useOrderFormat();
  const { summary, service } = order;
  const { i18n } = useLingui();
  const fields: [MessageDescriptor, React.ReactNode][] = [
    [msg`Order number`, <span dir="ltr">{summary.orderNumber}</span>],
    [msg`Order time`, f.time(summary.createdAt)],
    [msg`Status`, <OrderStatus status={summary.status} />],
    [msg`Company name`, summary.contact.company || '—'],
    [msg`Contact`, summary.contact.contactName],
    [msg`Email`, summary.contact.email || '—'],
    [msg`Telephone`, summary.contact.telephone || '—'],
    [msg`Mobile`, summary.contact.phoneNumber ? <span dir="ltr">{summary.contact.phoneNumber}</span> : '—'],
    [msg`Remark`, order.remark || '—'],
    [msg`Customer service`, [service.name, service.email, service.telephone].filter(Boolean).join(' · ') || '—'],
  ];
  return (
    <section className="order-header" aria-label={i18n._(msg`Order`)}>
      <dl className="order-header__fields">
        {fields.map(([label, value]) => (
          <div key={label.id}>
            <dt>{i18n._(label)}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
      <TotalsList totals={summary.totals} currency={summary.currency} />
      {extra}
    </section>
  );
}

/** The order's lines, each with picture, number, name in the reader's language, sizes and sums. */
export function OrderLines({ lines, productSource }: { lines: CartOrderLine[]; productSource: number }) {
  const f = useOrderFormat();
  const { i18n } = useLingui();
  const showPrices = lines.some((l) => l.unitPrice !== null);
  return (
    <div className="order-lines" role="table" aria-label={i18n._(msg`Order lines`)}>
      <div className="order-lines__row order-lines__head" role="row">
        <span role="columnheader">#</span>
        <span role="columnheader">
          <Trans>Product</Trans>
        </span>
        <span role="columnheader">
          <Trans>CTNS</Trans>
        </span>
        <span role="columnheader">
          <Trans>Quantity</Trans>
        </span>
        <span role="columnheader">
          <Trans>Volume</Trans>
        </span>
        <span role="columnheader">
          <Trans>Gross weight</Trans>
        </span>
        <span role="columnheader">{showPrices ? <Trans>Amount</Trans> : null}</span>
      </div>
      {lines.map((line) => {
        const name = productName(
          { name: line.name, ename: line.ename, langList: [{ type: 0, ...line.names }] },
          i18n.locale,
          productSource,
        );
        return (
          <div className="order-lines__row" role="row" key={line.serial}>
            <span role="cell" className="order-lines__serial">
              {line.serial}
            </span>
            <span role="cell" className="order-lines__product">
              {line.imageUrl ? (
                <img src={line.imageUrl} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className="order-lines__noimage" />
              )}
              <span>
                <span className="order-lines__name" dir="auto">
                  {name}
                </span>
                {line.displayNumber && (
                  <span className="order-lines__number" dir="ltr">
                    {line.displayNumber}
                  </span>
                )}
                <span className="order-lines__facts">
                  {f.size(line.outerBoxSize)} · {piecesPerCartonText(i18n, line.piecesPerCarton)}
                </span>
              </span>
            </span>
            <span role="cell" data-label={i18n._(msg`CTNS`)}>
              {f.count(line.cartons)}
            </span>
            <span role="cell" data-label={i18n._(msg`Quantity`)}>
              {f.count(line.totals.quantity)}
            </span>
            <span role="cell" data-label={i18n._(msg`Volume`)}>
              {f.cbm(line.totals.cbm)}
            </span>
            <span role="cell" data-label={i18n._(msg`Gross weight`)}>
              {f.kg(line.totals.grossKg)}
            </span>
            <span role="cell" data-label={showPrices ? i18n._(msg`Amount`) : undefined} className="order-lines__amount">
              {showPrices ? (
                <>
                  {f.money(line.totals.amount, line.currency)}
                  <small>
                    {f.money(line.unitPrice, line.currency)} × {f.count(line.totals.quantity)}
                  </small>
                </>
              ) : null}
            </span>
          </div>
        );
      })}
    </div>
  );
}
