// A product's video in the editor (issue 23): one WebM or MP4 clip; its poster is the main picture (no frame is cut
// from the clip: docs/decisions.md). Replaced by choosing another, removed with Delete.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { ApiError } from '../../api/errors';
import { PRODUCT_MEDIA_LIMITS } from '../../../protocol/productMedia';
import { deleteProductMedia, uploadProductMedia, type ProductMedia } from './api';
import { fileKind } from './mediaFile';

export function VideoSlot({
  productNumber,
  video,
  onProblem,
}: {
  productNumber: string;
  video: ProductMedia['video'];
  onProblem: (text: string) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const mb = (PRODUCT_MEDIA_LIMITS.videoBytes / 1_000_000).toLocaleString(i18n.locale);

  async function choose(file: File) {
    const name = file.name;
    if (file.size > PRODUCT_MEDIA_LIMITS.videoBytes) return onProblem(t`${name} is too big: at most ${mb} MB.`);
    if ((await fileKind(file)) !== 'video') return onProblem(t`${name} is not a WebM or MP4 video.`);
    setBusy(true);
    try {
      await uploadProductMedia(queryClient, productNumber, file, 'video');
    } catch (error) {
      onProblem(
        error instanceof ApiError && error.reason === 'notProductMedia'
          ? t`${name} is not a WebM or MP4 video.`
          : error instanceof ApiError && error.reason === 'fileTooLarge'
            ? t`${name} is too big: at most ${mb} MB.`
            : apiErrorMessage(i18n, error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="picture-strip__video">
      <span className="picture-strip__video-label">{t`Video`}</span>
      {video && <video src={video.url} controls preload="metadata" className="picture-strip__clip" />}
      <button type="button" className="button button--small" disabled={busy} onClick={() => picker.current?.click()}>
        {busy ? t`Uploading…` : t`Add a video (WebM or MP4)`}
      </button>
      {video && (
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() =>
            void deleteProductMedia(queryClient, productNumber, video.id).catch((e) =>
              onProblem(apiErrorMessage(i18n, e)),
            )
          }
        >
          {t`Delete video`}
        </button>
      )}
      <input
        ref={picker}
        type="file"
        hidden
        accept=".webm,.mp4,video/webm,video/mp4"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void choose(file);
        }}
      />
    </div>
  );
}
