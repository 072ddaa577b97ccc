/**
 * /officers/view/:id: the whole officer: personal and service details, present posts with release,
 * a new posting, service history, every profile tab (education, trainings, skills, …) and the
 * printable CV. The profile's read views and CV are the profile module's own components.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { printElement } from '../../../lib/print';
import { useLang } from '../../../lib/use-lang';
import { CvPrintButton } from '../../profile/components/officer-cv';
import { OfficerProfileView } from '../../profile/components/section-views';
import { OfficerPersonal, OfficerService, ServiceRecordTable } from '../components/officer-details';
import { PostingForm, ReleaseButton } from '../components/posting-forms';
import { useOfficer, useServiceHistory } from '../officer.api';

export default function OfficerViewPage() {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const userId = Number(useParams().id);
  const officer = useOfficer(userId);
  const [page, setPage] = useState(1);
  const history = useServiceHistory(userId, page, 10);

  if (officer.isError) return <Result status="404" title={t('messages:error.notFound')} />;
  if (!officer.data) return <Skeleton active />;
  const name = lang === 'en' ? officer.data.nameEn : officer.data.nameBn;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Panel
        title={name}
        extra={
          <Space wrap>
            <Button icon={<PrinterOutlined />} onClick={() => printElement('officer-print')}>
              {t('print')}
            </Button>
            <CvPrintButton userId={userId} />
          </Space>
        }
      >
        <div id="officer-print">
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <OfficerPersonal officer={officer.data} />
            <OfficerService officer={officer.data} />
          </Space>
        </div>
      </Panel>
      <Panel title={t('currentPostings')}>
        <ServiceRecordTable
          label={t('currentPostings')}
          records={officer.data.postings}
          actions={(record) => <ReleaseButton record={record} officerName={name} />}
        />
      </Panel>
      <Panel title={t('postToDesk')}>
        <PostingForm userId={userId} />
      </Panel>
      <Panel title={t('serviceHistory')}>
        <ServiceRecordTable
          label={t('serviceHistory')}
          records={history.data?.items}
          loading={history.isFetching}
          pagination={{ current: page, pageSize: 10, total: history.data?.total ?? 0, onChange: setPage }}
        />
      </Panel>
      <OfficerProfileView userId={userId} withBasic={false} />
    </Space>
  );
}
