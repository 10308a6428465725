import { useSearch } from '@tanstack/react-router';
import { cutShareCode } from '../../protocol/shareCode';

/** The share code of the current URL (`?id=`), cut to 9 characters (spec section 1). */
export function useShareCode(): string | null {
  const search = useSearch({ strict: false }) as { id?: unknown };
  return cutShareCode(search.id);
}
