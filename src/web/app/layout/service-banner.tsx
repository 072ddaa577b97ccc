/**
 * The banner while the server is out of service for a while (it answered 503): it says so, asks
 * the server again after its Retry-After, and on the first good answer disappears and refreshes
 * the reads that failed.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../lib/query-client';
import { markAvailable, useServiceStatus } from '../../lib/service-status';

const HEALTH = '/api/health';

export function ServiceBanner() {
  const { t } = useTranslation();
  const { unavailable, retryAfterMs } = useServiceStatus();

  useEffect(() => {
    if (!unavailable) return;
    let stopped = false;
    const timer = setInterval(async () => {
      const healthy = await fetch(HEALTH).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy && !stopped) {
        markAvailable();
        void queryClient.refetchQueries({
          type: 'active',
          predicate: (query) => query.state.status === 'error',
        });
      }
    }, retryAfterMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [unavailable, retryAfterMs]);

  if (!unavailable) return null;
  return (
    // Plain HTML: the banner can show on any page, the sign-in page included, before the UI kit loads.
    <div className="service-banner" role="alert" data-testid="service-banner">
      <strong>{t('serviceUnavailable')}</strong>
      <div>{t('serviceUnavailableRetry')}</div>
    </div>
  );
}
