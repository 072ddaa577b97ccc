/**
 * /emp-asset-mgt/final-submitted: the declarant's submitted and accepted statements
 * (`?status=accepted`), locked; `?id=` opens one as the Bangla document to print. Plain HTML: the
 * printed statement is plain too.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { printElement } from '../../../lib/print';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useMyStatements, useStatement } from '../asset.api';
import { PRINT_ELEMENT_ID, StatementPrint } from '../components/statement-print';
import { StatementTable } from '../components/statement-table';

export default function FinalSubmittedPage() {
  const { t } = useTranslation('asset');
  const paging = usePaging();
  const { params, filters, setFilter } = useFilterParams(['status'], paging.reset);
  const [, setParams] = useSearchParams();
  const status = filters.status === 'accepted' ? 'accepted' : 'submitted';
  const list = useMyStatements({ status, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'asset:total');
  const id = Number(params.get('id')) || null;
  const statement = useStatement(id);
  // A statement opened is a step of its own in the history, so the back button closes it.
  const open = (statementId: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(statementId));
    setParams(next);
  };
  return (
    <div className="page-stack">
      {id !== null && (
        <Panel
          title={t('printTitle')}
          extra={
            <button
              type="button"
              className="action-button"
              onClick={() => printElement(PRINT_ELEMENT_ID)}
              disabled={!statement.data}
            >
              <PrinterOutlined />
              {t('print')}
            </button>
          }
          loading={!statement.data && !statement.error}
        >
          {statement.data ? (
            <StatementPrint item={statement.data} />
          ) : (
            // Someone else's statement (403) or none (404): the server's message, not a spinner.
            statement.error && <p className="plain-note error">{statement.error.message}</p>
          )}
        </Panel>
      )}
      <Panel title={t('finalSubmitted')}>
        <div className="page-stack">
          <OptionGroup
            legend={t('status')}
            value={status}
            onChange={(value) => setFilter('status', value === 'accepted' ? value : null)}
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
            onOpen={(item) => open(item.id)}
          />
        </div>
      </Panel>
    </div>
  );
}
