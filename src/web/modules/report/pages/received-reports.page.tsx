/** /report-mgt/received-reports: responses submitted to the own office, filtered by report, year and lateness, with Excel. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Col, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPeriod, REPORT_PATHS } from '../../../../common/contracts/report.contract';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { fiscalYearOptions } from '../components/report-tags';
import { ResponseTable } from '../components/response-table';
import { useAskedReports, useSubmitted } from '../report.api';

export default function ReceivedReportsPage() {
  const { t } = useTranslation('report');
  const lang = useLang();
  const paging = usePaging();
  const [filters, setFilters] = useState<{
    reportId?: number;
    fiscalYear?: number;
    late?: string;
    search?: string;
  }>({});
  const reports = useAskedReports({ pageSize: 200 });
  const list = useSubmitted({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'report:total');
  const set = (key: string, value: unknown) => {
    setFilters((old) => ({ ...old, [key]: value || undefined }));
    paging.reset();
  };
  return (
    <Panel
      title={t('receivedReports')}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadFile(
              withQuery(`${REPORT_PATHS.submittedReports}/export`, filters),
              'submitted-reports.xlsx',
            ).catch(showError)
          }
        >
          {t('exportExcel')}
        </Button>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('chooseReport')}
            placeholder={t('chooseReport')}
            onChange={(value) => set('reportId', value)}
            options={reports.data?.items.map((item) => ({
              value: item.id,
              label: lang === 'en' ? item.titleEn : item.titleBn,
            }))}
          />
        </Col>
        <Col xs={12} md={5}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('fiscalYear')}
            placeholder={t('fiscalYear')}
            onChange={(value) => set('fiscalYear', value)}
            options={fiscalYearOptions(currentPeriod('monthly', 1).fiscalYear + 1, lang)}
          />
        </Col>
        <Col xs={12} md={5}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('late')}
            placeholder={t('status')}
            onChange={(value) => set('late', value)}
            options={[
              { value: 'no', label: t('onTime') },
              { value: 'yes', label: t('late') },
            ]}
          />
        </Col>
        <Col xs={24} md={6}>
          <Input.Search
            allowClear
            placeholder={t('searchOffice')}
            aria-label={t('searchOffice')}
            onSearch={(value) => set('search', value.trim())}
          />
        </Col>
      </Row>
      <ResponseTable
        label={t('receivedReports')}
        items={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
      />
    </Panel>
  );
}
