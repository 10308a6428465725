import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { activateLocale, i18n, preferredLocale } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { createAppRouter } from './router';
import { startLogin } from '../lib/login';
import { startCart } from '../features/cart/cartActor';
import { startChat } from '../features/chat/chatActor';
import { companyShareLogin, register, userLogin } from '../features/entry/api';
import './styles.css';

startLogin({ shareLogin: (form) => companyShareLogin(form), privateLogin: userLogin, register }, queryClient);
startCart(queryClient);
startChat();
const router = createAppRouter(queryClient);
await activateLocale(preferredLocale());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);
