// The figures under a cart or an order, shared by the buyer's cart and orders and the console's order.
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CartTotals } from '../../schemas/api/types.gen';
import { useOrderFormat } from './useOrderFormat';
import './totalsList.css';

/** The figures under a cart or an order: kinds, cartons, pieces, volume, weights, amount. */
export function TotalsList({ totals, currency }: { totals: CartTotals; currency: string }) {
  const f = useOrderFormat();
  const rows: [MessageDescriptor, string][] = [
    [msg`Item kinds`, f.count(totals.lines)],
    [msg`Cartons (CTNS)`, f.count(totals.cartons)],
    [msg`Total quantity`, f.count(totals.quantity)],
    [msg`Total volume`, `${f.cbm(totals.cbm)} · ${f.cuft(totals.cuft)}`],
    [msg`Gross / net weight`, `${f.kg(totals.grossKg)} / ${f.kg(totals.netKg)}`],
  ];
  const { i18n } = useLingui();
  return (
    <dl className="totals-list">
      {rows.map(([label, value]) => (
        <div key={label.id}>
          <dt>{i18n._(label)}</dt>
          <dd dir="auto">{value}</dd>
        </div>
      ))}
      {totals.amount !== null && (
        <div className="totals-list__amount">
          <dt>
            <Trans>Total amount</Trans>
          </dt>
          <dd>{f.money(totals.amount, currency)}</dd>
        </div>
      )}
    </dl>
  );
}
