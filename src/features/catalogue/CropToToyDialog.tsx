// Crop an image-search photo to the toy (issue 27): a square, as the catalogue's pictures are described by the square
// around their toy, so the crop matches what the index holds.
import { Trans, useLingui } from '@lingui/react/macro';
import { CropDialog, type CropArea } from '../../ui/CropDialog';

export function CropToToyDialog({
  src,
  onSearch,
  onCancel,
}: {
  src: string | null;
  onSearch: (area: CropArea) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <CropDialog
      src={src}
      maxZoom={4}
      texts={{
        title: <Trans>Crop to the toy</Trans>,
        hint: <Trans>Drag and zoom so the square holds the toy and little else.</Trans>,
        zoom: <Trans>Zoom</Trans>,
        cancel: <Trans>Cancel</Trans>,
        confirm: <Trans>Search again</Trans>,
        close: t`Close`,
      }}
      onConfirm={onSearch}
      onCancel={onCancel}
    />
  );
}
