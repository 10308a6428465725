// @vitest-environment jsdom
// The buyer's chat button and panel over the real visitor system with a fake server. Cases: the button opens the
// panel with the conversation; a typed message is sent once and shown; × closes it; signed out, the button asks for
// the private login and the panel opens once the buyer has signed in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatButton } from '../../src/features/chat/ChatButton';
import { ChatPanel } from '../../src/features/chat/ChatPanel';
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
      <ChatButton />
      <ChatPanel />
      <LoginDialog share={buyer(false).shareInfo} />
    </>,
  );
  return system;
}

describe('chat panel', () => {
  it('opens on the button with the conversation, sends a typed message once, and closes on ×', async () => {
    const user = userEvent.setup();
    show('private');
    await user.click(await screen.findByRole('button', { name: 'Customer service' }));
    const panel = await screen.findByRole('dialog', { name: /Customer service/ });
    expect(await within(panel).findByText('Do you ship to Lyon?')).toBeInTheDocument();
    expect(within(panel).getByText('Yes, by sea or by air.')).toBeInTheDocument();
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Two cartons, please');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Two cartons, please')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(server.calls.filter((c) => c === 'SendChatMessageClient')).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Close the chat' }));
    expect(screen.queryByRole('dialog', { name: /Customer service/ })).not.toBeInTheDocument();
  });

  it('signed out: the button asks for the sign-in, and the panel opens once the buyer has signed in', async () => {
    const user = userEvent.setup();
    show('share');
    await user.click(await screen.findByRole('button', { name: 'Customer service' }));
    expect(await screen.findByText('Please sign in to your account to use this feature.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Customer service/ })).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText(/Account/), 'demo2026');
    await user.type(screen.getByLabelText(/Password/), 'Sunny2026!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const panel = await screen.findByRole('dialog', { name: /Customer service/ });
    expect(await within(panel).findByText('Do you ship to Lyon?')).toBeInTheDocument();
    await waitFor(() => expect(server.calls).toContain('GetChatMessagePageClient'));
  });
});
