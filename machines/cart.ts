// The shopping cart (spec sections 4 "Cart", 5, 6, 7): who may use it, add/remove with the first-add contact
// dialog, and the cart page's selection. States, by what the visitor sees:
//   unavailable        no cart (openUserList lacks 2, or globalParam.isCart is off): toggles are ignored
//   needsPrivateLogin  cart offered, visitor not privately signed in: a toggle asks for the private login and the
//                      machine keeps the product; once the login allows it (and the cart's lines are known) it is added
//   ready              toggles add/remove; each call runs as its own child, so several products go at once
//   askingContact      the contact dialog before the first add; savingContact while it is sent (the share login)
// Side effects (add, remove, saveContact) are injected actors, so the machine runs without a network.
import { assign, enqueueActions, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { CartContact } from '../schemas/api/types.gen';

export type { CartContact };

/** The cart's calls, injected once by the app (src/app/visitor); each resolves to the lines in the cart after it. */
export interface CartCalls {
  add: (productNumber: string) => Promise<number>;
  remove: (productNumber: string) => Promise<number>;
  saveContact: (contact: CartContact) => Promise<unknown>;
}

/** The facts the app knows about the visitor and the cart (login state and the cart snapshot). */
export interface CartInput {
  /** openUserList contains 2 and globalParam.isCart is on. */
  cartEnabled: boolean;
  isPrivateLogin: boolean;
  /** Contact details were given once (spec: the first add asks for them). */
  hasContact: boolean;
  /** Product numbers in the cart (spec: cartsList). */
  inCart: string[];
  count: number;
  /** inCart and hasContact come from the server's cart (not a default while it loads): a product asked for before
   *  the login is added only then, so "already in the cart" and "first add asks the contact" are decided right. */
  linesKnown: boolean;
}

export interface CartContext extends CartInput {
  /** Products whose add/remove is under way: their button shows a small spinner (spec: no loading overlay). */
  pending: string[];
  /** Lines ticked on the cart page for batch actions. */
  selected: string[];
  /** The product the contact dialog was opened for; added once the contact is saved. */
  contactFor: string | null;
  /** What was typed in the contact dialog, kept when saving fails. */
  contact: CartContact | null;
  /** Why saving the contact failed, for the dialog to show. */
  contactError: string | null;
  /** The product a toggle asked for before the visitor had signed in privately; added once the login allows it. */
  afterLogin: string | null;
  /** The login machine said the sign-in that afterLogin waits for has happened. */
  loginAllowed: boolean;
}

type Op = 'add' | 'remove';
/** A request child is named `${op}:${productNumber}`, so its answer tells which product and which way. */
type RequestId = `${Op}:${string}`;

export type CartEvent =
  | ({ type: 'SESSION_CHANGED' } & CartInput)
  | { type: 'TOGGLE'; productNumber: string }
  | { type: 'ADD'; productNumber: string }
  | { type: 'CONTACT_SUBMITTED'; contact: CartContact }
  | { type: 'DISMISS' }
  | { type: 'SELECT'; productNumber: string }
  | { type: 'UNSELECT'; productNumber: string }
  | { type: 'SELECT_ALL'; productNumbers: string[] }
  | { type: 'CLEAR_SELECTION' }
  /** From the login machine (through the visitor system): the private login this cart asked for happened / will not. */
  | { type: 'PRIVATE_LOGIN_ALLOWED' }
  | { type: 'PRIVATE_LOGIN_DROPPED' }
  /** Internal: a request child answered. */
  | DoneActorEvent<number, RequestId>
  | ErrorActorEvent<unknown, RequestId>;

export type CartEmitted =
  | { type: 'privateLoginNeeded' }
  | { type: 'added'; productNumber: string; count: number }
  | { type: 'removed'; productNumber: string; count: number }
  | { type: 'failed'; productNumber: string; message: string };

/** The select-all checkbox of the cart page (spec: checked when every line on the page is selected, indeterminate
 *  for a partial selection, never indeterminate for an empty page). */
export function selectAllState(selected: readonly string[], pageNumbers: readonly string[]) {
  const ticked = pageNumbers.filter((n) => selected.includes(n)).length;
  return {
    checked: pageNumbers.length > 0 && ticked === pageNumbers.length,
    indeterminate: ticked > 0 && ticked < pageNumbers.length,
  };
}

const notProvided = <O, I>(name: string) =>
  fromPromise<O, I>(() => Promise.reject(new Error(`${name} actor not provided`)));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const without = (list: readonly string[], item: string) => list.filter((x) => x !== item);
const parse = (id: string) => ({
  op: id.slice(0, id.indexOf(':')) as Op,
  productNumber: id.slice(id.indexOf(':') + 1),
});
type Product = { productNumber: string };

export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, emitted: {} as CartEmitted, input: {} as CartInput },
  actors: {
    add: notProvided<number, Product>('add'),
    remove: notProvided<number, Product>('remove'),
    saveContact: notProvided<unknown, CartContact>('saveContact'),
  },
  actions: {
    takeSession: assign(({ event }) => {
      const { type: _, ...facts } = event as Extract<CartEvent, { type: 'SESSION_CHANGED' }>;
      return facts;
    }),
    // Spec: the cart is a private-only action; the login machine opens the private login dialog. The product waits here.
    askPrivateLogin: enqueueActions(({ event, enqueue }) => {
      enqueue.assign({ afterLogin: (event as Product).productNumber, loginAllowed: false });
      enqueue.emit({ type: 'privateLoginNeeded' as const });
    }),
    resumeAfterLogin: enqueueActions(({ context, enqueue }) => {
      enqueue.raise({ type: 'ADD', productNumber: context.afterLogin! });
      enqueue.assign({ afterLogin: null, loginAllowed: false });
    }),
    rememberProduct: assign({ contactFor: ({ event }) => (event as Product).productNumber, contactError: null }),
    /** Starts the call; the product stays as it is until the server answers. */
    request: enqueueActions(({ enqueue }, { op, productNumber }: { op: Op; productNumber: string }) => {
      enqueue.assign({ pending: ({ context }) => [...context.pending, productNumber] });
      const options = { id: `${op}:${productNumber}`, input: { productNumber } };
      if (op === 'add') enqueue.spawnChild('add', options);
      else enqueue.spawnChild('remove', options);
    }),
    /** The server answered: flip the flag and take its count; a removed line is no longer selected. */
    settle: enqueueActions(({ context, event, enqueue }) => {
      const { op, productNumber } = parse((event as DoneActorEvent<number, RequestId>).actorId);
      const count = (event as DoneActorEvent<number>).output;
      const pending = without(context.pending, productNumber);
      if (op === 'add') {
        enqueue.assign({
          pending,
          count,
          inCart: context.inCart.includes(productNumber) ? context.inCart : [...context.inCart, productNumber],
        });
        enqueue.emit({ type: 'added', productNumber, count });
      } else {
        enqueue.assign({
          pending,
          count,
          inCart: without(context.inCart, productNumber),
          selected: without(context.selected, productNumber),
        });
        enqueue.emit({ type: 'removed', productNumber, count });
      }
    }),
    // Spec: cart failures show the server's msg; the product keeps its flag.
    fail: enqueueActions(({ context, event, enqueue }) => {
      const { productNumber } = parse((event as ErrorActorEvent<unknown, RequestId>).actorId);
      enqueue.assign({ pending: without(context.pending, productNumber) });
      enqueue.emit({ type: 'failed', productNumber, message: messageOf((event as ErrorActorEvent).error) });
    }),
  },
  guards: {
    usable: ({ context }) => context.cartEnabled && context.isPrivateLogin,
    offered: ({ context }) => context.cartEnabled,
    isPending: ({ context, event }) => 'productNumber' in event && context.pending.includes(event.productNumber),
    isInCart: ({ context, event }) => 'productNumber' in event && context.inCart.includes(event.productNumber),
    needsContact: ({ context }) => !context.hasContact,
    isRequest: ({ event }) => 'actorId' in event && /^(add|remove):/.test(event.actorId),
    resumable: ({ context }) => context.loginAllowed && context.afterLogin !== null && context.linesKnown,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    ...input,
    pending: [],
    selected: [],
    contactFor: null,
    contact: null,
    contactError: null,
    afterLogin: null,
    loginAllowed: false,
  }),
  initial: 'unavailable',
  on: {
    // A visitor who loses the cart (logs out, or the share turns it off) leaves any open contact dialog.
    SESSION_CHANGED: [
      { guard: ({ event }) => !event.cartEnabled, target: '.unavailable', actions: 'takeSession' },
      { guard: ({ event }) => !event.isPrivateLogin, target: '.needsPrivateLogin', actions: 'takeSession' },
      { actions: 'takeSession' },
    ],
    PRIVATE_LOGIN_ALLOWED: { actions: assign({ loginAllowed: ({ context }) => context.afterLogin !== null }) },
    PRIVATE_LOGIN_DROPPED: { actions: assign({ afterLogin: null, loginAllowed: false }) },
    // Answers are taken in whatever state they arrive: the server has already done it.
    'xstate.done.actor.*': { guard: 'isRequest', actions: 'settle' },
    'xstate.error.actor.*': { guard: 'isRequest', actions: 'fail' },
    SELECT: {
      actions: assign({
        selected: ({ context, event }) =>
          context.selected.includes(event.productNumber)
            ? context.selected
            : [...context.selected, event.productNumber],
      }),
    },
    UNSELECT: { actions: assign({ selected: ({ context, event }) => without(context.selected, event.productNumber) }) },
    SELECT_ALL: {
      actions: assign({
        selected: ({ context, event }) => [...new Set([...context.selected, ...event.productNumbers])],
      }),
    },
    CLEAR_SELECTION: { actions: assign({ selected: [] }) },
  },
  states: {
    unavailable: {
      always: [
        { guard: 'usable', target: 'ready' },
        { guard: 'offered', target: 'needsPrivateLogin' },
      ],
    },
    needsPrivateLogin: {
      always: { guard: 'usable', target: 'ready' },
      on: { TOGGLE: { actions: 'askPrivateLogin' }, ADD: { actions: 'askPrivateLogin' } },
    },
    ready: {
      always: { guard: 'resumable', actions: 'resumeAfterLogin' },
      on: {
        // A product with a call under way ignores further clicks until the server answers.
        TOGGLE: [
          { guard: 'isPending' },
          {
            guard: 'isInCart',
            actions: {
              type: 'request',
              params: ({ event }) => ({ op: 'remove' as const, productNumber: event.productNumber }),
            },
          },
          { guard: 'needsContact', target: 'askingContact', actions: 'rememberProduct' },
          {
            actions: {
              type: 'request',
              params: ({ event }) => ({ op: 'add' as const, productNumber: event.productNumber }),
            },
          },
        ],
        ADD: [
          // Spec: adding a product already in the cart does nothing.
          {
            guard: ({ context, event }) =>
              context.pending.includes(event.productNumber) || context.inCart.includes(event.productNumber),
          },
          { guard: 'needsContact', target: 'askingContact', actions: 'rememberProduct' },
          {
            actions: {
              type: 'request',
              params: ({ event }) => ({ op: 'add' as const, productNumber: event.productNumber }),
            },
          },
        ],
      },
    },
    // The dialog is modal: toggles underneath it are not offered until it closes.
    askingContact: {
      on: {
        CONTACT_SUBMITTED: {
          target: 'savingContact',
          actions: assign({ contact: ({ event }) => event.contact, contactError: null }),
        },
        DISMISS: { target: 'ready', actions: assign({ contactFor: null, contactError: null }) },
      },
    },
    savingContact: {
      invoke: {
        id: 'saveContact',
        src: 'saveContact',
        input: ({ context }) => context.contact!,
        onDone: {
          target: 'ready',
          actions: enqueueActions(({ context, enqueue }) => {
            enqueue.assign({ hasContact: true, contactFor: null, contactError: null });
            const productNumber = context.contactFor;
            if (productNumber && !context.inCart.includes(productNumber) && !context.pending.includes(productNumber)) {
              enqueue({ type: 'request', params: { op: 'add', productNumber } });
            }
          }),
        },
        onError: { target: 'askingContact', actions: assign({ contactError: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});

/** The machine with its calls: the one wiring the visitor's cart uses. */
export const cartWith = (calls: CartCalls) =>
  cartMachine.provide({
    actors: {
      add: fromPromise(({ input }) => calls.add(input.productNumber)),
      remove: fromPromise(({ input }) => calls.remove(input.productNumber)),
      saveContact: fromPromise(({ input }) => calls.saveContact(input)),
    },
  });
export type CartMachine = ReturnType<typeof cartWith>;
