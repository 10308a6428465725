// The pages of a private account (spec sections 4 and 6), as their chunks' loaders: in a file of their own, so the
// router can ask for a signed-in buyer's page beside the gate's chunk (app/pages/privateRoutes.tsx) instead of once
// the gate has drawn, one round of requests later (issue 29, LCP of the cart).
export const privatePageChunks = {
  CartRoute: () => import('../../features/cart/CartPage').then((m) => m.CartPage),
  QuickOrderRoute: () => import('../../features/cart/QuickOrderPage').then((m) => m.QuickOrderPage),
  OrdersRoute: () => import('../../features/orders/OrdersPage').then((m) => m.OrdersPage),
  OrderDetailRoute: () => import('../../features/orders/OrderDetailPage').then((m) => m.OrderDetailPage),
  AccountRoute: () => import('../../features/account/MyAccountPage').then((m) => m.MyAccountPage),
};

export type PrivatePage = keyof typeof privatePageChunks;
