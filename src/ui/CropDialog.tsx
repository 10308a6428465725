// A square crop in a dialog: the account's picture (spec section 5) and image search's "crop to the toy" (issue 27).
// Pure: texts come in. The cropper's stage is always left-to-right, because dragging moves the picture, not text.
import { useId, useState, type ReactNode } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { ModalDialog } from './ModalDialog';
// The site's Content-Security-Policy allows no inline <style>, so the cropper's own CSS is bundled instead of injected.
import 'react-easy-crop/react-easy-crop.css';
import './cropDialog.css';

export type CropArea = Area;

export function CropDialog({
  src,
  round = false,
  maxZoom,
  busy = false,
  error,
  texts,
  onConfirm,
  onCancel,
}: {
  src: string | null;
  round?: boolean;
  maxZoom: number;
  busy?: boolean;
  error?: string | null;
  texts: { title: ReactNode; hint: ReactNode; zoom: ReactNode; cancel: ReactNode; confirm: ReactNode; close: string };
  onConfirm: (area: Area) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <ModalDialog open={!!src} onDismiss={() => !busy && onCancel()} closeLabel={texts.close} labelledBy={titleId}>
      <div className="crop-dialog">
        <h2 id={titleId} className="crop-dialog__title">
          {texts.title}
        </h2>
        <p className="crop-dialog__hint">{texts.hint}</p>
        <div className="crop-dialog__stage" dir="ltr">
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              maxZoom={maxZoom}
              aspect={1}
              cropShape={round ? 'round' : 'rect'}
              showGrid={false}
              disableAutomaticStylesInjection
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: '' }}
            />
          )}
        </div>
        <label className="crop-dialog__zoom">
          <span>{texts.zoom}</span>
          <input
            type="range"
            min={1}
            max={maxZoom}
            step={0.05}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
          />
        </label>
        {error && (
          <p className="entry-panel__error" role="alert">
            {error}
          </p>
        )}
        <div className="crop-dialog__actions">
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            {texts.cancel}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !area}
            aria-busy={busy}
            onClick={() => area && onConfirm(area)}
          >
            {texts.confirm}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
