// Spec section 4 "Export shows a progress overlay": percentage, exported count and total count, as the server
// reports them while it writes the file (GetExportProgress), for the buyer's orders and the console alike.
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '../../protocol/format';
import './exportProgress.css';

export function ExportProgress({ count, totalCount, percentage }: { count: number; totalCount: number; percentage: number }) {
  const { i18n } = useLingui();
  return (
    <div className="export-progress" role="dialog" aria-modal="true" aria-labelledby="export-title">
      <div className="export-progress__box">
        <p id="export-title"><Trans>Exporting to Excel…</Trans></p>
        <div className="export-progress__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percentage}>
          <span style={{ inlineSize: `${percentage}%` }} />
        </div>
        <p className="export-progress__figures">
          {formatNumber(percentage, i18n.locale)}% · {i18n._(msg`${formatNumber(count, i18n.locale)} of ${formatNumber(totalCount, i18n.locale)} lines`)}
        </p>
      </div>
    </div>
  );
}
