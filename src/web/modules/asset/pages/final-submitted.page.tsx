/**
 * /emp-asset-mgt/final-submitted: the declarant's submitted and accepted statements, locked; `?id=`
 * opens one as the Bangla document to print.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Segmented, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { printElement } from '../../../lib/print';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useMyStatements, useStatement } from '../asset.api';
import { PRINT_ELEMENT_ID, StatementPrint } from '../components/statement-print';
import { StatementTable } from '../components/statement-table';

export default function FinalSubmittedPage() {
  const { t } = useTranslation('asset');
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const [status, setStatus] = useState<'submitted' | 'accepted'>('submitted');
  const list = useMyStatements({ status, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'asset:total');
  const id = Number(params.get('id')) || null;
  const statement = useStatement(id);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {id !== null && (
        <Panel
          title={t('printTitle')}
          extra={
            <Button
              icon={<PrinterOutlined />}
              onClick={() => printElement(PRINT_ELEMENT_ID)}
              disabled={!statement.data}
            >
              {t('print')}
            </Button>
          }
        >
          {statement.data ? (
            <StatementPrint item={statement.data} />
          ) : statement.error ? (
            // Someone else's statement (403) or none (404): the server's message, not a spinner.
            <Alert type="error" title={statement.error.message} />
          ) : (
            <Spin />
          )}
        </Panel>
      )}
      <Panel title={t('finalSubmitted')}>
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Segmented
            aria-label={t('status')}
            value={status}
            onChange={(value) => {
              setStatus(value as 'submitted' | 'accepted');
              paging.reset();
            }}
            options={[
              { value: 'submitted', label: t('status_submitted') },
              { value: 'accepted', label: t('status_accepted') },
            ]}
          />
          <StatementTable
            label={t('finalSubmitted')}
            items={list.data?.items}
            loading={list.isFetching}
            pagination={pagination}
            empty={t('emptySubmitted')}
            showDeclarant={false}
            onOpen={(item) => setParams({ id: String(item.id) })}
          />
        </Space>
      </Panel>
    </Space>
  );
}
