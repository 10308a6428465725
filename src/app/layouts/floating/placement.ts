// Where the floating set stands: its layout by floatStyle, the edge it docks to, and how far up or down it is
// (spec sections 2 and 9: snaps to the screen edge, 10 px margin). Pure, so the geometry is tested without a browser.
import { FLOATING_BALL } from '../../../../protocol/constants';

export type FloatLayout = 'bar' | 'pill' | 'circles';
export type Side = 'left' | 'right';

/** The supplier's floatStyle: 1 vertical bar, 2 horizontal pill, 3 stacked circles; anything else is a bar. */
const layouts: Readonly<Record<number, FloatLayout>> = { 1: 'bar', 2: 'pill', 3: 'circles' };
export const floatLayout = (floatStyle: unknown): FloatLayout =>
  typeof floatStyle === 'number' && Object.hasOwn(layouts, floatStyle) ? layouts[floatStyle]! : 'bar';

/** What a device remembers of the set. top: px from the viewport's top edge; null = the default height. */
export interface Placement {
  side: Side;
  top: number | null;
  collapsed: boolean;
}

/** Right-to-left pages (ar, he) start with the set on the left edge, the others on the right. */
export const defaultPlacement = (dir: string): Placement => ({
  side: dir === 'rtl' ? 'left' : 'right',
  top: null,
  collapsed: false,
});

/** One key per company: each supplier's site keeps its own position on a device. */
export const placementKey = (companyNumber: string) => `vitrine.floating.${companyNumber}`;

/** A stored placement, or null when there is none or it is not one of ours. */
export function readPlacement(raw: string | null): Placement | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { side, top, collapsed } = value as Record<string, unknown>;
    if (side !== 'left' && side !== 'right') return null;
    return { side, top: typeof top === 'number' && Number.isFinite(top) ? top : null, collapsed: collapsed === true };
  } catch {
    return null;
  }
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
interface Viewport {
  width: number;
  height: number;
}

/** On release the set goes to the edge its centre is nearer to. */
export const nearestSide = (box: Pick<Box, 'left' | 'width'>, viewport: Viewport): Side =>
  box.left + box.width / 2 < viewport.width / 2 ? 'left' : 'right';

/** Keeps the set inside the viewport with the edge margin; a set taller than the viewport sticks to the top margin. */
export function clampTop(top: number, height: number, viewportHeight: number) {
  const edge = FLOATING_BALL.edgePx;
  return Math.round(Math.max(edge, Math.min(top, viewportHeight - height - edge)));
}

/** The set's top: the remembered one, else a little below the middle (clear of the header, above the chat panel's corner). */
export const resolvedTop = (placement: Placement, height: number, viewport: Viewport) =>
  clampTop(placement.top ?? viewport.height * 0.55 - height / 2, height, viewport.height);

/** The set's left edge when docked to `side`. */
export const dockedLeft = (side: Side, width: number, viewportWidth: number) =>
  side === 'left' ? FLOATING_BALL.edgePx : viewportWidth - width - FLOATING_BALL.edgePx;

/** One arrow-key step up or down while the set is picked up with the keyboard. */
export const KEYBOARD_STEP_PX = 40;

/** Where an arrow key moves a picked-up set (dnd-kit's KeyboardSensor coordinates: the set's top-left corner):
 *  left and right go straight to that edge, up and down move one step; other keys do not move it. */
export function keyboardMove(code: string, box: Box, viewport: Viewport): { x: number; y: number } | undefined {
  switch (code) {
    case 'ArrowLeft':
      return { x: dockedLeft('left', box.width, viewport.width), y: box.top };
    case 'ArrowRight':
      return { x: dockedLeft('right', box.width, viewport.width), y: box.top };
    case 'ArrowUp':
      return { x: box.left, y: clampTop(box.top - KEYBOARD_STEP_PX, box.height, viewport.height) };
    case 'ArrowDown':
      return { x: box.left, y: clampTop(box.top + KEYBOARD_STEP_PX, box.height, viewport.height) };
    default:
      return undefined;
  }
}

/** Keeps a dragged box inside the viewport: the translate that a drag may apply to a box that starts at `box`. */
export function keepInViewport(translate: { x: number; y: number }, box: Box, viewport: Viewport) {
  const x = Math.max(-box.left, Math.min(translate.x, viewport.width - box.left - box.width));
  const y = Math.max(-box.top, Math.min(translate.y, viewport.height - box.top - box.height));
  return { x, y };
}
