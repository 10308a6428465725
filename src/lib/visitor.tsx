// The visitor's actor system as React sees it: login, cart, chat and the scanner, composed once by
// src/app/visitor.ts and handed down the tree. Features read it with useVisitor and select from its actors; none of it
// lives in a module variable, so a test renders any component with its own fake visitor.
import { createContext, useContext, type ReactNode } from 'react';
import type { Actor } from 'xstate';
import type { LoginMachine } from '../../machines/login';
import type { CartMachine } from '../../machines/cart';
import type { ChatMachine } from '../../machines/chat';
import type { ScannerMachine } from '../../machines/scanner';

export interface Visitor {
  /** Who the visitor is and which login dialog is open (machines/login.ts). */
  login: Actor<LoginMachine>;
  /** The cart toggles, contact dialog and cart page selection (machines/cart.ts). */
  cart: Actor<CartMachine>;
  /** The chat with customer service (machines/chat.ts). */
  chat: Actor<ChatMachine>;
  /** The QR/barcode scanner overlay (machines/scanner.ts). */
  scanner: Actor<ScannerMachine>;
  /** Something outside the cart changed the server's cart (a reorder): its lines load again. */
  cartChanged: () => void;
  /** The catalogue frame is on screen: the share's answer and the server's cart are fetched, and the cart and chat hear
   *  them, until the returned function is called (the session's changes they hear from the start). */
  follow: () => () => void;
}

const VisitorContext = createContext<Visitor | null>(null);

export const VisitorProvider = ({ visitor, children }: { visitor: Visitor; children: ReactNode }) => (
  <VisitorContext value={visitor}>{children}</VisitorContext>
);

export function useVisitor(): Visitor {
  const visitor = useContext(VisitorContext);
  if (!visitor) throw new Error('useVisitor() outside <VisitorProvider>.');
  return visitor;
}
