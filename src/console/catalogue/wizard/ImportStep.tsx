// The import's last step: progress on the server's real work, then the totals and what was not imported and why.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { forgetCatalogueLists, importProgressQuery, type ImportPreview, type ImportProgress } from '../api';
import { problemText } from '../problemText';

export function ImportStep({
  importId,
  preview,
  onClose,
  onAgain,
}: {
  importId: string;
  preview: ImportPreview;
  onClose: () => void;
  onAgain: () => void;
}) {
  const { t, i18n } = useLingui();
  const { data } = useQuery(importProgressQuery(importId));
  const queryClient = useQueryClient();
  const finished = !!data && data.state !== 'running' && data.state !== 'previewed';
  // Once written, the product lists are stale.
  useEffect(() => {
    if (finished) void forgetCatalogueLists(queryClient);
  }, [finished, queryClient]);
  const progress: ImportProgress | undefined = data;
  const byLine = new Map(preview.rows.map((r) => [r.line, r]));
  return (
    <section className="import-wizard__result" aria-live="polite">
      {!finished || !data ? (
        <>
          <h2>
            <Trans>Importing…</Trans>
          </h2>
          <progress max={progress?.total || 1} value={progress?.done ?? 0} aria-label={t`Import progress`} />
          <p>{t`${progress?.done ?? 0} of ${progress?.total ?? preview.rows.length} rows`}</p>
        </>
      ) : (
        <>
          <h2>{data.state === 'done' ? t`Import finished` : t`The import stopped before the end`}</h2>
          <ul className="import-wizard__totals">
            <li data-status="new">{t`New: ${data.created}`}</li>
            <li data-status="changed">{t`Changed: ${data.changed}`}</li>
            <li data-status="unchanged">{t`Unchanged: ${data.unchanged}`}</li>
            <li data-status="error">{t`Not imported: ${data.failed}`}</li>
          </ul>
          {data.created + data.changed > 0 && <p>{t`Buyers find the imported products at their next search.`}</p>}
          {data.failures.length > 0 && (
            <ul className="import-wizard__failures">
              {data.failures.map((f) => {
                const row = byLine.get(f.line);
                const reasons = row?.problems.length
                  ? row.problems.map((p) => problemText(i18n, p)).join(' ')
                  : f.message;
                return (
                  <li key={f.line}>
                    <strong>{t`Row ${f.line}`}</strong> <span dir="ltr">{f.productNumber}</span> {reasons}
                  </li>
                );
              })}
            </ul>
          )}
          <div className="import-wizard__actions">
            <button type="button" className="button" onClick={onAgain}>
              <Trans>Import another file</Trans>
            </button>
            <button type="button" className="button button--primary" onClick={onClose}>
              <Trans>Back to the catalogue</Trans>
            </button>
          </div>
        </>
      )}
    </section>
  );
}
