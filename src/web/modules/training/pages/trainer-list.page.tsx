/**
 * trainerlist (and trainerlist-internal): the trainers with their subjects, searched, with an Excel
 * file; a trainer's name opens their profile (/profile/trainer-view).
 */
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TRAINING_PATHS, type Trainer } from '../../../../common/contracts/training.contract';
import { canManageTraining } from '../../../../common/permissions';
import { DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useSiblingPath } from '../components/training-kind';
import { useTrainers } from '../training.api';

export default function TrainerListPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const sibling = useSiblingPath();
  const subject = useSubject();
  const paging = usePaging();
  const { debounced, setSearch } = useDebouncedSearch();
  const list = useTrainers({ search: debounced || undefined, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'training:total');
  const columns = [
    {
      title: t('name'),
      key: 'name',
      render: (_: unknown, row: Trainer) => (
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
      render: (_: unknown, row: Trainer) => (row.mobile ? localDigits(row.mobile, lang) : '—'),
    },
    {
      title: t('batchesCount'),
      key: 'batches',
      render: (_: unknown, row: Trainer) => localDigits(row.batches, lang),
    },
  ];
  return (
    <Panel
      title={t('trainerList')}
      extra={
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadFile(
                withQuery(`${TRAINING_PATHS.trainers}/export`, { search: debounced || undefined }),
                'trainers.xlsx',
              ).catch(showError)
            }
          >
            {t('exportExcel')}
          </Button>
          {canManageTraining(subject) && (
            <Link to={sibling('add-trainer')}>
              <Button type="primary" icon={<PlusOutlined />}>
                {t('addTrainer')}
              </Button>
            </Link>
          )}
        </Space>
      }
    >
      <Input.Search
        allowClear
        style={{ marginBottom: 16, maxWidth: 420 }}
        aria-label={t('searchPeople')}
        placeholder={t('searchPeople')}
        onChange={(event) => {
          setSearch(event.target.value);
          paging.reset();
        }}
      />
      <DataTable
        label={t('trainerList')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
      />
    </Panel>
  );
}
