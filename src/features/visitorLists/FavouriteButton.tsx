import { Trans, useLingui } from '@lingui/react/macro';
import { useFavourite } from './useFavourite';

const Heart = ({ filled, size }: { filled: boolean; size: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
    <path
      d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
    />
  </svg>
);

/** The detail page's labelled button (spec: favourites can be added or cancelled). */
export function FavouriteButton({ productNumber, initial }: { productNumber: string; initial: boolean }) {
  const { collected, busy, toggle } = useFavourite(productNumber, initial);
  return (
    <button type="button" className="button favourite" aria-pressed={collected} disabled={busy} onClick={toggle}>
      <Heart filled={collected} size={20} />
      {collected ? <Trans>In favourites</Trans> : <Trans>Add to favourites</Trans>}
    </button>
  );
}

/** The heart on a product card: its own button beside the card's link, named after the product. */
export function FavouriteHeart({ productNumber, name }: { productNumber: string; name: string }) {
  const { t } = useLingui();
  const { collected, busy, toggle } = useFavourite(productNumber);
  return (
    <button
      type="button"
      className="favourite-heart"
      aria-pressed={collected}
      aria-busy={busy}
      aria-label={t`Add ${name} to favourites`}
      title={collected ? t`In favourites` : t`Add to favourites`}
      onClick={toggle}
    >
      <Heart filled={collected} size={20} />
    </button>
  );
}
