import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { saveFile } from '../../../features/orders/orderExport';
import { exportCatalogue } from '../api';
import type { Go } from '../CatalogueRoom';

/** The index's heading: how many products match, the whole catalogue to Excel, and the ways to add products. */
export function IndexHeader({
  listed,
  total,
  go,
  onError,
}: {
  /** The catalogue has products and the first page is in. */
  listed: boolean;
  total: number;
  go: Go;
  onError: (error: unknown) => void;
}) {
  const { t, i18n } = useLingui();
  const [exporting, setExporting] = useState(false);
  async function download() {
    setExporting(true);
    try {
      const { blob, fileName } = await exportCatalogue();
      saveFile(blob, fileName);
    } catch (error) {
      onError(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <header className="catalogue__head">
      <h1>
        <Trans>Catalogue</Trans>
      </h1>
      {listed && (
        <span className="catalogue__count">
          {i18n._(msg`${plural(total, { one: '# product', other: '# products' })}`)}
        </span>
      )}
      <span className="catalogue__new">
        {listed && (
          <button type="button" className="button" onClick={() => void download()} disabled={exporting}>
            {exporting ? t`Exporting…` : t`Export to Excel`}
          </button>
        )}
        <button type="button" className="button" onClick={() => go({ import: true })}>
          <Trans>Import from Excel</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={() => go({ product: 'new' })}>
          <span aria-hidden="true">＋</span> <Trans>New product</Trans>
        </button>
      </span>
    </header>
  );
}
