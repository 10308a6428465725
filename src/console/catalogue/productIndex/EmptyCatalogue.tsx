import { Trans } from '@lingui/react/macro';

/** A catalogue without a product teaches the next step: import it from Excel, or add the first product. */
export function EmptyCatalogue({ onNew, onImport }: { onNew: () => void; onImport: () => void }) {
  return (
    <div className="catalogue__empty">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="56" height="56">
        <path
          fill="currentColor"
          d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm1 2v14h14V5H5Zm6 3h2v3h3v2h-3v3h-2v-3H8v-2h3V8Z"
        />
      </svg>
      <h2>
        <Trans>Your catalogue is empty</Trans>
      </h2>
      <p>
        <Trans>
          Add your first product: its number, names, price, MOQ and carton. Buyers find it in their search as soon as
          you save it.
        </Trans>
      </p>
      <div className="catalogue__empty-actions">
        <button type="button" className="button button--primary" onClick={onImport}>
          <Trans>Import your catalogue from Excel</Trans>
        </button>
        <button type="button" className="button" onClick={onNew}>
          <Trans>Add your first product</Trans>
        </button>
      </div>
    </div>
  );
}
