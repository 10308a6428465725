// Import from Excel (issue 23): file → columns → preview → import, the steps of docs/protocol.md
// (ConsoleImportPreview, ConsoleImportProducts, ConsoleImportProgress). Nothing is written before the supplier has
// seen every row's status and every bad cell's reason (the editor's own words, problemText.ts); the progress bar
// follows the server's real work, and the result lists what was not imported and why.
import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { apiErrorMessage } from '../../api/errorMessages';
import { IMPORT_FIELD_NAMES, type ImportField } from '../../../schemas/api/productImport';
import { PhotoZip } from './PhotoZip';
import {
  forgetCatalogueLists,
  importProgressQuery,
  previewImport,
  startImport,
  type ImportPreview,
  type ImportProgress,
} from './api';
import { problemText } from './problemText';

type Status = ImportPreview['rows'][number]['status'];
const STATUSES: Status[] = ['new', 'changed', 'unchanged', 'error'];
const SHOWN_ROWS = 300;

const FIELD_LABELS: Record<ImportField, MessageDescriptor> = {
  productNumber: msg`Product number`,
  name: msg`Name (Chinese)`,
  ename: msg`Name (English)`,
  description: msg`Description (Chinese)`,
  edescription: msg`Description (English)`,
  outFactoryNumber: msg`Factory number`,
  model: msg`Model`,
  categoryNumber: msg`Category`,
  price: msg`Price`,
  factoryPrice: msg`Factory price`,
  startOrderNum: msg`MOQ`,
  packingMethod: msg`Packing method`,
  innerQuantity: msg`Pieces per inner box`,
  outerQuantity: msg`Pieces per carton`,
  outerBoxSize: msg`Carton size`,
  outerLength: msg`Carton length`,
  outerWidth: msg`Carton width`,
  outerHeight: msg`Carton height`,
  innerBoxSize: msg`Inner box size`,
  productSize: msg`Product size`,
  grossWeight: msg`Gross weight`,
  netWeight: msg`Net weight`,
  stock: msg`Stock`,
  certificates: msg`Certificates`,
  barcodes: msg`Barcodes (EAN / UPC)`,
};
const STATUS_LABELS: Record<Status, MessageDescriptor> = {
  new: msg`New`,
  changed: msg`Changed`,
  unchanged: msg`Unchanged`,
  error: msg`Error`,
};

type Step = 'file' | 'columns' | 'preview' | 'import';

export function ImportWizard({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [filter, setFilter] = useState<Status | null>(null);
  const [importId, setImportId] = useState<string | null>(null);

  async function read(chosen: File, mapping?: string[]) {
    setBusy(true);
    setFailure(null);
    try {
      setPreview(await previewImport(chosen, mapping));
      setFile(chosen);
      if (step === 'file') setStep('columns');
    } catch (error) {
      setFailure(apiErrorMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  }

  async function begin() {
    if (!preview) return;
    setBusy(true);
    setFailure(null);
    try {
      await startImport(preview.importId);
      setImportId(preview.importId);
      setStep('import');
    } catch (error) {
      setFailure(apiErrorMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  }

  const steps: [Step, string][] = [
    ['file', t`File`],
    ['columns', t`Columns`],
    ['preview', t`Preview`],
    ['import', t`Import`],
  ];
  const current = steps.findIndex(([s]) => s === step);

  return (
    <div className="catalogue import-wizard">
      <header className="catalogue__head">
        <button type="button" className="product-editor__back" onClick={onClose}>
          <span aria-hidden="true">‹</span> <Trans>Catalogue</Trans>
        </button>
        <h1>
          <Trans>Import from Excel</Trans>
        </h1>
      </header>
      <ol className="import-wizard__steps">
        {steps.map(([s, label], i) => (
          <li key={s} aria-current={i === current ? 'step' : undefined} data-done={i < current || undefined}>
            <span className="import-wizard__step-number">{i < current ? '✓' : i + 1}</span> {label}
          </li>
        ))}
      </ol>
      <div className="import-wizard__body">
        {failure && (
          <p className="import-wizard__failure" role="alert">
            {failure}
          </p>
        )}
        {step === 'file' && <FileStep busy={busy} onFile={(f) => void read(f)} />}
        {step === 'columns' && preview && file && (
          <ColumnsStep
            preview={preview}
            busy={busy}
            onMapping={(mapping) => void read(file, mapping)}
            onBack={() => setStep('file')}
            onNext={() => setStep('preview')}
          />
        )}
        {step === 'preview' && preview && (
          <PreviewStep
            preview={preview}
            filter={filter}
            onFilter={setFilter}
            busy={busy}
            onBack={() => setStep('columns')}
            onImport={() => void begin()}
          />
        )}
        {step === 'import' && importId && preview && (
          <ImportStep
            importId={importId}
            preview={preview}
            onClose={onClose}
            onAgain={() => {
              setStep('file');
              setPreview(null);
              setImportId(null);
              setFilter(null);
            }}
          />
        )}
      </div>
    </div>
  );
}

function FileStep({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const [over, setOver] = useState(false);
  return (
    <label
      className="import-wizard__drop"
      data-over={over || undefined}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const dropped = e.dataTransfer.files[0];
        if (dropped) onFile(dropped);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="44" height="44">
        <path
          fill="currentColor"
          d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Zm4 18H6V4h7v5h5v11ZM8 12h2l1 2 1-2h2l-2 3.5L14 19h-2l-1-2-1 2H8l2-3.5L8 12Z"
        />
      </svg>
      <strong>{busy ? <Trans>Reading the file…</Trans> : <Trans>Choose an Excel file or drop it here</Trans>}</strong>
      <span className="import-wizard__hint">
        <Trans>
          .xlsx or .csv, at most 10 MB: one header row, then one product per row. Headers such as 货号, 品名, 装箱量,
          外箱尺寸, 毛重, 单价 or Item No., Name, Carton size, Price are recognised.
        </Trans>
      </span>
      <input
        type="file"
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        disabled={busy}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
          e.target.value = '';
        }}
      />
    </label>
  );
}

function ColumnsStep({
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

function PreviewStep({
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

function ImportStep({
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
