/**
 * /officers/view/:id: the whole officer: personal and service details, present posts with release,
 * a new posting, service history, every profile tab (education, trainings, skills, …) and the
 * printable CV. The record is plain HTML; the posting form, the release dialog and the CV bring the
 * UI kit when they first show (components/officer-parts.tsx, profile/components/cv-print.tsx), and
 * only whoever manages officers gets the first two (the API refuses anyone else).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ServiceRecord } from '../../../../common/contracts/officer.contract';
import { nameOf } from '../../../../common/labels';
import { canManageOfficers } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { printElement } from '../../../lib/print';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useCvPrint } from '../../profile/components/cv-print';
import { OfficerPersonal, OfficerService, ServiceRecordTable } from '../components/officer-details';
import { PostingFormPart, ReleaseDialogPart } from '../components/officer-parts';
import { OfficerProfileTabs } from '../components/officer-profile';
import { useOfficer, useServiceHistory } from '../officer.api';

export default function OfficerViewPage() {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const manage = canManageOfficers(useSubject());
  const userId = Number(useParams().id);
  const officer = useOfficer(userId);
  const [page, setPage] = useState(1);
  const history = useServiceHistory(userId, page, 10);
  const [releasing, setReleasing] = useState<ServiceRecord | null>(null);
  const { printCv, cvElement } = useCvPrint(userId);

  if (officer.isError)
    return (
      <p className="plain-note warning" role="alert" style={{ margin: 0 }}>
        {t('messages:error.notFound')}
      </p>
    );
  if (!officer.data) return <Panel loading />;
  const name = lang === 'en' ? officer.data.nameEn : officer.data.nameBn;

  return (
    <div className="page-stack">
      <Panel
        title={name}
        extra={
          <div className="panel-actions">
            <button type="button" className="action-button" onClick={() => printElement('officer-print')}>
              <PrinterOutlined />
              {t('print')}
            </button>
            <button type="button" className="action-button" onClick={printCv}>
              <PrinterOutlined />
              {t('profile:printCv')}
            </button>
            {cvElement}
          </div>
        }
      >
        <div id="officer-print" className="page-stack">
          <OfficerPersonal officer={officer.data} />
          <OfficerService officer={officer.data} />
        </div>
      </Panel>
      <Panel title={t('currentPostings')}>
        <ServiceRecordTable
          label={t('currentPostings')}
          records={officer.data.postings}
          actions={
            manage
              ? (record) => (
                  <button
                    type="button"
                    className="action-button small danger-outline"
                    aria-label={t('releaseTitle', { name, post: nameOf(record.role, lang) })}
                    onClick={() => setReleasing(record)}
                  >
                    {t('release')}
                  </button>
                )
              : undefined
          }
        />
      </Panel>
      {manage && (
        <Panel title={t('postToDesk')}>
          <PostingFormPart userId={userId} />
        </Panel>
      )}
      <Panel title={t('serviceHistory')}>
        <ServiceRecordTable
          label={t('serviceHistory')}
          records={history.data?.items}
          loading={history.isFetching}
          pagination={{ current: page, pageSize: 10, total: history.data?.total ?? 0, onChange: setPage }}
        />
      </Panel>
      <OfficerProfileTabs userId={userId} />
      <ReleaseDialogPart record={releasing} officerName={name} onClose={() => setReleasing(null)} />
    </div>
  );
}
