import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { i18n, preferredLocale } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { createAppRouter } from './router';
import { VisitorProvider } from '../lib/visitor';
import { apiEvents } from '../api/client';
import { session } from '../api/session';
import { cartCalls } from '../features/cart/cartActor';
import { chatCalls } from '../features/chat/chatActor';
import { scannerCalls } from '../features/scanner/scannerActor';
import { enterShare, register, userLogin } from '../features/entry/api';
import { createVisitor } from './visitor';
import { startEarly } from './earlyStart';
import { NoWordsPage, startWords } from './wordsFallback';
import './styles.css';

// The buyer's words are asked for first: their download is the first page's longest wait.
const words = startWords(preferredLocale());
// Three tasks, not one: the libraries' evaluation (this module's task), then the visitor's actor system, then the
// router. In one task they made the boot's longest task, which a phone's blocking time counts four times over
// (issue 29, TBT). The early start's requests follow in the tasks right after the router's, as before.
const later = <T,>(step: () => T) => new Promise<T>((done) => setTimeout(() => done(step()), 0));
// The visitor's actor system, composed once and started before the first render (issue 22).
const visitorStarted = later(() => {
  const system = createVisitor({
    queryClient,
    session,
    apiEvents,
    page: document,
    calls: {
      login: { shareLogin: enterShare, privateLogin: userLogin, register },
      cart: cartCalls,
      chat: chatCalls,
      scanner: scannerCalls,
    },
  });
  system.start();
  return system;
});
void visitorStarted.then(async (visitor) => {
  const router = await later(() => createAppRouter(queryClient, visitor));
  startEarly(router, queryClient, session);
  // Not a top-level await: while this module waits, every chunk that imports it (the route chunks the early start
  // asked for) waits too, and they all ran in the task that renders the first page — one long task (issue 29, TBT).
  // English standing in for the buyer's language says so above the page; if even that notice does not load, the page
  // shows without it.
  void words.then(async (found) => {
    const Notice =
      found === 'english'
        ? await import('./englishWordsNotice').then(
            (m) => m.EnglishWordsNotice,
            () => null,
          )
        : null;
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        {found === 'none' ? (
          <NoWordsPage />
        ) : (
          <I18nProvider i18n={i18n}>
            {Notice && <Notice />}
            <QueryClientProvider client={queryClient}>
              <VisitorProvider visitor={visitor}>
                <RouterProvider router={router} />
              </VisitorProvider>
            </QueryClientProvider>
          </I18nProvider>
        )}
      </StrictMode>,
    );
  });
});
