/** The staff section of the admin dashboard: live leave counts, staff counts, posts, and placeholder cards. */
import { Card, Col, Row, Statistic, Tag } from 'antd';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminDashboardResponse, GenderCounts } from '../../../../common/contracts/dashboard.contract';
import { canReadCharges, canSeeLeaveMenu } from '../../../../common/permissions';
import { WhenVisible } from '../../../components/when-visible';
import { formatNumber } from '../../../lib/format';
import { useSubject } from '../../../lib/use-session';
import { PostsTable } from './posts-table';

// The chart's ECharts code loads when the chart scrolls into view; the table beside it has the figures.
const PostsChart = lazy(() => import('./posts-chart').then((chart) => ({ default: chart.PostsChart })));

export function PlaceholderCard({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('home');
  return (
    <Card size="small" title={t(titleKey)} data-testid="placeholder-card">
      <Tag color="orange">{t('common:devInProgress')}</Tag>
    </Card>
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
      <Statistic
        title={t(titleKey)}
        value={value}
        formatter={(number) => formatNumber(Number(number), lang)}
      />
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
    <Card size="small" hoverable={Boolean(to)} data-testid={`count-${titleKey}`}>
      {to ? <Link to={to}>{statistic}</Link> : statistic}
    </Card>
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
    <Row gutter={[12, 12]}>
      <Col xs={24} md={12}>
        <CountCard titleKey="leaveOwnOffice" value={data.ownOfficeLeavePending} to={leaveLink} />
      </Col>
      <Col xs={24} md={12}>
        <CountCard
          titleKey="leaveOtherOffices"
          value={data.otherOfficeLeavePending}
          to={leaveLink && `${leaveLink}?scope=other`}
        />
      </Col>
      <Col xs={24} md={12}>
        <CountCard
          titleKey="desksUnderCharge"
          value={data.desksUnderChargeToday}
          to={chargeLink && `${chargeLink}?state=running`}
        />
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <CountCard titleKey="totalEmployees" value={data.totalEmployees} genders={data.employeesByGender} />
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <CountCard
          titleKey="attachedEmployees"
          value={data.totalAttachedEmployees}
          genders={data.totalAttachedEmployeesByGender}
        />
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <CountCard
          titleKey="nonPostedEmployees"
          value={data.totalNonPostedEmployees}
          genders={data.nonPostedEmployeesByGender}
        />
      </Col>
      <Col xs={24} sm={12}>
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
      </Col>
      <Col xs={24} sm={12}>
        <CountCard titleKey="researchers" value={data.researchers} />
      </Col>
      {['transferApplications', 'leavingWorkplace', 'onLeaveToday', 'additionalDuty'].map((key) => (
        <Col key={key} xs={24} sm={12} lg={6}>
          <PlaceholderCard titleKey={key} />
        </Col>
      ))}
      <Col xs={24} lg={12}>
        <Card size="small" title={t('postsByDesignation')}>
          <WhenVisible minHeight={Math.max(200, data.employeesByRole.length * 36 + 60)}>
            <PostsChart rows={data.employeesByRole} />
          </WhenVisible>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <PostsTable rows={data.employeesByRole} />
      </Col>
    </Row>
  );
}
