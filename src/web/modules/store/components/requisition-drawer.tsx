/**
 * One requisition: its lines with the stock there is, its history, and what the caller may do now
 * (the store officer approves, rejects with a reason and delivers from stock; the requesting desk
 * withdraws a pending one). The slip prints in Bangla through the print helper. Drawn with the UI
 * kit; the list loads it when it first opens (store-parts.tsx).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequisitionDetail } from '../../../../common/contracts/store.contract';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { storeApi, useRequisition, useStoreMutation } from '../store.api';
import { StatusTag } from './store-tags';

const day = (value: string | null, lang: 'bn' | 'en') => (value ? formatDate(value, lang) : '—');

function Slip({ data }: { data: RequisitionDetail }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const name = (bn: string, en: string) => (lang === 'en' && en ? en : bn);
  return (
    <div id={`requisition-${data.id}`}>
      <h2 style={{ textAlign: 'center' }}>{t('slipTitle')}</h2>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('requisitionNo', { id: '' })}>
          {localDigits(data.id, lang)}
        </Descriptions.Item>
        <Descriptions.Item label={t('requester')}>
          {name(data.requesterBn, data.requesterEn)}, {name(data.deskBn, data.deskEn)}
        </Descriptions.Item>
        <Descriptions.Item label={t('purpose')}>{data.purpose}</Descriptions.Item>
        <Descriptions.Item label={t('status')}>
          <StatusTag status={data.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('requestedOn')}>{day(data.createdAt, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('decidedOn')}>{day(data.decidedAt, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('deliveredOn')}>{day(data.deliveredAt, lang)}</Descriptions.Item>
        {data.decisionNote && (
          <Descriptions.Item label={t('decisionNote')}>{data.decisionNote}</Descriptions.Item>
        )}
      </Descriptions>
      <Table
        style={{ marginTop: 12 }}
        size="small"
        rowKey="productId"
        pagination={false}
        dataSource={data.lineItems}
        columns={[
          { title: t('product'), key: 'name', render: (_, line) => name(line.nameBn, line.nameEn) },
          {
            title: t('quantity'),
            key: 'quantity',
            render: (_, line) => `${localDigits(line.quantity, lang)} ${t(`unit_${line.unit}`)}`,
          },
          { title: t('inStock'), key: 'stock', render: (_, line) => localDigits(line.stock, lang) },
        ]}
      />
      <Space style={{ marginTop: 48, width: '100%', justifyContent: 'space-between' }}>
        <span>{t('signatureRequester')}</span>
        <span>{t('signatureOfficer')}</span>
      </Space>
    </div>
  );
}

export function RequisitionDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const requisition = useRequisition(id);
  const [reason, setReason] = useState('');
  const decide = useStoreMutation(storeApi.decide);
  const deliver = useStoreMutation(storeApi.deliver);
  const cancel = useStoreMutation(storeApi.cancel);
  const data = requisition.data;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast('success', t(done));
      setReason('');
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={id === null ? '' : t('requisitionNo', { id: localDigits(id, lang) })}
      extra={
        data && (
          <Button icon={<PrinterOutlined />} onClick={() => printElement(`requisition-${data.id}`)}>
            {t('common:print')}
          </Button>
        )
      }
    >
      {requisition.isError && <Alert type="error" title={requisition.error.message} />}
      {data && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Slip data={data} />
          {data.canDecide && (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Input.TextArea
                aria-label={t('rejectReason')}
                placeholder={t('rejectReason')}
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
              />
              <Space wrap>
                <Button
                  type="primary"
                  loading={decide.isPending}
                  onClick={() =>
                    run(() => decide.mutateAsync({ id: data.id, action: 'approve' }), 'approved')
                  }
                >
                  {t('approve')}
                </Button>
                <Button
                  danger
                  loading={decide.isPending}
                  onClick={() =>
                    run(() => decide.mutateAsync({ id: data.id, action: 'reject', note: reason }), 'rejected')
                  }
                >
                  {t('reject')}
                </Button>
              </Space>
            </Space>
          )}
          {data.canDeliver && (
            <Button
              type="primary"
              loading={deliver.isPending}
              onClick={() => run(() => deliver.mutateAsync(data.id), 'delivered')}
            >
              {t('deliver')}
            </Button>
          )}
          {data.canCancel && (
            <Button
              loading={cancel.isPending}
              onClick={() => run(() => cancel.mutateAsync(data.id), 'withdrawn')}
            >
              {t('withdraw')}
            </Button>
          )}
        </Space>
      )}
    </Drawer>
  );
}
