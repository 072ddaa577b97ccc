/**
 * The school's students (role 34), searched and filtered by gender with the filters in the address,
 * with an Excel file; given `onSelect`, each row has a box to tick for a batch. Plain HTML: the
 * selection list draws without the UI kit, and the student form's page shows it under the form.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Student } from '../../../../common/contracts/training.contract';
import { GENDERS, TRAINING_PATHS } from '../../../../common/contracts/training.paths';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useStudents } from '../training.api';
import { useFilterParams } from './filter-params';

const FILTER_KEYS = ['search', 'gender'] as const;

export function StudentTable({
  batchId,
  selected,
  onSelect,
}: {
  batchId?: number;
  selected?: number[];
  onSelect?: (ids: number[]) => void;
}) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const filter = { ...filters, notInBatchId: batchId };
  const list = useStudents({ ...filter, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'training:total');
  const pick: DataColumns<Student> = onSelect
    ? [
        {
          title: t('addToBatch'),
          key: 'pick',
          render: (_, row) => (
            <input
              type="checkbox"
              aria-label={`${t('addToBatch')}: ${row.nameBn}`}
              checked={selected?.includes(row.id) ?? false}
              onChange={(event) =>
                onSelect(
                  event.target.checked
                    ? [...(selected ?? []), row.id]
                    : (selected ?? []).filter((id) => id !== row.id),
                )
              }
            />
          ),
        },
      ]
    : [];
  const columns: DataColumns<Student> = [
    ...pick,
    { title: t('name'), key: 'name', render: (_, row) => row.nameBn },
    { title: t('institution'), dataIndex: 'institution', key: 'institution' },
    { title: t('className'), dataIndex: 'className', key: 'className' },
    { title: t('mobile'), key: 'mobile', render: (_, row) => localDigits(row.mobile, lang) },
    { title: t('gender'), key: 'gender', render: (_, row) => t(`gender_${row.gender}`) },
    { title: t('batchesCount'), key: 'batches', render: (_, row) => localDigits(row.batches, lang) },
  ];
  return (
    <Panel
      title={t('schoolTrainees')}
      extra={
        <ExcelButton
          path={withQuery(TRAINING_PATHS.studentsExport, filter)}
          file="students"
          label={t('exportExcel')}
        />
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('searchPeople')}
          onSearch={(value) => setFilter('search', value)}
        />
        <ChoiceFilter
          label={t('gender')}
          all={t('allGenders')}
          value={filters.gender}
          options={GENDERS.map((value) => ({ value, label: t(`gender_${value}`) }))}
          onChange={(value) => setFilter('gender', value)}
        />
      </div>
      <DataTable
        label={t('schoolTrainees')}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{ emptyText: t('emptyStudents') }}
        columns={columns}
        scroll={{ x: 800 }}
      />
    </Panel>
  );
}
