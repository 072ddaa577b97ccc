/**
 * /emp-asset-mgt/draft-submit: the declarant's drafts and returned statements (`?status=returned`),
 * each opened in the form to finish and submit. Plain HTML: the form is the entry route's.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { OptionGroup } from '../../../components/option-group';
import { Panel } from '../../../components/panel';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useMyStatements } from '../asset.api';
import { StatementTable } from '../components/statement-table';

export default function DraftSubmitPage() {
  const { t } = useTranslation('asset');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const status = params.get('status') === 'returned' ? 'returned' : 'draft';
  const list = useMyStatements({ status, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'asset:total');
  return (
    <Panel title={t('draftSubmit')}>
      <div className="page-stack">
        <OptionGroup
          legend={t('status')}
          value={status}
          onChange={(value) => {
            setParams(value === 'returned' ? { status: value } : {}, { replace: true });
            paging.reset();
          }}
          options={[
            { value: 'draft', label: t('status_draft') },
            { value: 'returned', label: t('status_returned') },
          ]}
        />
        <StatementTable
          label={t('draftSubmit')}
          items={list.data?.items}
          loading={list.isFetching}
          pagination={pagination}
          empty={t('emptyDrafts')}
          showDeclarant={false}
          onOpen={(item) => navigate(`/emp-asset-mgt/asset-entry?id=${item.id}`)}
        />
      </div>
    </Panel>
  );
}
