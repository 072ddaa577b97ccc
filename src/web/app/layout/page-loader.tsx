/**
 * The full-page loading overlay: shown by toggleLoader events and while a route is loading (SPEC.md §2).
 * Plain CSS, as the frame around it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { LOADER_EVENT } from '../../../common/constants';

export function PageLoader() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const onToggle = (event: Event) => setRequested((event as CustomEvent<boolean>).detail === true);
    window.addEventListener(LOADER_EVENT, onToggle);
    return () => window.removeEventListener(LOADER_EVENT, onToggle);
  }, []);

  if (!requested && navigation.state === 'idle') return null;
  return (
    // The first-load spinner's ring (app-spinner), over the page.
    <div className="page-loader app-spinner" role="status" aria-live="polite" data-testid="page-loader">
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
