/**
 * deliver-goods: requisitions. Every desk sends its own and follows them; the store officer sees
 * the whole office's, approves or rejects them and delivers approved ones from stock.
 */
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Form, Input, Modal, Row, Segmented, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  REQUISITION_STATUSES,
  type RequisitionInput,
  type RequisitionRow,
  type RequisitionStatus,
  requisitionInputSchema,
  STORE_PATHS,
} from '../../../../common/contracts/store.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { ProductLines } from '../components/product-lines';
import { RequisitionDrawer, StatusTag } from '../components/requisition-drawer';
import { storeApi, useRequisitions, useStoreMutation, useStoreOfficer } from '../store.api';

function NewRequisition({ open, onClose }: { open: boolean; onClose: (id?: number) => void }) {
  const { t } = useTranslation('store');
  const [form] = Form.useForm<RequisitionInput>();
  const send = useStoreMutation(storeApi.requisition);
  return (
    <Modal
      open={open}
      title={t('newRequisition')}
      onCancel={() => onClose()}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={send.isPending}
      width={720}
      forceRender
    >
      <Form<RequisitionInput>
        form={form}
        layout="vertical"
        initialValues={{ lines: [{}] }}
        onFinish={async (values) => {
          try {
            const created = await send.mutateAsync(values);
            toast('success', t('requested'));
            form.resetFields();
            onClose(created.id);
          } catch (error) {
            showError(error, form);
          }
        }}
      >
        <Form.Item
          name="purpose"
          label={t('purpose')}
          required
          rules={[zodRule(requisitionInputSchema.shape.purpose)]}
        >
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <ProductLines />
      </Form>
    </Modal>
  );
}

export default function DeliverGoodsPage() {
  const { t } = useTranslation('store');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const officer = useStoreOfficer();
  const keeper = officer.data?.isStoreOfficer === true;
  const scope = params.get('scope') === 'mine' || !keeper ? 'mine' : 'office';
  const status = (params.get('status') as RequisitionStatus | null) ?? undefined;
  const paging = usePaging();
  const filters = { scope, status, search: paging.search };
  const list = useRequisitions({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'store:totalCount');
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    paging.reset();
  };
  const columns: DataColumns<RequisitionRow> = [
    { title: '#', key: 'id', width: 70, render: (_, row) => localDigits(row.id, lang) },
    { title: t('requestedOn'), key: 'date', width: 120, render: (_, row) => formatDate(row.createdAt, lang) },
    {
      title: t('requester'),
      key: 'requester',
      render: (_, row) =>
        lang === 'en' ? `${row.requesterEn}, ${row.deskEn}` : `${row.requesterBn}, ${row.deskBn}`,
    },
    { title: t('purpose'), dataIndex: 'purpose', key: 'purpose' },
    { title: t('lines'), key: 'lines', width: 90, render: (_, row) => localDigits(row.lines, lang) },
    { title: t('status'), key: 'status', width: 150, render: (_, row) => <StatusTag status={row.status} /> },
    {
      title: '',
      key: 'open',
      width: 90,
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => setOpenId(row.id)}
          aria-label={`${t('view')} ${localDigits(row.id, lang)}`}
        >
          {t('view')}
        </Button>
      ),
    },
  ];
  return (
    <Panel
      title={t('requisitions')}
      extra={
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadFile(withQuery(STORE_PATHS.requisitionsExport, filters), 'requisitions.xlsx').catch(
                showError,
              )
            }
          >
            {t('exportExcel')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('newRequisition')}
          </Button>
        </Space>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {keeper && (
          <Col xs={24} md={10}>
            <Segmented
              value={scope}
              onChange={(value) => setParam('scope', value === 'office' ? undefined : 'mine')}
              options={[
                { value: 'office', label: t('officeRequisitions') },
                { value: 'mine', label: t('myRequisitions') },
              ]}
            />
          </Col>
        )}
        <Col xs={24} md={6}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('status')}
            placeholder={t('allStatuses')}
            value={status}
            onChange={(value) => setParam('status', value)}
            options={REQUISITION_STATUSES.map((value) => ({ value, label: t(`status_${value}`) }))}
          />
        </Col>
        <Col xs={24} md={8}>
          <Input.Search
            allowClear
            placeholder={t('searchRequisition')}
            aria-label={t('searchRequisition')}
            onSearch={(value) => paging.setSearch(value.trim())}
          />
        </Col>
      </Row>
      <DataTable<RequisitionRow>
        label={t('requisitions')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyRequisitions')} />,
        }}
        scroll={{ x: 820 }}
      />
      <NewRequisition
        open={adding}
        onClose={(id) => {
          setAdding(false);
          if (id) setOpenId(id);
        }}
      />
      <RequisitionDrawer id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
