/**
 * receive-goods: goods received notes (supplier, memo number and date, the products and
 * quantities). Saving one adds the goods to stock with a ledger row each; the store officer does it.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Descriptions, Drawer, Empty, Form, Input, Modal, Row, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReceiptRow, receiptInputSchema } from '../../../../common/contracts/store.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { ProductLines } from '../components/product-lines';
import { storeApi, useReceipt, useReceipts, useStoreMutation, useStoreOfficer } from '../store.api';

interface ReceiptForm {
  supplier: string;
  memoNo: string;
  memoDate: Dayjs;
  receivedOn: Dayjs;
  note?: string;
  lines: { productId: number; quantity: number }[];
}

function NewReceipt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('store');
  const [form] = Form.useForm<ReceiptForm>();
  const receive = useStoreMutation(storeApi.receive);
  const shape = receiptInputSchema.shape;
  const dateRule = { required: true, message: t('messages:validation.dateRequired') };
  return (
    <Modal
      open={open}
      title={t('newReceipt')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={receive.isPending}
      width={720}
      forceRender
    >
      <Form<ReceiptForm>
        form={form}
        layout="vertical"
        initialValues={{ lines: [{}] }}
        onFinish={async (values) => {
          try {
            await receive.mutateAsync({
              ...values,
              memoDate: machineDate(values.memoDate),
              receivedOn: machineDate(values.receivedOn),
            });
            toast('success', t('saved'));
            form.resetFields();
            onClose();
          } catch (error) {
            showError(error, form);
          }
        }}
      >
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="supplier" label={t('supplier')} required rules={[zodRule(shape.supplier)]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="memoNo" label={t('memoNo')} required rules={[zodRule(shape.memoNo)]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="memoDate" label={t('memoDate')} rules={[dateRule]}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="receivedOn" label={t('receivedOn')} rules={[dateRule]}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <ProductLines />
        <Form.Item name="note" label={t('note')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ReceiptDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
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

export default function ReceiveGoodsPage() {
  const { t } = useTranslation('store');
  const lang = useLang();
  const officer = useStoreOfficer();
  const paging = usePaging();
  const list = useReceipts({ page: paging.page, pageSize: paging.pageSize, search: paging.search });
  const pagination = useTablePagination(paging, list.data?.total, 'store:totalCount');
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const keeper = officer.data?.isStoreOfficer === true;
  const columns: DataColumns<ReceiptRow> = [
    { title: '#', key: 'id', width: 70, render: (_, row) => localDigits(row.id, lang) },
    { title: t('receivedOn'), key: 'on', width: 120, render: (_, row) => formatDate(row.receivedOn, lang) },
    { title: t('supplier'), dataIndex: 'supplier', key: 'supplier' },
    { title: t('memoNo'), dataIndex: 'memoNo', key: 'memo' },
    { title: t('lines'), key: 'lines', width: 90, render: (_, row) => localDigits(row.lines, lang) },
    { title: t('items'), key: 'items', width: 110, render: (_, row) => localDigits(row.items, lang) },
    {
      title: '',
      key: 'open',
      width: 90,
      render: (_, row) => (
        <Button size="small" onClick={() => setOpenId(row.id)}>
          {t('view')}
        </Button>
      ),
    },
  ];
  return (
    <Panel
      title={t('receiveGoods')}
      extra={
        keeper && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('newReceipt')}
          </Button>
        )
      }
    >
      {officer.data && !keeper && (
        <Alert type="info" showIcon title={t('receiveOnlyOfficer')} style={{ marginBottom: 16 }} />
      )}
      <Input.Search
        allowClear
        style={{ marginBottom: 16, maxWidth: 420 }}
        placeholder={t('searchReceipt')}
        aria-label={t('searchReceipt')}
        onSearch={(value) => paging.setSearch(value.trim())}
      />
      <DataTable<ReceiptRow>
        label={t('receiveGoods')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyReceipts')} />,
        }}
        scroll={{ x: 760 }}
      />
      <NewReceipt open={adding} onClose={() => setAdding(false)} />
      <ReceiptDrawer id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
