/**
 * One exam list as every exam screen shows it: search (Bangla or English), the list's filters kept
 * in the address, server paging, an Excel file of what is filtered, and an empty state that says
 * what to do next.
 */
import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Space } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { type QueryParams, withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useExamPage } from '../exam.api';

export type SetFilter = (key: string, value: string | number | null | undefined) => void;

export interface ExamListProps<T> {
  title: string;
  path: string;
  columns: DataColumns<T>;
  /** Filter keys read from the address (besides search). */
  filterKeys?: string[];
  filters?: (values: Record<string, string | undefined>, set: SetFilter) => ReactNode;
  /** Parameters always sent (e.g. a fixed status). */
  fixed?: QueryParams;
  exportPath?: string;
  exportName?: string;
  extra?: ReactNode;
  note?: ReactNode;
  scrollX?: number;
}

export function ExamList<T extends { id: number }>({
  title,
  path,
  columns,
  filterKeys = [],
  filters,
  fixed,
  exportPath,
  exportName,
  extra,
  note,
  scrollX = 900,
}: ExamListProps<T>) {
  const { t } = useTranslation('exam');
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [exporting, setExporting] = useState(false);
  const values = Object.fromEntries(
    ['search', ...filterKeys].map((key) => [key, params.get(key) ?? undefined]),
  );
  const list = useExamPage<T>(path, { page: paging.page, pageSize: paging.pageSize, ...values, ...fixed });
  const pagination = useTablePagination(paging, list.data?.total, 'exam:total');

  const setFilter: SetFilter = (key, value) => {
    const next = new URLSearchParams(params);
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
    setParams(next, { replace: true });
    paging.reset();
  };

  const onExport = async () => {
    if (!exportPath) return;
    setExporting(true);
    try {
      await downloadFile(
        withQuery(exportPath, { ...values, ...fixed }),
        `${exportName ?? 'exam'}-${dayjs().format('YYYY-MM-DD')}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };
  const filtered = Object.values(values).some(Boolean);

  return (
    <Panel
      title={title}
      extra={
        <Space wrap>
          {extra}
          {exportPath && (
            <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
              {t('exportExcel')}
            </Button>
          )}
        </Space>
      }
    >
      {note}
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Input.Search
            key={values.search ?? ''}
            allowClear
            defaultValue={values.search}
            placeholder={t('searchHint')}
            aria-label={t('search')}
            onSearch={(value) => setFilter('search', value.trim())}
          />
        </Col>
        {filters?.(values, setFilter)}
      </Row>
      <DataTable<T>
        label={title}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? t('emptyFiltered') : t('empty')}
            />
          ),
        }}
        pagination={pagination}
        scroll={{ x: scrollX }}
      />
    </Panel>
  );
}
