/**
 * The planner's three lists beside an open round, in plain HTML: the approved applicants and the
 * officers long in one post (each with a button that gives them a vacant post) and the vacant posts
 * of the planner's offices, each searched and paged on the server.
 */
import { useTranslation } from 'react-i18next';
import type { ApplicationSummary, Candidate, Vacancy } from '../../../../common/contracts/transfer.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, type DataPagination, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useApprovals, useCandidates, useVacancies } from '../transfer.api';
import type { AssignTarget } from './assign-modal';
import { deskText } from './transfer-bits';

/** A narrow list's pager: previous, "page of pages" and next. */
const narrow = (pagination: DataPagination): DataPagination => ({
  ...pagination,
  simple: true,
  showSizeChanger: false,
});

function SmallSearch({ placeholder, onSearch }: { placeholder: string; onSearch: (value: string) => void }) {
  return (
    <div style={{ marginBottom: 8 }}>
      <SearchBox placeholder={placeholder} onSearch={onSearch} />
    </div>
  );
}

function AssignButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('transfer');
  return (
    <button type="button" className="action-button small" onClick={onClick}>
      {t('assign')}
    </button>
  );
}

export function ApplicantsList({ onAssign }: { onAssign: (target: AssignTarget) => void }) {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const paging = usePaging(10);
  const list = useApprovals({
    status: 2,
    page: paging.page,
    pageSize: paging.pageSize,
    search: paging.search,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'transfer:total');
  const columns: DataColumns<ApplicationSummary> = [
    {
      title: t('applicant'),
      key: 'applicant',
      render: (_, item) => (
        <div className="cell-lines" style={{ gap: 2 }}>
          <strong>{nameOf(item.applicant, lang)}</strong>
          <span className="text-secondary">{deskText(item.from, lang)}</span>
          <AssignButton
            onClick={() => onAssign({ name: nameOf(item.applicant, lang), applicationId: item.id })}
          />
        </div>
      ),
    },
  ];
  return (
    <Panel title={t('approvedApplicants')} size="small">
      <SmallSearch placeholder={t('searchCandidate')} onSearch={paging.setSearch} />
      <DataTable<ApplicationSummary>
        label={t('approvedApplicants')}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: t('noApplicants') }}
        pagination={narrow(pagination)}
      />
    </Panel>
  );
}

export function CandidatesList({ onAssign }: { onAssign: (target: AssignTarget) => void }) {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const paging = usePaging(10);
  const list = useCandidates({ page: paging.page, pageSize: paging.pageSize, search: paging.search });
  const pagination = useTablePagination(paging, list.data?.total, 'transfer:candidatesTotal');
  const columns: DataColumns<Candidate> = [
    {
      title: t('officer'),
      key: 'person',
      render: (_, item) => (
        <div className="cell-lines" style={{ gap: 2 }}>
          <strong>{nameOf(item.person, lang)}</strong>
          <span className="text-secondary">{deskText(item.desk, lang)}</span>
          {item.joinedOn && (
            <span className="text-secondary">
              {t('joinedOn')}: {formatDate(item.joinedOn, lang)}
            </span>
          )}
          <AssignButton
            onClick={() =>
              onAssign(
                item.applicationId
                  ? { name: nameOf(item.person, lang), applicationId: item.applicationId }
                  : { name: nameOf(item.person, lang), userRoleId: item.userRoleId },
              )
            }
          />
        </div>
      ),
    },
  ];
  return (
    <Panel
      title={t('candidates')}
      size="small"
      extra={<span className="text-secondary">{t('candidatesHint')}</span>}
    >
      <SmallSearch placeholder={t('searchCandidate')} onSearch={paging.setSearch} />
      <DataTable<Candidate>
        label={t('candidates')}
        rowKey="userRoleId"
        size="small"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: t('noCandidates') }}
        pagination={narrow(pagination)}
      />
    </Panel>
  );
}

export function VacanciesList() {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const paging = usePaging(10);
  const list = useVacancies({ page: paging.page, pageSize: paging.pageSize, search: paging.search });
  const pagination = useTablePagination(paging, list.data?.total, 'transfer:vacanciesTotal');
  const columns: DataColumns<Vacancy> = [
    {
      title: t('vacancies'),
      key: 'desk',
      render: (_, item) => (
        <div className="cell-lines" style={{ gap: 2 }}>
          <span>{deskText(item, lang)}</span>
          {item.plannedInRound && (
            <Tag tone="warning">{t('plannedIn', { id: localDigits(item.plannedInRound, lang) })}</Tag>
          )}
        </div>
      ),
    },
  ];
  return (
    <Panel title={t('vacancies')} size="small">
      <SmallSearch placeholder={t('searchVacancy')} onSearch={paging.setSearch} />
      <DataTable<Vacancy>
        label={t('vacancies')}
        rowKey="deskId"
        size="small"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: t('noVacancies') }}
        pagination={narrow(pagination)}
      />
    </Panel>
  );
}
