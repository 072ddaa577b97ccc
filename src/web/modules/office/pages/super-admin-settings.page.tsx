/**
 * /admin-settings (super admin): application-wide fixedData flags such as NID verification, and
 * each office's sitePermissions such as meeting management. Support admins may look. Plain HTML:
 * each flag is a switch that saves when pressed.
 */
import { useTranslation } from 'react-i18next';
import type { FixedData, SitePermissions } from '../../../../common/contracts/auth.contract';
import type { OfficeSitePermissions } from '../../../../common/contracts/settings.contract';
import { FIXED_DATA_FLAGS, SITE_PERMISSION_FLAGS } from '../../../../common/contracts/settings.paths';
import { nameOf } from '../../../../common/labels';
import { isAppAdmin } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Fact, FactList } from '../../../components/fact-list';
import { Panel } from '../../../components/panel';
import { PlainSwitch } from '../../../components/plain-switch';
import { showError } from '../../../lib/feedback';
import { useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { OfficeFilters, type OfficeFilterValues, useOfficeFilters } from '../components/office-filters';
import { officeApi, useFixedData, useOfficeMutation, useSitePermissions } from '../office.api';

function FixedDataCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation('office');
  const fixedData = useFixedData();
  const save = useOfficeMutation(officeApi.updateFixedData);
  const toggle = async (flag: keyof FixedData, value: boolean) => {
    if (!fixedData.data) return;
    try {
      await save.mutateAsync({ ...fixedData.data, [flag]: value });
      toast('success', t('updated'));
    } catch (error) {
      showError(error);
    }
  };
  const values = fixedData.data;
  return (
    <Panel title={t('fixedData')} loading={!values}>
      {values && (
        <FactList>
          {FIXED_DATA_FLAGS.map((flag) => (
            <Fact key={flag} label={t(`fixedDataFlag.${flag}`)}>
              <PlainSwitch
                checked={values[flag]}
                disabled={!editable}
                busy={save.isPending}
                label={t(`fixedDataFlag.${flag}`)}
                onChange={(value) => toggle(flag, value)}
              />
            </Fact>
          ))}
        </FactList>
      )}
    </Panel>
  );
}

export default function AdminSettingsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const subject = useSubject();
  const { paging, filters, filter, search, setSearch, query } = useOfficeFilters<OfficeFilterValues>([
    'ministryId',
  ]);
  const list = useSitePermissions(query);
  const pagination = useTablePagination(paging, list.data?.total, 'office:totalOffices');
  const save = useOfficeMutation(officeApi.updateSitePermissions);
  // The route refuses others before the page loads (its access rule); this keeps the page honest alone.
  if (!isAppAdmin(subject)) return null;
  const editable = subject.isSuperAdmin;

  const toggle = async (row: OfficeSitePermissions, flag: keyof SitePermissions, value: boolean) => {
    try {
      await save.mutateAsync({ officeId: row.officeId, ...row.sitePermissions, [flag]: value });
      toast('success', t('updated'));
    } catch (error) {
      showError(error);
    }
  };

  const columns: DataColumns<OfficeSitePermissions> = [
    { title: t('officeName'), key: 'name', render: (_, row) => nameOf(row, lang) },
    ...SITE_PERMISSION_FLAGS.map((flag) => ({
      title: t(`sitePermission.${flag}`),
      key: flag,
      render: (_: unknown, row: OfficeSitePermissions) => (
        <PlainSwitch
          checked={row.sitePermissions[flag]}
          disabled={!editable}
          label={`${t(`sitePermission.${flag}`)}: ${nameOf(row, lang)}`}
          onChange={(value) => toggle(row, flag, value)}
        />
      ),
    })),
  ];

  return (
    <div className="page-stack">
      <FixedDataCard editable={editable} />
      <Panel title={t('sitePermissions')} extra={t('sitePermissionsHint')}>
        <OfficeFilters
          search={search}
          onSearch={setSearch}
          filters={filters}
          filter={filter}
          show={['ministryId']}
          span={8}
        />
        <DataTable<OfficeSitePermissions>
          label={t('sitePermissions')}
          rowKey="officeId"
          columns={columns}
          dataSource={list.data?.items}
          loading={list.isFetching}
          locale={{ emptyText: t('common:noData') }}
          pagination={pagination}
        />
      </Panel>
    </div>
  );
}
