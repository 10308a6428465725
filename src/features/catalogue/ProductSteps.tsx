// Previous / next product on the detail page, within the list the buyer opened it from (the product centre or an
// area, with its search). Steps replace the history entry, so Back still returns to that list. At either end the
// spec's message says so; past the loaded pages the next page is loaded, as scrolling the list would.
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { noticeStore } from '../../lib/notices';
import { useShareCode } from '../../lib/useShareCode';
import { productDetailSearch } from '../../lib/catalogueProductCard';
import { productListQuery, type ProductListRequest } from './api';
import { productTrail } from './productTrail';

export function ProductSteps({ productNumber }: { productNumber: string }) {
  const [trail] = useState(productTrail.get);
  return trail ? <Steps trail={trail} productNumber={productNumber} /> : null;
}

function Steps({ trail, productNumber }: { trail: ProductListRequest; productNumber: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = useShareCode() ?? undefined;
  // Only what is already in the cache: this page never starts the list over.
  const list = useInfiniteQuery({ ...productListQuery(trail), enabled: false });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const index = items.findIndex((p) => p.productNumber === productNumber);
  if (index < 0) return null;
  const total = list.data?.pages[0]?.totalCount ?? items.length;
  const position = index + 1;

  const open = (target: (typeof items)[number]) => {
    productTrail.steppedTo(target.productNumber);
    return navigate({
      to: '/productDetails',
      search: productDetailSearch(target.productNumber, target.isBuild, id),
      replace: true,
    });
  };
  const atEnd = () => noticeStore.show(msg`Already on the first or last page.`, 'info', 2500);
  async function step(by: -1 | 1) {
    const target = items[index + by];
    if (target) return open(target);
    if (by === 1 && list.hasNextPage) {
      const more = await list.fetchNextPage();
      if (more.isError) return noticeStore.show(apiErrorMessage(i18n, more.error), 'error');
      const next = more.data?.pages.flatMap((p) => p.items)[index + 1];
      if (next) return open(next);
    }
    atEnd();
  }
  return (
    <nav className="detail__steps" aria-label={t`Products in this list`}>
      <button type="button" className="button button--small" aria-disabled={index === 0} onClick={() => step(-1)}>
        <span aria-hidden="true" className="detail__step-arrow">
          ‹
        </span>{' '}
        <Trans>Previous</Trans>
      </button>
      <span className="detail__position">
        <Trans>
          {position} of {total}
        </Trans>
      </span>
      <button
        type="button"
        className="button button--small"
        aria-disabled={position >= total}
        disabled={list.isFetchingNextPage}
        onClick={() => step(1)}
      >
        <Trans>Next</Trans>{' '}
        <span aria-hidden="true" className="detail__step-arrow">
          ›
        </span>
      </button>
    </nav>
  );
}
