// The import's second step: each column of the file matched to a product field (guessed, remembered for the next
// file); the product number's column is required.
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { IMPORT_FIELD_NAMES } from '../../../../schemas/api/productImport';
import type { ImportPreview } from '../api';
import { FIELD_LABELS } from './importLabels';

export function ColumnsStep({
  preview,
  busy,
  onMapping,
  onBack,
  onNext,
}: {
  preview: ImportPreview;
  busy: boolean;
  onMapping: (mapping: string[]) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t, i18n } = useLingui();
  const sample = preview.rows[0]?.cells ?? [];
  const mapped = preview.mapping.filter(Boolean).length;
  return (
    <>
      <p className="import-wizard__lead">
        {i18n._(
          msg`${plural(mapped, { one: '# column is', other: '# columns are' })} matched to product fields. Check each one: your choice is remembered for the next file.`,
        )}
      </p>
      <div className="import-wizard__table-wrap">
        <table className="import-wizard__table import-wizard__columns">
          <thead>
            <tr>
              <th scope="col">{t`Column in the file`}</th>
              <th scope="col">{t`First row`}</th>
              <th scope="col">{t`Product field`}</th>
            </tr>
          </thead>
          <tbody>
            {preview.headers.map((header, column) => (
              <tr key={column}>
                <th scope="row">{header || '—'}</th>
                <td className="import-wizard__sample" dir="auto">
                  {sample[column] ?? ''}
                </td>
                <td>
                  <select
                    aria-label={t`Product field for ${header}`}
                    value={preview.mapping[column] ?? ''}
                    disabled={busy}
                    onChange={(e) => {
                      const next = [...preview.mapping] as string[];
                      // A field goes to one column: choosing it here takes it from any other.
                      for (let i = 0; i < next.length; i++) if (next[i] === e.target.value) next[i] = '';
                      next[column] = e.target.value;
                      onMapping(next);
                    }}
                  >
                    <option value="">{t`Not imported`}</option>
                    {IMPORT_FIELD_NAMES.map((f) => (
                      <option key={f} value={f}>
                        {i18n._(FIELD_LABELS[f])}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="import-wizard__actions">
        <button type="button" className="button" onClick={onBack} disabled={busy}>
          <Trans>Choose another file</Trans>
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={onNext}
          disabled={busy || !preview.mapping.includes('productNumber')}
        >
          <Trans>Next: preview</Trans>
        </button>
        {!preview.mapping.includes('productNumber') && (
          <span className="import-wizard__hint">{t`Choose the column that holds the product number.`}</span>
        )}
      </div>
    </>
  );
}
