/**
 * The UI kit's providers (antd with its Bangla locale and the accessible theme). Loaded with the
 * first screen that uses the kit, not with the sign-in page, which is plain HTML.
 */
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { antdLocales } from '../lib/antd-locale';
import { themeConfig } from '../lib/theme';
import { bindToasts } from '../lib/toast';
import { useUiPreferences } from '../lib/ui-preferences';
import { useLang } from '../lib/use-lang';

export function AntdShell({ children }: { children: ReactNode }) {
  const lang = useLang();
  const darkMode = useUiPreferences((state) => state.darkMode);
  const reducedMotion = useUiPreferences((state) => state.reducedMotion);
  return (
    <ConfigProvider
      locale={lang === 'en' ? antdLocales.en : antdLocales.bn}
      theme={themeConfig({ dark: darkMode, reducedMotion })}
      wave={{ disabled: reducedMotion }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

function ToastBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    bindToasts(notification);
    return () => bindToasts(null);
  }, [notification]);
  return null;
}

/** Where toasts appear; mounted once, when the first toast is raised (lib/toast.ts). */
export function ToastHost() {
  return (
    <AntdShell>
      <ToastBridge />
    </AntdShell>
  );
}
