// How far a photo of a printed or on-screen catalogue picture is turned (issue 27): the picture's plain backdrop
// ends in straight edges against the table, so projected along the right angle its pixels start and stop sharply
// (a projection profile, as document scanners find a page's skew). The second look (pictureCheck.ts) holds a
// template's turn near this angle: twins that differ by a turn of their pattern (the demo's balls, whose gores sit at
// another angle) otherwise fit as well as the right one turned a little.
import { flatGrounds, type Pixels } from './pictureFeatures';

/** The turns tried, in degrees either way: a buyer's photo is within 10 degrees of upright (bench/imageSearch.ts). */
const MOST = 12;
const STEP = 0.5;
/** Of a sharp frame, the best angle's profile is this much sharper than upright's or the worst's: below it no frame. */
const SHARPER = 1.3;

function splat(profile: Float64Array, at: number) {
  const i = Math.floor(at),
    f = at - i;
  profile[i]! += 1 - f;
  profile[i + 1]! += f;
}

/** The photo's frame angle in degrees (clockwise, as sharp's rotate), or null when no straight-edged plain ground
 *  shows (a photo of the toy itself). */
export function frameTurn(px: Pixels): number | null {
  const { data, width, height } = px;
  const near = (i: number, g: number[]) =>
    Math.abs(data[i]! - g[0]!) + Math.abs(data[i + 1]! - g[1]!) + Math.abs(data[i + 2]! - g[2]!) <= 30;
  // The picture's backdrop lies inside the photo; a flat colour along the photo's own border is the table.
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x * 3, ((height - 1) * width + x) * 3);
  for (let y = 0; y < height; y++) border.push(y * width * 3, (y * width + width - 1) * 3);
  const ground = flatGrounds(px).find((g) => border.filter((i) => near(i, g)).length < border.length * 0.1);
  if (!ground) return null;
  const xs: number[] = [],
    ys: number[] = [];
  // Every second pixel both ways, into 2-pixel bins shared linearly between the two nearest (rounding would make a
  // comb whose teeth depend on the angle, not on the edges): the edges stay hundreds of points long.
  for (let y = 0; y < height; y += 2)
    for (let x = 0; x < width; x += 2) {
      const i = (y * width + x) * 3;
      if (!near(i, ground)) continue;
      xs.push(x);
      ys.push(y);
    }
  if (xs.length < 200) return null;
  const span = width + height;
  const across = new Float64Array(span + 2),
    down = new Float64Array(span + 2);
  const sharpness = (degrees: number) => {
    const cos = Math.cos((degrees * Math.PI) / 180),
      sin = Math.sin((degrees * Math.PI) / 180);
    across.fill(0);
    down.fill(0);
    for (let k = 0; k < xs.length; k++) {
      splat(across, (xs[k]! * cos + ys[k]! * sin + span) / 2);
      splat(down, (-xs[k]! * sin + ys[k]! * cos + span) / 2);
    }
    let sum = 0;
    for (const profile of [across, down])
      for (let i = 1; i < profile.length; i++) sum += (profile[i]! - profile[i - 1]!) ** 2;
    return sum;
  };
  let best = 0,
    bestScore = -1,
    worst = Infinity;
  for (let degrees = -MOST; degrees <= MOST; degrees += STEP) {
    const score = sharpness(degrees);
    worst = Math.min(worst, score);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  }
  for (const degrees of [best - STEP / 2, best + STEP / 2]) {
    const score = sharpness(degrees);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  }
  return bestScore >= worst * SHARPER ? best : null;
}
