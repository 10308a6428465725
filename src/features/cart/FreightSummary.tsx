// Beyond the spec: how full a 20', 40' and 40'HQ container the selection makes, by volume or weight, whichever
// binds first (capacities in protocol/cart.ts, docs/decisions.md "Container fill").
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { containerFill, type Totals } from '../../../protocol/cart';
import { formatNumber } from '../../../protocol/format';

export function FreightSummary({ totals }: { totals: Pick<Totals, 'cbm' | 'grossKg'> }) {
  const { i18n } = useLingui();
  if (!totals.cbm) return null;
  return (
    <section className="freight" aria-labelledby="freight-title">
      <h3 id="freight-title">
        <Trans>Container fill</Trans>
      </h3>
      <ul>
        {containerFill(totals).map((c) => {
          const percent = formatNumber(Math.round(c.percent), i18n.locale);
          const text =
            c.containers > 1
              ? i18n._(msg`${percent}% · needs ${c.containers} containers`)
              : i18n._(c.limitedBy === 'weight' ? msg`${percent}% by weight` : msg`${percent}% by volume`);
          return (
            <li key={c.key}>
              <span className="freight__name" dir="ltr">
                {c.label}
              </span>
              <span
                className="freight__bar"
                role="meter"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.min(100, Math.round(c.percent))}
                aria-label={c.label}
              >
                <span style={{ inlineSize: `${Math.min(100, c.percent)}%` }} data-over={c.percent > 100 || undefined} />
              </span>
              <span className="freight__value">{text}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
