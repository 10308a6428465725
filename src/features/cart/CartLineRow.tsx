// One cart line (spec section 3): picture, name, number, the expired/invalid flag, CTNS ↔ quantity in whole cartons
// (never under the MOQ), the line's volume, weight and amount, salesperson and time added.
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { CartLine } from '../../../schemas/api/types.gen';
import { cartonsFor, minimumCartons, orderable } from '../../../protocol/cart';
import { apiErrorMessage } from '../../api/errorMessages';
import { noticeStore } from '../../lib/notices';
import { useOrderFormat } from '../../ui/useOrderFormat';
import { moqText, piecesPerCartonText, productDetailSearch, useProductTexts } from '../../lib/catalogueProductCard';
import { useShareCode } from '../../lib/useShareCode';
import { cartQuery, updateLine } from './api';
import { useSendCart } from './cartActor';

const STATUS = { 1: msg`Off the shelf`, 2: msg`Deleted`, 3: msg`Expired` } as Record<number, ReturnType<typeof msg>>;
const TYPING_WAIT_MS = 500;

interface Props {
  line: CartLine;
  currency: string;
  selected: boolean;
  cartons: number;
  onDraft: (cartons: number) => void;
  onSettled: () => void;
}

export function CartLineRow({ line, currency, selected, cartons, onDraft, onSettled }: Props) {
  const sendCart = useSendCart();
  const { i18n, t } = useLingui();
  const f = useOrderFormat();
  const texts = useProductTexts();
  const id = useShareCode() ?? undefined;
  const queryClient = useQueryClient();
  const product = line.product;
  const name = texts.name(product);
  const minimum = minimumCartons(line);
  // Pieces follow the cartons as typed; money, volume and weight are the server's for the line's saved cartons (the
  // browser holds only scrambled digits, issue 26) and follow once the change is saved, half a second later.
  const totals = { ...line.totals, quantity: cartons * line.piecesPerCarton };
  const [typed, setTyped] = useState<string | null>(null);
  const [pieces, setPieces] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  async function commit(body: { cartons: number } | { quantity: number }) {
    clearTimeout(timer.current);
    try {
      const answer = await updateLine({ productNumber: product.productNumber, ...body });
      queryClient.setQueryData(
        cartQuery.queryKey,
        (cart) =>
          cart && {
            ...cart,
            totals: answer.totals,
            items: cart.items.map((l) => (l.product.productNumber === product.productNumber ? answer.line : l)),
          },
      );
      if (answer.roundedUp)
        noticeStore.show(
          i18n._(
            msg`Rounded up to ${plural(answer.line.totals.quantity, { one: '# pc', other: '# pcs' })}: whole cartons, at least the minimum order.`,
          ),
          'info',
        );
    } catch (error) {
      noticeStore.show(apiErrorMessage(i18n, error), 'error');
    } finally {
      setTyped(null);
      setPieces(null);
      onSettled();
    }
  }
  const setCartons = (next: number, wait: boolean) => {
    const value = Math.max(minimum, Math.min(1_000_000, next));
    onDraft(value);
    clearTimeout(timer.current);
    if (wait) timer.current = setTimeout(() => void commit({ cartons: value }), TYPING_WAIT_MS);
    else void commit({ cartons: value });
  };

  const invalid = !orderable(line.status);
  return (
    <li className="cart-line" data-invalid={invalid || undefined}>
      <input
        type="checkbox"
        className="cart-line__check"
        checked={selected}
        aria-label={t`Select ${name}`}
        onChange={(e) =>
          sendCart({ type: e.target.checked ? 'SELECT' : 'UNSELECT', productNumber: product.productNumber })
        }
      />
      <Link
        className="cart-line__media"
        to="/productDetails"
        search={productDetailSearch(product.productNumber, product.isBuild, id)}
        tabIndex={-1}
        aria-hidden="true"
      >
        <img src={product.imageUrl} alt="" width={88} height={88} loading="lazy" />
      </Link>
      <div className="cart-line__info">
        <Link
          className="cart-line__name"
          dir="auto"
          to="/productDetails"
          search={productDetailSearch(product.productNumber, product.isBuild, id)}
        >
          {name}
        </Link>
        {product.displayNumber && (
          <span className="cart-line__number" dir="ltr">
            {product.displayNumber}
          </span>
        )}
        {invalid && (
          <span className="cart-line__flag" role="status">
            {i18n._(STATUS[line.status] ?? STATUS[1])}
          </span>
        )}
        <span className="cart-line__facts">
          {piecesPerCartonText(i18n, line.piecesPerCarton)} · {moqText(i18n, line.startOrderNum)}
          {line.unitPrice !== null && <> · {f.money(line.unitPrice, currency)}</>}
        </span>
        <span className="cart-line__meta">
          {line.salesperson && <>{i18n._(msg`Salesperson: ${line.salesperson}`)} · </>}
          {i18n._(msg`Added ${f.time(line.addedAt)}`)}
        </span>
      </div>
      <div className="cart-line__amounts">
        <div className="cart-line__ctns">
          <span className="cart-line__label" id={`ctns-${product.productNumber}`}>
            <Trans>CTNS</Trans>
          </span>
          <div className="stepper" role="group" aria-labelledby={`ctns-${product.productNumber}`}>
            <button
              type="button"
              aria-label={t`One carton less`}
              disabled={cartons <= minimum}
              onClick={() => setCartons(cartons - 1, false)}
            >
              −
            </button>
            <input
              inputMode="numeric"
              aria-labelledby={`ctns-${product.productNumber}`}
              value={typed ?? String(cartons)}
              onChange={(e) => {
                const digits = e.target.value.replace(/\D/g, '').slice(0, 7);
                setTyped(digits);
                if (digits) setCartons(Number(digits), true);
              }}
              onBlur={() => {
                if (typed === '') setCartons(minimum, false);
              }}
            />
            <button type="button" aria-label={t`One carton more`} onClick={() => setCartons(cartons + 1, false)}>
              +
            </button>
          </div>
        </div>
        <label className="cart-line__qty">
          <span className="cart-line__label">
            <Trans>Quantity</Trans>
          </span>
          <input
            inputMode="numeric"
            value={pieces ?? String(totals.quantity)}
            onChange={(e) => setPieces(e.target.value.replace(/\D/g, '').slice(0, 9))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
            }}
            onBlur={() => {
              if (pieces === null) return;
              const quantity = Number(pieces || 0);
              onDraft(cartonsFor(quantity, line).cartons);
              void commit({ quantity: Math.max(1, quantity) });
            }}
          />
        </label>
        <dl className="cart-line__sums">
          <div>
            <dt>
              <Trans>Volume</Trans>
            </dt>
            <dd>{f.cbm(totals.cbm)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Gross weight</Trans>
            </dt>
            <dd>{f.kg(totals.grossKg)}</dd>
          </div>
          {totals.amount !== null && (
            <div className="cart-line__amount">
              <dt>
                <Trans>Amount</Trans>
              </dt>
              <dd>{f.money(totals.amount, currency)}</dd>
            </div>
          )}
        </dl>
      </div>
      <button
        type="button"
        className="cart-line__remove"
        aria-label={t`Remove ${name} from cart`}
        title={t`Remove`}
        onClick={() => sendCart({ type: 'TOGGLE', productNumber: product.productNumber })}
      >
        ×
      </button>
    </li>
  );
}
