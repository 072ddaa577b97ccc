/** /emp-asset-mgt/draft-submit: the declarant's drafts and returned statements, each opened in the form to finish and submit. */
import { Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Panel } from '../../../components/panel';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useMyStatements } from '../asset.api';
import { StatementTable } from '../components/statement-table';

export default function DraftSubmitPage() {
  const { t } = useTranslation('asset');
  const navigate = useNavigate();
  const paging = usePaging();
  const [status, setStatus] = useState<'draft' | 'returned'>('draft');
  const list = useMyStatements({ status, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'asset:total');
  return (
    <Panel title={t('draftSubmit')}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Segmented
          aria-label={t('status')}
          value={status}
          onChange={(value) => {
            setStatus(value as 'draft' | 'returned');
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
      </Space>
    </Panel>
  );
}
