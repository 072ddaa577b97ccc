/**
 * The whole officer in read-only sections: personal, service, family, present posts, history. Plain
 * HTML, so the officer's page and the officer's own service screens carry no UI kit.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficerDetail, ServiceRecord } from '../../../../common/contracts/officer.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, type DataPagination, DataTable } from '../../../components/data-table';
import { Fact, FactList } from '../../../components/fact-list';
import { Tag } from '../../../components/plain-tag';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

const dash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

export function OfficerPersonal({ officer }: { officer: OfficerDetail }) {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const date = (value: string | null) => (value ? formatDate(value, lang) : null);
  const digits = (value: string | null) => (value ? localDigits(value, lang) : null);
  const both = (bn: string | null, en: string | null) => [bn, en].filter(Boolean).join(' / ');
  return (
    <FactList title={t('personal')}>
      <Fact label={t('name')}>{both(officer.nameBn, officer.nameEn)}</Fact>
      <Fact label={t('gender')}>{dash(officer.gender && t(officer.gender))}</Fact>
      <Fact label={t('fatherName')}>{dash(both(officer.fatherNameBn, officer.fatherNameEn))}</Fact>
      <Fact label={t('motherName')}>{dash(both(officer.motherNameBn, officer.motherNameEn))}</Fact>
      <Fact label={t('dateOfBirth')}>{dash(date(officer.dateOfBirth))}</Fact>
      <Fact label={t('nid')}>{dash(digits(officer.nid))}</Fact>
      <Fact label={t('religion')}>{dash(officer.religion)}</Fact>
      <Fact label={t('mobileEmail')}>
        {dash([digits(officer.mobile), officer.email].filter(Boolean).join(', '))}
      </Fact>
      <Fact label={t('permanentAddress')}>{dash(officer.permanentAddress)}</Fact>
      <Fact label={t('presentAddress')}>{dash(officer.presentAddress)}</Fact>
      <Fact label={t('postOffice')}>
        {dash([officer.postOffice, digits(officer.postCode)].filter(Boolean).join(' - '))}
      </Fact>
      <Fact label={t('preferredPosting')}>
        {dash(
          [nameOf(officer.preferredUpazila, lang), nameOf(officer.preferredDistrict, lang)]
            .filter(Boolean)
            .join(', '),
        )}
      </Fact>
      <Fact label={t('spouse')}>
        {dash(
          officer.spouses
            .map((spouse) => [spouse.name, spouse.occupation].filter(Boolean).join(', '))
            .join('; '),
        )}
      </Fact>
      <Fact label={t('children')}>
        {dash(officer.children.map((child) => `${child.name} (${t(child.gender)})`).join('; '))}
      </Fact>
    </FactList>
  );
}

export function OfficerService({ officer }: { officer: OfficerDetail }) {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const date = (value: string | null) => (value ? formatDate(value, lang) : null);
  return (
    <FactList title={t('service')}>
      <Fact label={t('designationOffice')}>
        {officer.role ? `${nameOf(officer.role, lang)}, ${nameOf(officer.office, lang)}` : t('noPosting')}
      </Fact>
      <Fact label={t('homeOffice')}>{dash(nameOf(officer.homeOffice, lang))}</Fact>
      <Fact label={t('serviceId')}>{dash(officer.serviceId && localDigits(officer.serviceId, lang))}</Fact>
      <Fact label={t('attached')}>{dash(nameOf(officer.attachedOffice, lang))}</Fact>
      <Fact label={t('firstJoiningDate')}>{dash(date(officer.firstJoiningDate))}</Fact>
      <Fact label={t('currentJoiningDate')}>{dash(date(officer.currentJoiningDate))}</Fact>
      <Fact label={t('skills')} wide>
        {officer.skills.length === 0 ? (
          '—'
        ) : (
          <span className="panel-actions">
            {officer.skills.map((skill) => (
              <Tag key={skill}>{skill}</Tag>
            ))}
          </span>
        )}
      </Fact>
    </FactList>
  );
}

/** A date and, under it, the office order that gave it. */
function DatedOrder({ date, orderNo }: { date: string | null; orderNo: string | null }) {
  const lang = useLang();
  return (
    <div className="cell-lines">
      <span>{date ? formatDate(date, lang) : '—'}</span>
      {orderNo && <span className="text-secondary">{localDigits(orderNo, lang)}</span>}
    </div>
  );
}

/** Postings as a table: the post, office, joining and release with their office orders. */
export function ServiceRecordTable({
  records,
  label,
  actions,
  pagination = false,
  loading,
}: {
  records: ServiceRecord[] | undefined;
  label: string;
  actions?: (record: ServiceRecord) => ReactNode;
  pagination?: DataPagination | false;
  loading?: boolean;
}) {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const columns: DataColumns<ServiceRecord> = [
    {
      title: t('post'),
      key: 'post',
      render: (_, record) => (
        <div className="cell-lines">
          <span className="text-strong">{nameOf(record.role, lang)}</span>
          {record.section && <span className="text-secondary">{nameOf(record.section, lang)}</span>}
          {(record.isAdditionalCharge || record.isOfficeHead) && (
            <span className="panel-actions">
              {record.isAdditionalCharge && <Tag tone="warning">{t('additionalCharge')}</Tag>}
              {record.isOfficeHead && <Tag tone="info">{t('officeHead')}</Tag>}
            </span>
          )}
        </div>
      ),
    },
    { title: t('office'), key: 'office', render: (_, record) => nameOf(record.office, lang) },
    {
      title: t('joinedOn'),
      key: 'joined',
      width: 130,
      render: (_, record) => <DatedOrder date={record.joinedOn} orderNo={record.orderNo} />,
    },
    {
      title: t('releasedOn'),
      key: 'released',
      width: 130,
      render: (_, record) =>
        record.releasedOn ? (
          <DatedOrder date={record.releasedOn} orderNo={record.releaseOrderNo} />
        ) : (
          <Tag tone="success">{t('current')}</Tag>
        ),
    },
    ...(actions
      ? [
          {
            title: t('actions'),
            key: 'actions',
            width: 120,
            render: (_: unknown, record: ServiceRecord) => actions(record),
          },
        ]
      : []),
  ];
  return (
    <DataTable<ServiceRecord>
      label={label}
      rowKey="userRoleId"
      columns={columns}
      dataSource={records}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText: t('noHistory') }}
      scroll={{ x: 700 }}
    />
  );
}
