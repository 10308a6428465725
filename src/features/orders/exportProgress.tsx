// Spec section 4 "Export shows a progress overlay": percentage, exported count and total count, as the server
// reports them while it writes the file (GetExportProgress), for the buyer's orders and the console alike.
import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { ExportProgressFigures } from './orderExport';
import { useOrderFormat } from '../../ui/useOrderFormat';
import './exportProgress.css';

export function ExportProgress({ orderNumber, progress }: { orderNumber: string; progress: ExportProgressFigures }) {
  const { t, i18n } = useLingui();
  const f = useOrderFormat();
  const started = progress.totalCount > 0;
  const card = useRef<HTMLDivElement>(null);
  // Like every dialog of the site: focus moves in while it shows and goes back to the export button after.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    card.current?.focus();
    return () => before?.focus?.();
  }, []);
  return (
    <div className="export-progress" role="dialog" aria-modal="true" aria-labelledby="export-title">
      <div className="export-progress__card" ref={card} tabIndex={-1}>
        <h2 id="export-title">
          <Trans>
            Exporting order <span dir="ltr">{orderNumber}</span>
          </Trans>
        </h2>
        <div
          className="export-progress__bar"
          role="progressbar"
          aria-label={t`Export progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percentage}
        >
          <span style={{ inlineSize: `${started ? progress.percentage : 0}%` }} />
        </div>
        <p className="export-progress__figures" aria-live="polite">
          {started ? (
            <>
              <strong>
                {new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(progress.percentage / 100)}
              </strong>
              <span>{i18n._(msg`${f.count(progress.count)} of ${f.count(progress.totalCount)} lines`)}</span>
            </>
          ) : (
            <span>
              <Trans>Preparing the spreadsheet…</Trans>
            </span>
          )}
        </p>
      </div>
    </div>
  );
}
