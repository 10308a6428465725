// The add/remove toggle every product carries (spec section 4): 'add to cart' ↔ 'added to cart', no loading overlay
// (only this button shows its call is under way), the private login for visitors, the contact dialog on a first add.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCart, useSendCart } from './cartActor';
import './cartToggle.css';

const CartIcon = ({ size, filled }: { size: number; filled: boolean }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
    <path
      d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="10" cy="20" r="1.5" fill="currentColor" />
    <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    {filled && (
      <path
        d="M9.5 9.8l2 2 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    )}
  </svg>
);

function useToggle(productNumber: string) {
  return useCart((c) => ({
    shown: c.state !== 'unavailable',
    inCart: c.inCart.includes(productNumber),
    busy: c.pending.includes(productNumber),
  }));
}

/** On a card: an icon button beside the card's link, named after the product. */
export function CartToggleIcon({ productNumber, name }: { productNumber: string; name: string }) {
  const sendCart = useSendCart();
  const { t } = useLingui();
  const { shown, inCart, busy } = useToggle(productNumber);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="cart-toggle-icon"
      aria-pressed={inCart}
      aria-busy={busy}
      data-busy={busy || undefined}
      aria-label={inCart ? t`${name}: added to cart` : t`Add ${name} to cart`}
      title={inCart ? t`Added to cart` : t`Add to cart`}
      onClick={() => sendCart({ type: 'TOGGLE', productNumber })}
    >
      <CartIcon size={20} filled={inCart} />
    </button>
  );
}

/** On the detail page: the labelled button. */
export function CartToggleButton({ productNumber, disabled }: { productNumber: string; disabled?: boolean }) {
  const sendCart = useSendCart();
  const { shown, inCart, busy } = useToggle(productNumber);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={`button cart-toggle ${inCart ? '' : 'button--primary'}`}
      aria-pressed={inCart}
      aria-busy={busy}
      disabled={disabled && !inCart}
      onClick={() => sendCart({ type: 'TOGGLE', productNumber })}
    >
      <CartIcon size={20} filled={inCart} />
      {inCart ? <Trans>Added to cart</Trans> : <Trans>Add to cart</Trans>}
    </button>
  );
}
