// The app download button and its QR popover (spec section 2: QR size 80). One QR per store link of
// src/lib/appDownload.ts, each with its platform and the link itself. Non-modal: Esc, a click outside or the button
// close it, and Esc gives focus back to the button.
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_QR_SIZE, type AppLink } from '../../../lib/appDownload';
import { FLOATING_BALL } from '../../../../protocol/constants';
import type { FloatLayout, Side } from './placement';
import { loadQrCode, QrCode } from '../../../ui/QrCode';

const GAP_PX = 12;

/** The popover's offset inside the floating set: beside a vertical set, towards the page; above or below a pill. */
function popoverOffset(
  button: DOMRect,
  set: DOMRect,
  popover: { width: number; height: number },
  layout: FloatLayout,
  side: Side,
): CSSProperties {
  const edge = FLOATING_BALL.edgePx;
  const clampX = (x: number) => Math.max(edge, Math.min(x, window.innerWidth - popover.width - edge));
  const clampY = (y: number) => Math.max(edge, Math.min(y, window.innerHeight - popover.height - edge));
  let x: number;
  let y: number;
  if (layout === 'pill') {
    x = clampX(side === 'right' ? button.right - popover.width : button.left);
    y = button.top - GAP_PX - popover.height >= edge ? button.top - GAP_PX - popover.height : button.bottom + GAP_PX;
  } else {
    x = side === 'right' ? set.left - GAP_PX - popover.width : set.right + GAP_PX;
    y = clampY(button.top + button.height / 2 - popover.height / 2);
  }
  return { left: Math.round(x - set.left), top: Math.round(y - set.top) };
}

export function AppDownloadButton({
  links,
  layout,
  side,
  onOpenChange,
}: {
  links: AppLink[];
  layout: FloatLayout;
  side: Side;
  onOpenChange?: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState<CSSProperties | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const id = useId();
  const label = t`Download our app`;

  const change = (next: boolean, refocus = false) => {
    setOpen(next);
    if (!next) setOffset(null);
    onOpenChange?.(next);
    if (refocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    const element = popover.current;
    const set = button.current?.closest('[data-floating-set]');
    if (!open || !element || !set || !button.current) return;
    setOffset(
      popoverOffset(
        button.current.getBoundingClientRect(),
        set.getBoundingClientRect(),
        { width: element.offsetWidth, height: element.offsetHeight },
        layout,
        side,
      ),
    );
  }, [open, layout, side]);
  // Focus goes into the popover once it is placed (a hidden element cannot take it), so a screen reader reads it.
  const placed = offset !== null;
  useEffect(() => {
    if (open && placed) popover.current?.focus();
  }, [open, placed]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popover.current?.contains(target) && !button.current?.contains(target)) change(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  const names = { ios: t`iPhone and iPad`, android: t`Android` };
  const stores = { ios: t`Open in the App Store`, android: t`Open in Google Play` };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="floating__action"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => change(!open)}
        // Fetched as the pointer or the focus reaches the button, so the codes are usually there when it opens.
        onPointerEnter={() => void loadQrCode()}
        onFocus={() => void loadQrCode()}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            change(false, true);
          }
        }}
      >
        <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true">
          <rect x="6.5" y="2.8" width="11" height="18.4" rx="2.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M10.5 18h3M12 7v6.2m-2.4-2.4L12 13.2l2.4-2.4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {open && (
        <div
          ref={popover}
          id={id}
          role="dialog"
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
          className="app-popover"
          data-layout={layout}
          // The set lays itself out left to right (its edges are physical); the popover's text follows the page.
          dir={document.documentElement.dir || undefined}
          style={offset ?? { visibility: 'hidden' }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              change(false, true);
            }
          }}
        >
          <p className="app-popover__title" id={`${id}-title`}>
            <Trans>Get our app</Trans>
          </p>
          <p className="app-popover__hint">
            <Trans>Scan with your phone's camera.</Trans>
          </p>
          <ul className="app-popover__codes">
            {links.map((link) => (
              <li key={link.platform} className="app-popover__code">
                {/* Drawn only once the popover opens: the codes' library stays out of every catalogue page's first
                    load (issue 29); its stand-in has the code's size, so the popover is placed once. */}
                <QrCode
                  value={link.url}
                  size={APP_QR_SIZE}
                  marginSize={0}
                  title={t`QR code: ${names[link.platform]}`}
                  fgColor="#111827"
                  standInClassName="app-popover__qr"
                />
                <span className="app-popover__platform">
                  {link.logo && <img src={link.logo} alt="" height={20} />}
                  {names[link.platform]}
                </span>
                <a href={link.url} target="_blank" rel="noopener noreferrer" title={link.url}>
                  {stores[link.platform]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
