// The cart and order pages (spec sections 4 and 6: a private account's): the feature's page for a privately signed-in
// buyer, the locked section page (with the private login dialog) for anyone else.
import { lazy, Suspense, type ComponentType } from 'react';
import { useLogin } from '../../lib/login';
import { LockedPage } from './LockedPage';
import { privatePageChunks, type PrivatePage } from './privatePageChunks';

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

const gatedPage = (name: PrivatePage) =>
  gated(lazy(() => privatePageChunks[name]().then((Page) => ({ default: Page }))));

export const CartRoute = gatedPage('CartRoute');
export const QuickOrderRoute = gatedPage('QuickOrderRoute');
export const OrdersRoute = gatedPage('OrdersRoute');
export const OrderDetailRoute = gatedPage('OrderDetailRoute');
export const AccountRoute = gatedPage('AccountRoute');
