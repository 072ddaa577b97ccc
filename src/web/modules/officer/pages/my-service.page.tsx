/** /service-info and /officerservicehistory: the caller's own service details and posting history. */
import { Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { OfficerPersonal, OfficerService, ServiceRecordTable } from '../components/officer-details';
import { useMyService } from '../officer.api';

function useOwnRecord() {
  const { t } = useTranslation('officer');
  const service = useMyService();
  const fallback = service.isError ? (
    <Result status="404" title={t('messages:error.notFound')} />
  ) : (
    <Skeleton active />
  );
  return { service: service.data, fallback };
}

export function ServiceInfoPage() {
  const { t } = useTranslation('officer');
  const { service, fallback } = useOwnRecord();
  if (!service) return fallback;
  return (
    <Panel title={t('serviceInfo')}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <OfficerService officer={service.officer} />
        <OfficerPersonal officer={service.officer} />
      </Space>
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
