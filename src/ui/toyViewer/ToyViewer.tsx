// The interactive 3D view of a toy: drag (mouse, pen, finger) or arrow keys turn it; it turns once by itself
// when it first shows (not with prefers-reduced-motion), coasts after a flick, draws only when something
// changed, and stops animating when scrolled away, in a hidden tab, or unmounted.
import { useEffect, useId, useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { ToyModel } from '../../../protocol/toyModel';
import { buildToyMesh } from './toyMesh';
import { TurnIcon } from './TurnIcon';
import { ToyRenderer } from './toyRenderer';
import {
  COAST_MIN,
  coastSpeed,
  DEGREES_PER_VIEW,
  dragAngles,
  keyAngles,
  teaserYaw,
  TEASER_MS,
  turnDegrees,
  wrapYaw,
  type Angles,
} from './turning';

/** Rendered at twice the CSS size (antialiasing by downscaling), capped so big screens stay fast. */
const SUPERSAMPLE = 2;
const MAX_RENDER_SIDE = 1200;
/** Outline width in CSS pixels, about the pictures' stroke at this size. */
const OUTLINE_CSS_PX = 2.2;

interface Props {
  model: ToyModel;
  /** What the toy is (the product's name), for the accessible name. */
  label: string;
  className?: string;
}

export function ToyViewer({ model, label, className }: Props) {
  const { t } = useLingui();
  const hintId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const mesh = useMemo(() => buildToyMesh(model), [model]);
  const rest = model.view;

  useEffect(() => {
    const canvas = canvasRef.current!,
      frame = frameRef.current!;
    const ctx = canvas.getContext('2d');
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const outlineColor = parseInt(model.outline.slice(1), 16);
    let angles: Angles = { ...rest };
    let renderer: ToyRenderer | null = null;
    let image: ImageData | null = null;
    let buffer: HTMLCanvasElement | null = null;
    let cssSize = 0;
    let raf = 0;
    let dirty = true;
    let onScreen = true;
    // Animations: the opening teaser (time run so far) and a coast after a flick (degrees per ms).
    let teaser: number | null = reducedMotion?.matches ? null : 0;
    let coast = 0;
    let drag: { id: number; x: number; y: number; start: Angles; lastX: number; lastT: number; speed: number } | null =
      null;
    let lastFrame = 0;

    const resize = () => {
      const side = Math.round(frame.clientWidth);
      if (!side || side === cssSize) return;
      cssSize = side;
      const dpr = window.devicePixelRatio || 1;
      canvas.width = Math.round(side * dpr);
      canvas.height = Math.round(side * dpr);
      const inner = Math.min(MAX_RENDER_SIDE, Math.round(side * Math.max(SUPERSAMPLE, dpr)));
      if (!ctx) return;
      buffer = document.createElement('canvas');
      buffer.width = buffer.height = inner;
      image = buffer.getContext('2d')!.createImageData(inner, inner);
      renderer = new ToyRenderer(mesh, inner, inner, image.data);
      dirty = true;
      schedule();
    };

    const draw = () => {
      const yaw = teaser !== null ? angles.yaw + teaserYaw(teaser) : angles.yaw;
      if (ctx && renderer && image && buffer) {
        renderer.render(
          { yaw, pitch: angles.pitch, zoom: rest.zoom },
          { outlineColor, outlineWidth: (OUTLINE_CSS_PX * renderer.width) / cssSize, shadow: true },
        );
        buffer.getContext('2d')!.putImageData(image, 0, 0);
        ctx.clearRect(0, 0, canvas.width, canvas.height);
        ctx.imageSmoothingEnabled = true;
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(buffer, 0, 0, canvas.width, canvas.height);
      }
      const degrees = turnDegrees(yaw, rest.yaw);
      canvas.setAttribute('aria-valuenow', String(degrees));
      canvas.setAttribute('aria-valuetext', t`Turned ${plural(degrees, { one: '# degree', other: '# degrees' })}`);
      canvas.dataset.yaw = yaw.toFixed(1);
      canvas.dataset.pitch = angles.pitch.toFixed(1);
    };

    const animating = () => teaser !== null || coast !== 0;
    const tick = (now: number) => {
      raf = 0;
      const dt = lastFrame ? Math.min(now - lastFrame, 64) : 16;
      lastFrame = now;
      if (teaser !== null) {
        teaser += dt;
        if (teaser >= TEASER_MS) teaser = null;
        dirty = true;
      }
      if (coast !== 0) {
        angles = { ...angles, yaw: wrapYaw(angles.yaw + coast * dt) };
        coast = coastSpeed(coast, dt);
        if (Math.abs(coast) < COAST_MIN) coast = 0;
        dirty = true;
      }
      if (dirty) {
        dirty = false;
        draw();
      }
      if (animating()) schedule();
      else lastFrame = 0;
    };
    // Frames are only requested while something changes and the view can be seen.
    const schedule = () => {
      if (raf || !onScreen || document.hidden) return;
      if (!dirty && !animating()) return;
      raf = requestAnimationFrame(tick);
    };
    const stopAnimations = () => {
      teaser = null;
      coast = 0;
    };

    const onPointerDown = (e: PointerEvent) => {
      if (e.button !== 0 || drag) return;
      // The teaser's current turn becomes the starting point, so grabbing never makes the toy jump.
      if (teaser !== null) angles = { ...angles, yaw: wrapYaw(angles.yaw + teaserYaw(teaser)) };
      stopAnimations();
      canvas.setPointerCapture?.(e.pointerId);
      drag = {
        id: e.pointerId,
        x: e.clientX,
        y: e.clientY,
        start: angles,
        lastX: e.clientX,
        lastT: e.timeStamp,
        speed: 0,
      };
      frame.dataset.dragging = '';
    };
    const onPointerMove = (e: PointerEvent) => {
      if (!drag || e.pointerId !== drag.id) return;
      angles = dragAngles(drag.start, e.clientX - drag.x, e.clientY - drag.y, cssSize);
      const dt = e.timeStamp - drag.lastT;
      if (dt > 0)
        drag.speed =
          0.6 * drag.speed + 0.4 * (((e.clientX - drag.lastX) * DEGREES_PER_VIEW) / Math.max(cssSize, 1) / dt);
      drag.lastX = e.clientX;
      drag.lastT = e.timeStamp;
      dirty = true;
      schedule();
    };
    const onPointerEnd = (e: PointerEvent) => {
      if (!drag || e.pointerId !== drag.id) return;
      const recent = e.timeStamp - drag.lastT < 80;
      if (e.type === 'pointerup' && recent && !reducedMotion?.matches && Math.abs(drag.speed) > 0.05)
        coast = Math.max(-1.5, Math.min(1.5, drag.speed));
      drag = null;
      delete frame.dataset.dragging;
      schedule();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const next = keyAngles(
        teaser !== null ? { ...angles, yaw: wrapYaw(angles.yaw + teaserYaw(teaser)) } : angles,
        e.key,
        rest,
        e.shiftKey,
      );
      if (!next) return;
      e.preventDefault();
      stopAnimations();
      angles = next;
      dirty = true;
      schedule();
    };
    const onVisibility = () => schedule();
    const onMotionPreference = () => {
      if (reducedMotion?.matches) stopAnimations();
    };

    // One signal removes every listener when the viewer unmounts.
    const listening = new AbortController();
    const { signal } = listening;
    canvas.addEventListener('pointerdown', onPointerDown, { signal });
    canvas.addEventListener('pointermove', onPointerMove, { signal });
    canvas.addEventListener('pointerup', onPointerEnd, { signal });
    canvas.addEventListener('pointercancel', onPointerEnd, { signal });
    canvas.addEventListener('keydown', onKeyDown, { signal });
    document.addEventListener('visibilitychange', onVisibility, { signal });
    reducedMotion?.addEventListener?.('change', onMotionPreference, { signal });
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
    sizes?.observe(frame);
    const sight =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(([entry]) => {
            onScreen = !!entry?.isIntersecting;
            if (!onScreen && raf) {
              cancelAnimationFrame(raf);
              raf = 0;
              lastFrame = 0;
            }
            schedule();
          })
        : null;
    sight?.observe(frame);
    resize();
    return () => {
      cancelAnimationFrame(raf);
      listening.abort();
      sizes?.disconnect();
      sight?.disconnect();
    };
    // `t` changes with the language; the view keeps its angles only within one model.
  }, [mesh, model, rest, t]);

  return (
    <div ref={frameRef} className={className ? `toy-viewer ${className}` : 'toy-viewer'}>
      <canvas
        ref={canvasRef}
        className="toy-viewer__canvas"
        role="slider"
        tabIndex={0}
        aria-label={t`3D view of ${label}`}
        aria-describedby={hintId}
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={0}
        aria-orientation="horizontal"
      />
      <p className="toy-viewer__hint" id={hintId}>
        <TurnIcon className="toy-viewer__hint-icon" />
        <span className="toy-viewer__hint-pointer">
          <Trans>Drag to turn</Trans>
        </span>
        <span className="toy-viewer__hint-keys">
          <Trans>Use the arrow keys to turn</Trans>
        </span>
      </p>
    </div>
  );
}
