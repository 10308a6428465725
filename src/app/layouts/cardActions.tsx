// What every product card carries besides its link, composed from the features that own each control.
// The cart toggle joins the heart here when the cart lands.
import type { CardActions } from '../../lib/productCard';
import { FavouriteHeart } from '../../features/visitorLists/FavouriteButton';

export const AppCardActions: CardActions = ({ product, name }) => <FavouriteHeart productNumber={product.productNumber} name={name} />;
