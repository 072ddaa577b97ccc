/**
 * /user-roles: the officers of an office, the post each holds, and their roles in the office:
 * office admin, office head, section admin, section head. The office admin switches them. Plain
 * HTML: the switches are buttons with the switch role; the section filter is kept in the address.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeOfficer } from '../../../../common/contracts/office-structure.contract';
import { nameOf } from '../../../../common/labels';
import { canManageOffice } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { PlainSwitch } from '../../../components/plain-switch';
import { Tag } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useWorkingOffice, WorkingOfficeBar } from '../components/working-office';
import { officeApi, useOfficeMutation, useOfficers } from '../office.api';

const FLAGS = ['isOfficeAdmin', 'isOfficeHead', 'isSectionAdmin', 'isSectionHead'] as const;
type Flag = (typeof FLAGS)[number];
const FILTER_KEYS = ['sectionId'] as const;

export default function UserRolesPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const subject = useSubject();
  const { officeId, setOfficeId } = useWorkingOffice();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const sectionId = Number(filters.sectionId) || null;
  const officers = useOfficers(officeId, {
    page: paging.page,
    pageSize: paging.pageSize,
    search: paging.search,
    sectionId,
  });
  const pagination = useTablePagination(paging, officers.data?.total, 'office:totalOfficers');
  const update = useOfficeMutation(officeApi.updateUserRole);
  const manage = officeId !== null && canManageOffice(subject, officeId);

  const toggle = async (officer: OfficeOfficer, flag: Flag, value: boolean) => {
    try {
      await update.mutateAsync({ id: officer.userRoleId, flags: { [flag]: value } });
      toast('success', t('updated'));
    } catch (error) {
      showError(error);
    }
  };

  const flagColumn = (flag: Flag) => ({
    title: t(flag),
    key: flag,
    render: (_: unknown, officer: OfficeOfficer) =>
      manage ? (
        <PlainSwitch
          checked={officer[flag]}
          disabled={flag.startsWith('isSection') && !officer.section}
          label={`${t(flag)}: ${nameOf(officer, lang)}`}
          onChange={(on) => toggle(officer, flag, on)}
        />
      ) : (
        officer[flag] && <Tag tone="success">{t('common:yes')}</Tag>
      ),
  });

  const columns: DataColumns<OfficeOfficer> = [
    {
      title: t('officer'),
      key: 'officer',
      render: (_, officer) => (
        <div className="cell-lines">
          <strong>{nameOf(officer, lang)}</strong>
          <span className="text-secondary text-break">{officer.email}</span>
          {officer.mobile && <span className="text-secondary">{localDigits(officer.mobile, lang)}</span>}
        </div>
      ),
    },
    {
      title: t('post'),
      key: 'post',
      render: (_, officer) => (
        <>
          <span style={{ marginInlineEnd: 4 }}>{nameOf(officer.role, lang)}</span>
          {officer.section && <Tag>{nameOf(officer.section, lang)}</Tag>}
          {officer.isAdditionalCharge && <Tag>{t('common:additionalCharge')}</Tag>}
        </>
      ),
    },
    ...FLAGS.map(flagColumn),
  ];

  return (
    <Panel title={t('userRoles')}>
      <WorkingOfficeBar officeId={officeId} onChange={setOfficeId} />
      <div className="filter-row" style={{ '--filter-columns': 3 } as CSSProperties}>
        <SearchBox placeholder={t('searchOfficer')} onSearch={paging.setSearch} />
        <OptionSelect
          kind="sections"
          params={{ officeId }}
          enabled={officeId !== null}
          value={sectionId}
          onChange={(id) => setFilter('sectionId', id)}
          placeholder={t('section')}
        />
      </div>
      <DataTable<OfficeOfficer>
        label={t('userRoles')}
        rowKey="userRoleId"
        columns={columns}
        dataSource={officers.data?.items}
        loading={officers.isFetching}
        locale={{ emptyText: t('common:noData') }}
        pagination={pagination}
        scroll={{ x: 800 }}
      />
    </Panel>
  );
}
