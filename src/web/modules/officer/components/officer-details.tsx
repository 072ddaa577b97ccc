/** The whole officer in read-only sections: personal, service, family, present posts, history. */
import { Descriptions, Empty, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficerDetail, ServiceRecord } from '../../../../common/contracts/officer.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
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
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title={t('personal')}>
      <Descriptions.Item label={t('name')}>{both(officer.nameBn, officer.nameEn)}</Descriptions.Item>
      <Descriptions.Item label={t('gender')}>{dash(officer.gender && t(officer.gender))}</Descriptions.Item>
      <Descriptions.Item label={t('fatherName')}>
        {dash(both(officer.fatherNameBn, officer.fatherNameEn))}
      </Descriptions.Item>
      <Descriptions.Item label={t('motherName')}>
        {dash(both(officer.motherNameBn, officer.motherNameEn))}
      </Descriptions.Item>
      <Descriptions.Item label={t('dateOfBirth')}>{dash(date(officer.dateOfBirth))}</Descriptions.Item>
      <Descriptions.Item label={t('nid')}>{dash(digits(officer.nid))}</Descriptions.Item>
      <Descriptions.Item label={t('religion')}>{dash(officer.religion)}</Descriptions.Item>
      <Descriptions.Item label={t('mobileEmail')}>
        {[digits(officer.mobile), officer.email].filter(Boolean).join(', ')}
      </Descriptions.Item>
      <Descriptions.Item label={t('permanentAddress')}>{dash(officer.permanentAddress)}</Descriptions.Item>
      <Descriptions.Item label={t('presentAddress')}>{dash(officer.presentAddress)}</Descriptions.Item>
      <Descriptions.Item label={t('postOffice')}>
        {dash([officer.postOffice, digits(officer.postCode)].filter(Boolean).join(' - '))}
      </Descriptions.Item>
      <Descriptions.Item label={t('preferredPosting')}>
        {dash(
          [nameOf(officer.preferredUpazila, lang), nameOf(officer.preferredDistrict, lang)]
            .filter(Boolean)
            .join(', '),
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('spouse')}>
        {dash(
          officer.spouses
            .map((spouse) => [spouse.name, spouse.occupation].filter(Boolean).join(', '))
            .join('; '),
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('children')}>
        {dash(officer.children.map((child) => `${child.name} (${t(child.gender)})`).join('; '))}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function OfficerService({ officer }: { officer: OfficerDetail }) {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const date = (value: string | null) => (value ? formatDate(value, lang) : null);
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} title={t('service')}>
      <Descriptions.Item label={t('designationOffice')}>
        {officer.role ? `${nameOf(officer.role, lang)}, ${nameOf(officer.office, lang)}` : t('noPosting')}
      </Descriptions.Item>
      <Descriptions.Item label={t('homeOffice')}>{dash(nameOf(officer.homeOffice, lang))}</Descriptions.Item>
      <Descriptions.Item label={t('serviceId')}>
        {dash(officer.serviceId && localDigits(officer.serviceId, lang))}
      </Descriptions.Item>
      <Descriptions.Item label={t('attached')}>
        {dash(nameOf(officer.attachedOffice, lang))}
      </Descriptions.Item>
      <Descriptions.Item label={t('firstJoiningDate')}>
        {dash(date(officer.firstJoiningDate))}
      </Descriptions.Item>
      <Descriptions.Item label={t('currentJoiningDate')}>
        {dash(date(officer.currentJoiningDate))}
      </Descriptions.Item>
      <Descriptions.Item label={t('skills')} span={2}>
        {officer.skills.length === 0 ? (
          '—'
        ) : (
          <Space wrap size={4}>
            {officer.skills.map((skill) => (
              <Tag key={skill}>{skill}</Tag>
            ))}
          </Space>
        )}
      </Descriptions.Item>
    </Descriptions>
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
  pagination?: false | object;
  loading?: boolean;
}) {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const columns: DataColumns<ServiceRecord> = [
    {
      title: t('post'),
      key: 'post',
      render: (_, record) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{nameOf(record.role, lang)}</Typography.Text>
          {record.section && (
            <Typography.Text type="secondary">{nameOf(record.section, lang)}</Typography.Text>
          )}
          <Space size={4} wrap>
            {record.isAdditionalCharge && <Tag color="gold">{t('additionalCharge')}</Tag>}
            {record.isOfficeHead && <Tag color="blue">{t('officeHead')}</Tag>}
          </Space>
        </Space>
      ),
    },
    { title: t('office'), key: 'office', render: (_, record) => nameOf(record.office, lang) },
    {
      title: t('joinedOn'),
      key: 'joined',
      width: 130,
      render: (_, record) => (
        <Space orientation="vertical" size={0}>
          <span>{record.joinedOn ? formatDate(record.joinedOn, lang) : '—'}</span>
          {record.orderNo && (
            <Typography.Text type="secondary">{localDigits(record.orderNo, lang)}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('releasedOn'),
      key: 'released',
      width: 130,
      render: (_, record) =>
        record.releasedOn ? (
          <Space orientation="vertical" size={0}>
            <span>{formatDate(record.releasedOn, lang)}</span>
            {record.releaseOrderNo && (
              <Typography.Text type="secondary">{localDigits(record.releaseOrderNo, lang)}</Typography.Text>
            )}
          </Space>
        ) : (
          <Tag color="green">{t('current')}</Tag>
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
      locale={{ emptyText: <Empty description={t('noHistory')} /> }}
      scroll={{ x: 700 }}
    />
  );
}
