// /index/imageSearch (spec section 2): search by picture. A photo with one of our QR codes or barcodes goes straight
// to its product (read in the browser by html5-qrcode, loaded only when a picture is chosen); any other photo is
// compressed here (JPEG 0.7, spec section 9) and the server answers the products that look most like it (issue 27),
// best first with how alike, or that nothing is close. The buyer can crop the photo to the toy and search again.
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Area } from 'react-easy-crop';
import { UPLOAD_LIMIT_BYTES } from '../../../protocol/constants';
import { PICTURE_ACCEPT, pictureProblem } from '../../lib/pictureFile';
import { CatalogueProductCard, productDetailSearch } from '../../lib/catalogueProductCard';
import { useShareCode } from '../../lib/useShareCode';
import { readCodeInPicture } from '../../lib/codeReader';
import { useVisitor } from '../../lib/visitor';
import { useIsMobile } from '../../lib/useIsMobile';
import { cropToJpeg, loadImage } from '../../lib/cropImage';
import { apiErrorMessage, refusalMessage } from '../../api/errorMessages';
import { ApiError } from '../../api/errors';
import { productsQuery, searchByPicture } from './api';
import { CropToToyDialog } from './CropToToyDialog';
import './imageSearch.css';

type Reading =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'read'; term: string }
  | { state: 'byLook' }
  | { state: 'refused'; message: string };

/** The photo sent: its longer side at most this (plenty for the server's 256-px look, light on a trade fair's network). */
const SENT_SIDE = 1024;

/** What a code says about a product: the productNumber of one of our links, or the text itself (a number). */
export function searchTermOfCode(text: string): string {
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed);
    const number = url.searchParams.get('productNumber');
    if (number) return number.slice(0, 64);
  } catch {
    /* not a link: a printed number */
  }
  return trimmed.slice(0, 64);
}

/** The whole picture (or the cropped part) as the JPEG to send. */
async function compressed(src: string, area?: Area) {
  if (area) return cropToJpeg(src, area, SENT_SIDE);
  const image = await loadImage(src);
  return cropToJpeg(src, { x: 0, y: 0, width: image.naturalWidth, height: image.naturalHeight }, SENT_SIDE);
}

export function ImageSearchPage() {
  const { i18n } = useLingui();
  const id = useShareCode() ?? undefined;
  const readerId = useId().replace(/:/g, '');
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [picture, setPicture] = useState<string | null>(null);
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [cropping, setCropping] = useState(false);
  const { scanner } = useVisitor();
  const term = reading.state === 'read' ? reading.term : '';
  const results = useQuery({ ...productsQuery({ keyword: term, pageIndex: 1, pageSize: 24 }), enabled: !!term });
  const byLook = useMutation({
    mutationFn: async ({ src, area }: { src: string; area?: Area }) => searchByPicture(await compressed(src, area)),
  });

  useEffect(
    () => () => {
      if (picture) URL.revokeObjectURL(picture);
    },
    [picture],
  );

  // One of our codes names one product: open it, as the camera scanner does.
  const only = results.data?.totalCount === 1 ? results.data.items[0] : undefined;
  useEffect(() => {
    if (only)
      void navigate({ to: '/productDetails', search: productDetailSearch(only.productNumber, only.isBuild, id) });
  }, [only, navigate, id]);

  async function choose(file: File | null | undefined) {
    if (!file) return;
    const problem = await pictureProblem(i18n, file, UPLOAD_LIMIT_BYTES.home);
    if (problem) return setReading({ state: 'refused', message: problem });
    const src = URL.createObjectURL(file);
    setPicture(src);
    byLook.reset();
    setReading({ state: 'reading' });
    const code = await readCodeInPicture(file, readerId);
    if (code?.trim()) return setReading({ state: 'read', term: searchTermOfCode(code) });
    setReading({ state: 'byLook' });
    byLook.mutate({ src });
  }

  // A pasted picture (Ctrl+V / long-press Paste) is searched like a chosen one.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const file = [...(event.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (!file) return;
      event.preventDefault();
      void choose(file);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  // On a phone the answer lands under the photo, below the fold and the tab bar: "nothing close" is brought into
  // view, so a buyer is not left looking at the photo alone.
  const answer = useRef<HTMLDivElement>(null);
  const nothingClose = reading.state === 'byLook' && !!byLook.data?.nothingClose;
  useEffect(() => {
    if (nothingClose) answer.current?.scrollIntoView({ block: 'nearest' });
  }, [nothingClose]);

  const items = results.data?.items ?? [];
  const matches = byLook.data?.items ?? [];
  const percent = (similarity: number) => i18n.number(similarity, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <section className="image-search" aria-labelledby="image-search-title">
      <h1 id="image-search-title">
        <Trans>Image search</Trans>
      </h1>
      <p className="image-search__lead">
        <Trans>
          Take or choose a photo of a toy: we show the products that look most like it. A photo of one of our QR codes
          or barcodes opens its product.
        </Trans>
      </p>
      <div className="image-search__actions">
        {/* The camera reads the code live (issue 26): no photo to take first. */}
        <button type="button" className="button" onClick={() => scanner.send({ type: 'OPEN' })}>
          <Trans>Scan with the camera</Trans>
        </button>
        {mobile && (
          <label className="button button--primary image-search__camera">
            <Trans>Take a photo</Trans>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden"
              onChange={(e) => {
                void choose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        )}
      </div>
      <label
        className="image-search__drop"
        data-dragging={dragging}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void choose(e.dataTransfer.files[0]);
        }}
      >
        {picture ? (
          <img src={picture} alt="" className="image-search__picture" />
        ) : (
          <svg viewBox="0 0 24 24" width={40} height={40} aria-hidden="true">
            <path
              d="M4 7h3l2-2h6l2 2h3v12H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        )}
        <span className="button button--primary">
          <Trans>Choose a picture</Trans>
        </span>
        <span className="image-search__hint">
          <Trans>or drop or paste it here · PNG, JPG, BMP or GIF, at most 5 MB</Trans>
        </span>
        <input
          type="file"
          accept={PICTURE_ACCEPT}
          className="visually-hidden"
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      <div id={readerId} hidden />

      <div className="image-search__result" role="status" aria-live="polite" ref={answer}>
        {reading.state === 'reading' && (
          <p>
            <Trans>Reading the picture…</Trans>
          </p>
        )}
        {reading.state === 'refused' && <p className="image-search__problem">{reading.message}</p>}
        {reading.state === 'byLook' && byLook.isPending && (
          <p>
            <Trans>Looking for products like this…</Trans>
          </p>
        )}
        {reading.state === 'byLook' && byLook.data && !byLook.data.nothingClose && (
          <p>
            <Plural
              value={matches.length}
              one="# product looks like this, most alike first."
              other="# products look like this, most alike first."
            />
          </p>
        )}
        {reading.state === 'byLook' && byLook.data?.nothingClose && (
          <p className="image-search__problem">
            <Trans>
              Nothing in this catalogue looks close to this photo. Crop it to the toy and search again, or search by
              name or item number.
            </Trans>
          </p>
        )}
        {reading.state === 'byLook' && byLook.isError && (
          <p className="image-search__problem">
            {/* A picture the browser cannot draw never reaches the server: the same words as its refusal. */}
            {byLook.error instanceof ApiError
              ? apiErrorMessage(i18n, byLook.error)
              : refusalMessage(i18n, 'notAnImage')}
          </p>
        )}
        {reading.state === 'read' && (
          <p>
            <Trans>
              Code read: <strong dir="ltr">{term}</strong>
            </Trans>
            {results.data && (
              <>
                {' '}
                · <Plural value={results.data.totalCount} one="# product" other="# products" />
              </>
            )}
          </p>
        )}
      </div>
      {reading.state === 'byLook' && picture && (byLook.data || byLook.isError) && (
        <div className="image-search__again">
          <button type="button" className="button" onClick={() => setCropping(true)}>
            <Trans>Crop to the toy</Trans>
          </button>
          {byLook.data?.nothingClose && (
            <Link className="button" to="/index/productCenter" search={{ id }}>
              <Trans>Search the catalogue</Trans>
            </Link>
          )}
        </div>
      )}
      {results.isError && (
        <div className="empty-state" role="alert">
          <p>{apiErrorMessage(i18n, results.error)}</p>
        </div>
      )}
      {results.data && items.length === 0 && (
        <div className="empty-state">
          <p>
            <Trans>No product of this catalogue carries this code.</Trans>
          </p>
          <Link className="button" to="/index/productCenter" search={{ id, keyword: term }}>
            <Trans>Search the catalogue</Trans>
          </Link>
        </div>
      )}
      {items.length > 0 && (
        <div className="product-list product-list--thumbnail">
          {items.map((product) => (
            <CatalogueProductCard key={product.productNumber} product={product} />
          ))}
        </div>
      )}
      {reading.state === 'byLook' && matches.length > 0 && (
        <ol className="product-list product-list--thumbnail image-search__matches">
          {matches.map(({ product, similarity }) => (
            <li key={product.productNumber} className="image-search__match">
              <CatalogueProductCard product={product} />
              <p className="image-search__alike">
                <Trans>{percent(similarity)} alike</Trans>
              </p>
            </li>
          ))}
        </ol>
      )}
      <CropToToyDialog
        src={cropping ? picture : null}
        onSearch={(area) => {
          setCropping(false);
          if (picture) byLook.mutate({ src: picture, area });
        }}
        onCancel={() => setCropping(false)}
      />
    </section>
  );
}
