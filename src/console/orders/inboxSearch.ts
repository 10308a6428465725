// The orders room's state in the address (?order=…&status=…&from=…&to=…&buyer=…&page=…): a reload, a shared link
// and the browser's back button (the phone's list ← order step) all come back to the same view. Whatever a hand-typed
// address holds that the API would refuse is dropped here rather than sent.
import type { InboxFilters } from './api';

export interface InboxSearch extends InboxFilters {
  /** The open order. */
  order?: string;
}

const ORDER_NUMBER = /^[A-Z0-9-]{6,32}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BUYER_MAX = 60;

export function inboxSearchOf(search: Record<string, unknown>): InboxSearch {
  const page = Number(search.page);
  const status = Number(search.status);
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  const order = text(search.order);
  const from = text(search.from);
  const to = text(search.to);
  const buyer = text(search.buyer)?.trim().slice(0, BUYER_MAX);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    ...(search.status !== undefined && search.status !== '' && Number.isInteger(status) && status >= 0 && status <= 3
      ? { status }
      : {}),
    ...(from && DATE.test(from) ? { from } : {}),
    ...(to && DATE.test(to) ? { to } : {}),
    ...(buyer ? { buyer } : {}),
    ...(order && ORDER_NUMBER.test(order) ? { order } : {}),
  };
}

/** The address form: defaults left out, so the plain room is /console/orders. */
export function inboxSearchToUrl(search: InboxSearch): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (search.order) out.order = search.order;
  if (search.status !== undefined) out.status = search.status;
  if (search.from) out.from = search.from;
  if (search.to) out.to = search.to;
  if (search.buyer) out.buyer = search.buyer;
  if (search.page > 1) out.page = search.page;
  return out;
}

export const filtersOf = ({ order: _order, ...filters }: InboxSearch): InboxFilters => filters;
export const hasFilters = (s: InboxSearch) => s.status !== undefined || !!s.from || !!s.to || !!s.buyer;
