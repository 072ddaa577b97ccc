/**
 * Decisions as tasks (all, pending, completed): the meeting, the decision, who is responsible and by
 * when, overdue shown; search, an overdue filter, server paging and Excel; the responsible desk (or
 * office head, or the calling office) marks a task completed with a note. The list is plain HTML;
 * the completing dialog and a meeting's drawer bring the UI kit when first opened (meeting-parts.tsx).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingTask } from '../../../../common/contracts/meeting.contract';
import { MEETING_PATHS, type TaskView } from '../../../../common/contracts/meeting.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useTasks } from '../meeting.api';
import { MeetingTitleButton } from './meeting-list';
import { MeetingDetailPart, TaskCompletePart } from './meeting-parts';
import { TaskStatusTag } from './meeting-tags';

export function TaskList({ view, titleKey }: { view: TaskView; titleKey: string }) {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(['search', 'overdue'], paging.reset);
  const search = filters.search;
  const overdue = filters.overdue === 'true' ? 'true' : undefined;
  const [openId, setOpenId] = useState<number | null>(null);
  const [completing, setCompleting] = useState<MeetingTask | null>(null);
  const list = useTasks({ view, search, overdue, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'meeting:total');

  const columns: DataColumns<MeetingTask> = [
    {
      title: t('decision'),
      dataIndex: 'text',
      render: (value) => <span style={{ overflowWrap: 'anywhere' }}>{value}</span>,
    },
    {
      title: t('meetings'),
      dataIndex: 'meetingTitle',
      render: (_, row) => (
        <MeetingTitleButton onOpen={() => setOpenId(row.meetingId)}>
          {row.meetingTitle} ({formatDate(row.meetingDate, lang)})
        </MeetingTitleButton>
      ),
    },
    {
      title: t('responsible'),
      key: 'responsible',
      render: (_, row) =>
        row.responsibleDesk
          ? `${lang === 'en' ? row.responsibleDesk.labelEn : row.responsibleDesk.labelBn}${row.responsibleDesk.holder ? ` — ${nameOf(row.responsibleDesk.holder, lang)}` : ''}`
          : row.responsibleOffice
            ? nameOf(row.responsibleOffice, lang)
            : '',
    },
    {
      title: t('deadline'),
      dataIndex: 'deadline',
      render: (value) => (value ? formatDate(value, lang) : ''),
    },
    { title: t('status'), dataIndex: 'status', render: (_, row) => <TaskStatusTag task={row} /> },
    {
      title: '',
      key: 'action',
      render: (_, row) =>
        row.can.complete && (
          <button type="button" className="action-button" onClick={() => setCompleting(row)}>
            {t('complete')}
          </button>
        ),
    },
  ];

  return (
    <Panel
      title={t(titleKey)}
      extra={
        <ExcelButton
          path={withQuery(MEETING_PATHS.tasksExport, { view, search, overdue })}
          file="meeting-tasks"
          label={t('exportExcel')}
        />
      }
    >
      <div className="list-toolbar-filters" style={{ marginBottom: 16 }}>
        <SearchBox
          key={search ?? ''}
          initial={search}
          placeholder={t('searchTask')}
          onSearch={(value) => setFilter('search', value)}
        />
        {view !== 'completed' && (
          <label className="plain-check">
            <input
              type="checkbox"
              checked={overdue === 'true'}
              onChange={(event) => setFilter('overdue', event.target.checked ? 'true' : null)}
            />
            {t('overdueOnly')}
          </label>
        )}
      </div>
      <DataTable
        label={t(titleKey)}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: t('emptyTasks') }}
        pagination={pagination}
        scroll={{ x: 900 }}
      />
      <TaskCompletePart task={completing} onClose={() => setCompleting(null)} />
      <MeetingDetailPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
