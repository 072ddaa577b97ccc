/**
 * Admin dashboard (SPEC.md §2): five collapsible sections, only staff open. The super admin sees
 * office 2, everyone else the active office (SPEC.md §6). Dark mode and aside style are kept locally.
 * Plain HTML and CSS, as home: an office admin opens it first, and it shows before the UI kit loads.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardOfficeId, subjectOfSession } from '../../../../common/permissions';
import { OptionGroup } from '../../../components/option-group';
import { PlainSwitch } from '../../../components/plain-switch';
import { printElement } from '../../../lib/print';
import { type AsideStyle, useUiPreferences } from '../../../lib/ui-preferences';
import { useSession } from '../../../lib/use-session';
import { ApaSamples, TrainingSamples } from '../components/dashboard-samples';
import { DashboardStaff, PlaceholderCard } from '../components/dashboard-staff';
import { StoreRequisitions } from '../components/dashboard-store';
import { useAdminDashboard } from '../home.api';

/** A section that opens and closes under its heading's button; a closed one is not drawn. */
function Section({
  label,
  open: initiallyOpen = false,
  children,
}: {
  label: string;
  open?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = useId();
  return (
    <section className={open ? 'dashboard-section open' : 'dashboard-section'}>
      <h2>
        <button
          type="button"
          className="dashboard-section-toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {label}
        </button>
      </h2>
      {open && (
        <div className="dashboard-section-body" id={bodyId}>
          {children}
        </div>
      )}
    </section>
  );
}

/** Loading: grey bars where the figures will be. */
const Loading = () => {
  const { t } = useTranslation();
  return (
    <div className="plain-skeleton" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <span />
      <span />
      <span />
    </div>
  );
};

export default function DashboardPage() {
  const { t } = useTranslation('home');
  const session = useSession();
  const officeId = dashboardOfficeId(subjectOfSession(session));
  const dashboard = useAdminDashboard(officeId);
  const { darkMode, asideStyle, setDarkMode, setAsideStyle } = useUiPreferences();

  return (
    <div className="dashboard-page">
      {/* The page's heading is the layout's; this row holds the dashboard's own controls. */}
      <div className="dashboard-controls">
        <button type="button" className="plain-button" onClick={() => printElement('dashboard-print')}>
          <PrinterOutlined aria-hidden="true" /> {t('common:print')}
        </button>
        <PlainSwitch checked={darkMode} onChange={setDarkMode} data-testid="dark-mode">
          {t('darkMode')}
        </PlainSwitch>
        <OptionGroup<AsideStyle>
          legend={t('asideStyle')}
          value={asideStyle}
          onChange={setAsideStyle}
          options={[
            { value: 'light', label: t('asideLight') },
            { value: 'dark', label: t('asideDark') },
          ]}
        >
          <span className="aside-style-label" aria-hidden="true">
            {t('asideStyle')}
          </span>
        </OptionGroup>
      </div>
      <div id="dashboard-print">
        <Section label={t('sectionStaff')} open>
          {dashboard.isError ? (
            <p className="plain-note error">{dashboard.error.message}</p>
          ) : officeId <= 0 ? (
            // Only a desk of an office has a dashboard; the route guard sends role 0 elsewhere.
            <p className="plain-note info">{t('dashboardNoOffice')}</p>
          ) : dashboard.data ? (
            <DashboardStaff data={dashboard.data} />
          ) : (
            <Loading />
          )}
        </Section>
        <Section label={t('sectionFinancial')}>
          <div className="dashboard-pair">
            <PlaceholderCard titleKey="auditObjections" />
            <PlaceholderCard titleKey="allocationRequests" />
          </div>
        </Section>
        <Section label={t('sectionStore')}>
          {/* The office store's requisitions (the store module's queue), counted with the staff figures. */}
          {dashboard.data ? <StoreRequisitions counts={dashboard.data.storeRequisitions} /> : <Loading />}
        </Section>
        <Section label={t('sectionApa')}>
          <ApaSamples />
        </Section>
        <Section label={t('sectionTraining')}>
          <TrainingSamples />
        </Section>
      </div>
    </div>
  );
}
