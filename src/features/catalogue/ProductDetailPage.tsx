// /productDetails?productNumber=…&id=… — gallery (pictures, video, 3D view: ProductGallery.tsx), localised name and
// description, the number the share shows, price when allowed, MOQ, packing and carton figures, certificates, licence,
// dates, model, tag, parameters, stock, box number and sample specification ("Not specified" when the supplier keeps
// none, spec section 3), related products, and the off-shelf / deleted / expired states. No back button when this is
// the first page the buyer opened. isShareOrder: opened from an order someone shared, the product is shown for
// reference, without cart actions or stepping through a product list (docs/decisions.md, issue 22).
import { useEffect, useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useVisitor } from '../../lib/visitor';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { productDetailQuery, relatedProductsQuery } from './api';
import { apiErrorMessage } from '../../api/errorMessages';
import { isFirstPage } from './visits';
import { BackButton } from '../../lib/BackButton';
import { CatalogueProductCard, moqText, useProductActions } from '../../lib/catalogueProductCard';
import { localisedText, productName } from '../../../protocol/localisedNames';
import { formatCbm, formatDate, formatMoney, formatNumber, formatSizeCm } from '../../../protocol/format';
import { useProductSource } from '../../lib/useSession';
import { ProductAttributes } from './ProductAttributes';
import { ProductGallery } from './ProductGallery';
import { ProductSteps } from './ProductSteps';
import type { ProductDetail } from '../../../schemas/api/types.gen';
import { isLinkedProductNumber, productCodeLink } from '../../../protocol/scanCode';
import { useShareCode } from '../../lib/useShareCode';
import { dropPreloadedPictures } from './search/preloadPictures';
import { QrCode } from '../../ui/QrCode';
import { useNearScreen } from '../../ui/useNearScreen';

const STATUS = {
  1: msg`This product is off the shelf.`,
  2: msg`This product has been deleted.`,
  3: msg`This product has expired.`,
} as Record<number, ReturnType<typeof msg>>;
const LICENCE = [msg`Not infringing`, msg`Licensed`, msg`Unlicensed`];

export function ProductDetailPage() {
  const { productNumber, isShareOrder, isScanCode } = useSearch({ strict: false }) as {
    productNumber?: string;
    isShareOrder?: unknown;
    isScanCode?: unknown;
  };
  const scanned = isScanCode === 1 || isScanCode === true || isScanCode === '1' || isScanCode === 'true';
  const { scanner } = useVisitor();
  const fromSharedOrder =
    isShareOrder === 1 || isShareOrder === true || isShareOrder === '1' || isShareOrder === 'true';
  const { i18n, t } = useLingui();
  const [showBack] = useState(() => !isFirstPage());
  const detail = useQuery({
    ...productDetailQuery(productNumber ?? ''),
    enabled: isLinkedProductNumber(productNumber),
  });
  // The boot's preload of the first picture (productDetailQuery) leaves <head> with the page, as the centre's do.
  useEffect(() => dropPreloadedPictures, []);
  const back = (
    <div className="detail__top">
      {showBack && <BackButton />}
      {productNumber && !fromSharedOrder && <ProductSteps productNumber={productNumber} />}
      {/* Opened by the scanner (isScanCode, spec section 2): a buyer walking a stand scans the next product. */}
      {scanned && (
        <span className="badge badge--new detail__scanned" role="status">
          <Trans>Scanned</Trans>
        </span>
      )}
      {scanned && (
        <button
          type="button"
          className="button button--small button--primary"
          onClick={() => scanner.send({ type: 'OPEN' })}
        >
          <Trans>Scan next</Trans>
        </button>
      )}
    </div>
  );
  if (!productNumber || detail.isError || (!detail.isPending && !detail.data)) {
    return (
      <div className="detail">
        {back}
        <div className="empty-state" role="alert">
          <p>{detail.isError ? apiErrorMessage(i18n, detail.error) : <Trans>No product information.</Trans>}</p>
        </div>
      </div>
    );
  }
  if (detail.isPending)
    return (
      <div className="detail">
        <div className="module-placeholder module-placeholder--hero" aria-busy="true" />
      </div>
    );
  const product = detail.data.product;
  return (
    <div className="detail">
      {back}
      {fromSharedOrder && (
        <p className="detail__note" role="note">
          <Trans>Opened from a shared order: this product is shown for reference.</Trans>
        </p>
      )}
      <Product product={product} readOnly={fromSharedOrder} />
      {product.status === 0 && <Related product={product} />}
      <span className="visually-hidden">{t`Product details`}</span>
    </div>
  );
}

function Product({ product, readOnly }: { product: ProductDetail; readOnly: boolean }) {
  const { i18n, t } = useLingui();
  const source = useProductSource();
  const Actions = useProductActions()?.Detail;
  const locale = i18n.locale;
  const name = productName(
    { name: product.name, ename: product.ename, langList: [{ type: 0, ...product.names }] },
    locale,
    source,
  );
  const description = localisedText(
    { ...product.contents, name: product.content, ename: product.enContent },
    locale,
    source,
  );
  const unavailable = product.status !== 0;
  const notSpecified = t`Not specified`;
  const stock = product.stock;
  const shownStock = formatNumber(stock, locale);
  const rows: [string, string][] = [
    [t`Model`, product.model || notSpecified],
    [t`Tag`, product.tag || notSpecified],
    [t`Parameters`, product.parameter || notSpecified],
    [
      t`Stock`,
      stock > 0
        ? i18n._(msg`${plural(stock, { one: `${shownStock} pc`, other: `${shownStock} pcs` })} in stock`)
        : t`None in stock`,
    ],
    [t`Box number`, product.boxNumber || notSpecified],
    [t`Sample specification`, product.sampleSpecification || notSpecified],
    [t`Packing`, localisedText(product.packing.names, locale, 1) || product.packing.key],
    [t`Packing quantity (inner/outer)`, product.pa_nu],
    [t`Pieces per carton`, formatNumber(product.ou_lo, locale)],
    [
      t`Product size`,
      formatSizeCm(product.productSize.length, product.productSize.width, product.productSize.height, locale),
    ],
    [
      t`Inner box size`,
      formatSizeCm(product.innerBoxSize.length, product.innerBoxSize.width, product.innerBoxSize.height, locale),
    ],
    [
      t`Outer carton size`,
      formatSizeCm(product.outerBoxSize.length, product.outerBoxSize.width, product.outerBoxSize.height, locale),
    ],
    [t`Carton volume`, `${formatCbm(product.bulk_stere, locale)} · ${formatNumber(product.bulk_feet, locale, 2)} ft³`],
    [
      t`Gross / net weight per carton`,
      `${formatNumber(product.gr_we, locale, 2)} / ${formatNumber(product.ne_we, locale, 2)} kg`,
    ],
    [t`Certificates`, product.certificates.length ? product.certificates.join(', ') : '—'],
    [t`Licence`, i18n._(LICENCE[product.licenceStatus] ?? LICENCE[0])],
    [t`Listed`, formatDate(new Date(product.listedAt), locale)],
    [t`Updated`, formatDate(new Date(product.updatedAt), locale)],
  ];
  return (
    <article className="detail__product" aria-labelledby="detail-title">
      <ProductGallery product={product} name={name} unavailable={unavailable} />
      <div className="detail__info">
        {unavailable && (
          <p className="entry-panel__notice" role="alert">
            {i18n._(STATUS[product.status] ?? STATUS[1])}
          </p>
        )}
        <h1 id="detail-title" dir="auto">
          {name}
        </h1>
        {product.displayNumber && (
          <p className="detail__number" dir="ltr">
            {product.displayNumber}
          </p>
        )}
        <div className="detail__buy">
          {product.price !== undefined && (
            <span className="detail__price">{formatMoney(product.price, product.currency ?? 'USD', locale)}</span>
          )}
          <span className="detail__moq">{moqText(i18n, product.startOrderNum)}</span>
          {product.stock > 0 && (
            <span className="badge badge--new">
              <Trans>In stock</Trans>
            </span>
          )}
        </div>
        {!unavailable && !readOnly && Actions && (
          <div className="detail__actions">
            <Actions product={product} />
          </div>
        )}
        {description && (
          <p className="detail__description" dir="auto">
            {description}
          </p>
        )}
        <dl className="detail__specs">
          {/* What the supplier keeps first; the fields it leaves empty together at the end. */}
          {[...rows.filter(([, v]) => v !== notSpecified), ...rows.filter(([, v]) => v === notSpecified)].map(
            ([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd dir="auto" className={value === notSpecified ? 'detail__missing' : undefined}>
                  {value}
                </dd>
              </div>
            ),
          )}
        </dl>
        {!unavailable && <ProductAttributes productNumber={product.productNumber} />}
        <ProductCode productNumber={product.productNumber} />
      </div>
    </article>
  );
}

/** Every product has a QR code (issue 26): our own detail link, which the scanner resolves within the share. */
function ProductCode({ productNumber }: { productNumber: string }) {
  const { t } = useLingui();
  const id = useShareCode();
  if (!id) return null;
  return (
    <figure className="detail__qr">
      <QrCode
        value={productCodeLink(window.location.origin, productNumber, id)}
        size={112}
        marginSize={2}
        title={t`QR code of this product`}
        standInClassName="detail__qr-wait"
      />
      <figcaption>
        <Trans>Scan to open this product</Trans>
      </figcaption>
    </figure>
  );
}

/** The product's category, asked for and drawn as the buyer nears the page's end: below a phone's first screen, ten
 *  cards were a long task of the detail's first load (issue 29, TBT). */
function Related({ product }: { product: ProductDetail }) {
  const place = useNearScreen<HTMLDivElement>();
  const related = useQuery({ ...relatedProductsQuery(product.categoryNumber), enabled: place.near });
  const items = (related.data?.items ?? []).filter((p) => p.productNumber !== product.productNumber).slice(0, 10);
  if (!place.near) return <div ref={place.ref} />;
  if (!items.length) return null;
  return (
    <section className="detail__related" aria-labelledby="related-title">
      <h2 id="related-title" className="module-title">
        <Trans>Related products</Trans>
      </h2>
      <div className="product-list product-list--thumbnail">
        {items.map((p) => (
          <CatalogueProductCard key={p.productNumber} product={p} />
        ))}
      </div>
    </section>
  );
}
