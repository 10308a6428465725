// Crop the chosen picture to a square (spec section 5: avatar, image crop), then save it as the account's picture.
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Trans, useLingui } from '@lingui/react/macro';
import { ModalDialog } from '../../ui/ModalDialog';
// The site's Content-Security-Policy allows no inline <style>, so the cropper's own CSS is bundled instead of injected.
import 'react-easy-crop/react-easy-crop.css';

export function AvatarCropDialog({
  src,
  saving,
  error,
  onSave,
  onCancel,
}: {
  src: string | null;
  saving: boolean;
  error: string | null;
  onSave: (area: Area) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <ModalDialog
      open={!!src}
      onDismiss={() => !saving && onCancel()}
      closeLabel={t`Close`}
      labelledBy="avatar-crop-title"
    >
      <div className="avatar-crop">
        <h2 id="avatar-crop-title" className="avatar-crop__title">
          <Trans>Crop your picture</Trans>
        </h2>
        <p className="avatar-crop__hint">
          <Trans>Drag to move the picture, zoom to fit your face or logo in the circle.</Trans>
        </p>
        <div className="avatar-crop__stage" dir="ltr">
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              disableAutomaticStylesInjection
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: '' }}
            />
          )}
        </div>
        <label className="avatar-crop__zoom">
          <span>
            <Trans>Zoom</Trans>
          </span>
          <input
            type="range"
            min={1}
            max={3}
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
        <div className="avatar-crop__actions">
          <button type="button" className="button" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={saving || !area}
            aria-busy={saving}
            onClick={() => area && onSave(area)}
          >
            {saving ? <Trans>Saving…</Trans> : <Trans>Save picture</Trans>}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
