/**
 * A list of meetings (upcoming, completed, awaiting minutes, archived) of the caller's office and of
 * the meetings it is invited to: search by subject, filters by kind, type and period, server paging,
 * Excel export; a row opens the meeting (also from `?meeting=id`, where notices link).
 */
import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  MEETING_KINDS,
  MEETING_PATHS,
  MEETING_TYPES,
  type MeetingSummary,
  type MeetingView,
} from '../../../../common/contracts/meeting.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useMeetings } from '../meeting.api';
import { MeetingDetailDrawer } from './meeting-detail';
import { MeetingStatusTag } from './meeting-tags';

const FILTER_KEYS = ['kind', 'meetingType', 'from', 'to', 'search'] as const;

export function useMeetingColumns(onOpen: (id: number) => void): DataColumns<MeetingSummary> {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  return [
    {
      title: t('title'),
      dataIndex: 'title',
      render: (_, row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => onOpen(row.id)}
        >
          {row.title}
        </Button>
      ),
    },
    {
      title: t('date'),
      dataIndex: 'meetingDate',
      render: (_, row) => `${formatDate(row.meetingDate, lang)} ${localDigits(row.startTime, lang)}`,
    },
    { title: t('meetingType'), dataIndex: 'meetingType', render: (value) => t(`type_${value}`) },
    { title: t('callingOffice'), dataIndex: 'office', render: (_, row) => nameOf(row.office, lang) },
    { title: t('venue'), dataIndex: 'venue', render: (_, row) => row.venue ?? row.onlineLink },
    { title: t('status'), dataIndex: 'status', render: (_, row) => <MeetingStatusTag status={row.status} /> },
  ];
}

export function MeetingList({ view, titleKey }: { view: MeetingView; titleKey: string }) {
  const { t } = useTranslation('meeting');
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [exporting, setExporting] = useState(false);
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const openId = Number(params.get('meeting')) || null;
  const list = useMeetings({ view, page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'meeting:total');

  const setParam = (key: string, value: string | null | undefined) => {
    const next = new URLSearchParams(params);
    if (!value) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
    if (key !== 'meeting') paging.reset();
  };
  const columns = useMeetingColumns((id) => setParam('meeting', String(id)));
  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(
        withQuery(MEETING_PATHS.meetingsExport, { view, ...filters }),
        `meetings-${dayjs().format('YYYY-MM-DD')}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };
  const day = (value: string | undefined) => (value ? dayjs(value) : null);
  const filtered = FILTER_KEYS.some((key) => filters[key]);

  return (
    <Panel
      title={t(titleKey)}
      extra={
        <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
          {t('exportExcel')}
        </Button>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Input.Search
            key={filters.search ?? ''}
            allowClear
            defaultValue={filters.search}
            placeholder={t('search')}
            aria-label={t('search')}
            onSearch={(value) => setParam('search', value.trim())}
          />
        </Col>
        <Col xs={12} md={4}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('allKinds')}
            placeholder={t('allKinds')}
            value={filters.kind}
            onChange={(value) => setParam('kind', value)}
            options={MEETING_KINDS.map((value) => ({ value, label: t(`kind_${value}`) }))}
          />
        </Col>
        <Col xs={12} md={4}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('meetingType')}
            placeholder={t('allTypes')}
            value={filters.meetingType}
            onChange={(value) => setParam('meetingType', value)}
            options={MEETING_TYPES.map((value) => ({ value, label: t(`type_${value}`) }))}
          />
        </Col>
        <Col xs={12} md={4}>
          <DatePicker
            aria-label={t('fromDate')}
            placeholder={t('fromDate')}
            style={{ width: '100%' }}
            format="DD/MM/YYYY"
            value={day(filters.from)}
            onChange={(value) => setParam('from', value ? machineDate(value as Dayjs) : null)}
          />
        </Col>
        <Col xs={12} md={4}>
          <DatePicker
            aria-label={t('toDate')}
            placeholder={t('toDate')}
            style={{ width: '100%' }}
            format="DD/MM/YYYY"
            value={day(filters.to)}
            onChange={(value) => setParam('to', value ? machineDate(value as Dayjs) : null)}
          />
        </Col>
      </Row>
      <DataTable
        label={t(titleKey)}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered || view !== 'upcoming' ? t('emptyList') : t('emptyUpcoming')}
            />
          ),
        }}
        pagination={pagination}
        scroll={{ x: 900 }}
      />
      <MeetingDetailDrawer id={openId} onClose={() => setParam('meeting', null)} />
    </Panel>
  );
}
