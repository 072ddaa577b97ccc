/**
 * Decisions as tasks (all, pending, completed): the meeting, the decision, who is responsible and by
 * when, overdue shown; search, an overdue filter, server paging and Excel; the responsible desk (or
 * office head, or the calling office) marks a task completed with a note.
 */
import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Checkbox, Col, Empty, Input, Modal, Row } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  MEETING_PATHS,
  type MeetingTask,
  type TaskView,
} from '../../../../common/contracts/meeting.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { meetingApi, useMeetingMutation, useTasks } from '../meeting.api';
import { MeetingDetailDrawer } from './meeting-detail';
import { TaskStatusTag } from './meeting-tags';

export function TaskList({ view, titleKey }: { view: TaskView; titleKey: string }) {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const search = params.get('search') ?? undefined;
  const overdue = params.get('overdue') === 'true' ? 'true' : undefined;
  const [openId, setOpenId] = useState<number | null>(null);
  const [completing, setCompleting] = useState<MeetingTask | null>(null);
  const [note, setNote] = useState('');
  const [exporting, setExporting] = useState(false);
  const list = useTasks({ view, search, overdue, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'meeting:total');
  const complete = useMeetingMutation(meetingApi.complete);

  const setParam = (key: string, value: string | null | undefined) => {
    const next = new URLSearchParams(params);
    if (!value) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
    paging.reset();
  };

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
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => setOpenId(row.meetingId)}
        >
          {row.meetingTitle} ({formatDate(row.meetingDate, lang)})
        </Button>
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
          <Button size="small" onClick={() => setCompleting(row)}>
            {t('complete')}
          </Button>
        ),
    },
  ];

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(
        withQuery(MEETING_PATHS.tasksExport, { view, search, overdue }),
        `meeting-tasks-${dayjs().format('YYYY-MM-DD')}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Panel
      title={t(titleKey)}
      extra={
        <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
          {t('exportExcel')}
        </Button>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }} align="middle">
        <Col xs={24} md={10}>
          <Input.Search
            key={search ?? ''}
            allowClear
            defaultValue={search}
            placeholder={t('searchTask')}
            aria-label={t('searchTask')}
            onSearch={(value) => setParam('search', value.trim())}
          />
        </Col>
        {view !== 'completed' && (
          <Col xs={24} md={6}>
            <Checkbox
              checked={overdue === 'true'}
              onChange={(event) => setParam('overdue', event.target.checked ? 'true' : null)}
            >
              {t('overdueOnly')}
            </Checkbox>
          </Col>
        )}
      </Row>
      <DataTable
        label={t(titleKey)}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyTasks')} /> }}
        pagination={pagination}
        scroll={{ x: 900 }}
      />
      <Modal
        open={completing !== null}
        title={t('complete')}
        okText={t('complete')}
        confirmLoading={complete.isPending}
        onCancel={() => setCompleting(null)}
        onOk={async () => {
          if (!completing) return;
          try {
            await complete.mutateAsync({ id: completing.id, note: note.trim() || undefined });
            toast('success', t('completed'));
            setCompleting(null);
            setNote('');
          } catch (error) {
            showError(error);
          }
        }}
      >
        <p style={{ overflowWrap: 'anywhere' }}>{completing?.text}</p>
        <label htmlFor="task-note">{t('completionNote')}</label>
        <Input.TextArea
          id="task-note"
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Modal>
      <MeetingDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
