/**
 * /emp-asset-mgt/reports: the compliance report. Offices in the caller's scope with their officers
 * and how many have filed and been accepted in the chosen fiscal year, searched by office name and
 * exported to Excel; `?officeId=` opens one office's officers, filtered to those who have or have
 * not filed. It names who has filed, never what a statement declares.
 */
import { FileExcelOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ASSET_PATHS,
  type ComplianceRow,
  type OfficerFiling,
} from '../../../../common/contracts/asset.contract';
import { nameOf } from '../../../../common/labels';
import { canSendAssetReminders, isAppAdmin } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { fiscalYearOf, formatDate, formatNumber } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useCompliance, useOfficerFilings } from '../asset.api';
import { FiscalYearSelect } from '../components/fiscal-year-select';
import { RemindButton } from '../components/remind-button';
import { StatusTag } from '../components/status-tag';

function Officers({
  officeId,
  fiscalYear,
  filing,
  onFiling,
}: {
  officeId: number;
  fiscalYear: string;
  filing: string;
  onFiling: (value: string) => void;
}) {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const paging = usePaging();
  const list = useOfficerFilings(officeId, {
    fiscalYear,
    filing,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'asset:total');
  const columns: DataColumns<OfficerFiling> = [
    { title: t('declarant'), key: 'name', width: 220, render: (_, row) => nameOf(row, lang) },
    {
      title: t('designation'),
      key: 'designation',
      width: 220,
      render: (_, row) => nameOf(row.designation, lang),
    },
    { title: t('status'), key: 'status', width: 200, render: (_, row) => <StatusTag status={row.status} /> },
    {
      title: t('submittedAt'),
      key: 'submittedAt',
      width: 140,
      render: (_, row) => (row.submittedAt ? formatDate(row.submittedAt, lang) : '—'),
    },
  ];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Segmented
        aria-label={t('status')}
        value={filing}
        onChange={(value) => {
          onFiling(String(value));
          paging.reset();
        }}
        options={[
          { value: 'all', label: t('all') },
          { value: 'filed', label: t('filed') },
          { value: 'notFiled', label: t('notFiled') },
        ]}
      />
      <DataTable
        label={t('officers')}
        rowKey="userId"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('noData')} /> }}
      />
    </Space>
  );
}

export default function AssetReportsPage() {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [exporting, setExporting] = useState(false);
  const current = fiscalYearOf(new Date());
  const fiscalYear = params.get('fiscalYear') ?? current;
  const officeId = Number(params.get('officeId')) || null;
  const filing = params.get('filing') ?? 'all';
  const list = useCompliance({
    fiscalYear,
    search: paging.search,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const pagination = useTablePagination(paging, list.data?.total, 'asset:total');
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const chosen = list.data?.items.find((row) => row.office.id === officeId);
  const subject = useSubject();
  // The office admin reminds their own office's officers; app admins any office's. The office may
  // be on another page of the list: then its count is unknown and the server counts for itself.
  const mayRemind =
    officeId !== null &&
    (chosen === undefined || chosen.notFiled > 0) &&
    canSendAssetReminders(subject) &&
    (isAppAdmin(subject) || subject.activeRole.OfficeId === officeId);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadFile(
        withQuery(ASSET_PATHS.complianceExport, { fiscalYear, search: paging.search }),
        `asset-compliance-${fiscalYear}.xlsx`,
      );
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };

  const number = (value: number) => formatNumber(value, lang);
  const columns: DataColumns<ComplianceRow> = [
    {
      title: t('office'),
      key: 'office',
      width: 300,
      render: (_, row) => (
        <Button
          type="link"
          style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => setParam('officeId', String(row.office.id))}
        >
          {nameOf(row.office, lang)}
        </Button>
      ),
    },
    {
      title: t('officers'),
      key: 'officers',
      align: 'right',
      width: 110,
      render: (_, row) => number(row.officers),
    },
    { title: t('filed'), key: 'filed', align: 'right', width: 130, render: (_, row) => number(row.filed) },
    {
      title: t('status_accepted'),
      key: 'accepted',
      align: 'right',
      width: 110,
      render: (_, row) => number(row.accepted),
    },
    {
      title: t('notFiled'),
      key: 'notFiled',
      align: 'right',
      width: 130,
      render: (_, row) => number(row.notFiled),
    },
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Panel
        title={t('compliance')}
        extra={
          <Space wrap>
            <FiscalYearSelect
              current={current}
              value={fiscalYear}
              onChange={(value) => setParam('fiscalYear', value)}
            />
            <Button icon={<FileExcelOutlined />} loading={exporting} onClick={onExport}>
              {t('exportExcel')}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Input.Search
            allowClear
            placeholder={t('searchOffice')}
            aria-label={t('searchOffice')}
            onSearch={(value) => paging.setSearch(value.trim())}
            style={{ maxWidth: 420 }}
          />
          <DataTable
            label={t('compliance')}
            rowKey={(row) => row.office.id}
            columns={columns}
            dataSource={list.data?.items}
            loading={list.isFetching}
            pagination={pagination}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('noData')} /> }}
          />
        </Space>
      </Panel>
      {officeId !== null && (
        <Panel
          title={chosen ? t('whoFiled', { office: nameOf(chosen.office, lang) }) : t('officers')}
          extra={
            mayRemind && (
              <RemindButton
                officeId={officeId}
                officeName={chosen ? nameOf(chosen.office, lang) : t('thisOffice')}
                fiscalYear={fiscalYear}
              />
            )
          }
        >
          <Officers
            officeId={officeId}
            fiscalYear={fiscalYear}
            filing={filing}
            onFiling={(value) => setParam('filing', value)}
          />
        </Panel>
      )}
    </Space>
  );
}
