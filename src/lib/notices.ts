// Short messages the buyer should notice (permission refused, added to cart, …), shown by <Notices />.
import type { MessageDescriptor } from '@lingui/core';

export interface Notice {
  id: number;
  message: MessageDescriptor | string;
  tone: 'info' | 'success' | 'error';
}
let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((l) => l());

export const noticeStore = {
  get: () => notices,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  show(message: Notice['message'], tone: Notice['tone'] = 'info', ms = 3500) {
    const notice = { id: nextId++, message, tone };
    notices = [...notices, notice];
    publish();
    setTimeout(() => noticeStore.dismiss(notice.id), ms);
  },
  dismiss(id: number) {
    notices = notices.filter((n) => n.id !== id);
    publish();
  },
};
