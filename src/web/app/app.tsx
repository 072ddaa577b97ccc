/**
 * The app's root: TanStack Query, the outage banner, session sync and the router. The UI kit's
 * providers are not here: they load with the first screen that uses the kit (app/antd-shell.tsx),
 * and the toasts' host with the first toast, so the sign-in page loads without them.
 */

import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppSpinner } from '../components/app-spinner';
import { queryClient } from '../lib/query-client';
import { onToastHostNeeded } from '../lib/toast';
import { useLang } from '../lib/use-lang';
import { bootstrapSession, startSessionSync } from '../modules/auth/auth.session';
import { ServiceBanner } from './layout/service-banner';
import { router } from './router';

const ToastHost = lazy(() => import('./antd-shell').then((shell) => ({ default: shell.ToastHost })));

export function App() {
  const lang = useLang();
  const [ready, setReady] = useState(false);
  const [toasting, setToasting] = useState(false);

  useEffect(() => onToastHostNeeded(() => setToasting(true)), []);

  useEffect(() => {
    const stop = startSessionSync(() => void router.navigate('/login', { replace: true }));
    void bootstrapSession().finally(() => setReady(true));
    return stop;
  }, []);

  // dayjs keeps its English default: the pickers are given the interface's locale by antd, so
  // machine dates stay in English digits (components/date-picker.tsx).
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  return (
    <QueryClientProvider client={queryClient}>
      <ServiceBanner />
      {ready ? <RouterProvider router={router} /> : <AppSpinner />}
      {toasting && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
