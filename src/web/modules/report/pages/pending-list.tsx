/** A pending list of the office or of the desk, with the reports whose current period nobody has started. */
import { Alert, Col, List, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentPeriod } from '../../../../common/contracts/report.contract';
import { Panel } from '../../../components/panel';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { fiscalYearOptions, periodText } from '../components/report-tags';
import { ResponseTable } from '../components/response-table';
import { usePending } from '../report.api';

export function PendingList({ path, titleKey, empty }: { path: string; titleKey: string; empty: string }) {
  const { t } = useTranslation('report');
  const lang = useLang();
  const paging = usePaging();
  const [fiscalYear, setFiscalYear] = useState<number>();
  const list = usePending(path, { page: paging.page, pageSize: paging.pageSize, fiscalYear });
  const pagination = useTablePagination(paging, list.data?.total, 'report:total');
  const notStarted = list.data?.notStarted ?? [];
  return (
    <Panel title={t(titleKey)}>
      {notStarted.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('notStartedTitle')}
          description={
            <List
              size="small"
              dataSource={notStarted}
              renderItem={(item) => (
                <List.Item>
                  <Link
                    to={`/report-mgt/my-report-details/${encodeURIComponent(item.report.code)}?fy=${item.current.fiscalYear}&period=${item.current.periodNo}`}
                  >
                    {lang === 'en' ? item.report.titleEn : item.report.titleBn} —{' '}
                    {periodText(
                      item.report.frequency,
                      item.current.fiscalYear,
                      item.current.periodNo,
                      lang,
                      t,
                    )}
                  </Link>
                </List.Item>
              )}
            />
          }
        />
      )}
      <Row gutter={12} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('fiscalYear')}
            placeholder={t('fiscalYear')}
            value={fiscalYear}
            onChange={(value) => {
              setFiscalYear(value);
              paging.reset();
            }}
            options={fiscalYearOptions(currentPeriod('monthly', 1).fiscalYear + 1, lang)}
          />
        </Col>
      </Row>
      <ResponseTable
        label={t(titleKey)}
        items={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        showOffice={false}
        empty={empty}
      />
    </Panel>
  );
}
