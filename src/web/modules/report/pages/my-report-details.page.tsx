/**
 * /report-mgt/my-report-details/:reportCode: one report of an office (the own office unless the
 * asking office opens another's) for a fiscal year — each period with its due date and state — and
 * the chosen period's response: filled by the creator desk, verified, approved, printed. Plain HTML:
 * the periods and the response are read first; the response's form brings the UI kit after them
 * (components/report-parts.tsx).
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { SubmitLog } from '../../../../common/contracts/report.contract';
import { bdToday } from '../../../../common/contracts/report.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { ResponseFormPart } from '../components/report-parts';
import { dayText, fiscalYearOptions, fiscalYearText, periodText, StatusTag } from '../components/report-tags';
import { ResponseView } from '../components/response-view';
import { reportApi, useReportMutation, useResponse, useSubmitLog } from '../report.api';

type PeriodRow = SubmitLog['periods'][number];

export default function MyReportDetailsPage() {
  const { t } = useTranslation('report');
  const lang = useLang();
  const { reportCode = '' } = useParams();
  // The periods are one short table: a change has no page to go back to.
  const { filters, setFilters } = useFilterParams(['office', 'fy', 'response', 'period']);
  const officeId = Number(filters.office) || undefined;
  const fiscalYear = Number(filters.fy) || undefined;
  const responseId = Number(filters.response) || null;
  const periodNo = Number(filters.period) || null;
  const log = useSubmitLog({ code: reportCode, officeId, fiscalYear });
  const response = useResponse(responseId);
  const save = useReportMutation(reportApi.saveResponse);

  if (log.error)
    return (
      <p className="plain-note warning" role="alert" style={{ margin: 0 }}>
        {t('emptyList')}
      </p>
    );
  const data = log.data;
  if (!data) return <Panel loading />;
  const creator = data.stages.includes('creator');
  const today = bdToday();
  const title = lang === 'en' ? data.report.titleEn : data.report.titleBn;
  const chosen = periodNo ? data.periods.find((row) => row.periodNo === periodNo) : undefined;
  const years = fiscalYearOptions(Math.max(data.fiscalYear, Number(today.slice(0, 4))), lang);
  // A year older than the five offered (a link's) is still shown as chosen.
  if (!years.some((year) => year.value === data.fiscalYear))
    years.push({ value: data.fiscalYear, label: fiscalYearText(data.fiscalYear, lang) });

  const columns: DataColumns<PeriodRow> = [
    {
      title: t('period'),
      key: 'period',
      width: 170,
      render: (_, row) => periodText(data.report.frequency, data.fiscalYear, row.periodNo, lang, t),
    },
    { title: t('dueDate'), key: 'due', width: 110, render: (_, row) => dayText(row.due, lang) },
    {
      title: t('status'),
      key: 'status',
      width: 180,
      render: (_, row) => (
        <StatusTag
          status={row.response?.status ?? null}
          returned={row.response?.returned}
          late={row.response?.late}
        />
      ),
    },
    {
      title: '',
      key: 'action',
      width: 110,
      render: (_, row) =>
        row.response ? (
          <button
            type="button"
            className="link-button"
            onClick={() => setFilters({ response: row.response?.id ?? null, period: null })}
          >
            {t('open')}
          </button>
        ) : creator && row.start <= today ? (
          <button
            type="button"
            className="link-button"
            onClick={() => setFilters({ period: row.periodNo, response: null })}
          >
            {t('fill')}
          </button>
        ) : null,
    },
  ];

  return (
    <div className="page-stack">
      <Panel title={`${title} (${data.report.code})`}>
        <div className="list-toolbar" style={{ marginBottom: 12 }}>
          <span>
            {t('office')}: {nameOf(data.office, lang)} · {t(`frequency_${data.report.frequency}`)}
          </span>
          <select
            className="plain-select"
            style={{ width: 'auto', minWidth: 140 }}
            aria-label={t('fiscalYear')}
            value={data.fiscalYear}
            onChange={(event) => setFilters({ fy: Number(event.target.value), response: null, period: null })}
          >
            {years.map((year) => (
              <option key={year.value} value={year.value}>
                {year.label}
              </option>
            ))}
          </select>
        </div>
        <DataTable<PeriodRow>
          label={title}
          rowKey="periodNo"
          columns={columns}
          dataSource={data.periods}
          pagination={false}
          scroll={{ x: 560 }}
          locale={{ emptyText: t('emptyList') }}
        />
      </Panel>
      {response.data && responseId !== null && <ResponseView response={response.data} />}
      {chosen && !chosen.response && creator && (
        <Panel
          title={`${t('fill')}: ${periodText(data.report.frequency, data.fiscalYear, chosen.periodNo, lang, t)}`}
        >
          <ResponseFormPart
            fields={data.report.fields}
            busy={save.isPending}
            onSubmit={async (values, forward, comment) => {
              try {
                const saved = await save.mutateAsync({
                  reportId: data.report.id,
                  fiscalYear: data.fiscalYear,
                  periodNo: chosen.periodNo,
                  values,
                  forward,
                  comment,
                });
                toast('success', t('saved'));
                setFilters({ response: saved.id, period: null });
              } catch (error) {
                showError(error);
              }
            }}
          />
        </Panel>
      )}
    </div>
  );
}
