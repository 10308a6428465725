// The import's third step: every row as new / changed / unchanged / error with the reason at the bad cell, filtered
// by status, the .zip of photos, and the button that starts the import.
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { ImportField } from '../../../../schemas/api/productImport';
import { PhotoZip } from '../PhotoZip';
import type { ImportPreview } from '../api';
import { problemText } from '../problemText';
import { FIELD_LABELS, SHOWN_ROWS, STATUSES, STATUS_LABELS, type Status } from './importLabels';

export function PreviewStep({
  preview,
  filter,
  onFilter,
  busy,
  onBack,
  onImport,
}: {
  preview: ImportPreview;
  filter: Status | null;
  onFilter: (status: Status | null) => void;
  busy: boolean;
  onBack: () => void;
  onImport: () => void;
}) {
  const { t, i18n } = useLingui();
  const rows = useMemo(
    () => (filter ? preview.rows.filter((r) => r.status === filter) : preview.rows),
    [preview, filter],
  );
  const writes = preview.counts.new + preview.counts.changed;
  const [photos, setPhotos] = useState(0);
  const fieldName = (column: number, path: string) =>
    column >= 0
      ? preview.headers[column] || path
      : i18n._(FIELD_LABELS[(path.split('.')[0] as ImportField) ?? 'productNumber'] ?? msg`Product number`);
  return (
    <>
      <div className="console-chips catalogue__chips import-wizard__filters" role="group" aria-label={t`Show rows`}>
        <button type="button" aria-pressed={!filter} onClick={() => onFilter(null)}>
          {t`All`} {preview.rows.length}
        </button>
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={filter === s}
            data-status={s}
            onClick={() => onFilter(filter === s ? null : s)}
          >
            {i18n._(STATUS_LABELS[s])} {preview.counts[s]}
          </button>
        ))}
      </div>
      <div className="import-wizard__table-wrap">
        <table className="import-wizard__table import-wizard__preview">
          <thead>
            <tr>
              <th scope="col">{t`Row`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Product number`}</th>
              <th scope="col">{t`Product name`}</th>
              <th scope="col">{t`What to fix`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN_ROWS).map((row) => (
              <tr key={row.line} data-status={row.status}>
                <td>{row.line}</td>
                <td>
                  <span className="import-wizard__chip" data-status={row.status}>
                    {i18n._(STATUS_LABELS[row.status])}
                  </span>
                </td>
                <td dir="ltr">{row.productNumber}</td>
                <td dir="auto">{row.name}</td>
                <td>
                  {row.problems.map((p, i) => (
                    <div key={i} className="import-wizard__problem">
                      <mark>
                        {fieldName(p.column, p.path)}
                        {p.column >= 0 && row.cells?.[p.column] ? ': ' : ''}
                        {p.column >= 0 && row.cells?.[p.column] ? <bdi>{row.cells[p.column]}</bdi> : null}
                      </mark>{' '}
                      {problemText(i18n, p)}
                    </div>
                  ))}
                  {row.changedFields && (
                    <span className="import-wizard__hint">
                      {row.changedFields
                        .map((f) => (f in FIELD_LABELS ? i18n._(FIELD_LABELS[f as ImportField]) : f))
                        .join(', ')}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length > SHOWN_ROWS && (
          <p className="import-wizard__hint">{t`Showing the first ${SHOWN_ROWS} of ${rows.length} rows.`}</p>
        )}
      </div>
      <PhotoZip importId={preview.importId} onMatched={setPhotos} />
      <div className="import-wizard__actions">
        <button type="button" className="button" onClick={onBack} disabled={busy}>
          <Trans>Back to columns</Trans>
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onImport}
          disabled={busy || (!writes && !photos)}
        >
          {writes
            ? i18n._(msg`${plural(writes, { one: 'Import # product', other: 'Import # products' })}`)
            : photos
              ? t`Import the pictures`
              : t`Nothing to import`}
        </button>
        {preview.counts.error > 0 && (
          <span className="import-wizard__hint">
            {i18n._(
              msg`${plural(preview.counts.error, { one: '# row with errors is', other: '# rows with errors are' })} left out; the others are imported.`,
            )}
          </span>
        )}
      </div>
    </>
  );
}
