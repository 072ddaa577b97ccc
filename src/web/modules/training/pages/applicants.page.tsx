/**
 * applicant-mgt, applicants, applicant-shortlist (and the internal set), and role 34's
 * internal-applicant-batch-selection: a batch's entries ranked, filtered by status and searched by
 * name, with the decisions each state allows (shortlist with a reason, waitlist, reject, finalise
 * into a seat, naming who takes the charge of an officer's desks) and an Excel file. The shortlist
 * screens open on the shortlisted. The list is plain HTML with its filters in the address; the
 * finalising dialog brings the UI kit when first opened (components/training-parts.tsx).
 */
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ApplicationRow } from '../../../../common/contracts/training.contract';
import {
  APPLICATION_STATUSES,
  DECISION_FROM,
  DECISIONS,
  type Decision,
  TRAINING_PATHS,
} from '../../../../common/contracts/training.paths';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { BatchSelect } from '../components/batch-select';
import { idParam, useFilterParams } from '../components/filter-params';
import { useTrainingKind } from '../components/training-kind';
import { FinalisePart } from '../components/training-parts';
import { StatusTag } from '../components/training-tags';
import { useApplications, useDecide } from '../training.api';

const FILTER_KEYS = ['batchId', 'status', 'search'] as const;

export default function ApplicantsPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const kind = useTrainingKind();
  const { pathname } = useLocation();
  const shortlistScreen = pathname.includes('shortlist') || pathname.includes('batch-selection');
  const paging = usePaging();
  const { params, filters, setFilter } = useFilterParams(FILTER_KEYS, paging.reset);
  // The shortlist screens start on the shortlisted; "all statuses" there is kept as an empty value.
  const status = params.has('status') ? filters.status : shortlistScreen ? 'shortlisted' : undefined;
  const [reason, setReason] = useState('');
  const batchId = idParam(filters.batchId);
  const filter = { kind, batchId, status, search: filters.search };
  const list = useApplications({ ...filter, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'training:total');
  const decide = useDecide();
  // An officer made final is sent away: the finaliser names who takes the charge of their desks.
  const [finalising, setFinalising] = useState<ApplicationRow | null>(null);
  const heading = t(shortlistScreen ? 'applicantShortlist' : 'applicants');

  const act = (row: ApplicationRow, action: Decision) =>
    action === 'finalise' && row.person.userId
      ? setFinalising(row)
      : decide.mutate(
          { id: row.id, action, reason: reason.trim() || undefined },
          { onSuccess: () => toast('success', t('decided')), onError: (error) => showError(error) },
        );

  const columns: DataColumns<ApplicationRow> = [
    { title: t('rank'), key: 'rank', render: (_, row) => (row.rank ? localDigits(row.rank, lang) : '—') },
    {
      title: t('name'),
      key: 'name',
      render: (_, row) =>
        row.person.userId ? (
          <Link to={`/officers/view/${row.person.userId}`}>
            {lang === 'bn' ? row.person.nameBn : row.person.nameEn}
          </Link>
        ) : (
          row.person.nameBn
        ),
    },
    { title: t('designation'), key: 'designation', render: (_, row) => row.person.designation ?? '—' },
    {
      title: t('office'),
      key: 'office',
      render: (_, row) =>
        row.person.office ? (lang === 'bn' ? row.person.office.nameBn : row.person.office.nameEn) : '—',
    },
    { title: t('batch'), key: 'batch', render: (_, row) => row.batch.nameBn },
    { title: t('source'), key: 'source', render: (_, row) => t(`source_${row.source}`) },
    {
      title: t('status'),
      key: 'status',
      render: (_, row) => <StatusTag prefix="entry" value={row.status} />,
    },
    { title: t('reason'), dataIndex: 'reason', key: 'reason' },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, row) => {
        const busy = decide.isPending && decide.variables?.id === row.id;
        return (
          <div className="cell-actions">
            {DECISIONS.filter((action) => DECISION_FROM[action].includes(row.status)).map((action) => (
              <button
                key={action}
                type="button"
                className={`action-button small${action === 'finalise' ? ' primary' : ''}${action === 'reject' ? ' danger-outline' : ''}`}
                disabled={busy}
                aria-busy={busy || undefined}
                onClick={() => act(row, action)}
                aria-label={`${t(action)}: ${row.person.nameBn}`}
              >
                {t(action)}
              </button>
            ))}
          </div>
        );
      },
    },
  ];

  return (
    <Panel
      title={heading}
      extra={
        <ExcelButton
          path={withQuery(TRAINING_PATHS.applicationsExport, filter)}
          file="training-applicants"
          label={t('exportExcel')}
        />
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 4 } as CSSProperties}>
        <BatchSelect kind={kind} value={batchId} onChange={(id) => setFilter('batchId', id)} />
        <ChoiceFilter
          label={t('status')}
          all={t('allStatuses')}
          value={status}
          options={APPLICATION_STATUSES.map((value) => ({ value, label: t(`entry_${value}`) }))}
          onChange={(value) => setFilter('status', value, shortlistScreen)}
        />
        <SearchBox
          key={filters.search ?? ''}
          initial={filters.search}
          placeholder={t('searchPeople')}
          onSearch={(value) => setFilter('search', value)}
        />
        <input
          type="text"
          className="plain-select"
          aria-label={t('reason')}
          placeholder={t('reason')}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <DataTable
        label={heading}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: t('emptyApplicants') }}
        scroll={{ x: 1100 }}
      />
      <FinalisePart entry={finalising} onClose={() => setFinalising(null)} />
    </Panel>
  );
}
