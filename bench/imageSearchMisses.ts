// Why the bench's photos miss their product (issue 27), counted by kind so the biggest kind is the one mended:
// the right product under the nothing-close line, never among the second look's candidates (too far down the
// vectors' list, or too far behind their best), or a candidate the second look put behind another one — told apart
// by whether the winner is the same kind of toy (a near-twin drawing) or another kind — or shows the very same
// picture as the right product (different looks by their SVG with the same pixels), which no method can tell
// apart: the demo's ducks were such until they wore their palette (tests/images/demoDucks.test.ts); kept as a guard.
import { toyKindFor } from '../server/demo/toyImage';
import { CHECKED, toCheck } from '../server/images/pictureCheck';
import { NOTHING_CLOSE_BELOW } from '../server/images/imageSearchRules';

interface Hit {
  productId: number;
  similarity: number;
}

export interface Miss {
  why: string;
  kind: string;
}

/** Why a photo's answer does not show its product first (top-1) or within the first five (top-5); null when it does.
 *  `vectors` is the index's answer before the second look, `answer` the product ids shown, best first. */
export function missOf(
  vectors: Hit[],
  answer: number[],
  truth: number,
  seedOf: (product: number) => number,
  within: number,
  samePicture: (a: number, b: number) => boolean,
  packaging = false,
): Miss | null {
  const at = answer.indexOf(truth);
  if (at >= 0 && at < within) return null;
  const toy = toyKindFor(seedOf(truth));
  // A photo of the packaging view (the toy in its box) is told apart: its twins are other products' toy views.
  const kind = packaging ? `${toy} (box)` : toy;
  if (answer.slice(0, within).some((id) => samePicture(id, truth)))
    return { why: 'another product shows the very same picture', kind };
  const mine = vectors.find((h) => h.productId === truth);
  if (!mine || mine.similarity < NOTHING_CLOSE_BELOW) return { why: 'under the nothing-close line', kind };
  const close = vectors.filter((h) => h.similarity >= NOTHING_CLOSE_BELOW);
  if (!toCheck(close).some((h) => h.productId === truth))
    return {
      why:
        close.findIndex((h) => h.productId === truth) >= CHECKED
          ? `not a candidate: past the vectors' first ${CHECKED}`
          : 'not a candidate: too far behind the best vector',
      kind,
    };
  const winner = answer[0];
  const twin = winner !== undefined && toyKindFor(seedOf(winner)) === toy;
  return { why: twin ? 'second look chose a same-kind twin' : 'second look chose another kind', kind };
}

/** The misses as a table: count by reason, and the toy kinds behind each reason. */
export function missTable(misses: Miss[]) {
  const rows: Record<string, { misses: number; kinds: string }> = {};
  for (const why of [...new Set(misses.map((m) => m.why))]) {
    const mine = misses.filter((m) => m.why === why);
    const kinds = new Map<string, number>();
    for (const m of mine) kinds.set(m.kind, (kinds.get(m.kind) ?? 0) + 1);
    rows[why] = {
      misses: mine.length,
      kinds: [...kinds]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ${n}`)
        .join(', '),
    };
  }
  return rows;
}
