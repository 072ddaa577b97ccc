/**
 * /service-info and /officerservicehistory: the caller's own service details and posting history.
 * Plain HTML: both only read.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { OfficerPersonal, OfficerService, ServiceRecordTable } from '../components/officer-details';
import { useMyService } from '../officer.api';

function useOwnRecord() {
  const { t } = useTranslation('officer');
  const service = useMyService();
  const fallback: ReactNode = service.isError ? (
    <p className="plain-note warning" role="alert" style={{ margin: 0 }}>
      {t('messages:error.notFound')}
    </p>
  ) : (
    <Panel loading />
  );
  return { service: service.data, fallback };
}

export function ServiceInfoPage() {
  const { t } = useTranslation('officer');
  const { service, fallback } = useOwnRecord();
  if (!service) return fallback;
  return (
    <Panel title={t('serviceInfo')}>
      <div className="page-stack">
        <OfficerService officer={service.officer} />
        <OfficerPersonal officer={service.officer} />
      </div>
    </Panel>
  );
}

export function ServiceHistoryPage() {
  const { t } = useTranslation('officer');
  const { service, fallback } = useOwnRecord();
  if (!service) return fallback;
  return (
    <Panel title={t('serviceHistory')}>
      <ServiceRecordTable label={t('serviceHistory')} records={service.history} />
    </Panel>
  );
}
