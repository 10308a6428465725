import type { KeyboardEvent } from 'react';

type Cursor = {
  items: readonly { productNumber: string }[];
  active: number;
  moveTo: (index: number) => void;
  open: (productNumber: string) => void;
  toggle: (productNumber: string) => void;
};

/** The rows' keys: ↑/↓ (or k/j) move the cursor, Enter opens the product under it, Space ticks it. */
export function onRowsKey(event: KeyboardEvent<HTMLDivElement>, { items, active, moveTo, open, toggle }: Cursor) {
  const move =
    event.key === 'ArrowDown' || event.key === 'j' ? 1 : event.key === 'ArrowUp' || event.key === 'k' ? -1 : 0;
  if (move) {
    event.preventDefault();
    moveTo(Math.max(0, Math.min(items.length - 1, active + move)));
  } else if (event.key === 'Enter' && items[active]) {
    event.preventDefault();
    open(items[active].productNumber);
  } else if (event.key === ' ' && items[active]) {
    event.preventDefault();
    toggle(items[active].productNumber);
  }
}
