// A saved share's link: copy it, or show and download its QR code as a PNG, or print it on a sheet of its own (the
// company's name, the share's name, a large QR code, the link and code; the page's print style shows only that sheet).
import { useEffect, useRef, useState } from 'react';
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useConsoleSession } from '../../api/consoleSession';
import type { ConsoleShare } from './api';

export function ShareLink({ share }: { share: ConsoleShare }) {
  const { t } = useLingui();
  const company = useConsoleSession().signedIn?.companyName ?? '';
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    const done = () => delete document.documentElement.dataset.printing;
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);
  const print = () => {
    document.documentElement.dataset.printing = 'share';
    window.print();
  };
  const qr = useRef<HTMLCanvasElement>(null);
  const copy = async () => {
    await navigator.clipboard.writeText(share.link);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  const download = () => {
    const a = document.createElement('a');
    a.href = qr.current?.toDataURL('image/png') ?? '';
    a.download = `share-${share.shareRandomCode}.png`;
    a.click();
  };
  return (
    <section className="form-section share-card share-link">
      <h3>
        <Trans>Link and QR code</Trans>
      </h3>
      <div className="share-link__row">
        <input
          className="share-link__url"
          readOnly
          value={share.link}
          aria-label={t`Share link`}
          dir="ltr"
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="button" onClick={copy}>
          {copied ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
        </button>
      </div>
      <div className="share-link__qr">
        <QRCodeCanvas
          ref={qr}
          value={share.link}
          size={480}
          marginSize={2}
          level="M"
          title={t`QR code of ${share.label}`}
          className="share-link__canvas"
        />
        <div className="share-link__qr-text">
          <p>
            <Trans>Print it on a flyer or a booth sign: a phone camera opens the share.</Trans>
          </p>
          <p className="share-link__code">
            <Trans>Share code</Trans> <code>{share.shareRandomCode}</code>
          </p>
          <div className="share-link__buttons">
            <button type="button" className="button" onClick={download}>
              <Trans>Download PNG</Trans>
            </button>
            <button type="button" className="button" onClick={print}>
              <Trans>Print sheet</Trans>
            </button>
          </div>
        </div>
      </div>
      <div className="share-print" aria-hidden="true">
        <p className="share-print__company" dir="auto">
          {company}
        </p>
        <p className="share-print__label" dir="auto">
          {share.label}
        </p>
        <QRCodeSVG value={share.link} size={420} marginSize={2} level="M" />
        <p className="share-print__hint">
          <Trans>Scan with your phone's camera to open our catalogue.</Trans>
        </p>
        <p className="share-print__link" dir="ltr">
          {share.link}
        </p>
      </div>
    </section>
  );
}
