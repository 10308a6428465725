// Quick order (beyond the spec, what wholesale buyers ask for): paste numbers and quantities from a spreadsheet, or
// open a CSV or .xlsx; every line is resolved in the buyer's share (found, not found, below the MOQ and rounded up to
// whole cartons, off the shelf) and the good ones go into the cart in one go.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { apiErrorMessage } from '../../api/errorMessages';
import { noticeStore } from '../../lib/notices';
import { useProductSource } from '../../lib/useSession';
import { useShareCode } from '../../lib/useShareCode';
import { productName } from '../../../protocol/localisedNames';
import { formatNumber } from '../../../protocol/format';
import { cartChanged, quickOrder } from './api';
import { parseQuickOrder, type PastedLine } from './quickOrderText';
import './cart.css';

type Result = CallTypes['QuickOrder']['response']['items'][number];
const STATUS = {
  found: msg`Found`,
  belowMoq: msg`Below the minimum order: rounded up`,
  notFound: msg`Not found`,
  offShelf: msg`Off the shelf`,
  cartFull: msg`Cart full.`,
};

/** Cells of the first sheet of a spreadsheet, as pasted text (exceljs loads only when a workbook is opened). */
async function spreadsheetText(file: File) {
  if (/\.(csv|txt|tsv)$/i.test(file.name)) return file.text();
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const rows: string[] = [];
  book.worksheets[0]?.eachRow((row) =>
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => String(v ?? ''))
        .join('\t'),
    ),
  );
  return rows.join('\n');
}

export function QuickOrderPage() {
  const { i18n, t } = useLingui();
  const id = useShareCode() ?? undefined;
  const source = useProductSource();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<{ lines: PastedLine[]; items: Result[]; skipped: number } | null>(null);
  const [busy, setBusy] = useState(false);

  async function check() {
    const parsed = parseQuickOrder(text);
    if (!parsed.lines.length) return noticeStore.show(msg`Paste at least one product number.`, 'error');
    if (parsed.tooMany) noticeStore.show(msg`Only the first 5,000 lines are read.`, 'info');
    setBusy(true);
    try {
      const answer = await quickOrder({ lines: parsed.lines, add: false });
      setChecked({ lines: parsed.lines, items: answer.items, skipped: parsed.skipped });
    } catch (error) {
      noticeStore.show(apiErrorMessage(i18n, error), 'error');
    } finally {
      setBusy(false);
    }
  }
  async function add() {
    if (!checked) return;
    setBusy(true);
    try {
      const answer = await quickOrder({ lines: checked.lines, add: true });
      noticeStore.show(
        i18n._(
          msg`${plural(answer.added, { one: '# product added to the cart.', other: '# products added to the cart.' })}`,
        ),
        'success',
      );
      await cartChanged(queryClient);
      await navigate({ to: '/index/shoppingCart', search: { id } });
    } catch (error) {
      noticeStore.show(apiErrorMessage(i18n, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  const orderable = checked?.items.filter((i) => i.status === 'found' || i.status === 'belowMoq').length ?? 0;
  const counts = [
    ...(checked?.items ?? []).reduce((m, i) => m.set(i.status, (m.get(i.status) ?? 0) + 1), new Map<string, number>()),
  ];
  return (
    <section className="quick-order" aria-labelledby="quick-title">
      <header className="cart-page__head">
        <h1 id="quick-title">
          <Trans>Quick order</Trans>
        </h1>
        <Link className="button button--small" to="/index/shoppingCart" search={{ id }}>
          <Trans>Shopping cart</Trans>
        </Link>
      </header>
      <div className="quick-order__input">
        <label htmlFor="quick-lines">
          <Trans>
            Paste product numbers and quantities, one product per line (copy two columns from a spreadsheet, or type
            "number, quantity").
          </Trans>
        </label>
        <textarea
          id="quick-lines"
          rows={10}
          dir="ltr"
          value={text}
          spellCheck={false}
          placeholder={'SB000123\t240\nSB000456, 96'}
          onChange={(e) => {
            setText(e.target.value);
            setChecked(null);
          }}
        />
        <div className="quick-order__buttons">
          <label className="button button--small">
            <Trans>Open CSV or Excel file</Trans>
            <input
              type="file"
              className="visually-hidden"
              accept=".csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                try {
                  setText(await spreadsheetText(file));
                  setChecked(null);
                } catch {
                  noticeStore.show(msg`This file could not be read. Save it as .xlsx or .csv and try again.`, 'error');
                }
              }}
            />
          </label>
          <button
            type="button"
            className="button button--primary"
            onClick={check}
            disabled={busy || !text.trim()}
            aria-busy={busy}
          >
            <Trans>Check products</Trans>
          </button>
        </div>
      </div>
      {checked && (
        <div className="quick-order__results">
          <p className="quick-order__counts" role="status">
            {counts.map(([status, n]) => (
              <span key={status} data-status={status}>
                {i18n._(STATUS[status as keyof typeof STATUS])}: {formatNumber(n, i18n.locale)}
              </span>
            ))}
            {checked.skipped > 0 && <span>{i18n._(msg`Lines not read: ${checked.skipped}`)}</span>}
          </p>
          <ol className="quick-order__list">
            {checked.items.map((item, i) => (
              <li key={i} data-status={item.status}>
                <span className="quick-order__number" dir="ltr">
                  {checked.lines[i].number}
                </span>
                <span className="quick-order__name" dir="auto">
                  {item.productNumber
                    ? productName(
                        { name: item.name ?? '', ename: item.ename ?? '', langList: [{ type: 0, ...item.names }] },
                        i18n.locale,
                        source,
                      )
                    : '—'}
                </span>
                <span className="quick-order__qty">
                  {item.quantity !== undefined && item.cartons !== undefined
                    ? i18n._(msg`${item.cartons} CTNS · ${plural(item.quantity, { one: '# pc', other: '# pcs' })}`)
                    : ''}
                </span>
                <span className="quick-order__status">
                  {i18n._(STATUS[item.status])}
                  {item.roundedUp && item.status === 'found' ? ` · ${t`rounded up to whole cartons`}` : ''}
                </span>
              </li>
            ))}
          </ol>
          <button type="button" className="button button--primary" onClick={add} disabled={busy || !orderable}>
            {i18n._(
              msg`${plural(orderable, { one: 'Add # product to the cart', other: 'Add # products to the cart' })}`,
            )}
          </button>
        </div>
      )}
    </section>
  );
}
