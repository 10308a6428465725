// The detail page's gallery: the product's pictures, then its video and its 3D view when it has them, as one row
// of thumbnails choosing what the big square shows. The 3D viewer is its own lazy chunk, loaded when opened.
import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '../../../schemas/api/types.gen';
import { TurnIcon } from '../../ui/toyViewer/TurnIcon';
import { DETAIL_PICTURE_SIZES, pictureSrcSet } from '../../../protocol/productMedia';

const ToyModelView = lazy(() => import('./ToyModelView'));

type Slide =
  { kind: 'picture'; url: string } | { kind: 'video'; url: string; poster?: string } | { kind: 'model'; url: string };

export function ProductGallery({
  product,
  name,
  unavailable,
}: {
  product: ProductDetail;
  name: string;
  unavailable: boolean;
}) {
  const { t } = useLingui();
  const slides: Slide[] = [
    ...product.imageUrls.map((url): Slide => ({ kind: 'picture', url })),
    ...(product.videoUrl ? [{ kind: 'video', url: product.videoUrl, poster: product.videoPosterUrl } as const] : []),
    ...(product.modelUrl ? [{ kind: 'model', url: product.modelUrl } as const] : []),
  ];
  const [current, setCurrent] = useState(0);
  const slide = slides[current] ?? slides[0];
  const cover = product.imageUrls[0];
  let picture = 0;
  return (
    <div className="detail__gallery">
      <div className="detail__image" data-unavailable={unavailable || undefined} data-kind={slide?.kind}>
        {slide?.kind === 'picture' && (
          // The page's largest picture: fetched first, in the size the screen needs (issue 29).
          <img
            src={slide.url}
            srcSet={pictureSrcSet(slide.url)}
            sizes={DETAIL_PICTURE_SIZES}
            alt={name}
            width={600}
            height={600}
            fetchPriority={current === 0 ? 'high' : undefined}
          />
        )}
        {slide?.kind === 'video' && (
          <video
            className="detail__video"
            src={slide.url}
            poster={slide.poster ?? cover}
            controls
            playsInline
            preload="metadata"
            width={600}
            height={600}
            aria-label={t`Video of ${name}`}
          >
            <Trans>This browser cannot play the video.</Trans>
          </video>
        )}
        {slide?.kind === 'model' && (
          <Suspense fallback={<div className="toy-viewer toy-viewer--loading" aria-busy="true" />}>
            <ToyModelView url={slide.url} label={name} />
          </Suspense>
        )}
      </div>
      {slides.length > 1 && (
        <div className="detail__thumbs" role="group" aria-label={t`Pictures and views`}>
          {slides.map((s, i) => {
            const pressed = i === current;
            const select = () => setCurrent(i);
            if (s.kind === 'picture') {
              picture += 1;
              return (
                <button
                  key={s.url}
                  type="button"
                  aria-pressed={pressed}
                  aria-label={t`Picture ${picture}`}
                  onClick={select}
                >
                  <img src={s.url} alt="" width={72} height={72} loading="lazy" />
                </button>
              );
            }
            return (
              <button
                key={s.kind}
                type="button"
                className="detail__thumb-media"
                aria-pressed={pressed}
                onClick={select}
                aria-label={s.kind === 'video' ? t`Video` : t`3D view`}
              >
                <img
                  src={s.kind === 'video' ? (s.poster ?? cover) : cover}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                />
                <span className="detail__thumb-label" aria-hidden="true">
                  {s.kind === 'video' ? (
                    <>
                      <svg viewBox="0 0 16 16" width="12" height="12">
                        <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
                      </svg>
                      <Trans>Video</Trans>
                    </>
                  ) : (
                    <>
                      <TurnIcon size={13} />
                      <Trans>3D</Trans>
                    </>
                  )}
                </span>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
