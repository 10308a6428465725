// /index/shoppingCart (spec sections 2, 3 Cart item, 4 Cart, 5 Cart submission): the lines as wholesale buyers read
// them (cartons, CBM, weight), select-all for batch actions, totals of the selection computed as the buyer types
// (protocol/cart.ts, the server's own arithmetic), the freight summary, and the submission.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { CartLine } from '../../../schemas/api/types.gen';
import { lineUnits, orderable, totalsOf } from '../../../protocol/cart';
import { selectAllState } from '../../../machines/cart';
import { apiErrorMessage } from '../../api/errorMessages';
import { noticeStore } from '../../lib/notices';
import { useConfirm } from '../../lib/useConfirm';
import { useShareCode } from '../../lib/useShareCode';
import { TotalsList } from '../../ui/TotalsList';
import { cartChanged, cartQuery, removeFromCart, selectionTotalsQuery } from './api';
import { useCart, useSendCart } from './cartActor';
import { CartLineRow } from './CartLineRow';
import { FreightSummary } from './FreightSummary';
import { Checkout } from './Checkout';
import './cart.css';

export function CartPage() {
  const sendCart = useSendCart();
  const { i18n, t } = useLingui();
  const [confirm, confirmDialog] = useConfirm();
  const id = useShareCode() ?? undefined;
  const queryClient = useQueryClient();
  const cart = useQuery(cartQuery);
  const ticked = useCart((c) => c.selected);
  /** Cartons as typed, before the server has answered: totals follow them at once. */
  const [drafts, setDrafts] = useState<Record<string, number>>({});
  const [checkingOut, setCheckingOut] = useState(false);
  const items = useMemo(() => cart.data?.items ?? [], [cart.data]);
  const numbers = items.map((l) => l.product.productNumber);

  // Everything orderable starts selected, once per visit (then the buyer's ticks rule), from the server's lines: a
  // copy kept from before an add is asked for again on opening, and selecting from it left the new line unticked.
  // The cart machine hears the selection in an effect, and its store reaches this page only after the first paint:
  // until then the page draws the selection itself. Drawn from the machine alone, the lines showed unticked for a
  // frame, and a quick "Submit order" said that no product was selected.
  const selectedOnce = useRef(false);
  const orderableNumbers = (lines: CartLine[]) =>
    lines.filter((l) => orderable(l.status)).map((l) => l.product.productNumber);
  const selected = selectedOnce.current || !cart.data ? ticked : orderableNumbers(cart.data.items);
  useEffect(() => {
    if (selectedOnce.current || !cart.data || cart.isFetching) return;
    selectedOnce.current = true;
    sendCart({ type: 'CLEAR_SELECTION' });
    sendCart({ type: 'SELECT_ALL', productNumbers: orderableNumbers(cart.data.items) });
  }, [cart.data, cart.isFetching]);

  const chosen = items.filter((l) => selected.includes(l.product.productNumber));
  const cartonsOf = (l: CartLine) => drafts[l.product.productNumber] ?? l.cartons;
  // The container bars read the per-carton volume and weight, which travel as numbers; every total the list shows is
  // summed by the server (CartTotals), since prices reach the browser only as scrambled digits (issue 26).
  const fill = totalsOf(chosen.map((l) => lineUnits({ ...l, unitPrice: null }, cartonsOf(l))));
  const selection = useQuery({
    ...selectionTotalsQuery(chosen.map((l) => ({ productNumber: l.product.productNumber, cartons: cartonsOf(l) }))),
    enabled: chosen.length > 0,
  });
  const all = selectAllState(selected, numbers);
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = all.indeterminate;
  }, [all.indeterminate]);

  async function removeSelected() {
    if (!chosen.length) return noticeStore.show(msg`Please select a product first.`, 'error');
    // Spec section 2, Dialogs: delete-selected is confirmed (issue 22: the cart removed at once).
    if (!(await confirm(t`Remove the selected products from your cart?`, t`Remove selected`))) return;
    try {
      await removeFromCart(chosen.map((l) => l.product.productNumber));
      noticeStore.show(msg`Removed from cart.`, 'info', 2000);
      sendCart({ type: 'CLEAR_SELECTION' });
      await cartChanged(queryClient);
    } catch (error) {
      noticeStore.show(apiErrorMessage(i18n, error), 'error');
    }
  }

  // Keyed apart from the cart's own section: Preact would otherwise reuse the skeleton's box as the empty cart's
  // message below the new heading, and the browser counts that box moving down as a layout shift (issue 29).
  if (cart.isPending)
    return (
      <section key="loading" className="cart-page" aria-busy="true">
        <div className="cart-skeleton skeleton" />
      </section>
    );
  if (cart.isError)
    return (
      <section className="cart-page">
        <p className="entry-panel__error" role="alert">
          {apiErrorMessage(i18n, cart.error)}
        </p>
      </section>
    );
  const currency = cart.data.currency;

  return (
    <section key="cart" className="cart-page" aria-labelledby="cart-title">
      <header className="cart-page__head">
        <h1 id="cart-title">
          <Trans>Shopping cart</Trans> <span className="cart-page__count">({items.length})</span>
        </h1>
        <div className="cart-page__links">
          <Link className="button button--small" to="/quickOrder" search={{ id }}>
            <Trans>Quick order</Trans>
          </Link>
          <Link className="button button--small" to="/orders" search={{ id }}>
            <Trans>My orders</Trans>
          </Link>
        </div>
      </header>
      {items.length === 0 ? (
        <div className="empty-state">
          <p>
            <Trans>Your cart is empty.</Trans>
          </p>
          <div className="empty-state__actions">
            <Link className="button button--primary" to="/index/productCenter" search={{ id }}>
              <Trans>Browse products</Trans>
            </Link>
            <Link className="button" to="/quickOrder" search={{ id }}>
              <Trans>Paste a list of products</Trans>
            </Link>
          </div>
        </div>
      ) : (
        <div className="cart-page__body">
          <div className="cart-lines">
            <div className="cart-lines__bar">
              <label className="cart-lines__all">
                <input
                  ref={selectAll}
                  type="checkbox"
                  checked={all.checked}
                  aria-checked={all.indeterminate ? 'mixed' : all.checked}
                  onChange={(e) =>
                    sendCart(
                      e.target.checked ? { type: 'SELECT_ALL', productNumbers: numbers } : { type: 'CLEAR_SELECTION' },
                    )
                  }
                />
                <Trans>Select all</Trans>
              </label>
              <span className="cart-lines__selected">{i18n._(msg`${chosen.length} of ${items.length} selected`)}</span>
              <button type="button" className="button button--small" onClick={removeSelected}>
                <Trans>Remove selected</Trans>
              </button>
            </div>
            <ul className="cart-lines__list">
              {items.map((line) => (
                <CartLineRow
                  key={line.product.productNumber}
                  line={line}
                  currency={currency}
                  selected={selected.includes(line.product.productNumber)}
                  cartons={cartonsOf(line)}
                  onDraft={(n) => setDrafts((d) => ({ ...d, [line.product.productNumber]: n }))}
                  onSettled={() => setDrafts(({ [line.product.productNumber]: _gone, ...rest }) => rest)}
                />
              ))}
            </ul>
          </div>
          <aside className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">
              <Trans>Selected products</Trans>
            </h2>
            {(selection.data || !chosen.length) && (
              <TotalsList totals={chosen.length && selection.data ? selection.data : fill} currency={currency} />
            )}
            <FreightSummary totals={fill} />
            {checkingOut ? (
              <Checkout lines={chosen} contact={cart.data.contact} onCancel={() => setCheckingOut(false)} />
            ) : (
              <button
                type="button"
                className="button button--primary button--block cart-summary__submit"
                onClick={() =>
                  chosen.length ? setCheckingOut(true) : noticeStore.show(msg`Please select a product first.`, 'error')
                }
              >
                <Trans>Submit order</Trans>
              </button>
            )}
          </aside>
        </div>
      )}
      {confirmDialog}
    </section>
  );
}
