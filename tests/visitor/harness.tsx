// The visitor's actor system for component tests: the real composition (src/app/visitor.ts) with the real feature
// calls over the fake client core (tests/visitor/fakeApi.ts, mocked in by each test file), its own session store
// and query cache, and a memory router around whatever the test renders.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { LoginResult } from '../../schemas/api/types.gen';
import { createSessionStore } from '../../src/api/session';
import { createVisitor } from '../../src/app/visitor';
import { VisitorProvider } from '../../src/lib/visitor';
import { companyInfoQuery } from '../../src/lib/share';
import { cartCalls } from '../../src/features/cart/cartActor';
import { chatCalls } from '../../src/features/chat/chatActor';
import { api, apiEvents, buyer, company, server } from './fakeApi';

i18n.loadAndActivate({ locale: 'en', messages: {} });
// jsdom has no modal dialogs.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};
window.scrollTo = () => {};

export function startVisitor(signedIn: 'share' | 'private') {
  server.reset();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = createSessionStore();
  session.clear();
  const user = buyer(signedIn === 'private');
  session.update({ shareCode: 'SUNNYPUB1', companyNumber: user.companyNumber, token: user.token, user });
  queryClient.setQueryData(companyInfoQuery('SUNNYPUB1').queryKey, company as never);
  const privateLogin = (form: unknown) =>
    api.call('UserLogin', form as Record<string, unknown>) as Promise<LoginResult>;
  const visitor = createVisitor({
    queryClient,
    session,
    apiEvents,
    calls: {
      login: { shareLogin: privateLogin, privateLogin, register: privateLogin },
      cart: cartCalls,
      chat: chatCalls,
      scanner: { resolve: (text) => Promise.resolve({ productNumber: text }) },
    },
  });
  const stopSystem = visitor.start();
  const unfollow = visitor.follow();
  const stop = () => {
    unfollow();
    stopSystem();
  };
  return { visitor, queryClient, session, stop };
}

export function renderWith(
  { visitor, queryClient }: ReturnType<typeof startVisitor>,
  ui: ReactNode,
  path = '/?id=SUNNYPUB1',
) {
  const root = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [path] }) });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <VisitorProvider visitor={visitor}>
          <RouterProvider router={router} />
        </VisitorProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}
