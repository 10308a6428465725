// The header's cart with its item-count badge (spec section 2: only if openUserList contains 2 and isCart is on).
// A visitor who is not privately signed in gets the private login dialog instead of the page (spec section 6).
import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from '../../../protocol/format';
import { usePrivateLinkClick } from '../../lib/login';
import { useShareCode } from '../../lib/useShareCode';
import { useCart } from './cartActor';

export function CartLink() {
  const { i18n, t } = useLingui();
  const id = useShareCode() ?? undefined;
  const navigate = useNavigate();
  const { state, count } = useCart((c) => ({ state: c.state, count: c.count }));
  const privateLinkClick = usePrivateLinkClick();
  if (state === 'unavailable') return null;
  const shown = formatNumber(count, i18n.locale);
  const label = count
    ? i18n._(msg`Cart, ${plural(count, { one: `${shown} product`, other: `${shown} products` })}`)
    : t`Cart`;
  return (
    <Link
      to="/index/shoppingCart"
      search={{ id }}
      className="cart-link"
      aria-label={label}
      title={label}
      onClick={privateLinkClick('cart', () => void navigate({ to: '/index/shoppingCart', search: { id } }))}
    >
      <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true">
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
      </svg>
      {count > 0 && (
        <span className="cart-badge" aria-hidden="true">
          {count > 999 ? '999+' : count}
        </span>
      )}
    </Link>
  );
}
