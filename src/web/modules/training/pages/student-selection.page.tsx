/**
 * internal-applicant-training-selection (role 34): the school's students, searched and filtered, with
 * an Excel file; the ones ticked go onto the shortlist of a batch of the school's own.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Empty, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Student, TRAINING_PATHS } from '../../../../common/contracts/training.contract';
import { DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { BatchSelect } from '../components/batch-select';
import { useAddStudents, useStudents } from '../training.api';

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
  const { debounced, setSearch } = useDebouncedSearch();
  const [gender, setGender] = useState<string>();
  const filter = { search: debounced || undefined, gender, notInBatchId: batchId };
  const list = useStudents({ ...filter, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'training:total');
  return (
    <Panel
      title={t('schoolTrainees')}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadFile(withQuery(TRAINING_PATHS.studentsExport, filter), 'students.xlsx').catch(showError)
          }
        >
          {t('exportExcel')}
        </Button>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={14}>
          <Input.Search
            allowClear
            aria-label={t('searchPeople')}
            placeholder={t('searchPeople')}
            onChange={(event) => {
              setSearch(event.target.value);
              paging.reset();
            }}
          />
        </Col>
        <Col xs={24} md={10}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('gender')}
            placeholder={t('gender')}
            value={gender}
            onChange={(value) => {
              setGender(value);
              paging.reset();
            }}
            options={GENDERS.map((value) => ({ value, label: t(`gender_${value}`) }))}
          />
        </Col>
      </Row>
      <DataTable<Student>
        label={t('schoolTrainees')}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyStudents')} />,
        }}
        columns={[
          ...(onSelect
            ? [
                {
                  title: t('addToBatch'),
                  key: 'pick',
                  render: (_: unknown, row: Student) => (
                    <Checkbox
                      aria-label={`${t('addToBatch')}: ${row.nameBn}`}
                      checked={selected?.includes(row.id)}
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
            : []),
          { title: t('name'), key: 'name', render: (_: unknown, row: Student) => row.nameBn },
          { title: t('institution'), dataIndex: 'institution', key: 'institution' },
          { title: t('className'), dataIndex: 'className', key: 'className' },
          { title: t('mobile'), key: 'mobile', render: (_, row) => localDigits(row.mobile, lang) },
          { title: t('gender'), key: 'gender', render: (_, row) => t(`gender_${row.gender}`) },
          { title: t('batchesCount'), key: 'batches', render: (_, row) => localDigits(row.batches, lang) },
        ]}
      />
    </Panel>
  );
}

export default function StudentSelectionPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const [batchId, setBatchId] = useState<number>();
  const [selected, setSelected] = useState<number[]>([]);
  const add = useAddStudents();
  return (
    <>
      <Panel title={t('internalApplicantTrainingSelection')} style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]} align="middle">
          <Col xs={24} md={14}>
            <BatchSelect
              kind="internal"
              status="open"
              value={batchId}
              onChange={(id) => {
                setBatchId(id);
                setSelected([]);
              }}
            />
          </Col>
          <Col xs={24} md={10}>
            <Button
              type="primary"
              disabled={!batchId || selected.length === 0}
              loading={add.isPending}
              onClick={() =>
                batchId &&
                add.mutate(
                  { id: batchId, studentIds: selected },
                  {
                    onSuccess: () => {
                      toast('success', t('added'));
                      setSelected([]);
                    },
                    onError: (error) => showError(error),
                  },
                )
              }
            >
              {t('addToBatch')} ({t('selected', { count: localDigits(selected.length, lang) })})
            </Button>
          </Col>
        </Row>
      </Panel>
      <StudentTable batchId={batchId} selected={selected} onSelect={setSelected} />
    </>
  );
}
