/**
 * /leaveapprovers: the office's chains of approving desks (one for all leave, and one per type where
 * the office wants another), set by its office admin; and, for the super and support admins, the
 * public holiday calendar that leave days skip (decided in docs/decisions.md: a tab here, beside
 * the other thing leave is set up with); and, for the office's admin and head, who covers whom in a
 * month (the charges of the desks of officers on leave). Plain HTML, the tab chosen with pressed
 * buttons and kept in the address; the chain and holiday forms bring the UI kit when they first
 * show (components/leave-parts.tsx).
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canManageHolidays, canSeeOfficeLeaveHistory } from '../../../../common/permissions';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { useSubject } from '../../../lib/use-session';
import { ApproverChains } from '../components/approver-chains';
import { HolidayCalendar } from '../components/holiday-calendar';
import { OfficeCover } from '../components/leave-cover';

type Tab = 'chains' | 'cover' | 'holidays';

export default function LeaveApproversPage() {
  const { t } = useTranslation('leave');
  const subject = useSubject();
  const [params, setParams] = useSearchParams();
  const tabs: { value: Tab; label: string }[] = [
    { value: 'chains', label: t('chainsTab') },
    ...(canSeeOfficeLeaveHistory(subject) ? [{ value: 'cover' as const, label: t('coverTab') }] : []),
    ...(canManageHolidays(subject) ? [{ value: 'holidays' as const, label: t('holidaysTab') }] : []),
  ];
  const asked = params.get('tab');
  const tab = tabs.find((option) => option.value === asked)?.value ?? 'chains';

  return (
    <Panel title={t('leaveApprovers')}>
      {tabs.length > 1 && (
        <div className="scope-switch">
          <OptionGroup<Tab>
            legend={t('leaveApprovers')}
            value={tab}
            onChange={(value) => setParams(value === 'chains' ? {} : { tab: value }, { replace: true })}
            options={tabs}
          />
        </div>
      )}
      {tab === 'chains' && <ApproverChains />}
      {tab === 'cover' && <OfficeCover />}
      {tab === 'holidays' && <HolidayCalendar />}
    </Panel>
  );
}
