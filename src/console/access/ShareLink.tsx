// A saved share's link: copy it, or show, print and download its QR code as a PNG.
import { useRef, useState } from 'react';
import { QRCodeCanvas } from 'qrcode.react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleShare } from './api';

export function ShareLink({ share }: { share: ConsoleShare }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
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
    <section className="share-card share-link">
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
          <button type="button" className="button" onClick={download}>
            <Trans>Download PNG</Trans>
          </button>
        </div>
      </div>
    </section>
  );
}
