// Import from Excel (issue 23): file → columns → preview → import, the steps of docs/protocol.md
// (ConsoleImportPreview, ConsoleImportProducts, ConsoleImportProgress). Nothing is written before the supplier has
// seen every row's status and every bad cell's reason (the editor's own words, problemText.ts); the progress bar
// follows the server's real work, and the result lists what was not imported and why.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { ApiError } from '../../api/errors';
import { previewImport, startImport, type ImportPreview } from './api';
import type { Status } from './wizard/importLabels';
import { FileStep } from './wizard/FileStep';
import { ColumnsStep } from './wizard/ColumnsStep';
import { PreviewStep } from './wizard/PreviewStep';
import { ImportStep } from './wizard/ImportStep';
import './catalogue.css';
import './productEditor.css';
import './importWizard.css';

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
      setFailure(fileRefusal(error, chosen.name) ?? apiErrorMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  }

  /** The spreadsheet's refusals in the clerk's words: the server's English names the problem for other clients. */
  function fileRefusal(error: unknown, name: string): string | null {
    if (!(error instanceof ApiError)) return null;
    if (error.reason === 'fileTooLarge') return t`The spreadsheet is larger than 10 MB.`;
    if (error.reason !== 'badSpreadsheet') return null;
    // Many factories still save Excel 97-2003 workbooks; the server refuses them by content, the fix is in Excel.
    if (/\.xls$/i.test(name))
      return t`This is an Excel 97-2003 file (.xls). In Excel choose File › Save As › Excel Workbook (.xlsx), then choose the new file.`;
    const detail = error.message;
    return t`This file cannot be read as a spreadsheet (.xlsx or .csv): ${detail}`;
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
          <span aria-hidden="true" className="inbox__arrow">
            ‹
          </span>{' '}
          <Trans>Catalogue</Trans>
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
