/** target-list: inspections each officer must do in a month, against those done; admins set the targets. */
import { Button, Col, Empty, Input, InputNumber, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TargetRow } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { canManageInspectionSetup } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { type Period, PeriodPick, thisMonth } from '../components/period-pick';
import { inspectionApi, useInspectionMutation, useTargets } from '../inspection.api';

function TargetInput({ row, disabled }: { row: TargetRow; disabled: boolean }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const [count, setCount] = useState<number | null>(row.count);
  const save = useInspectionMutation(inspectionApi.setTarget);
  if (disabled) return <>{localDigits(row.count, lang)}</>;
  return (
    <Space wrap>
      <InputNumber
        aria-label={t('targetOf', { name: nameOf(row, lang) })}
        min={0}
        max={500}
        value={count}
        onChange={setCount}
        style={{ width: 80 }}
      />
      <Button
        size="small"
        loading={save.isPending}
        disabled={count === row.count || count === null}
        onClick={async () => {
          try {
            await save.mutateAsync({
              userId: row.userId,
              year: row.year,
              month: row.month,
              count: count ?? 0,
            });
            toast('success', t('saved'));
          } catch (error) {
            showError(error);
          }
        }}
      >
        {t('common:save')}
      </Button>
    </Space>
  );
}

export default function TargetListPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const canSet = canManageInspectionSetup(useSubject());
  const [period, setPeriod] = useState<Period>(thisMonth());
  const paging = usePaging();
  const list = useTargets({
    year: period.year,
    month: period.month,
    page: paging.page,
    pageSize: paging.pageSize,
    search: paging.search,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');
  const columns: DataColumns<TargetRow> = [
    { title: t('officer'), key: 'name', render: (_, row) => nameOf(row, lang) },
    {
      title: t('target'),
      key: 'target',
      width: 200,
      render: (_, row) => (
        <TargetInput key={`${row.userId}-${row.year}-${row.month}`} row={row} disabled={!canSet} />
      ),
    },
    { title: t('done'), key: 'done', width: 100, render: (_, row) => localDigits(row.done, lang) },
  ];
  return (
    <Panel title={t('targetList')}>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <PeriodPick
          value={period}
          onChange={(next) => {
            setPeriod(next);
            paging.reset();
          }}
        />
        <Col xs={24} md={8}>
          <Input.Search
            allowClear
            placeholder={t('searchOfficer')}
            aria-label={t('searchOfficer')}
            onSearch={(value) => paging.setSearch(value.trim())}
          />
        </Col>
      </Row>
      <DataTable
        label={t('targetList')}
        rowKey="userId"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyTargets')} /> }}
        scroll={{ x: 520 }}
      />
    </Panel>
  );
}
