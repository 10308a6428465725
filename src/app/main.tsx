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

// The visitor's actor system, composed and started once, before the first render (issue 22).
const visitor = createVisitor({
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
visitor.start();
const router = createAppRouter(queryClient, visitor);
startEarly(router, queryClient, session);
// Not a top-level await: while this module waits, every chunk that imports it (the route chunks the early start
// asked for) waits too, and they all ran in the task that renders the first page — one long task (issue 29, TBT).
// English standing in for the buyer's language says so above the page; if even that notice does not load, the page
// shows without it.
void startWords(preferredLocale()).then(async (words) => {
  const Notice =
    words === 'english'
      ? await import('./englishWordsNotice').then(
          (m) => m.EnglishWordsNotice,
          () => null,
        )
      : null;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {words === 'none' ? (
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
