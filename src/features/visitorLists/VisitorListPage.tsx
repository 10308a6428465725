// /collect (favourites) and /browse (history, 30 days): the visitor's own product lists. Favourites can be
// removed in a batch (a product must be selected first, with confirmation); history can be cleared (confirmed).
import { useState } from 'react';
import { useOwnSection } from '../../lib/useOwnSection';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadMore } from '../../lib/useLoadMore';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { CatalogueProductCard, useProductTexts } from '../../lib/catalogueProductCard';
import { noticeStore } from '../../lib/notices';
import { useConfirm } from '../../lib/useConfirm';
import { clearHistory, favouritesChanged, historyChanged, removeFavourites, visitorListQuery } from './api';

export function VisitorListPage() {
  const kind = useOwnSection(
    (path) => (path.startsWith('/browse') ? 'browse' : path.startsWith('/collect') ? 'collect' : null),
    'collect',
  );
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const texts = useProductTexts();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirm, confirmDialog] = useConfirm();
  const list = useInfiniteQuery(visitorListQuery(kind));
  const sentinel = useLoadMore(list);
  // A product viewed again while the buyer scrolls moves to page 1 and would show twice: keep its first place.
  const items = [
    ...new Map((list.data?.pages.flatMap((p) => p.items) ?? []).map((i) => [i.product.productNumber, i])).values(),
  ];
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const allSelected = items.length > 0 && items.every((i) => selected.has(i.product.productNumber));

  async function removeSelected() {
    if (!selected.size) return noticeStore.show(msg`Batch actions: please select a product first.`, 'error');
    if (!(await confirm(t`Remove the selected products from your favourites?`, t`Delete selected`))) return;
    await removeFavourites([...selected] as [string, ...string[]]).catch((e) =>
      noticeStore.show(apiErrorMessage(i18n, e), 'error'),
    );
    setSelected(new Set());
    void favouritesChanged(queryClient);
  }
  async function clearAll() {
    if (!(await confirm(t`Clear your whole browsing history?`, t`Clear history`))) return;
    await clearHistory().catch((e) => noticeStore.show(apiErrorMessage(i18n, e), 'error'));
    void historyChanged(queryClient);
  }

  return (
    <section className="visitor-list" aria-labelledby="list-title">
      <div className="centre__head">
        <h1 id="list-title">{kind === 'browse' ? <Trans>Browsing history</Trans> : <Trans>Favourites</Trans>}</h1>
        {list.data && (
          <span className="centre__count">
            <Plural value={total} one="# product" other="# products" />
          </span>
        )}
      </div>
      {kind === 'browse' && (
        <p className="visitor-list__hint">
          <Trans>Products you viewed in the last 30 days.</Trans>
        </p>
      )}
      {items.length > 0 && (
        <div className="centre__tools">
          {kind === 'collect' ? (
            <>
              <label className="visitor-list__all">
                <input
                  type="checkbox"
                  checked={allSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = selected.size > 0 && !allSelected;
                  }}
                  onChange={() =>
                    setSelected(allSelected ? new Set() : new Set(items.map((i) => i.product.productNumber)))
                  }
                />
                <Trans>Select all</Trans>
              </label>
              <button type="button" className="button" onClick={removeSelected}>
                <Trans>Delete selected</Trans>
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={clearAll}>
              <Trans>Clear history</Trans>
            </button>
          )}
        </div>
      )}
      {list.isError ? (
        <div className="empty-state" role="alert">
          <p>{apiErrorMessage(i18n, list.error)}</p>
        </div>
      ) : list.isPending ? (
        <div className="module-placeholder" aria-busy="true" />
      ) : items.length === 0 ? (
        <div className="empty-state">
          <p>
            {kind === 'browse' ? (
              <Trans>You have not viewed any products in the last 30 days.</Trans>
            ) : (
              <Trans>You have no favourites yet. Tap the heart on a product to keep it here.</Trans>
            )}
          </p>
        </div>
      ) : (
        <div className="product-list product-list--thumbnail">
          {items.map(({ product }) => (
            <div key={product.productNumber} className="visitor-list__item">
              {kind === 'collect' && (
                <input
                  type="checkbox"
                  className="visitor-list__check"
                  aria-label={t`Select ${texts.name(product)}`}
                  checked={selected.has(product.productNumber)}
                  onChange={() =>
                    setSelected((s) => {
                      const next = new Set(s);
                      if (next.has(product.productNumber)) next.delete(product.productNumber);
                      else next.add(product.productNumber);
                      return next;
                    })
                  }
                />
              )}
              <CatalogueProductCard product={product} actions={kind !== 'collect'} />
            </div>
          ))}
        </div>
      )}
      {items.length > 0 && (
        <div ref={sentinel} className="centre__end">
          {list.isFetchingNextPage ? (
            <span className="spinner" role="status" aria-label={t`Loading…`} />
          ) : (
            !list.hasNextPage && <Trans>No more products</Trans>
          )}
        </div>
      )}
      {confirmDialog}
    </section>
  );
}
