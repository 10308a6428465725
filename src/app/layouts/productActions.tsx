// What every product carries besides its link, on cards and on the detail page, composed from the features that
// own each control. The cart toggle joins the favourite here when the cart lands.
import type { ProductActions } from '../../lib/productCard';
import { FavouriteButton, FavouriteHeart } from '../../features/visitorLists/FavouriteButton';

export const appProductActions: ProductActions = {
  Card: ({ product, name }) => <FavouriteHeart productNumber={product.productNumber} name={name} />,
  Detail: ({ product }) => <FavouriteButton productNumber={product.productNumber} initial={product.isCollected} />,
};
