// When the answer to a buyer's photo is "nothing in this catalogue is close" rather than the nearest products (issue
// 27). The vectors' similarity alone cannot tell: a photo of an unrelated object on a busy table can score as high as
// a poor photo of a catalogue toy, because a vector blurs where colours sit. The second look (pictureCheck.ts) lays
// each close candidate's own picture over the photo; an unrelated object fits none of them (bench calibration: at
// most 0.53 against at least 0.68 for a right answer), so the fit decides what the vectors let through. The lines are
// chosen on bench/imageSearch.ts's calibration queries, not its measured ones (docs/decisions.md).
import { NOTHING_CLOSE_BELOW } from './imageSearchRules';

/** Under this second-look fit of every checked candidate, nothing is close: in the calibration's gap between unrelated
 *  objects the vectors let through and right answers, near its middle both here (0.53 at most / 0.72 at least) and
 *  with the second look's turn held to the photo's frame (0.52 / 0.68). */
export const FIT_BELOW = 0.6;

/** One candidate of the answer, best first: its vectors' similarity and, when the second look checked it, its fit. */
export interface Candidate {
  vector: number;
  fit?: number;
}

export function nothingClose(ranked: readonly Candidate[]): boolean {
  if (!ranked.some((c) => c.vector >= NOTHING_CLOSE_BELOW)) return true;
  // The vectors' best always reaches the second look: without a fit its square is not made yet (a picture just
  // uploaded), and the vectors decide — the other candidates' poor fits say nothing about it.
  const best = ranked.reduce((a, b) => (b.vector > a.vector ? b : a));
  if (best.fit === undefined) return false;
  const fits = ranked.flatMap((c) => (c.fit === undefined ? [] : [c.fit]));
  return Math.max(...fits) < FIT_BELOW;
}
