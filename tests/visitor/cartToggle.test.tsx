// @vitest-environment jsdom
// The cart toggle as a buyer uses it, over the real visitor system with a fake server. Cases: signed out, a press
// asks for the private login and adds nothing; after signing in the product is added, once, after the cart was
// read; a dismissed sign-in adds nothing even when the buyer signs in later; signed in, an add and a remove each cost
// exactly one request (the cart is not fetched again).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartToggleButton } from '../../src/features/cart/CartToggle';
import { LoginDialog } from '../../src/features/entry/LoginDialog';
import { buyer, server } from './fakeApi';
import { renderWith, startVisitor } from './harness';

vi.mock('../../src/api/client', () => import('./fakeApi'));

let stop = () => {};
afterEach(() => stop());

function show(signedIn: 'share' | 'private') {
  const system = startVisitor(signedIn);
  stop = system.stop;
  renderWith(
    system,
    <>
      <CartToggleButton productNumber="A1" />
      <LoginDialog share={buyer(false).shareInfo} />
    </>,
  );
  return system;
}
const toggle = () => screen.findByRole('button', { name: /cart/ });
const signIn = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(/Account/), 'demo2026');
  await user.type(screen.getByLabelText(/Password/), 'Sunny2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('cart toggle', () => {
  it('signed out: asks for the sign-in, then adds the product once the buyer has signed in', async () => {
    const user = userEvent.setup();
    show('share');
    await user.click(await toggle());
    expect(await screen.findByText('Please sign in to your account to use this feature.')).toBeInTheDocument();
    expect(server.calls).not.toContain('AddShoppingCart');
    await signIn(user);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Added to cart' })).toHaveAttribute('aria-pressed', 'true'),
    );
    const cartCalls = server.calls.filter((c) => c.includes('ShoppingCart'));
    expect(cartCalls).toEqual(['GetShoppingCart', 'AddShoppingCart']);
    expect([...server.cart]).toEqual(['A1']);
  });

  it('a dismissed sign-in forgets the product: signing in later adds nothing', async () => {
    const user = userEvent.setup();
    const { visitor } = show('share');
    await user.click(await toggle());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    visitor.login.send({ type: 'OPEN_LOGIN', dialog: 'privateLogin' });
    await signIn(user);
    await waitFor(() => expect(server.calls).toContain('GetShoppingCart'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).not.toContain('AddShoppingCart');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('signed in: an add costs one request, and the cart is not fetched again', async () => {
    const user = userEvent.setup();
    show('private');
    await waitFor(() => expect(server.calls).toContain('GetShoppingCart'));
    server.calls = [];
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Added to cart' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests()).toEqual(['AddShoppingCart']);
  });

  it('signed in: a remove costs one request too', async () => {
    const user = userEvent.setup();
    const system = show('private');
    server.cart.add('A1');
    await system.queryClient.refetchQueries();
    const added = await screen.findByRole('button', { name: 'Added to cart' });
    server.calls = [];
    await user.click(added);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAttribute('aria-pressed', 'false'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests()).toEqual(['DelShoppingCart']);
    expect(server.cart.size).toBe(0);
  });
});
