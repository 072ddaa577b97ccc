/**
 * One exam list as every exam screen shows it, in plain HTML: search (Bangla or English), the list's
 * filters kept in the address, server paging, an Excel file of what is filtered, and an empty state
 * that says what to do next. What a list opens (its forms, a bill) are kit parts (exam-parts.tsx).
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { type QueryParams, withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useExamPage } from '../exam.api';

export type SetFilter = (key: string, value: string | number | null | undefined) => void;

export interface ExamListProps<T> {
  title: string;
  path: string;
  columns: DataColumns<T>;
  /** Filter keys read from the address (besides search), one control each in the filter row. */
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
  const paging = usePaging();
  const { filters: values, setFilter } = useFilterParams(['search', ...filterKeys], paging.reset);
  const list = useExamPage<T>(path, { page: paging.page, pageSize: paging.pageSize, ...values, ...fixed });
  const pagination = useTablePagination(paging, list.data?.total, 'exam:total');
  const filtered = Object.values(values).some(Boolean);

  return (
    <Panel
      title={title}
      extra={
        <div className="panel-actions">
          {extra}
          {exportPath && (
            <ExcelButton
              path={withQuery(exportPath, { ...values, ...fixed })}
              file={exportName ?? 'exam'}
              label={t('exportExcel')}
            />
          )}
        </div>
      }
    >
      {note}
      <div className="filter-row" style={{ '--filter-columns': filterKeys.length + 1 } as CSSProperties}>
        <SearchBox
          key={values.search ?? ''}
          initial={values.search}
          placeholder={t('searchHint')}
          onSearch={(value) => setFilter('search', value)}
        />
        {filters?.(values, setFilter)}
      </div>
      <DataTable<T>
        label={title}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: filtered ? t('emptyFiltered') : t('empty') }}
        pagination={pagination}
        scroll={{ x: scrollX }}
      />
    </Panel>
  );
}
