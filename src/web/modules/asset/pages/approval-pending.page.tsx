/**
 * /emp-asset-mgt/approval-pending: the statements submitted to the caller's desk (the receiving
 * authority), searched by name; one opens as the printable statement with accept and send back.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Input, Segmented, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { printElement } from '../../../lib/print';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { assetApi, useAssetMutation, usePending, useStatement } from '../asset.api';
import { PRINT_ELEMENT_ID, StatementPrint } from '../components/statement-print';
import { StatementTable } from '../components/statement-table';

export default function ApprovalPendingPage() {
  const { t } = useTranslation('asset');
  const { modal } = App.useApp();
  const paging = usePaging();
  const [status, setStatus] = useState<'submitted' | 'accepted'>('submitted');
  const [openId, setOpenId] = useState<number | null>(null);
  const list = usePending({ status, search: paging.search, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'asset:total');
  const statement = useStatement(openId);
  const move = useAssetMutation(assetApi.move);

  const decide = async (action: 'accept' | 'return', note?: string) => {
    if (openId === null) return;
    try {
      await move.mutateAsync({ id: openId, action, note });
      toast('success', t(action === 'accept' ? 'accepted' : 'returned'));
      setOpenId(null);
    } catch (error) {
      showError(error);
    }
  };

  const onReturn = () => {
    let note = '';
    modal.confirm({
      title: t('returnReason'),
      content: (
        <Input.TextArea
          aria-label={t('returnReason')}
          maxLength={1000}
          onChange={(event) => (note = event.target.value)}
        />
      ),
      okText: t('return'),
      cancelText: t('common:cancel'),
      onOk: () => decide('return', note.trim()),
    });
  };

  const item = statement.data;
  return (
    <Panel title={t('approvalPending')}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap>
          <Segmented
            aria-label={t('status')}
            value={status}
            onChange={(value) => {
              setStatus(value as 'submitted' | 'accepted');
              paging.reset();
            }}
            options={[
              { value: 'submitted', label: t('queue') },
              { value: 'accepted', label: t('acceptedByMe') },
            ]}
          />
          <Input.Search
            allowClear
            placeholder={t('search')}
            aria-label={t('search')}
            onSearch={(value) => paging.setSearch(value.trim())}
          />
        </Space>
        <StatementTable
          label={t('approvalPending')}
          items={list.data?.items}
          loading={list.isFetching}
          pagination={pagination}
          empty={status === 'submitted' && !paging.search ? t('emptyQueue') : t('noData')}
          showDeclarant
          onOpen={(row) => setOpenId(row.id)}
        />
      </Space>
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        size="large"
        title={t('printTitle')}
        extra={
          <Space wrap>
            <Button
              icon={<PrinterOutlined />}
              onClick={() => printElement(PRINT_ELEMENT_ID)}
              disabled={!item}
            >
              {t('print')}
            </Button>
            {item?.can.decide && (
              <>
                <Button danger onClick={onReturn} loading={move.isPending}>
                  {t('return')}
                </Button>
                <Button type="primary" onClick={() => decide('accept')} loading={move.isPending}>
                  {t('accept')}
                </Button>
              </>
            )}
          </Space>
        }
      >
        {item ? <StatementPrint item={item} /> : <Spin />}
      </Drawer>
    </Panel>
  );
}
