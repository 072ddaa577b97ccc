/**
 * One goods received note in a drawer: its supplier, memo and dates, and the products and quantities
 * it added to stock. Drawn with the UI kit; the list loads it when it first opens (store-parts.tsx).
 */
import { Descriptions, Drawer, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useReceipt } from '../store.api';

export function ReceiptDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const receipt = useReceipt(id);
  const data = receipt.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={id ? t('receiptNo', { id: localDigits(id, lang) }) : ''}
    >
      {data && (
        <>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('supplier')}>{data.supplier}</Descriptions.Item>
            <Descriptions.Item label={t('memoNo')}>{data.memoNo}</Descriptions.Item>
            <Descriptions.Item label={t('memoDate')}>{formatDate(data.memoDate, lang)}</Descriptions.Item>
            <Descriptions.Item label={t('receivedOn')}>{formatDate(data.receivedOn, lang)}</Descriptions.Item>
            {data.note && <Descriptions.Item label={t('note')}>{data.note}</Descriptions.Item>}
          </Descriptions>
          <Table
            style={{ marginTop: 12 }}
            size="small"
            rowKey="productId"
            pagination={false}
            dataSource={data.lineItems}
            columns={[
              {
                title: t('product'),
                key: 'name',
                render: (_, line) => (lang === 'en' && line.nameEn ? line.nameEn : line.nameBn),
              },
              {
                title: t('quantity'),
                key: 'quantity',
                render: (_, line) => `${localDigits(line.quantity, lang)} ${t(`unit_${line.unit}`)}`,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
