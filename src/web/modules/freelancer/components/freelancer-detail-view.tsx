/**
 * One freelancer in full (SPEC.md §3): every field, the marketplace entries, mentor and teams. Shown
 * by /doict-freelancer-details/:id and by /profile/freelancer-view (the officer's own record). Plain
 * HTML: the fields are a description list in two columns (one on a phone).
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FreelancerDetail } from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { DataTable } from '../../../components/data-table';
import { Fact, FactList } from '../../../components/fact-list';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { dollars } from './dollars';

const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 };

export function FreelancerDetailView({ item, extra }: { item: FreelancerDetail; extra?: ReactNode }) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const dash = '—';
  const text = (value: string | null) => value || dash;
  const count = (value: number | null) => (value === null ? dash : localDigits(value, lang));
  const day = (value: string | null) => (value ? formatDate(value, lang) : dash);
  const taka = (value: string | null) =>
    value === null ? dash : `৳${localDigits(Number(value).toLocaleString('en-IN'), lang)}`;
  return (
    <div className="page-stack">
      <Panel
        title={
          <span style={ROW}>
            <span>{item.name}</span>
            <Tag tone={item.status === 'active' ? 'success' : undefined}>{t(`status_${item.status}`)}</Tag>
            {item.mentor && <Tag tone="info">{t('mentor')}</Tag>}
          </span>
        }
        extra={extra}
      >
        <FactList data-testid="freelancer-facts">
          <Fact label={t('mobile')}>{localDigits(item.mobile, lang)}</Fact>
          <Fact label={t('email')}>{item.email}</Fact>
          <Fact label={t('district')}>{nameOf(item.district, lang)}</Fact>
          <Fact label={t('category')}>{nameOf(item.category, lang) || dash}</Fact>
          <Fact label={t('role')}>{nameOf(item.role, lang) || dash}</Fact>
          <Fact label={t('firstJoiningDate')}>{day(item.firstJoiningDate)}</Fact>
          <Fact label={t('totalIncome')}>{taka(item.totalIncome)}</Fact>
          <Fact label={t('lifetimeEarnings')}>{dollars(item.lifetimeEarnings, lang)}</Fact>
          <Fact label={t('hourlyRate')}>{dollars(item.hourlyRate, lang)}</Fact>
          <Fact label={t('skill')}>
            {(item.skills ?? '')
              .split(',')
              .map((skill) => skill.trim())
              .filter(Boolean)
              .map((skill) => (
                <Tag key={skill}>{skill}</Tag>
              ))}
          </Fact>
          <Fact label={t('suggestedSkills')}>{text(item.suggestedSkills)}</Fact>
          <Fact label={t('trainingInterest')}>{text(item.trainingInterest)}</Fact>
          <Fact label={t('peopleTrained')}>{count(item.peopleTrained)}</Fact>
          <Fact label={t('trainingHours')}>{count(item.trainingHours)}</Fact>
          <Fact label={t('otherExperience')}>{text(item.otherExperience)}</Fact>
          <Fact label={t('comment')}>{text(item.comment)}</Fact>
          <Fact label={t('address')}>{text(item.address)}</Fact>
          {item.mentor && <Fact label={t('expertise')}>{item.mentor.expertise}</Fact>}
          {item.teams.length > 0 && (
            <Fact label={t('teams')}>
              {item.teams.map((team) => `${team.name}${team.lead ? ` (${t('teamLead')})` : ''}`).join(', ')}
            </Fact>
          )}
        </FactList>
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
                  <a
                    href={entry.profileLink}
                    target="_blank"
                    rel="noreferrer"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {entry.profileLink}
                  </a>
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
    </div>
  );
}
