/**
 * Admin dashboard (SPEC.md §2): five collapsible sections, only staff open. The super admin sees
 * office 2, everyone else the active office (SPEC.md §6). Dark mode and aside style are kept locally.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Collapse, Row, Segmented, Skeleton, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { dashboardOfficeId, subjectOfSession } from '../../../../common/permissions';
import { printElement } from '../../../lib/print';
import { type AsideStyle, useUiPreferences } from '../../../lib/ui-preferences';
import { useSession } from '../../../lib/use-session';
import { ApaSamples, TrainingSamples } from '../components/dashboard-samples';
import { DashboardStaff, PlaceholderCard } from '../components/dashboard-staff';
import { StoreRequisitions } from '../components/dashboard-store';
import { useAdminDashboard } from '../home.api';

export default function DashboardPage() {
  const { t } = useTranslation('home');
  const session = useSession();
  const officeId = dashboardOfficeId(subjectOfSession(session));
  const dashboard = useAdminDashboard(officeId);
  const { darkMode, asideStyle, setDarkMode, setAsideStyle } = useUiPreferences();

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {/* The page's heading is the layout's; this row holds the dashboard's own controls. */}
      <Row justify="end" align="middle" gutter={[12, 12]}>
        <Col>
          <Space wrap>
            <Button icon={<PrinterOutlined />} onClick={() => printElement('dashboard-print')}>
              {t('common:print')}
            </Button>
            <span>{t('darkMode')}</span>
            <Switch
              checked={darkMode}
              onChange={setDarkMode}
              aria-label={t('darkMode')}
              data-testid="dark-mode"
            />
            <span>{t('asideStyle')}</span>
            <Segmented<AsideStyle>
              value={asideStyle}
              onChange={setAsideStyle}
              options={[
                { label: t('asideLight'), value: 'light' },
                { label: t('asideDark'), value: 'dark' },
              ]}
            />
          </Space>
        </Col>
      </Row>
      <div id="dashboard-print">
        <Collapse
          defaultActiveKey={['staff']}
          items={[
            {
              key: 'staff',
              label: t('sectionStaff'),
              children: dashboard.isError ? (
                <Alert type="error" title={dashboard.error.message} />
              ) : officeId <= 0 ? (
                // Only a desk of an office has a dashboard; the route guard sends role 0 elsewhere.
                <Alert type="info" showIcon title={t('dashboardNoOffice')} />
              ) : dashboard.data ? (
                <DashboardStaff data={dashboard.data} />
              ) : (
                <Skeleton active />
              ),
            },
            {
              key: 'financial',
              label: t('sectionFinancial'),
              children: (
                <Row gutter={[12, 12]}>
                  <Col xs={24} md={12}>
                    <PlaceholderCard titleKey="auditObjections" />
                  </Col>
                  <Col xs={24} md={12}>
                    <PlaceholderCard titleKey="allocationRequests" />
                  </Col>
                </Row>
              ),
            },
            {
              key: 'store',
              label: t('sectionStore'),
              // The office store's requisitions (the store module's queue), counted with the staff figures.
              children: dashboard.data ? (
                <StoreRequisitions counts={dashboard.data.storeRequisitions} />
              ) : (
                <Skeleton active />
              ),
            },
            { key: 'apa', label: t('sectionApa'), children: <ApaSamples /> },
            { key: 'training', label: t('sectionTraining'), children: <TrainingSamples /> },
          ]}
        />
      </div>
    </Space>
  );
}
