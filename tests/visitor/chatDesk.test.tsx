// @vitest-environment jsdom
// The console's service desk over a fake server: an open conversation runs the buyer's chat machine with the same
// wiring (src/lib/chatWiring.ts) and the desk's calls. Cases: the buyer's messages show and the newest of them is
// marked read once; a reply is sent once as customer service and shown.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { ChatDeskRoom } from '../../src/console/desk/ChatDeskRoom';
import { consoleSession } from '../../src/api/consoleSession';
import { server } from './fakeApi';
import './harness';

vi.mock('../../src/api/client', () => import('./fakeApi'));

function showDesk(conversationId: number) {
  server.reset();
  consoleSession.signIn({
    token: 'staff-token',
    companyName: 'Sunny Toys',
    companyNumber: 'SUNNY2006',
    roles: ['service'],
    account: 'staff',
  });
  const root = createRootRoute({ component: ChatDeskRoom });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: [`/?c=${conversationId}`] }),
  });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe('service desk', () => {
  it("shows the conversation and marks the buyer's messages read once", async () => {
    const { unmount } = showDesk(5);
    expect(await screen.findByText('Do you ship to Lyon?')).toBeInTheDocument();
    expect(screen.getByText('Yes, by sea or by air.')).toBeInTheDocument();
    await waitFor(() => expect(server.calls).toContain('ConsoleChatMarkRead'));
    expect(server.calls.filter((c) => c === 'ConsoleChatMarkRead')).toHaveLength(1);
    unmount();
  });

  it('sends a reply once, as customer service', async () => {
    const user = userEvent.setup();
    const { unmount } = showDesk(5);
    await screen.findByText('Do you ship to Lyon?');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'We ship from Shantou every week.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('We ship from Shantou every week.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c === 'ConsoleSendChat')).toHaveLength(1);
    expect(server.messages.at(-1)).toMatchObject({ sender: 0, content: 'We ship from Shantou every week.' });
    unmount();
  });
});
