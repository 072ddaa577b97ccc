/** The spinner while the app or a part of it loads: plain CSS, so it shows before the UI kit has loaded. */
import { useTranslation } from 'react-i18next';

export function AppSpinner() {
  const { t } = useTranslation();
  return (
    <div className="app-spinner" role="status" data-testid="page-loader">
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
