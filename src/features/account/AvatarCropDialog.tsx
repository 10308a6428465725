// Crop the chosen picture to a square (spec section 5: avatar, image crop), then save it as the account's picture.
import { Trans, useLingui } from '@lingui/react/macro';
import { CropDialog, type CropArea } from '../../ui/CropDialog';

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
  onSave: (area: CropArea) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <CropDialog
      src={src}
      round
      maxZoom={3}
      busy={saving}
      error={error}
      texts={{
        title: <Trans>Crop your picture</Trans>,
        hint: <Trans>Drag to move the picture, zoom to fit your face or logo in the circle.</Trans>,
        zoom: <Trans>Zoom</Trans>,
        cancel: <Trans>Cancel</Trans>,
        confirm: saving ? <Trans>Saving…</Trans> : <Trans>Save picture</Trans>,
        close: t`Close`,
      }}
      onConfirm={onSave}
      onCancel={onCancel}
    />
  );
}
