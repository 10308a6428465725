// Crop an image-search photo to the toy (issue 27): a square, as the catalogue's pictures are described by the square
// around their toy, so the crop matches what the index holds.
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Trans, useLingui } from '@lingui/react/macro';
import { ModalDialog } from '../../ui/ModalDialog';
// The site's Content-Security-Policy allows no inline <style>, so the cropper's own CSS is bundled instead of injected.
import 'react-easy-crop/react-easy-crop.css';

export function CropToToyDialog({
  src,
  onSearch,
  onCancel,
}: {
  src: string | null;
  onSearch: (area: Area) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <ModalDialog open={!!src} onDismiss={onCancel} closeLabel={t`Close`} labelledBy="toy-crop-title">
      <div className="toy-crop">
        <h2 id="toy-crop-title" className="toy-crop__title">
          <Trans>Crop to the toy</Trans>
        </h2>
        <p className="toy-crop__hint">
          <Trans>Drag and zoom so the square holds the toy and little else.</Trans>
        </p>
        <div className="toy-crop__stage" dir="ltr">
          {src && (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              showGrid={false}
              disableAutomaticStylesInjection
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              mediaProps={{ alt: '' }}
            />
          )}
        </div>
        <label className="toy-crop__zoom">
          <span>
            <Trans>Zoom</Trans>
          </span>
          <input
            type="range"
            min={1}
            max={4}
            step={0.05}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
          />
        </label>
        <div className="toy-crop__actions">
          <button type="button" className="button" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!area}
            onClick={() => area && onSearch(area)}
          >
            <Trans>Search again</Trans>
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
