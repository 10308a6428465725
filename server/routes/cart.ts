// The buyer's cart (spec sections 4, 5, 7). Rules live in services/cart.ts.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../http/protocol';
import type { AppContext } from '../context';
import { cartService } from '../services/cart';

export function cartRoutes(app: FastifyInstance, { db }: AppContext) {
  const cart = cartService(db);
  defineCall(app, 'AddShoppingCart', ({ body, buyer }) => cart.add(buyer, body));
  defineCall(app, 'DelShoppingCart', ({ body, buyer }) => cart.remove(buyer, body));
  defineCall(app, 'ShoppingCartCount', ({ buyer }) => cart.count(buyer));
  defineCall(app, 'GetShoppingCart', ({ buyer }) => cart.list(buyer));
  defineCall(app, 'UpdateShoppingCart', ({ body, buyer }) => cart.update(buyer, body));
  defineCall(app, 'CartTotals', ({ body, buyer }) => cart.selection(buyer, body));
  defineCall(app, 'SaveCartContact', ({ body, buyer }) => cart.saveContact(buyer, body));
}
