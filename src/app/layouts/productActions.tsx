// What every product carries besides its link, on cards and on the detail page, composed from the features that
// own each control: the favourite heart, the cart toggle and (on the detail page) the question to customer service.
import type { ProductActions } from '../../lib/catalogueProductCard';
import { CartToggleButton, CartToggleIcon } from '../../features/cart/CartToggle';
import { FavouriteButton, FavouriteHeart } from '../../features/visitorLists/FavouriteButton';
import { ChatAboutProduct } from '../../features/chat/ChatAboutProduct';

export const appProductActions: ProductActions = {
  Card: ({ product, name }) => (
    <>
      <FavouriteHeart productNumber={product.productNumber} name={name} />
      <CartToggleIcon productNumber={product.productNumber} name={name} />
    </>
  ),
  Detail: ({ product }) => (
    <>
      <CartToggleButton productNumber={product.productNumber} disabled={product.status !== 0} />
      <FavouriteButton productNumber={product.productNumber} initial={product.isCollected} />
      <ChatAboutProduct product={product} />
    </>
  ),
};
