// The answer to a buyer's photo (issue 27), from the candidates the vectors found: those over the vectors' line go to
// the second look (pictureCheck.ts), which orders the first of them by their fit; then "nothing close"
// (nothingClose.ts) or the first RESULTS. One function for the server (services/imageSearch.ts), the bench and the
// tests, so what they measure is what buyers get; each reads the candidates' squares its own way first.
import { recheck, toCheck, type CheckQuery } from './pictureCheck';
import { nothingClose } from './nothingClose';
import { NOTHING_CLOSE_BELOW, RESULTS } from './imageSearchRules';

interface Hit {
  productId: number;
  similarity: number;
}
/** A candidate after the second look: `similarity` as ranked, `vector` the vectors' own, `fit` when it was checked. */
type Ranked<T extends Hit> = T & { vector: number; fit?: number };

export interface PhotoAnswer<T extends Hit> {
  /** Every candidate over the vectors' line, best first. */
  ranked: Ranked<T>[];
  nothingClose: boolean;
  /** What the buyer is shown: none when nothing is close, else the first RESULTS. */
  shown: Ranked<T>[];
}

const overTheLine = <T extends Hit>(hits: T[]) => hits.filter((h) => h.similarity >= NOTHING_CLOSE_BELOW);

/** The products whose squares the second look reads, of these candidates (best first). */
export const productsToCheck = (hits: Hit[]) => toCheck(overTheLine(hits)).map((h) => h.productId);

/** The answer to a photo from the candidates a buyer may see (best first). Every candidate over the line goes to the
 *  second look, which checks its first CHECKED: cut to RESULTS before it, the second look would never see the
 *  candidates past the 24th (the bench's figures assume it does). */
export function photoAnswer<T extends Hit>(
  query: CheckQuery,
  hits: T[],
  squaresOf: (productId: number) => Uint8Array[],
): PhotoAnswer<T> {
  const ranked = recheck(query, overTheLine(hits), squaresOf);
  const nothing = nothingClose(ranked);
  return { ranked, nothingClose: nothing, shown: nothing ? [] : ranked.slice(0, RESULTS) };
}
