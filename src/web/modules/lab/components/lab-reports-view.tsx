/**
 * The lab reports: the district-wise lab report (printed in Bangla through the print helper),
 * the inspected labs with their coordinates (geolocation-lab-inspection-reports), the
 * recommendations raised at labs with a progress report for the responsible office
 * (recommendation-progress-update), and their progress by district (recommendation-progress-reports).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Col, Input, Progress, Row, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECOMMENDATION_STATUSES } from '../../../../common/contracts/inspection.contract';
import type {
  InspectedLab,
  LabDistrictRow,
  LabRecommendation,
  LabType,
  RecommendationProgressRow,
} from '../../../../common/contracts/lab.contract';
import { nameOf } from '../../../../common/labels';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useInspectedLabs, useLabRecommendations, useLabReport, useRecommendationProgress } from '../lab.api';
import { fiscalLabel } from './lab-dashboard-view';
import { ProgressDialog } from './lab-dialogs';

const STATUS_COLORS = { open: 'red', in_progress: 'orange', implemented: 'blue', closed: 'green' } as const;
const labName = (lab: { institutionBn: string; institutionEn: string }, lang: 'bn' | 'en') =>
  (lang === 'en' && lab.institutionEn) || lab.institutionBn;

export function LabReportView({ type, title }: { type?: LabType; title: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const report = useLabReport(type ? { type } : {});
  const n = (value: number) => formatNumber(value, lang);
  const data = report.data;
  const printId = 'lab-report-print';
  return (
    <Panel
      title={title}
      extra={
        <Button icon={<PrinterOutlined />} onClick={() => printElement(printId)} disabled={!data}>
          {t('print')}
        </Button>
      }
    >
      <div id={printId}>
        <Typography.Title level={4} style={{ textAlign: 'center' }}>
          {t('reportTitle')}
          {type ? ` — ${t(`type_${type}`)}` : ''}
        </Typography.Title>
        {data && (
          <Typography.Paragraph style={{ textAlign: 'center' }}>
            {t('fiscalYear')}: {fiscalLabel(data.fiscalYear, lang)}
          </Typography.Paragraph>
        )}
        <DataTable<LabDistrictRow>
          label={title}
          size="small"
          bordered
          rowKey={(row) => row.district.id}
          loading={report.isLoading}
          dataSource={data?.rows}
          pagination={false}
          locale={{ emptyText: t('noLabs') }}
          columns={[
            { title: t('district'), key: 'district', render: (_, row) => nameOf(row.district, lang) },
            { title: t('labs'), key: 'labs', align: 'right', render: (_, row) => n(row.labs) },
            { title: t('equipment'), key: 'equipment', align: 'right', render: (_, row) => n(row.equipment) },
            { title: t('working'), key: 'working', align: 'right', render: (_, row) => n(row.working) },
            { title: t('faulty'), key: 'faulty', align: 'right', render: (_, row) => n(row.faulty) },
            { title: t('lost'), key: 'lost', align: 'right', render: (_, row) => n(row.lost) },
            {
              title: t('activities'),
              key: 'activities',
              align: 'right',
              render: (_, row) => n(row.activities),
            },
            {
              title: t('participants'),
              key: 'participants',
              align: 'right',
              render: (_, row) => n(row.participants),
            },
            {
              title: t('inspectedLabs'),
              key: 'inspected',
              align: 'right',
              render: (_, row) => n(row.inspectedLabs),
            },
            {
              title: t('coverage'),
              key: 'coverage',
              align: 'right',
              render: (_, row) =>
                `${localDigits(row.labs ? Math.round((row.inspectedLabs / row.labs) * 100) : 0, lang)}%`,
            },
          ]}
          summary={() =>
            data && data.rows.length > 0 ? (
              <tr>
                <th scope="row" style={{ textAlign: 'left', padding: 8 }}>
                  {t('totalRow')}
                </th>
                {[
                  data.totals.labs,
                  data.totals.equipment,
                  data.totals.working,
                  data.totals.faulty,
                  data.totals.lost,
                  data.totals.activities,
                  data.totals.participants,
                  data.totals.inspectedLabs,
                ].map((value, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                  <td key={index} style={{ textAlign: 'right', padding: 8, fontWeight: 600 }}>
                    {n(value)}
                  </td>
                ))}
                <td />
              </tr>
            ) : null
          }
        />
      </div>
    </Panel>
  );
}

const mapLink = (lat: string, lng: string) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

export function InspectedLabsView({ type, title }: { type?: LabType; title: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const paging = usePaging();
  const list = useInspectedLabs({
    page: paging.page,
    pageSize: paging.pageSize,
    search: paging.search || undefined,
    type,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'lab:total');
  // Coordinates stay in English digits as SPEC.md §5 writes them; the figures read in Bangla.
  const position = (lat: string | null, lng: string | null) =>
    lat && lng ? (
      <a href={mapLink(lat, lng)} target="_blank" rel="noreferrer">
        {localDigits(`${lat}, ${lng}`, lang)}
      </a>
    ) : (
      '—'
    );
  return (
    <Panel title={title}>
      <Input.Search
        allowClear
        style={{ maxWidth: 360, marginBottom: 16 }}
        placeholder={t('search')}
        aria-label={t('search')}
        onSearch={(value) => paging.setSearch(value.trim())}
      />
      <DataTable<InspectedLab>
        label={title}
        rowKey={(row) => row.lab.id}
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{ emptyText: t('noInspected') }}
        columns={[
          { title: t('institution'), key: 'lab', width: 240, render: (_, row) => labName(row.lab, lang) },
          {
            title: t('district'),
            key: 'district',
            width: 110,
            render: (_, row) => nameOf(row.district, lang),
          },
          {
            title: t('labPosition'),
            key: 'position',
            width: 200,
            render: (_, row) => position(row.latitude, row.longitude),
          },
          {
            title: t('inspectedPosition'),
            key: 'inspectedAt',
            width: 200,
            render: (_, row) => position(row.inspectedLatitude, row.inspectedLongitude),
          },
          {
            title: t('inspections'),
            key: 'count',
            width: 90,
            align: 'right',
            render: (_, row) => formatNumber(row.inspections, lang),
          },
          {
            title: t('lastVisit'),
            key: 'last',
            width: 110,
            render: (_, row) => formatDate(row.lastVisit, lang),
          },
          {
            title: t('score'),
            key: 'score',
            width: 90,
            render: (_, row) =>
              row.lastScore === null
                ? '—'
                : `${localDigits(row.lastScore, lang)}/${localDigits(row.lastMaxScore ?? 0, lang)}`,
          },
        ]}
      />
    </Panel>
  );
}

export function RecommendationUpdateView({ type, title }: { type?: LabType; title: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const paging = usePaging();
  const [status, setStatus] = useState<string | undefined>();
  const [reporting, setReporting] = useState<LabRecommendation | null>(null);
  const list = useLabRecommendations({
    page: paging.page,
    pageSize: paging.pageSize,
    type,
    status,
    search: paging.search || undefined,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'lab:total');
  return (
    <Panel title={title}>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Input.Search
            allowClear
            placeholder={t('search')}
            aria-label={t('search')}
            onSearch={(value) => paging.setSearch(value.trim())}
          />
        </Col>
        <Col xs={24} md={6}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('allStatuses')}
            placeholder={t('allStatuses')}
            value={status}
            onChange={(value) => {
              setStatus(value);
              paging.reset();
            }}
            options={RECOMMENDATION_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          />
        </Col>
      </Row>
      <DataTable<LabRecommendation>
        label={title}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{ emptyText: t('noRecommendations') }}
        columns={[
          { title: t('institution'), key: 'lab', width: 220, render: (_, row) => labName(row.lab, lang) },
          { title: t('recommendation'), key: 'text', width: 280, dataIndex: 'text' },
          {
            title: t('responsibleOffice'),
            key: 'office',
            width: 200,
            render: (_, row) => nameOf(row.responsibleOffice, lang),
          },
          {
            title: t('deadline'),
            key: 'deadline',
            width: 110,
            render: (_, row) => formatDate(row.deadline, lang),
          },
          {
            title: t('status'),
            key: 'status',
            width: 180,
            render: (_, row) => (
              <Space orientation="vertical" size={2} style={{ width: '100%' }}>
                <Tag color={STATUS_COLORS[row.status]}>{t(`status_${row.status}`)}</Tag>
                <Progress
                  percent={row.progress}
                  size="small"
                  format={(value) => `${localDigits(value ?? 0, lang)}%`}
                  aria-label={`${t('progress')} ${localDigits(row.progress, lang)}%`}
                />
              </Space>
            ),
          },
          {
            title: t('reportProgress'),
            key: 'action',
            width: 130,
            render: (_, row) =>
              row.canUpdate ? (
                <Button size="small" onClick={() => setReporting(row)}>
                  {t('reportProgress')}
                </Button>
              ) : null,
          },
        ]}
      />
      <ProgressDialog item={reporting} onClose={() => setReporting(null)} />
    </Panel>
  );
}

export function RecommendationProgressView({ type, title }: { type?: LabType; title: string }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const report = useRecommendationProgress(type ? { type } : {});
  const n = (value: number) => formatNumber(value, lang);
  return (
    <Panel title={title}>
      <DataTable<RecommendationProgressRow>
        label={title}
        size="small"
        rowKey={(row) => row.district.id}
        loading={report.isLoading}
        dataSource={report.data}
        pagination={false}
        locale={{ emptyText: t('noRecommendations') }}
        columns={[
          { title: t('district'), key: 'district', render: (_, row) => nameOf(row.district, lang) },
          { title: t('count'), key: 'total', align: 'right', render: (_, row) => n(row.total) },
          { title: t('open'), key: 'open', align: 'right', render: (_, row) => n(row.open) },
          {
            title: t('inProgress'),
            key: 'inProgress',
            align: 'right',
            render: (_, row) => n(row.inProgress),
          },
          {
            title: t('implemented'),
            key: 'implemented',
            align: 'right',
            render: (_, row) => n(row.implemented),
          },
          { title: t('closed'), key: 'closed', align: 'right', render: (_, row) => n(row.closed) },
          { title: t('overdue'), key: 'overdue', align: 'right', render: (_, row) => n(row.overdue) },
          {
            title: t('averageProgress'),
            key: 'progress',
            width: 160,
            render: (_, row) => (
              <Progress
                percent={row.averageProgress}
                size="small"
                format={(value) => `${localDigits(value ?? 0, lang)}%`}
                aria-label={`${t('averageProgress')} ${localDigits(row.averageProgress, lang)}%`}
              />
            ),
          },
        ]}
      />
    </Panel>
  );
}
