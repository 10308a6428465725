// How pointer drags, arrow keys and the opening teaser turn the 3D view: pure functions of angles and time.
import type { ToyView } from './toyRenderer';

export type Angles = Pick<ToyView, 'yaw' | 'pitch'>;

/** From a little below the toy to well above it: never upside down, never under the floor for long. */
export const PITCH_MIN = -15;
export const PITCH_MAX = 70;
/** A drag across the whole view turns the toy this far: it feels like rolling its surface under the finger. */
export const DEGREES_PER_VIEW = 270;
export const KEY_STEP = 15;
/** The opening turn, short enough (< 5 s, WCAG 2.2.2) to need no pause button. */
export const TEASER_MS = 3600;

export const clampPitch = (pitch: number) => Math.min(PITCH_MAX, Math.max(PITCH_MIN, pitch));

/** Degrees in (-180, 180]. */
export function wrapYaw(yaw: number): number {
  const y = ((((yaw + 180) % 360) + 360) % 360) - 180;
  return y === -180 ? 180 : y;
}

/** Angles after dragging (dx, dy) CSS pixels from where the drag started, on a view `size` pixels wide. */
export function dragAngles(start: Angles, dx: number, dy: number, size: number): Angles {
  // A view not laid out yet counts as a small one, so a drag never spins it wildly.
  const k = DEGREES_PER_VIEW / Math.max(size, 200);
  return { yaw: wrapYaw(start.yaw + dx * k), pitch: clampPitch(start.pitch + dy * k * 0.6) };
}

/** Arrow keys turn and tilt like a drag in that direction; Home goes back to the resting view. Null: not ours. */
export function keyAngles(angles: Angles, key: string, rest: Angles, big = false): Angles | null {
  const step = big ? KEY_STEP * 3 : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { ...angles, yaw: wrapYaw(angles.yaw - step) };
    case 'ArrowRight':
      return { ...angles, yaw: wrapYaw(angles.yaw + step) };
    case 'ArrowUp':
      return { ...angles, pitch: clampPitch(angles.pitch - step * 0.6) };
    case 'ArrowDown':
      return { ...angles, pitch: clampPitch(angles.pitch + step * 0.6) };
    case 'Home':
      return { ...rest };
    default:
      return null;
  }
}

/** Yaw offset of the opening teaser at `ms`: one whole turn, easing in and out, ending exactly at rest. */
export function teaserYaw(ms: number): number {
  if (ms <= 0 || ms >= TEASER_MS) return 0;
  return 180 * (1 - Math.cos((Math.PI * ms) / TEASER_MS));
}

/** A flick keeps turning and slows down: the speed (degrees per ms) left after `ms`. */
export const coastSpeed = (speed: number, ms: number) => speed * Math.exp(-ms / 350);
/** Below this speed a coast stops. */
export const COAST_MIN = 0.01;

/** Whole degrees 0–359 for the slider's value, as a person reads a turn. */
export const turnDegrees = (yaw: number, rest: number) => Math.round((((yaw - rest) % 360) + 360) % 360) % 360;
