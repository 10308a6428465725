// A printable sheet of product labels for the selected products (issue 26): each label holds the product's QR code
// (its bare product number, which the buyers' scanner resolves within their share), the number and the name in the
// console's language. The print stylesheet (labelSheet.css) prints the sheet alone, labels kept whole across pages.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { QRCodeSVG } from 'qrcode.react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleProductListItem } from '../../../schemas/api/types.gen';
import { localisedText } from '../../../protocol/localisedNames';
import './labelSheet.css';

export function PrintLabels({ products }: { products: ConsoleProductListItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" disabled={!products.length} onClick={() => setOpen(true)}>
        <Trans>Print labels</Trans>
      </button>
      {open && <LabelSheet products={products} onClose={() => setOpen(false)} />}
    </>
  );
}

export function LabelSheet({ products, onClose }: { products: ConsoleProductListItem[]; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return createPortal(
    <div className="label-sheet" role="dialog" aria-modal="true" aria-label={t`Product labels`}>
      <div className="label-sheet__bar">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
        <button type="button" className="button" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      <ul className="label-sheet__labels">
        {products.map((p) => (
          <li key={p.productNumber} className="label-sheet__label">
            <QRCodeSVG value={p.productNumber} size={96} marginSize={1} />
            <span className="label-sheet__number" dir="ltr">
              {p.productNumber}
            </span>
            <span className="label-sheet__name" dir="auto">
              {localisedText(p.names, i18n.locale, 1) || p.ename || p.name}
            </span>
          </li>
        ))}
      </ul>
    </div>,
    document.body,
  );
}
