/** The staff section of the admin dashboard: live leave counts, staff counts, posts, and placeholder cards. */
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminDashboardResponse, GenderCounts } from '../../../../common/contracts/dashboard.contract';
import { canReadCharges, canSeeLeaveMenu } from '../../../../common/permissions';
import { Tag } from '../../../components/plain-tag';
import { WhenVisible } from '../../../components/when-visible';
import { formatNumber } from '../../../lib/format';
import { useSubject } from '../../../lib/use-session';
import { DashboardCard, Figure } from './dashboard-card';
import { PostsTable } from './posts-table';

// The chart's ECharts code loads when the chart scrolls into view; the table beside it has the figures.
const PostsChart = lazy(() => import('./posts-chart').then((chart) => ({ default: chart.PostsChart })));

export function PlaceholderCard({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('home');
  return (
    <DashboardCard title={t(titleKey)} data-testid="placeholder-card">
      <Tag tone="warning">{t('common:devInProgress')}</Tag>
    </DashboardCard>
  );
}

function CountCard({
  titleKey,
  value,
  genders,
  to,
}: {
  titleKey: string;
  value: number;
  genders?: GenderCounts;
  to?: string;
}) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const statistic = (
    <>
      <Figure label={t(titleKey)} value={formatNumber(value, lang)} />
      {genders && (
        <small className="gender-split">
          {t('genderSplit', {
            male: formatNumber(genders.male, lang),
            female: formatNumber(genders.female, lang),
          })}
        </small>
      )}
    </>
  );
  return (
    <DashboardCard className={to ? 'linked' : undefined} data-testid={`count-${titleKey}`}>
      {to ? (
        <Link to={to} className="figure-link">
          {statistic}
        </Link>
      ) : (
        statistic
      )}
    </DashboardCard>
  );
}

export function DashboardStaff({ data }: { data: AdminDashboardResponse }) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const number = (value: number) => formatNumber(value, lang);
  // The leave figures link to the approvals only for those whose menu offers them (not office 861).
  const subject = useSubject();
  const leaveLink = canSeeLeaveMenu(subject) ? '/leaveapprovals' : undefined;
  const chargeLink = canReadCharges(subject) ? '/charges' : undefined;
  return (
    <div className="dashboard-staff">
      <div className="dashboard-grid">
        <CountCard titleKey="leaveOwnOffice" value={data.ownOfficeLeavePending} to={leaveLink} />
        <CountCard
          titleKey="leaveOtherOffices"
          value={data.otherOfficeLeavePending}
          to={leaveLink && `${leaveLink}?scope=other`}
        />
        <CountCard
          titleKey="desksUnderCharge"
          value={data.desksUnderChargeToday}
          to={chargeLink && `${chargeLink}?state=running`}
        />
      </div>
      <div className="dashboard-grid">
        <CountCard titleKey="totalEmployees" value={data.totalEmployees} genders={data.employeesByGender} />
        <CountCard
          titleKey="attachedEmployees"
          value={data.totalAttachedEmployees}
          genders={data.totalAttachedEmployeesByGender}
        />
        <CountCard
          titleKey="nonPostedEmployees"
          value={data.totalNonPostedEmployees}
          genders={data.nonPostedEmployeesByGender}
        />
      </div>
      <div className="dashboard-grid">
        <div>
          <CountCard titleKey="skilledEmployees" value={data.skilledEmployees} />
          {data.skillAreas.length > 0 && (
            <div className="skill-areas" data-testid="skill-areas">
              <small>{t('skillAreas', { total: number(data.totalSkills) })}</small>{' '}
              {data.skillAreas.map((area) => (
                <Tag key={area.name}>
                  {area.name} ({number(area.count)})
                </Tag>
              ))}
            </div>
          )}
        </div>
        <CountCard titleKey="researchers" value={data.researchers} />
      </div>
      <div className="dashboard-grid">
        {['transferApplications', 'leavingWorkplace', 'onLeaveToday', 'additionalDuty'].map((key) => (
          <PlaceholderCard key={key} titleKey={key} />
        ))}
      </div>
      <div className="dashboard-pair">
        <DashboardCard title={t('postsByDesignation')}>
          <WhenVisible minHeight={Math.max(200, data.employeesByRole.length * 36 + 60)}>
            <PostsChart rows={data.employeesByRole} />
          </WhenVisible>
        </DashboardCard>
        <PostsTable rows={data.employeesByRole} />
      </div>
    </div>
  );
}
