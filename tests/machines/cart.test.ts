// Model-style tests of machines/cart.ts (spec sections 4 "Cart", 5, 6, 7), with fake add/remove/saveContact actors.
// Cases: who gets the cart (disabled → ignored; not private → privateLoginNeeded, no call; session changes);
// add/remove by toggle with the server's count; adding what is already in the cart; the first add's contact dialog
// (saved then added, dismissed, failed save); server failures; a second click while a call is under way; several
// products at once answered in any order; selection and select-all; a toggle before the private login, kept by the
// machine and added once the login allows it and the cart's lines are known (either order; already in the cart;
// first add asks the contact; dismissed; replaced by a newer toggle); and a property: any sequence of clicks ends
// with the machine agreeing with the server.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartMachine, selectAllState, type CartContact, type CartEmitted, type CartInput } from '../../machines/cart';

const privateBuyer: CartInput = {
  cartEnabled: true,
  isPrivateLogin: true,
  hasContact: true,
  inCart: [],
  count: 0,
  linesKnown: true,
};
const signedOut: Partial<CartInput> = { isPrivateLogin: false, inCart: [], linesKnown: false };
const contact: CartContact = { contactName: 'Ann Lee', company: 'Sunny Toys', email: 'ann@demo.test' };

/** A promise the test resolves or rejects when it wants. */
function deferred<T>() {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fake server keeping the cart as a set; `hold` makes each call wait for the test to release it. */
function start(input: Partial<CartInput> = {}, options: { fail?: string; failContact?: boolean; hold?: boolean } = {}) {
  const server = new Set(input.inCart ?? []);
  const calls: string[] = [];
  const held: { call: string; release: () => void; refuse: (message: string) => void }[] = [];
  const answer = (name: 'add' | 'remove') =>
    fromPromise<number, { productNumber: string }>(async ({ input: { productNumber } }) => {
      const call = `${name} ${productNumber}`;
      calls.push(call);
      if (options.hold) {
        const gate = deferred<void>();
        held.push({ call, release: () => gate.resolve(), refuse: (message) => gate.reject(new Error(message)) });
        await gate.promise;
      }
      if (options.fail) throw new Error(options.fail);
      if (name === 'add') server.add(productNumber);
      else server.delete(productNumber);
      return server.size;
    });
  const saveContact = fromPromise<unknown, CartContact>(async ({ input }) => {
    calls.push(`saveContact ${input.contactName}`);
    if (options.failContact) throw new Error('Email is invalid');
    return true;
  });
  const actor = createActor(
    cartMachine.provide({ actors: { add: answer('add'), remove: answer('remove'), saveContact } }),
    { input: { ...privateBuyer, ...input } },
  );
  const emitted: CartEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return {
    actor,
    server,
    calls,
    held,
    emitted,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}
type Started = ReturnType<typeof start>;
const settled = (actor: Started['actor']) =>
  waitFor(actor, (s) => s.context.pending.length === 0 && s.value !== 'savingContact');

describe('cart machine: who gets a cart', () => {
  it('starts ready for a private visitor of a share with a cart', () => {
    const { value, context } = start({ inCart: ['A1'], count: 1 });
    expect(value()).toBe('ready');
    expect(context()).toMatchObject({ inCart: ['A1'], count: 1, pending: [], selected: [] });
  });

  it('ignores toggles when the share has no cart', async () => {
    const { actor, value, calls, emitted } = start({ cartEnabled: false });
    expect(value()).toBe('unavailable');
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    actor.send({ type: 'ADD', productNumber: 'A1' });
    await Promise.resolve();
    expect(value()).toBe('unavailable');
    expect(calls).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('asks for the private login, and nothing else, when the visitor is not privately signed in', async () => {
    const { actor, value, context, calls, emitted } = start({ isPrivateLogin: false, hasContact: false });
    expect(value()).toBe('needsPrivateLogin');
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    actor.send({ type: 'ADD', productNumber: 'A2' });
    await Promise.resolve();
    expect(value()).toBe('needsPrivateLogin');
    expect(emitted).toEqual([{ type: 'privateLoginNeeded' }, { type: 'privateLoginNeeded' }]);
    expect(calls).toEqual([]);
    expect(context()).toMatchObject({ inCart: [], pending: [], contactFor: null });
  });

  it('follows SESSION_CHANGED: private login makes it ready, a non-private user or a share without cart takes it away', () => {
    const { actor, value, context } = start({ isPrivateLogin: false });
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer, inCart: ['A1', 'B2'], count: 2 });
    expect(value()).toBe('ready');
    expect(context()).toMatchObject({ isPrivateLogin: true, inCart: ['A1', 'B2'], count: 2 });
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer, isPrivateLogin: false });
    expect(value()).toBe('needsPrivateLogin');
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer, cartEnabled: false });
    expect(value()).toBe('unavailable');
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer });
    expect(value()).toBe('ready');
  });

  it('closes the contact dialog when the visitor stops being privately signed in', () => {
    const { actor, value } = start({ hasContact: false });
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    expect(value()).toBe('askingContact');
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer, hasContact: false, isPrivateLogin: false });
    expect(value()).toBe('needsPrivateLogin');
  });
});

describe('cart machine: add and remove', () => {
  it('a toggle adds, flips the flag, stores the server count and announces it', async () => {
    const { actor, context, calls, emitted } = start({ inCart: ['Z9'], count: 1 });
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    expect(context().pending).toEqual(['A1']);
    expect(context().inCart).toEqual(['Z9']); // unchanged until the server answers
    await settled(actor);
    expect(calls).toEqual(['add A1']);
    expect(context()).toMatchObject({ inCart: ['Z9', 'A1'], count: 2, pending: [] });
    expect(emitted).toEqual([{ type: 'added', productNumber: 'A1', count: 2 }]);
  });

  it('a toggle of a product in the cart removes it (and its selection)', async () => {
    const { actor, context, calls, emitted } = start({ inCart: ['A1', 'B2'], count: 2 });
    actor.send({ type: 'SELECT_ALL', productNumbers: ['A1', 'B2'] });
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    await settled(actor);
    expect(calls).toEqual(['remove A1']);
    expect(context()).toMatchObject({ inCart: ['B2'], count: 1, selected: ['B2'] });
    expect(emitted).toEqual([{ type: 'removed', productNumber: 'A1', count: 1 }]);
  });

  it('adding a product already in the cart does nothing', async () => {
    const { actor, context, calls, emitted } = start({ inCart: ['A1'], count: 1 });
    actor.send({ type: 'ADD', productNumber: 'A1' });
    await Promise.resolve();
    expect(calls).toEqual([]);
    expect(emitted).toEqual([]);
    expect(context()).toMatchObject({ inCart: ['A1'], count: 1, pending: [] });
  });

  it('a refused call announces the server message and leaves the flag as it was', async () => {
    const { actor, value, context, emitted } = start({ inCart: ['B2'], count: 1 }, { fail: 'Cart full' });
    actor.send({ type: 'ADD', productNumber: 'A1' });
    actor.send({ type: 'TOGGLE', productNumber: 'B2' });
    await settled(actor);
    expect(value()).toBe('ready');
    expect(context()).toMatchObject({ inCart: ['B2'], count: 1, pending: [] });
    expect(emitted).toEqual([
      { type: 'failed', productNumber: 'A1', message: 'Cart full' },
      { type: 'failed', productNumber: 'B2', message: 'Cart full' },
    ]);
  });

  it('ignores more clicks on a product whose call is under way', async () => {
    const { actor, context, calls, held } = start({}, { hold: true });
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    await waitFor(actor, () => held.length === 1);
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    actor.send({ type: 'ADD', productNumber: 'A1' });
    expect(context().pending).toEqual(['A1']);
    held[0]!.release();
    await settled(actor);
    expect(calls).toEqual(['add A1']);
    expect(context().inCart).toEqual(['A1']);
  });

  it('several products go at once, and every answer lands whatever its order', async () => {
    const { actor, context, calls, held, emitted } = start({ inCart: ['C3'], count: 1 }, { hold: true });
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    actor.send({ type: 'TOGGLE', productNumber: 'B2' });
    actor.send({ type: 'TOGGLE', productNumber: 'C3' });
    await waitFor(actor, () => held.length === 3);
    expect(context().pending).toEqual(['A1', 'B2', 'C3']);
    expect(calls).toEqual(['add A1', 'add B2', 'remove C3']);
    const byCall = (call: string) => held.find((h) => h.call === call)!;
    byCall('remove C3').release();
    await waitFor(actor, (s) => !s.context.pending.includes('C3'));
    byCall('add B2').refuse('Product is off-shelf');
    await waitFor(actor, (s) => !s.context.pending.includes('B2'));
    byCall('add A1').release();
    await settled(actor);
    expect(context()).toMatchObject({ inCart: ['A1'], count: 1, pending: [] });
    expect(emitted).toEqual([
      { type: 'removed', productNumber: 'C3', count: 0 },
      { type: 'failed', productNumber: 'B2', message: 'Product is off-shelf' },
      { type: 'added', productNumber: 'A1', count: 1 },
    ]);
  });

  it('an answer arriving after the cart went away still lands', async () => {
    const { actor, value, context, held } = start({}, { hold: true });
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    await waitFor(actor, () => held.length === 1);
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer, isPrivateLogin: false });
    held[0]!.release();
    await settled(actor);
    expect(value()).toBe('needsPrivateLogin');
    expect(context()).toMatchObject({ inCart: ['A1'], count: 1 });
  });
});

describe('cart machine: a toggle before the private login', () => {
  it('keeps the product, asks for the login once, and adds it when the login allows and the lines are known', async () => {
    const { actor, value, context, calls, emitted } = start(signedOut);
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    expect(emitted).toEqual([{ type: 'privateLoginNeeded' }]);
    expect(context().afterLogin).toBe('A1');
    // The session store says "private" before the login machine's answer and before the cart's lines arrive.
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer, linesKnown: false });
    expect(value()).toBe('ready');
    actor.send({ type: 'PRIVATE_LOGIN_ALLOWED' });
    expect(calls).toEqual([]);
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer, inCart: ['Z9'], count: 1 });
    expect(calls).toEqual(['add A1']);
    await settled(actor);
    expect(context()).toMatchObject({ inCart: ['Z9', 'A1'], afterLogin: null, loginAllowed: false });
    expect(emitted.at(-1)).toEqual({ type: 'added', productNumber: 'A1', count: 1 });
  });

  it('adds it just the same when the login allows it while still signed out (the session follows)', async () => {
    const { actor, calls } = start(signedOut);
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    actor.send({ type: 'PRIVATE_LOGIN_ALLOWED' });
    expect(calls).toEqual([]);
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer });
    expect(calls).toEqual(['add A1']);
    await settled(actor);
  });

  it('adds nothing when the product turns out to be in the cart already', async () => {
    const { actor, calls, context } = start(signedOut);
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    actor.send({ type: 'PRIVATE_LOGIN_ALLOWED' });
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer, inCart: ['A1'], count: 1 });
    await Promise.resolve();
    expect(calls).toEqual([]);
    expect(context()).toMatchObject({ inCart: ['A1'], afterLogin: null });
  });

  it('asks for the contact first when it is the first add', () => {
    const { actor, value, context, calls } = start(signedOut);
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    actor.send({ type: 'PRIVATE_LOGIN_ALLOWED' });
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer, hasContact: false });
    expect(value()).toBe('askingContact');
    expect(context().contactFor).toBe('A1');
    expect(calls).toEqual([]);
  });

  it('forgets the product when the login is dismissed: a later sign-in adds nothing', async () => {
    const { actor, calls, context } = start(signedOut);
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    actor.send({ type: 'PRIVATE_LOGIN_DROPPED' });
    expect(context().afterLogin).toBeNull();
    actor.send({ type: 'PRIVATE_LOGIN_ALLOWED' });
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer });
    await Promise.resolve();
    expect(calls).toEqual([]);
  });

  it('a newer toggle replaces the product waiting', async () => {
    const { actor, calls } = start(signedOut);
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    actor.send({ type: 'ADD', productNumber: 'B2' });
    actor.send({ type: 'PRIVATE_LOGIN_ALLOWED' });
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer });
    expect(calls).toEqual(['add B2']);
    await settled(actor);
  });

  it('a login nobody asked for adds nothing', async () => {
    const { actor, calls, context } = start(signedOut);
    actor.send({ type: 'PRIVATE_LOGIN_ALLOWED' });
    actor.send({ type: 'SESSION_CHANGED', ...privateBuyer });
    await Promise.resolve();
    expect(calls).toEqual([]);
    expect(context().loginAllowed).toBe(false);
  });
});

describe('cart machine: the contact dialog before the first add', () => {
  it('asks for the contact, saves it, then adds the product it was opened for', async () => {
    const { actor, value, context, calls, emitted } = start({ hasContact: false });
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    expect(value()).toBe('askingContact');
    expect(context().contactFor).toBe('A1');
    expect(calls).toEqual([]);
    actor.send({ type: 'CONTACT_SUBMITTED', contact });
    expect(value()).toBe('savingContact');
    await settled(actor);
    expect(value()).toBe('ready');
    expect(calls).toEqual(['saveContact Ann Lee', 'add A1']);
    expect(context()).toMatchObject({ hasContact: true, contactFor: null, inCart: ['A1'], count: 1 });
    expect(emitted).toEqual([{ type: 'added', productNumber: 'A1', count: 1 }]);
    actor.send({ type: 'ADD', productNumber: 'B2' }); // later adds go straight to the server
    expect(value()).toBe('ready');
    await settled(actor);
    expect(calls.at(-1)).toBe('add B2');
  });

  it('a dismissed dialog adds nothing', async () => {
    const { actor, value, context, calls, emitted } = start({ hasContact: false });
    actor.send({ type: 'ADD', productNumber: 'A1' });
    expect(value()).toBe('askingContact');
    actor.send({ type: 'DISMISS' });
    await Promise.resolve();
    expect(value()).toBe('ready');
    expect(calls).toEqual([]);
    expect(emitted).toEqual([]);
    expect(context()).toMatchObject({ hasContact: false, contactFor: null, inCart: [] });
  });

  it('a removal needs no contact', async () => {
    const { actor, value, calls } = start({ hasContact: false, inCart: ['A1'], count: 1 });
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    expect(value()).toBe('ready');
    await settled(actor);
    expect(calls).toEqual(['remove A1']);
  });

  it('a failed save stays in the dialog with the error and what was typed', async () => {
    const { actor, value, context, calls } = start({ hasContact: false }, { failContact: true });
    actor.send({ type: 'TOGGLE', productNumber: 'A1' });
    actor.send({ type: 'CONTACT_SUBMITTED', contact });
    await waitFor(actor, (s) => s.value === 'askingContact');
    expect(context()).toMatchObject({
      contactError: 'Email is invalid',
      contact,
      contactFor: 'A1',
      hasContact: false,
      inCart: [],
    });
    expect(calls).toEqual(['saveContact Ann Lee']);
    actor.send({ type: 'CONTACT_SUBMITTED', contact });
    expect(context().contactError).toBeNull(); // a new attempt starts clean
    expect(value()).toBe('savingContact');
  });
});

describe('cart machine: selection', () => {
  it('selects, unselects, selects a whole page and clears', () => {
    const { actor, context } = start({ inCart: ['A1', 'B2', 'C3'], count: 3 });
    actor.send({ type: 'SELECT', productNumber: 'A1' });
    actor.send({ type: 'SELECT', productNumber: 'A1' });
    expect(context().selected).toEqual(['A1']);
    actor.send({ type: 'SELECT_ALL', productNumbers: ['A1', 'B2', 'C3'] });
    expect(context().selected).toEqual(['A1', 'B2', 'C3']);
    expect(selectAllState(context().selected, ['A1', 'B2', 'C3'])).toEqual({ checked: true, indeterminate: false });
    actor.send({ type: 'UNSELECT', productNumber: 'B2' });
    expect(selectAllState(context().selected, ['A1', 'B2', 'C3'])).toEqual({ checked: false, indeterminate: true });
    actor.send({ type: 'CLEAR_SELECTION' });
    expect(context().selected).toEqual([]);
  });

  it.each([
    { name: 'an empty page', selected: [], page: [], expected: { checked: false, indeterminate: false } },
    { name: 'nothing selected', selected: [], page: ['A1', 'B2'], expected: { checked: false, indeterminate: false } },
    {
      name: 'a partial selection',
      selected: ['A1'],
      page: ['A1', 'B2'],
      expected: { checked: false, indeterminate: true },
    },
    {
      name: 'every line',
      selected: ['B2', 'A1'],
      page: ['A1', 'B2'],
      expected: { checked: true, indeterminate: false },
    },
    {
      name: 'lines of another page only',
      selected: ['X9'],
      page: ['A1', 'B2'],
      expected: { checked: false, indeterminate: false },
    },
  ])('select-all for $name', ({ selected, page, expected }) => {
    expect(selectAllState(selected, page)).toEqual(expected);
  });
});

describe('cart machine: property', () => {
  it('after any clicks settle, the cart and its count agree with the server', async () => {
    const product = fc.constantFrom('A1', 'B2', 'C3', 'D4');
    const click = fc.record({ type: fc.constantFrom('TOGGLE' as const, 'ADD' as const), productNumber: product });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(product),
        fc.array(fc.tuple(click, fc.boolean()), { maxLength: 25 }),
        async (initial, clicks) => {
          const { actor, server, context } = start({ inCart: initial, count: initial.length });
          for (const [event, wait] of clicks) {
            actor.send(event);
            if (wait) await new Promise((r) => setTimeout(r, 0)); // let some answers in between clicks
          }
          await settled(actor);
          expect([...context().inCart].sort()).toEqual([...server].sort());
          expect(context().count).toBe(server.size);
          actor.stop();
        },
      ),
      { numRuns: 100 },
    );
  });
});
