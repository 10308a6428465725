// The import's first step: an .xlsx or .csv chosen or dropped. An .xls is offered too, so a clerk whose factory
// sheet is one finds it in the picker and is told how to save it as .xlsx (ImportWizard) instead of seeing no file.
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';

export function FileStep({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
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
        accept=".xlsx,.csv,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,application/vnd.ms-excel"
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
