// /index/imageSearch (spec section 2): search by picture. A buyer holds a photo of a label, a carton or a catalogue
// page; the QR code or barcode in it is read in the browser (html5-qrcode, loaded only when a picture is chosen) and
// the product it names is looked up like a typed search. Finding toys by their look needs a server-side picture
// index and arrives with the image-search issue; this page is where it will land (docs/decisions.md, issue 15).
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { UPLOAD_LIMIT_BYTES } from '../../../protocol/constants';
import { PICTURE_ACCEPT, pictureProblem } from '../../lib/pictureFile';
import { CatalogueProductCard } from '../../lib/catalogueProductCard';
import { useShareCode } from '../../lib/useShareCode';
import { readCodeInPicture } from '../../lib/codeReader';
import { useVisitor } from '../../lib/visitor';
import { apiErrorMessage } from '../../api/errorMessages';
import { productsQuery } from './api';
import './imageSearch.css';

type Reading =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'read'; term: string }
  | { state: 'noCode' }
  | { state: 'refused'; message: string };

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

export function ImageSearchPage() {
  const { i18n } = useLingui();
  const id = useShareCode() ?? undefined;
  const readerId = useId().replace(/:/g, '');
  const [picture, setPicture] = useState<string | null>(null);
  const [reading, setReading] = useState<Reading>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);
  const { scanner } = useVisitor();
  const term = reading.state === 'read' ? reading.term : '';
  const results = useQuery({ ...productsQuery({ keyword: term, pageIndex: 1, pageSize: 24 }), enabled: !!term });

  useEffect(
    () => () => {
      if (picture) URL.revokeObjectURL(picture);
    },
    [picture],
  );

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = await pictureProblem(i18n, file, UPLOAD_LIMIT_BYTES.home);
    if (problem) return setReading({ state: 'refused', message: problem });
    setPicture(URL.createObjectURL(file));
    setReading({ state: 'reading' });
    const code = await readCodeInPicture(file, readerId);
    setReading(code?.trim() ? { state: 'read', term: searchTermOfCode(code) } : { state: 'noCode' });
  }

  const items = results.data?.items ?? [];
  return (
    <section className="image-search" aria-labelledby="image-search-title">
      <h1 id="image-search-title">
        <Trans>Image search</Trans>
      </h1>
      <p className="image-search__lead">
        <Trans>
          Choose a photo of a product label, a carton or a catalogue page: we read its QR code or barcode and find the
          product.
        </Trans>
      </p>
      {/* The camera reads the code live (issue 26): no photo to take first. */}
      <button
        type="button"
        className="button button--primary image-search__scan"
        onClick={() => scanner.send({ type: 'OPEN' })}
      >
        <Trans>Scan with the camera</Trans>
      </button>
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
          <Trans>or drop it here · PNG, JPG, BMP or GIF, at most 5 MB</Trans>
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

      <div className="image-search__result" role="status" aria-live="polite">
        {reading.state === 'reading' && (
          <p>
            <Trans>Reading the picture…</Trans>
          </p>
        )}
        {reading.state === 'refused' && <p className="image-search__problem">{reading.message}</p>}
        {reading.state === 'noCode' && (
          <p className="image-search__problem">
            <Trans>
              No QR code or barcode could be read in this picture. Try a sharper photo, closer to the code, or search by
              name or item number.
            </Trans>
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
    </section>
  );
}
