/**
 * /officermgt (officer posting): the office admin's queue of desk requests from registration.
 * Approving posts the officer to the chosen desk; the API refuses other offices' requests.
 */
import { Alert, App, Button, Descriptions, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskRequestRow } from '../../../../common/contracts/registration.contract';
import { deskLabel } from '../../../../common/labels';
import { DataTable } from '../../../components/data-table';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { type DeskRequestStatus, useDecideDeskRequest, useDeskRequests } from '../officer.api';

/** What the office admin checks against the applicant's papers before approving the posting. */
function ApplicantDetails({ row }: { row: DeskRequestRow }) {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const date = (value: string | null) => (value ? formatDate(value, lang) : '—');
  const digits = (value: string | null) => (value ? localDigits(value, lang) : '—');
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} data-testid="applicant-details">
      <Descriptions.Item label={t('gender')}>{row.gender ? t(row.gender) : '—'}</Descriptions.Item>
      <Descriptions.Item label={t('dateOfBirth')}>{date(row.dateOfBirth)}</Descriptions.Item>
      <Descriptions.Item label={t('nid')}>{digits(row.nid)}</Descriptions.Item>
      <Descriptions.Item label={t('serviceId')}>{row.serviceId ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('firstJoiningDate')}>{date(row.firstJoiningDate)}</Descriptions.Item>
      <Descriptions.Item label={t('currentJoiningDate')}>{date(row.currentJoiningDate)}</Descriptions.Item>
    </Descriptions>
  );
}

export default function OfficerPostingPage() {
  const { t, i18n } = useTranslation('officer');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const { modal } = App.useApp();
  const [status, setStatus] = useState<DeskRequestStatus>('pending');
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
    modal.confirm({
      title:
        decision === 'approve'
          ? t('confirmApprove', { name: nameOf(row), post: postOf(row) })
          : t('confirmReject', { name: nameOf(row) }),
      okText: t(decision),
      cancelText: t('common:cancel'),
      okButtonProps: { danger: decision === 'reject' },
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
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('deskRequests')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('deskRequestsHint')}</Typography.Text>
      <Segmented<DeskRequestStatus>
        value={status}
        onChange={(value) => {
          setStatus(value);
          paging.reset();
        }}
        options={(['pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: t(value) }))}
      />
      {requests.isError && <Alert type="error" showIcon title={requests.error.message} />}
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
                    <Space>
                      <Button type="primary" size="small" onClick={() => confirm(row, 'approve')}>
                        {t('approve')}
                      </Button>
                      <Button danger size="small" onClick={() => confirm(row, 'reject')}>
                        {t('reject')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}
