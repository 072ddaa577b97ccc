/**
 * Inspections as a paged list: the caller's own (self-inspection list) or the office's (inspection
 * list, visit reports), searched by the office visited, filtered by status and period, exported to
 * Excel; a row opens the visit report or, for a draft of one's own, the form.
 */
import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Col, Drawer, Empty, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  INSPECTION_PATHS,
  INSPECTION_STATUSES,
  type InspectionStatus,
  type InspectionSummary,
} from '../../../../common/contracts/inspection.contract';
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
import { useInspection, useInspections } from '../inspection.api';
import { InspectionStatusTag } from './inspection-tags';
import { LabLine } from './lab-name';
import { VisitReport } from './visit-report';

function ReportDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('inspection');
  const detail = useInspection(id);
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('visitReport')} size={760}>
      {detail.data && <VisitReport detail={detail.data} />}
    </Drawer>
  );
}

export function InspectionTable({
  title,
  scope,
  status: fixedStatus,
}: {
  title: string;
  scope: 'own' | 'office';
  status?: InspectionStatus;
}) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const navigate = useNavigate();
  const paging = usePaging();
  const [status, setStatus] = useState<string | undefined>(fixedStatus);
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const filters = {
    scope,
    status,
    search: paging.search || undefined,
    from: from ? machineDate(from) : undefined,
    to: to ? machineDate(to) : undefined,
  };
  const list = useInspections({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');

  const columns: DataColumns<InspectionSummary> = [
    {
      title: t('inspectionNo'),
      key: 'id',
      width: 90,
      render: (_, row) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() =>
            scope === 'own' && row.status === 'draft'
              ? navigate(`/inspection-mgt/inspection/${row.planId}/edit`)
              : setOpenId(row.id)
          }
        >
          #{localDigits(row.id, lang)}
        </Button>
      ),
    },
    { title: t('visitDate'), key: 'date', width: 120, render: (_, row) => formatDate(row.visitDate, lang) },
    {
      title: t('officeInspected'),
      key: 'office',
      width: 240,
      render: (_, row) => (
        <>
          {nameOf(row.targetOffice, lang)}
          <LabLine lab={row.lab} />
        </>
      ),
    },
    { title: t('inspector'), key: 'inspector', width: 180, render: (_, row) => nameOf(row.inspector, lang) },
    {
      title: t('score'),
      key: 'score',
      width: 90,
      render: (_, row) =>
        row.score === null ? '—' : `${localDigits(row.score, lang)}/${localDigits(row.maxScore ?? 0, lang)}`,
    },
    {
      title: t('recommendations'),
      key: 'recs',
      width: 110,
      render: (_, row) => localDigits(row.recommendationCount, lang),
    },
    {
      title: t('status'),
      key: 'status',
      width: 150,
      render: (_, row) => <InspectionStatusTag status={row.status} />,
    },
  ];

  return (
    <Panel
      title={title}
      extra={
        <Button
          icon={<FileExcelOutlined />}
          onClick={() =>
            downloadFile(
              withQuery(INSPECTION_PATHS.inspectionsExport, filters),
              `inspections-${dayjs().format('YYYY-MM-DD')}.xlsx`,
            ).catch(showError)
          }
        >
          {t('exportExcel')}
        </Button>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Input.Search
            allowClear
            placeholder={t('searchOffice')}
            aria-label={t('searchOffice')}
            onSearch={(value) => paging.setSearch(value.trim())}
          />
        </Col>
        {!fixedStatus && (
          <Col xs={24} md={5}>
            <Select
              allowClear
              aria-label={t('status')}
              placeholder={t('allStatuses')}
              style={{ width: '100%' }}
              value={status}
              onChange={(value) => {
                setStatus(value);
                paging.reset();
              }}
              options={INSPECTION_STATUSES.map((value) => ({ value, label: t(`inspection_${value}`) }))}
            />
          </Col>
        )}
        <Col xs={12} md={5}>
          <DatePicker
            aria-label={t('fromDate')}
            placeholder={t('fromDate')}
            format="DD/MM/YYYY"
            style={{ width: '100%' }}
            value={from}
            onChange={(value) => {
              setFrom(value as Dayjs | null);
              paging.reset();
            }}
          />
        </Col>
        <Col xs={12} md={5}>
          <DatePicker
            aria-label={t('toDate')}
            placeholder={t('toDate')}
            format="DD/MM/YYYY"
            style={{ width: '100%' }}
            value={to}
            onChange={(value) => {
              setTo(value as Dayjs | null);
              paging.reset();
            }}
          />
        </Col>
      </Row>
      <DataTable
        label={title}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyInspections')} />,
        }}
        scroll={{ x: 980 }}
      />
      <ReportDrawer id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
