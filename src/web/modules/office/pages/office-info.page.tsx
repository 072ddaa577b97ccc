/**
 * /officeinfo: the active office's information and organogram. Its office admin (and the super
 * admin) edits name, address, contacts and coordinates; everyone of the office reads it. Plain HTML:
 * the information is a description list and the organogram a plain tree; the edit form brings the
 * UI kit when editing starts (office-parts.tsx).
 */
import { EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfficeDetail } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { canManageOffice } from '../../../../common/permissions';
import { Fact, FactList } from '../../../components/fact-list';
import { Panel } from '../../../components/panel';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { LoadingLines } from '../components/loading-lines';
import { OfficeInfoFormPart } from '../components/office-parts';
import { OrganogramSummary, OrganogramTree } from '../components/organogram-tree';
import { useWorkingOffice, WorkingOfficeBar } from '../components/working-office';
import { useOffice, useOrganogram } from '../office.api';

function OfficeDescription({ office }: { office: OfficeDetail }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const place = [office.upazila, office.district, office.division]
    .map((item) => nameOf(item, lang))
    .filter(Boolean);
  return (
    <FactList data-testid="office-info">
      <Fact label={t('nameBn')}>{office.nameBn}</Fact>
      <Fact label={t('nameEn')}>{office.nameEn}</Fact>
      <Fact label={t('ministry')}>{nameOf(office.ministry, lang)}</Fact>
      <Fact label={t('department')}>{nameOf(office.department, lang)}</Fact>
      <Fact label={t('officeLevel')}>{nameOf(office.level, lang)}</Fact>
      <Fact label={t('place')}>{place.join(', ')}</Fact>
      <Fact label={t('parentOffice')}>{nameOf(office.parentOffice, lang)}</Fact>
      <Fact label={t('controllingOffice')}>{nameOf(office.controllingOffice, lang)}</Fact>
      <Fact label={t('address')}>{office.address}</Fact>
      <Fact label={t('phone')}>{office.phone && localDigits(office.phone, lang)}</Fact>
      <Fact label={t('email')}>{office.email}</Fact>
      <Fact label={t('website')}>
        {office.website && (
          <a
            href={office.website.startsWith('http') ? office.website : `https://${office.website}`}
            target="_blank"
            rel="noreferrer"
          >
            {office.website}
          </a>
        )}
      </Fact>
      <Fact label={t('coordinates')}>
        {office.latitude && office.longitude
          ? localDigits(`${office.latitude}, ${office.longitude}`, lang)
          : ''}
      </Fact>
      <Fact label={t('sectionsAndPosts')}>
        {t('officeCounts', {
          sections: localDigits(office.counts.sections, lang),
          posts: localDigits(office.counts.posts, lang),
          filled: localDigits(office.counts.filledPosts, lang),
        })}
      </Fact>
    </FactList>
  );
}

export default function OfficeInfoPage() {
  const { t } = useTranslation('office');
  const subject = useSubject();
  const { officeId, setOfficeId } = useWorkingOffice();
  const office = useOffice(officeId);
  const organogram = useOrganogram(officeId);
  const [editing, setEditing] = useState(false);
  const manage = officeId !== null && canManageOffice(subject, officeId);

  if (!officeId) return <Panel title={t('officeInfo')}>{t('common:noData')}</Panel>;
  return (
    <div className="page-stack">
      <Panel
        title={t('officeInfo')}
        extra={
          manage &&
          office.data &&
          !editing && (
            <button type="button" className="action-button" onClick={() => setEditing(true)}>
              <EditOutlined />
              {t('editOfficeInfo')}
            </button>
          )
        }
      >
        <WorkingOfficeBar officeId={officeId} onChange={setOfficeId} />
        {!office.data ? <LoadingLines /> : !editing && <OfficeDescription office={office.data} />}
        <OfficeInfoFormPart
          office={editing && office.data ? office.data : null}
          onClose={() => setEditing(false)}
        />
      </Panel>
      <Panel
        title={t('organogram')}
        extra={
          manage && (
            <Link to={`/office-setup/office-structure?officeId=${officeId}`}>{t('editOrganogram')}</Link>
          )
        }
      >
        {organogram.data ? (
          <>
            <OrganogramSummary organogram={organogram.data} />
            <OrganogramTree organogram={organogram.data} />
          </>
        ) : (
          <LoadingLines />
        )}
      </Panel>
    </div>
  );
}
