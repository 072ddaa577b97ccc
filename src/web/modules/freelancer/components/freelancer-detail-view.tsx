/**
 * One freelancer in full (SPEC.md §3): every field, the marketplace entries, mentor and teams. Shown
 * by /doict-freelancer-details/:id and by /profile/freelancer-view (the officer's own record).
 */
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FreelancerDetail } from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { dollars } from './dollars';

export function FreelancerDetailView({ item, extra }: { item: FreelancerDetail; extra?: React.ReactNode }) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const dash = '—';
  const text = (value: string | null) => value || dash;
  const count = (value: number | null) => (value === null ? dash : localDigits(value, lang));
  const day = (value: string | null) => (value ? formatDate(value, lang) : dash);
  const taka = (value: string | null) =>
    value === null ? dash : `৳${localDigits(Number(value).toLocaleString('en-IN'), lang)}`;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Panel
        title={
          <Space wrap>
            <span>{item.name}</span>
            <Tag color={item.status === 'active' ? 'green' : 'default'}>{t(`status_${item.status}`)}</Tag>
            {item.mentor && <Tag color="blue">{t('mentor')}</Tag>}
          </Space>
        }
        extra={extra}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label={t('mobile')}>{localDigits(item.mobile, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('email')}>
            <span style={{ overflowWrap: 'anywhere' }}>{item.email}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('district')}>{nameOf(item.district, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('category')}>{nameOf(item.category, lang) || dash}</Descriptions.Item>
          <Descriptions.Item label={t('role')}>{nameOf(item.role, lang) || dash}</Descriptions.Item>
          <Descriptions.Item label={t('firstJoiningDate')}>{day(item.firstJoiningDate)}</Descriptions.Item>
          <Descriptions.Item label={t('totalIncome')}>{taka(item.totalIncome)}</Descriptions.Item>
          <Descriptions.Item label={t('lifetimeEarnings')}>
            {dollars(item.lifetimeEarnings, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('hourlyRate')}>{dollars(item.hourlyRate, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('skill')}>
            <Space wrap size={4}>
              {(item.skills ?? '')
                .split(',')
                .map((skill) => skill.trim())
                .filter(Boolean)
                .map((skill) => (
                  <Tag key={skill} style={{ whiteSpace: 'normal' }}>
                    {skill}
                  </Tag>
                ))}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('suggestedSkills')}>{text(item.suggestedSkills)}</Descriptions.Item>
          <Descriptions.Item label={t('trainingInterest')}>{text(item.trainingInterest)}</Descriptions.Item>
          <Descriptions.Item label={t('peopleTrained')}>{count(item.peopleTrained)}</Descriptions.Item>
          <Descriptions.Item label={t('trainingHours')}>{count(item.trainingHours)}</Descriptions.Item>
          <Descriptions.Item label={t('otherExperience')}>{text(item.otherExperience)}</Descriptions.Item>
          <Descriptions.Item label={t('comment')}>{text(item.comment)}</Descriptions.Item>
          <Descriptions.Item label={t('address')}>{text(item.address)}</Descriptions.Item>
          {item.mentor && (
            <Descriptions.Item label={t('expertise')}>{item.mentor.expertise}</Descriptions.Item>
          )}
          {item.teams.length > 0 && (
            <Descriptions.Item label={t('teams')}>
              {item.teams.map((team) => `${team.name}${team.lead ? ` (${t('teamLead')})` : ''}`).join(', ')}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Panel>
      <Panel title={t('marketplaces')}>
        <DataTable
          label={t('marketplaces')}
          rowKey={(entry) => entry.marketplace.id}
          pagination={false}
          dataSource={item.entries}
          locale={{ emptyText: dash }}
          columns={[
            {
              title: t('marketplace'),
              key: 'marketplace',
              render: (_, entry) => nameOf(entry.marketplace, lang),
            },
            {
              title: t('profileLink'),
              key: 'link',
              render: (_, entry) =>
                entry.profileLink ? (
                  <Typography.Link
                    href={entry.profileLink}
                    target="_blank"
                    rel="noreferrer"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {entry.profileLink}
                  </Typography.Link>
                ) : (
                  dash
                ),
            },
            {
              title: t('earnings'),
              key: 'earnings',
              align: 'right',
              render: (_, entry) => dollars(entry.earnings, lang),
            },
            {
              title: t('totalProjects'),
              key: 'projects',
              align: 'right',
              render: (_, entry) => count(entry.totalProjects),
            },
            { title: t('joiningDate'), key: 'joined', render: (_, entry) => day(entry.joiningDate) },
          ]}
        />
      </Panel>
    </Space>
  );
}
