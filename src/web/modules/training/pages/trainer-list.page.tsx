/**
 * trainerlist (and trainerlist-internal): the trainers with their subjects, searched, with an Excel
 * file; a trainer's name opens their profile (/profile/trainer-view). Plain HTML, its search in the
 * address; adding a trainer is a route of its own.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Trainer } from '../../../../common/contracts/training.contract';
import { TRAINING_PATHS } from '../../../../common/contracts/training.paths';
import { canManageTraining } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useFilterParams } from '../components/filter-params';
import { useSiblingPath } from '../components/training-kind';
import { useTrainers } from '../training.api';

const FILTER_KEYS = ['search'] as const;

export default function TrainerListPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const sibling = useSiblingPath();
  const subject = useSubject();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const list = useTrainers({ search: filters.search, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'training:total');
  const columns: DataColumns<Trainer> = [
    {
      title: t('name'),
      key: 'name',
      render: (_, row) => (
        <Link to={`/profile/trainer-view?trainerId=${row.id}`}>
          {lang === 'bn' ? row.nameBn : row.nameEn}
        </Link>
      ),
    },
    { title: t('designation'), dataIndex: 'designation', key: 'designation' },
    { title: t('organisation'), dataIndex: 'organisation', key: 'organisation' },
    { title: t('subjects'), dataIndex: 'subjects', key: 'subjects' },
    {
      title: t('mobile'),
      key: 'mobile',
      render: (_, row) => (row.mobile ? localDigits(row.mobile, lang) : '—'),
    },
    { title: t('batchesCount'), key: 'batches', render: (_, row) => localDigits(row.batches, lang) },
  ];
  return (
    <Panel
      title={t('trainerList')}
      extra={
        <div className="panel-actions">
          <ExcelButton
            path={withQuery(`${TRAINING_PATHS.trainers}/export`, { search: filters.search })}
            file="trainers"
            label={t('exportExcel')}
          />
          {canManageTraining(subject) && (
            <Link to={sibling('add-trainer')} className="action-button primary">
              <PlusOutlined />
              {t('addTrainer')}
            </Link>
          )}
        </div>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 2 } as CSSProperties}>
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('searchPeople')}
          onSearch={(value) => setFilter('search', value)}
        />
      </div>
      <DataTable
        label={t('trainerList')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('empty') }}
        scroll={{ x: 900 }}
      />
    </Panel>
  );
}
