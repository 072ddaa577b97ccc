/**
 * Keeps the server's registry of modules and pages in step with this app: sent once per visit when
 * an app-security screen opens, and said in a line above it (plain HTML: the lists carry no UI kit).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncResult } from '../../../../common/contracts/app-security.contract';
import { loadAllTranslations } from '../../../i18n';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { appSecurityApi, useAppSecurityMutation } from '../app-security.api';
import { registryOf } from '../registry';

let sentThisVisit: Promise<SyncResult> | null = null;

export function RegistrySync() {
  const { t } = useTranslation('app-security');
  const lang = useLang();
  const sync = useAppSecurityMutation(() => {
    // The registry names every page in both languages: every module's catalogue first.
    sentThisVisit ??= loadAllTranslations().then(() => appSecurityApi.sync(registryOf()));
    return sentThisVisit;
  });
  const [result, setResult] = useState<SyncResult | null>(null);
  const { mutateAsync } = sync;
  useEffect(() => {
    mutateAsync(undefined)
      .then(setResult)
      .catch((error) => {
        sentThisVisit = null;
        showError(error);
      });
  }, [mutateAsync]);
  return (
    <p className={`plain-note ${result ? 'success' : 'info'}`} role="status" style={{ margin: '0 0 16px' }}>
      {result
        ? t('synced', {
            modules: localDigits(String(result.modules), lang),
            pages: localDigits(String(result.pages), lang),
          })
        : t('syncing')}
    </p>
  );
}
