// The desktop floating set (spec section 2): the buttons in the supplier's floatStyle layout, a grip to move it
// (mouse, touch, or keyboard: focus the grip, Space or Enter to pick up, arrows, Space to drop, Esc to cancel), and a
// handle that hides and shows the buttons. On release it snaps to the nearer side edge (500 ms, 10 px margin); docked
// and left alone, it slides mostly off the edge after 1 s (over 200 ms) and comes back on a click, on keyboard focus or
// when picked up. Its place is remembered per company on this device.
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDndMonitor,
  useDraggable,
  useSensor,
  useSensors,
  type Announcements,
  type KeyboardCoordinateGetter,
  type Modifier,
} from '@dnd-kit/core';
import type { ShareInfo } from '../../../../schemas/api/types.gen';
import { FLOATING_BALL } from '../../../../protocol/constants';
import type { FloatingButtonKind } from './floatingButtons';
import { FloatingItem } from './FloatingItem';
import { clampTop, keepInViewport, keyboardMove, nearestSide, resolvedTop, type FloatLayout } from './placement';
import { usePlacement } from './usePlacement';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const viewportNow = () => ({ width: window.innerWidth, height: window.innerHeight });

const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
  const rect = context.collisionRect;
  if (!rect) return undefined;
  const next = keyboardMove(event.code, rect, viewportNow());
  // Arrow keys move the set, not the page.
  if (next) event.preventDefault();
  return next;
};

/** The set never leaves the window while it is dragged. */
const keepInWindow: Modifier = ({ transform, draggingNodeRect }) =>
  draggingNodeRect ? { ...transform, ...keepInViewport(transform, draggingNodeRect, viewportNow()) } : transform;

interface Props {
  kinds: FloatingButtonKind[];
  share: ShareInfo;
  layout: FloatLayout;
  companyNumber: string;
}

export function FloatingSet(props: Props) {
  const { t } = useLingui();
  const sensors = useSensors(
    // A few pixels of travel before a press becomes a drag, so the grip still takes plain clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  const announcements: Announcements = {
    onDragStart: () =>
      t`Picked up the quick actions. Left and right arrows choose the edge, up and down move them. Space drops them, Escape cancels.`,
    onDragOver: () => undefined,
    onDragMove: () => undefined,
    onDragEnd: () => t`Quick actions dropped.`,
    onDragCancel: () => t`Moving cancelled: the quick actions are back where they were.`,
  };
  return (
    <DndContext
      sensors={sensors}
      modifiers={[keepInWindow]}
      autoScroll={false}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To move the quick actions, press Space or Enter, use the arrow keys, then press Space again to drop them.`,
        },
      }}
    >
      <DraggableSet {...props} />
    </DndContext>
  );
}

function DraggableSet({ kinds, share, layout, companyNumber }: Props) {
  const { t } = useLingui();
  const dir = typeof document === 'undefined' ? 'ltr' : document.documentElement.dir;
  const { placement, save, viewport } = usePlacement(companyNumber, dir);
  const listId = useId();
  const node = useRef<HTMLElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [shrunk, setShrunk] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [popover, setPopover] = useState(false);
  const [settled, setSettled] = useState(0);
  /** Where the set was when it was let go: the snap animates from there to its edge. */
  const snapFrom = useRef<DOMRect | null>(null);

  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: 'floating-set',
    attributes: { roleDescription: t`movable` },
  });
  const setRefs = (element: HTMLElement | null) => {
    node.current = element;
    setNodeRef(element);
  };

  useLayoutEffect(() => {
    const element = node.current;
    if (!element) return;
    const measure = () =>
      setSize((old) =>
        old.width === element.offsetWidth && old.height === element.offsetHeight
          ? old
          : { width: element.offsetWidth, height: element.offsetHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useDndMonitor({
    onDragStart: () => setShrunk(false),
    onDragEnd: (event) => {
      const element = node.current;
      if (!element) return;
      // Where it was let go: dnd-kit's moved rectangle (a keyboard drop can render before this runs, so the
      // element may already be back without its translate); the element itself when dnd-kit has none.
      const moved = event.active.rect.current.translated;
      const from = moved
        ? new DOMRect(moved.left, moved.top, moved.width, moved.height)
        : element.getBoundingClientRect();
      const now = viewportNow();
      snapFrom.current = from;
      save({ ...placement, side: nearestSide(from, now), top: clampTop(from.top, from.height, now.height) });
      setSettled((n) => n + 1);
    },
    onDragCancel: () => setSettled((n) => n + 1),
  });

  // The snap: from the drop point to the edge in 500 ms (none with reduced motion).
  useLayoutEffect(() => {
    const element = node.current;
    const from = snapFrom.current;
    snapFrom.current = null;
    if (!element || !from || reducedMotion()) return;
    const to = element.getBoundingClientRect();
    element.animate(
      [{ transform: `translate(${from.left - to.left}px, ${from.top - to.top}px)` }, { transform: 'none' }],
      { duration: FLOATING_BALL.snapMs, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
    );
  }, [settled]);

  // Docked and left alone, it tucks away after 1 s; hovering, keyboard focus, a drag or the open QR popover hold it.
  useEffect(() => {
    if (shrunk || hovered || focused || isDragging || popover) return;
    const timer = setTimeout(() => setShrunk(true), FLOATING_BALL.collapseAfterMs);
    return () => clearTimeout(timer);
  }, [shrunk, hovered, focused, isDragging, popover, settled]);

  const top = resolvedTop(placement, size.height, viewport);
  const style: CSSProperties & Record<'--floating-collapse-ms', string> = {
    zIndex: FLOATING_BALL.zIndex,
    top,
    [placement.side]: FLOATING_BALL.edgePx,
    transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
    '--floating-collapse-ms': `${FLOATING_BALL.collapseMs}ms`,
  };
  const toggleLabel = placement.collapsed ? t`Show quick actions` : t`Hide quick actions`;
  return (
    <aside
      ref={setRefs}
      className="floating"
      data-floating-set=""
      data-layout={layout}
      data-side={placement.side}
      data-shrunk={shrunk || undefined}
      data-dragging={isDragging || undefined}
      data-collapsed={placement.collapsed || undefined}
      aria-label={t`Quick actions`}
      style={style}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(e) => {
        // Keyboard focus brings it back; a mouse click's focus does not hold it out.
        if (!e.target.matches(':focus-visible')) return;
        setFocused(true);
        setShrunk(false);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      // Tucked away, only its tab shows to a pointer (the set's own ::after); a click there brings it back. A
      // screen reader's click on a button inside brings it back too, and still does what the button does.
      onClick={() => {
        if (shrunk) setShrunk(false);
      }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="floating__grip"
        aria-label={t`Move quick actions`}
        title={t`Drag to move`}
        {...attributes}
        {...listeners}
        onPointerDown={(e) => {
          // The first press on a tucked-away set brings it out; dragging starts from where it then is.
          if (shrunk) {
            setShrunk(false);
            return;
          }
          listeners?.onPointerDown?.(e);
        }}
      >
        <span className="floating__dots" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="floating__toggle"
        aria-expanded={!placement.collapsed}
        aria-controls={listId}
        aria-label={toggleLabel}
        title={toggleLabel}
        // The set keeps its place (a default place is centred on the set's height, which is about to change).
        onClick={() => save({ ...placement, top, collapsed: !placement.collapsed })}
      >
        <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
          <path
            d="m7 14 5-5 5 5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <ul id={listId} className="floating__list" hidden={placement.collapsed}>
        {kinds.map((kind) => (
          <li key={kind} className="floating__item" data-kind={kind}>
            <FloatingItem kind={kind} share={share} layout={layout} side={placement.side} onPopover={setPopover} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
