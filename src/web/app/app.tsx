/** Providers around the router: antd (Bangla locale and the accessible theme), TanStack Query, toasts, session sync. */

import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { antdLocales } from '../lib/antd-locale';
import { queryClient } from '../lib/query-client';
import { themeConfig } from '../lib/theme';
import { bindToasts } from '../lib/toast';
import { useUiPreferences } from '../lib/ui-preferences';
import { bootstrapSession, startSessionSync } from '../modules/auth/auth.session';
import { ServiceBanner } from './layout/service-banner';
import { router } from './router';

function ToastBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    bindToasts(notification);
    return () => bindToasts(null);
  }, [notification]);
  return null;
}

export function App() {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const darkMode = useUiPreferences((state) => state.darkMode);
  const reducedMotion = useUiPreferences((state) => state.reducedMotion);

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
    <ConfigProvider
      locale={lang === 'en' ? antdLocales.en : antdLocales.bn}
      theme={themeConfig({ dark: darkMode, reducedMotion })}
      wave={{ disabled: reducedMotion }}
    >
      <AntApp>
        <ToastBridge />
        <QueryClientProvider client={queryClient}>
          <ServiceBanner />
          {ready ? <RouterProvider router={router} /> : <Spin fullscreen />}
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
