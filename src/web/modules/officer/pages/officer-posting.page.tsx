/**
 * /officermgt (officer posting): the office admin's queue of desk requests from registration.
 * Approving posts the officer to the chosen desk; the API refuses other offices' requests. Plain
 * HTML: the decision is asked with the plain question (lib/confirm.ts), so the queue loads no UI kit.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DeskRequestRow } from '../../../../common/contracts/registration.contract';
import { deskLabel } from '../../../../common/labels';
import { DataTable } from '../../../components/data-table';
import { Fact, FactList } from '../../../components/fact-list';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { ask } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { type DeskRequestStatus, useDecideDeskRequest, useDeskRequests } from '../officer.api';

const STATUSES: readonly DeskRequestStatus[] = ['pending', 'approved', 'rejected'];

/** What the office admin checks against the applicant's papers before approving the posting. */
function ApplicantDetails({ row }: { row: DeskRequestRow }) {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const date = (value: string | null) => (value ? formatDate(value, lang) : '—');
  const digits = (value: string | null) => (value ? localDigits(value, lang) : '—');
  return (
    <FactList data-testid="applicant-details">
      <Fact label={t('gender')}>{row.gender ? t(row.gender) : '—'}</Fact>
      <Fact label={t('dateOfBirth')}>{date(row.dateOfBirth)}</Fact>
      <Fact label={t('nid')}>{digits(row.nid)}</Fact>
      <Fact label={t('serviceId')}>{row.serviceId ?? '—'}</Fact>
      <Fact label={t('firstJoiningDate')}>{date(row.firstJoiningDate)}</Fact>
      <Fact label={t('currentJoiningDate')}>{date(row.currentJoiningDate)}</Fact>
    </FactList>
  );
}

export default function OfficerPostingPage() {
  const { t, i18n } = useTranslation('officer');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const [params, setParams] = useSearchParams();
  const status = STATUSES.find((value) => value === params.get('status')) ?? 'pending';
  const paging = usePaging();
  const requests = useDeskRequests(status, paging.page, paging.pageSize);
  const pagination = useTablePagination(paging, requests.data?.total, 'officer:totalRequests');
  const decide = useDecideDeskRequest();

  const postOf = (row: DeskRequestRow) =>
    deskLabel(
      {
        RoleName: row.roleName,
        RoleNameEn: row.roleNameEn,
        SectionName: row.sectionName,
        SectionNameEn: row.sectionNameEn,
        OfficeName: row.officeName,
        OfficeNameEn: row.officeNameEn,
      },
      lang,
    );
  const nameOf = (row: DeskRequestRow) => (lang === 'en' ? row.nameEn : row.nameBn);

  const confirm = (row: DeskRequestRow, decision: 'approve' | 'reject') =>
    ask({
      title:
        decision === 'approve'
          ? t('confirmApprove', { name: nameOf(row), post: postOf(row) })
          : t('confirmReject', { name: nameOf(row) }),
      ok: t(decision),
      cancel: t('common:cancel'),
      danger: decision === 'reject',
      onOk: async () => {
        try {
          await decide.mutateAsync({ id: row.id, decision });
          toast(
            'success',
            t(decision === 'approve' ? 'messages:registration.approved' : 'messages:registration.rejected'),
          );
        } catch (error) {
          showError(error);
        }
      },
    });

  return (
    <Panel title={t('deskRequests')}>
      <p className="text-secondary">{t('deskRequestsHint')}</p>
      <OptionGroup<DeskRequestStatus>
        legend={t('deskRequests')}
        value={status}
        onChange={(value) => {
          setParams(value === 'pending' ? {} : { status: value }, { replace: true });
          paging.reset();
        }}
        options={STATUSES.map((value) => ({ value, label: t(value) }))}
      />
      {requests.isError && (
        <p className="plain-alert" role="alert">
          {requests.error.message}
        </p>
      )}
      <DataTable<DeskRequestRow>
        label={t('deskRequests')}
        rowKey="id"
        loading={requests.isFetching}
        dataSource={requests.data?.items}
        locale={{ emptyText: t('common:noData') }}
        scroll={{ x: true }}
        data-testid="desk-requests"
        expandable={{ expandedRowRender: (row) => <ApplicantDetails row={row} /> }}
        pagination={pagination}
        columns={[
          { title: t('name'), render: (_, row) => nameOf(row) },
          { title: t('post'), render: (_, row) => postOf(row) },
          {
            title: t('mobileEmail'),
            render: (_, row) => (
              <>
                {row.mobile && <div>{localDigits(row.mobile, lang)}</div>}
                <div>{row.email}</div>
              </>
            ),
          },
          { title: t('appliedOn'), render: (_, row) => formatDate(row.createdAt, lang) },
          ...(status === 'pending'
            ? [
                {
                  title: t('actions'),
                  render: (_: unknown, row: DeskRequestRow) => (
                    <div className="cell-actions">
                      <button
                        type="button"
                        className="action-button primary small"
                        onClick={() => confirm(row, 'approve')}
                      >
                        {t('approve')}
                      </button>
                      <button
                        type="button"
                        className="action-button danger-outline small"
                        onClick={() => confirm(row, 'reject')}
                      >
                        {t('reject')}
                      </button>
                    </div>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Panel>
  );
}
