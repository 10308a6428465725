// A row of links that never cuts one off: the links that do not fit go into a "More" disclosure (issue 12: "In
// stock" showed as "Ir" at 1440 px once signed in, and Arabic names were cut). Used by the header module and by the
// app's plain fallback header.
//
// Widths come from a hidden, inert copy of every link and of the More button, and the space from the row itself,
// both watched by a ResizeObserver (fonts, language, window). The row must not size itself by its content
// (`flex: 1 1 0; min-inline-size: 0` in .overflow-nav): then choosing which links to show never changes the space
// measured, and the observer cannot loop.
import {
  Children,
  isValidElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { usePressOutside } from './usePressOutside';
import './overflowNav.css';

/** How many links fit in `available` px: all of them, or as many as fit beside the More button. */
export function countThatFit(widths: readonly number[], moreWidth: number, gap: number, available: number): number {
  const slack = 0.5; // sub-pixel rounding of the measured boxes
  const all = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= available + slack) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available + slack) break;
    used += gap + width;
    count++;
  }
  return count;
}

export function OverflowNav({
  children,
  moreLabel,
  className = '',
  ariaLabel,
}: {
  children: ReactNode;
  moreLabel: string;
  className?: string;
  ariaLabel?: string;
}) {
  const links = Children.toArray(children).filter(isValidElement) as ReactElement[];
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [fit, setFit] = useState(links.length);
  const [moreWidth, setMoreWidth] = useState(0);
  const [measured, setMeasured] = useState(false);
  const [open, setOpen] = useState(false);
  const listId = useId();

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => {
      const style = getComputedStyle(nav);
      const available =
        nav.clientWidth - (parseFloat(style.paddingInlineStart) || 0) - (parseFloat(style.paddingInlineEnd) || 0);
      const copies = Array.from(measure.children) as HTMLElement[];
      const more = copies.pop();
      setMoreWidth(Math.ceil(more?.getBoundingClientRect().width ?? 0));
      setFit(
        countThatFit(
          copies.map((c) => c.getBoundingClientRect().width),
          more?.getBoundingClientRect().width ?? 0,
          parseFloat(style.columnGap) || 0,
          available,
        ),
      );
      setMeasured(true);
    };
    // The observer's first report comes after the browser's own layout, before the first paint: measuring here
    // instead forced a synchronous layout of the page on every load (Lighthouse's forced reflow, issue 29).
    if (typeof ResizeObserver === 'undefined') return update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [links.length]);

  const overflowing = fit < links.length;
  usePressOutside(open, moreRef, () => setOpen(false));
  const expanded = open && overflowing;

  return (
    // Never narrower than More, or the row's neighbours cover it (issue 22: at 1024 px More lay under the search).
    <nav
      ref={navRef}
      className={`overflow-nav ${className}`}
      aria-label={ariaLabel}
      data-measured={measured || undefined}
      style={overflowing ? { minInlineSize: moreWidth } : undefined}
    >
      {links.slice(0, fit)}
      {overflowing && (
        <div
          className="overflow-nav__more"
          ref={moreRef}
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || !expanded) return;
            e.stopPropagation();
            setOpen(false);
            buttonRef.current?.focus();
          }}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
          }}
        >
          <button
            ref={buttonRef}
            type="button"
            className="overflow-nav__button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setOpen(!expanded)}
          >
            {moreLabel}
            <span className="overflow-nav__caret" aria-hidden="true">
              ▾
            </span>
          </button>
          <ul id={listId} className="overflow-nav__list" hidden={!expanded}>
            {links.slice(fit).map((link) => (
              <li key={link.key} onClick={() => setOpen(false)}>
                {link}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="overflow-nav__measure" ref={measureRef} aria-hidden="true" inert>
        {links}
        <button type="button" className="overflow-nav__button" tabIndex={-1}>
          {moreLabel}
          <span className="overflow-nav__caret">▾</span>
        </button>
      </div>
    </nav>
  );
}
