/**
 * /emp-asset-mgt/admin-settings: each fiscal year's national due date and how many days before it
 * the declarants see the reminder. App admins change them; everyone who files reads them. The list
 * is plain HTML; the app admin's form brings the UI kit with it (components/asset-parts.tsx).
 */
import { useTranslation } from 'react-i18next';
import type { Deadline } from '../../../../common/contracts/asset.contract';
import { canManageAssetDeadlines } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useDeadlines } from '../asset.api';
import { DeadlineFormPart } from '../components/asset-parts';

export default function AssetAdminSettingsPage() {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const deadlines = useDeadlines();
  const manage = canManageAssetDeadlines(useSubject());
  const columns: DataColumns<Deadline> = [
    { title: t('fiscalYear'), key: 'fiscalYear', render: (_, row) => localDigits(row.fiscalYear, lang) },
    { title: t('dueDate'), key: 'dueDate', render: (_, row) => formatDate(row.dueDate, lang) },
    { title: t('remindDays'), key: 'remindDays', render: (_, row) => localDigits(row.remindDays, lang) },
  ];
  return (
    <Panel title={t('deadlines')}>
      <p className="text-secondary" style={{ marginTop: 0 }}>
        {t('settingsHelp')}
      </p>
      {manage && <DeadlineFormPart />}
      <DataTable
        label={t('deadlines')}
        rowKey="fiscalYear"
        columns={columns}
        dataSource={deadlines.data}
        loading={deadlines.isFetching}
        pagination={false}
        locale={{ emptyText: t('noData') }}
      />
    </Panel>
  );
}
