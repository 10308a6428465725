// Spec sections 4 and 6: the cart, orders and the account belong to a private account. A visitor who is not
// privately signed in and asks for one of these pages gets the private login dialog instead (issue 12: the phone
// tab bar's Cart led a public visitor to a dead page). Favourites and history stay open to every visitor
// (docs/decisions.md, "Favourites and history owner").
import type { PrivateAction } from '../../machines/login';

const byPage: Readonly<Record<string, PrivateAction>> = {
  shoppingCart: 'cart',
  quickOrder: 'cart',
  myOrder: 'orders',
  orderList: 'orders',
  orders: 'orders',
  orderDetail: 'orders',
  myAccount: 'account',
};

/** The private-only action a page of spec section 2 stands for (by route name), if it is private-only. */
export const privateActionOfPage = (page: string): PrivateAction | null =>
  Object.hasOwn(byPage, page) ? byPage[page]! : null;
