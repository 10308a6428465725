import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { activateLocale, i18n, preferredLocale } from './i18n';
import { queryClient } from './queryClient';
import { createAppRouter } from './router';
import { startLoginActor } from './session/loginActor';
import './styles.css';

startLoginActor();
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
