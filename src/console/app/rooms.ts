// THE registry of the console's rooms: the top bar's tabs, the role check (roomAccess) and the browser tests
// (tests/browser/console.test.ts) read it, so a new room is one entry here and one folder, src/console/{key}/.
// The rooms of the supplier console: one line each. A room is shown to accounts holding its role (AdminLogin's
// `roles`; the server checks the same role on every call of the room) and loads as its own chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ConsoleRole } from '../../api/consoleSession';

export interface ConsoleRoom {
  /** The room's folder: src/console/{key}/. */
  key: string;
  /** The room's address: /console/{path}. Kept once published (links, bookmarks). */
  path: string;
  role: ConsoleRole;
  label: MessageDescriptor;
  /** A 24×24 icon path for the room's tab. */
  icon: string;
  Room: LazyExoticComponent<ComponentType>;
}

export const consoleRooms: readonly ConsoleRoom[] = [
  {
    key: 'orders',
    path: 'orders',
    role: 'orders',
    label: msg({ context: 'console room', message: 'Orders' }),
    icon: 'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v12h14V6H5Zm2 2h10v2H7V8Zm0 4h10v2H7v-2Z',
    Room: lazy(() => import('../orders/OrdersRoom').then((m) => ({ default: m.OrdersRoom }))),
  },
  {
    key: 'desk',
    path: 'service',
    role: 'service',
    label: msg({ context: 'console room', message: 'Conversations' }),
    icon: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v10h2v1.8L8.3 16H20V6H4Zm3 3h10v2H7V9Zm0 3h7v2H7v-2Z',
    Room: lazy(() => import('../desk/ChatDeskRoom').then((m) => ({ default: m.ChatDeskRoom }))),
  },
  {
    key: 'searchWords',
    path: 'search',
    role: 'catalogue',
    label: msg({ context: 'console room', message: 'Search words' }),
    icon: 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm-3 4h6v2H7V9Z',
    Room: lazy(() => import('../searchWords/SearchWordsRoom').then((m) => ({ default: m.SearchWordsRoom }))),
  },
  {
    key: 'catalogue',
    path: 'catalogue',
    role: 'catalogue',
    label: msg({ context: 'console room', message: 'Catalogue' }),
    icon: 'M4 3h7v7H4V3Zm2 2v3h3V5H6Zm7-2h7v7h-7V3Zm2 2v3h3V5h-3ZM4 14h7v7H4v-7Zm2 2v3h3v-3H6Zm7-2h7v2h-7v-2Zm0 4h7v2h-7v-2Z',
    Room: lazy(() => import('../catalogue/CatalogueRoom').then((m) => ({ default: m.CatalogueRoom }))),
  },
  // Shares and invitation codes (issue 24).
  {
    key: 'access',
    path: 'access',
    role: 'admin',
    label: msg({ context: 'console room', message: 'Access' }),
    icon: 'M7 14a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm5.6-4A5 5 0 1 0 12.6 14H16v3h3v-3h2v-4h-8.4Z',
    Room: lazy(() => import('../access/AccessRoom').then((m) => ({ default: m.AccessRoom }))),
  },
  // Staff accounts, their roles, and the activity log (issue 24).
  {
    key: 'staff',
    path: 'staff',
    role: 'admin',
    label: msg({ context: 'console room', message: 'Staff' }),
    icon: 'M9 12a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-2a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm8 2a3 3 0 1 1 0-6 3 3 0 0 1 0 6ZM2 20v-1a6 6 0 0 1 12 0v1h-2v-1a4 4 0 0 0-8 0v1H2Zm14 0v-1c0-1-.2-2-.6-2.8A4.5 4.5 0 0 1 22 19v1h-2v-1a2.5 2.5 0 0 0-3.3-2.4c.2.8.3 1.6.3 2.4v1h-1Z',
    Room: lazy(() => import('../staff/StaffRoom').then((m) => ({ default: m.StaffRoom }))),
  },
  // Private accounts and invitation-code visitors: block, unblock, reset a password (issue 24).
  {
    key: 'buyers',
    path: 'buyers',
    role: 'admin',
    label: msg({ context: 'console room', message: 'Buyers' }),
    icon: 'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM4 21v-2a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v2h-2v-2a4 4 0 0 0-4-4h-4a4 4 0 0 0-4 4v2H4Z',
    Room: lazy(() => import('../buyers/BuyersRoom').then((m) => ({ default: m.BuyersRoom }))),
  },
  // Logo, name, currency, contact and page texts per language, the companion app (issue 24).
  {
    key: 'company',
    path: 'company',
    role: 'admin',
    label: msg({ context: 'console room', message: 'Company' }),
    icon: 'M3 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v4h4a2 2 0 0 1 2 2v10H3Zm2-2h8V5H5v14Zm10 0h4v-8h-4v8ZM7 7h4v2H7V7Zm0 4h4v2H7v-2Zm0 4h4v2H7v-2Z',
    Room: lazy(() => import('../company/CompanyRoom').then((m) => ({ default: m.CompanyRoom }))),
  },
  // The supplier studio: the site's pages composed from the registry's modules (issue 25).
  {
    key: 'pages',
    path: 'pages',
    role: 'design',
    label: msg({ context: 'console room', message: 'Pages' }),
    icon: 'M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm1 2v4h14V5H5Zm0 6v8h6v-8H5Zm8 0v3h6v-3h-6Zm0 5v3h6v-3h-6Z',
    Room: lazy(() => import('../pages/PagesRoom').then((m) => ({ default: m.PagesRoom }))),
  },
];

export const roomsFor = (roles: readonly ConsoleRole[]) => consoleRooms.filter((room) => roles.includes(room.role));

export type RoomAccess =
  { kind: 'open'; room: ConsoleRoom } | { kind: 'forbidden'; room: ConsoleRoom } | { kind: 'unknown' };

/** The role check: may an account with `roles` open the room at /console/{path}? */
export function roomAccess(roles: readonly ConsoleRole[], path: string): RoomAccess {
  const room = consoleRooms.find((r) => r.path === path);
  if (!room) return { kind: 'unknown' };
  return roles.includes(room.role) ? { kind: 'open', room } : { kind: 'forbidden', room };
}
