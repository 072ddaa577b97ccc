/**
 * trainee-list and userlist (and the internal set): the final trainees, filtered by batch and status
 * and searched by name, with an Excel file; a batch's attendance sheet (taken by day and printed
 * in Bangla), its feedback, each enrolled trainee completed or marked incomplete, and each completed
 * trainee's certificate to print. The list is plain HTML with its filters in the address; the sheet,
 * the feedback and the certificate bring the UI kit when first opened (components/training-parts.tsx).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Certificate, TraineeRow } from '../../../../common/contracts/training.contract';
import { TRAINEE_STATUSES, TRAINING_PATHS } from '../../../../common/contracts/training.paths';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { BatchSelect } from '../components/batch-select';
import { idParam, useFilterParams } from '../components/filter-params';
import { TraineeOutcome } from '../components/trainee-outcome';
import { useTrainingKind } from '../components/training-kind';
import { AttendanceSheetPart, CertificatePart, FeedbackPart } from '../components/training-parts';
import { StatusTag } from '../components/training-tags';
import { fetchCertificate, useTrainees } from '../training.api';

const FILTER_KEYS = ['batchId', 'status', 'search'] as const;

export default function TraineeListPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const kind = useTrainingKind();
  const paging = usePaging();
  const { filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  const batchId = idParam(filters.batchId);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [certificate, setCertificate] = useState<Certificate | null>(null);
  const filter = { kind, ...filters, batchId };
  const list = useTrainees({ ...filter, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'training:total');

  const columns: DataColumns<TraineeRow> = [
    {
      title: t('name'),
      key: 'name',
      render: (_, row) => (lang === 'bn' ? row.person.nameBn : row.person.nameEn),
    },
    { title: t('designation'), key: 'designation', render: (_, row) => row.person.designation ?? '—' },
    {
      title: t('office'),
      key: 'office',
      render: (_, row) =>
        row.person.office ? (lang === 'bn' ? row.person.office.nameBn : row.person.office.nameEn) : '—',
    },
    { title: t('batch'), key: 'batch', render: (_, row) => row.batch.nameBn },
    {
      title: t('title'),
      key: 'title',
      render: (_, row) => (lang === 'bn' ? row.batch.title.nameBn : row.batch.title.nameEn),
    },
    { title: t('daysPresent'), key: 'days', render: (_, row) => localDigits(row.daysPresent, lang) },
    {
      title: t('status'),
      key: 'status',
      render: (_, row) => <StatusTag prefix="trainee" value={row.status} />,
    },
    { title: t('decide'), key: 'decide', render: (_, row) => <TraineeOutcome row={row} /> },
    {
      title: t('certificate'),
      key: 'certificate',
      render: (_, row) =>
        row.status === 'completed' ? (
          <button
            type="button"
            className="action-button small"
            onClick={() => fetchCertificate(row.id).then(setCertificate).catch(showError)}
          >
            <PrinterOutlined />
            {t('certificate')}
          </button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Panel
      title={t('traineeList')}
      extra={
        <div className="panel-actions">
          <button
            type="button"
            className="action-button"
            disabled={!batchId}
            onClick={() => setSheetOpen(true)}
          >
            {t('attendanceSheet')}
          </button>
          <button
            type="button"
            className="action-button"
            disabled={!batchId}
            onClick={() => setFeedbackOpen(true)}
          >
            {t('batchFeedback')}
          </button>
          <ExcelButton
            path={withQuery(TRAINING_PATHS.traineesExport, filter)}
            file="trainees"
            label={t('exportExcel')}
          />
        </div>
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 3 } as CSSProperties}>
        <BatchSelect kind={kind} value={batchId} onChange={(id) => setFilter('batchId', id)} />
        <ChoiceFilter
          label={t('status')}
          all={t('allStatuses')}
          value={filters.status}
          options={TRAINEE_STATUSES.map((value) => ({ value, label: t(`trainee_${value}`) }))}
          onChange={(value) => setFilter('status', value)}
        />
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('searchPeople')}
          onSearch={(value) => setFilter('search', value)}
        />
      </div>
      <DataTable
        label={t('traineeList')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyTrainees') }}
        scroll={{ x: 1100 }}
      />
      <AttendanceSheetPart
        batchId={batchId ?? null}
        open={sheetOpen && batchId !== undefined}
        onClose={() => setSheetOpen(false)}
      />
      <FeedbackPart
        batchId={batchId ?? null}
        open={feedbackOpen && batchId !== undefined}
        onClose={() => setFeedbackOpen(false)}
      />
      <CertificatePart certificate={certificate} onClose={() => setCertificate(null)} />
    </Panel>
  );
}
