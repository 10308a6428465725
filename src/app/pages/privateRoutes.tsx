// The cart and order pages (spec sections 4 and 6: a private account's): the feature's page for a privately signed-in
// buyer, the locked section page (with the private login dialog) for anyone else.
import { lazy, Suspense, type ComponentType } from 'react';
import { useLogin } from '../../lib/login';
import { LockedPage } from './LockedPage';

function gated(Page: ComponentType) {
  return function PrivateRoute() {
    const { isPrivateLogin } = useLogin();
    if (!isPrivateLogin) return <LockedPage />;
    return (
      <Suspense fallback={<div className="cart-skeleton skeleton" />}>
        <Page />
      </Suspense>
    );
  };
}

export const CartRoute = gated(
  lazy(() => import('../../features/cart/CartPage').then((m) => ({ default: m.CartPage }))),
);
export const QuickOrderRoute = gated(
  lazy(() => import('../../features/cart/QuickOrderPage').then((m) => ({ default: m.QuickOrderPage }))),
);
export const OrdersRoute = gated(
  lazy(() => import('../../features/orders/OrdersPage').then((m) => ({ default: m.OrdersPage }))),
);
export const OrderDetailRoute = gated(
  lazy(() => import('../../features/orders/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage }))),
);
export const AccountRoute = gated(
  lazy(() => import('../../features/account/MyAccountPage').then((m) => ({ default: m.MyAccountPage }))),
);
