/**
 * The lab reports: the district-wise lab report (printed in Bangla through the print helper) and the
 * progress of recommendations by district (recommendation-progress-reports). Plain HTML: both are
 * tables a person reads and prints, with no form of their own.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type {
  LabDistrictRow,
  LabType,
  RecommendationProgressRow,
} from '../../../../common/contracts/lab.contract';
import { nameOf } from '../../../../common/labels';
import { DataTable } from '../../../components/data-table';
import { Meter } from '../../../components/meter';
import { Panel } from '../../../components/panel';
import { formatNumber, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { useLang } from '../../../lib/use-lang';
import { useLabReport, useRecommendationProgress } from '../lab.api';
import { fiscalLabel } from './lab-labels';

const CENTRED = { textAlign: 'center' } as const;

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
        <button
          type="button"
          className="action-button"
          onClick={() => printElement(printId)}
          disabled={!data}
        >
          <PrinterOutlined />
          {t('print')}
        </button>
      }
    >
      <div id={printId}>
        <h2 style={{ ...CENTRED, fontSize: 20, margin: '0 0 8px' }}>
          {t('reportTitle')}
          {type ? ` — ${t(`type_${type}`)}` : ''}
        </h2>
        {data && (
          <p style={CENTRED}>
            {t('fiscalYear')}: {fiscalLabel(data.fiscalYear, lang)}
          </p>
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
                <th scope="row">{t('totalRow')}</th>
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
                  <td key={index} className="number">
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
              <Meter
                percent={row.averageProgress}
                label={`${t('averageProgress')}: ${nameOf(row.district, lang)}`}
              />
            ),
          },
        ]}
      />
    </Panel>
  );
}
