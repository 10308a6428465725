// The mobile floating ball (spec section 2): on phones, on imageSearch, product and productCenter, 70 px from the top
// and 10 px from the side edge (the left one in right-to-left languages). Tapping it opens the same buttons as the
// desktop set offers a phone: cart, chat and back to top. Esc or a tap outside closes it.
import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ShareInfo } from '../../../../schemas/api/types.gen';
import { FLOATING_BALL } from '../../../../protocol/constants';
import type { FloatingButtonKind } from './floatingButtons';
import { FloatingItem } from './FloatingItem';
import { usePressOutside } from '../../../../modules/shared/usePressOutside';
import { Icon } from '../../../../modules/shared/icons';
import { useVisitor } from '../../../lib/visitor';

/** Spec section 2: the ball's distance from the top of the screen. */
const BALL_TOP_PX = 70;

export function MobileFloatingBall({ kinds, share }: { kinds: FloatingButtonKind[]; share: ShareInfo }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const ball = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const scanner = useVisitor().scanner;

  usePressOutside(open, root, () => setOpen(false));

  return (
    <div
      ref={root}
      className="floating-ball"
      data-open={open || undefined}
      data-floating-set=""
      style={{ zIndex: FLOATING_BALL.zIndex, top: BALL_TOP_PX, insetInlineEnd: FLOATING_BALL.edgePx }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        setOpen(false);
        ball.current?.focus();
      }}
    >
      <button
        ref={ball}
        type="button"
        className="floating-ball__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t`Quick actions`}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true">
          {open ? (
            <path d="M7 7l10 10M17 7 7 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M5 7h14M5 12h14M5 17h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <ul
        id={listId}
        className="floating-ball__list"
        hidden={!open}
        // An action taken closes the menu (the cart or chat that opens covers the page anyway).
        onClick={(e) => {
          if ((e.target as Element).closest('a, button')) setOpen(false);
        }}
      >
        {/* Issue 26: the scanner where a buyer at a stand holds the phone; not one of the spec's set of buttons. */}
        <li className="floating__item" data-kind="scan">
          <button
            type="button"
            className="floating__action"
            aria-label={t`Scan a product code`}
            title={t`Scan a product code`}
            onClick={() => scanner.send({ type: 'OPEN' })}
          >
            <Icon name="scan" size={22} />
          </button>
        </li>
        {kinds.map((kind) => (
          <li key={kind} className="floating__item" data-kind={kind}>
            <FloatingItem kind={kind} share={share} layout="circles" side="right" />
          </li>
        ))}
      </ul>
    </div>
  );
}
