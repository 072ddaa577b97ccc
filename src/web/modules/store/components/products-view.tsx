/**
 * The store's products: in the inventory, stock by product (each opening its ledger, and for the
 * store officer an adjustment of its stock), and in the
 * product list, the catalogue the store officer and office admin keep (unit, reorder level). Both
 * are one server-paged list with search, category and stock filters, sort and an Excel file.
 */
import { DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Form, Input, InputNumber, Modal, Row, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  PRODUCT_SORTS,
  type ProductInput,
  type ProductRow,
  productInputSchema,
  STOCK_FILTERS,
  STORE_PATHS,
  UNITS,
} from '../../../../common/contracts/store.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../../lib/use-session';
import { storeApi, useCategories, useProducts, useStoreMutation, useStoreOfficer } from '../store.api';
import { AdjustmentForm } from './adjustment-form';
import { LedgerDrawer } from './ledger-drawer';

function ProductForm({ editing, onClose }: { editing: ProductRow | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const categories = useCategories();
  const [form] = Form.useForm<ProductInput>();
  const save = useStoreMutation(storeApi.saveProduct);
  const shape = productInputSchema.shape;
  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t('add') : t('edit')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={save.isPending}
      afterOpenChange={(open) => {
        if (!open) return;
        if (editing && editing !== 'new') form.setFieldsValue(editing);
        else form.resetFields();
      }}
      forceRender
    >
      <Form<ProductInput>
        form={form}
        layout="vertical"
        initialValues={{ unit: 'piece', reorderLevel: 0 }}
        onFinish={async (values) => {
          try {
            await save.mutateAsync({ ...values, id: editing && editing !== 'new' ? editing.id : undefined });
            toast('success', t('saved'));
            onClose();
          } catch (error) {
            showError(error, form);
          }
        }}
      >
        <Form.Item name="nameBn" label={t('nameBn')} required rules={[zodRule(shape.nameBn)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('nameEn')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="categoryId"
          label={t('category')}
          required
          rules={[{ required: true, message: t('messages:validation.store.categoryRequired') }]}
        >
          <Select
            options={(categories.data ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }))}
          />
        </Form.Item>
        <Form.Item name="unit" label={t('unit')} required>
          <Select options={UNITS.map((unit) => ({ value: unit, label: t(`unit_${unit}`) }))} />
        </Form.Item>
        <Form.Item name="reorderLevel" label={t('reorderLevel')} required>
          <InputNumber min={0} max={1_000_000} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function ProductsView({ mode }: { mode: 'inventory' | 'catalogue' }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const session = useSession();
  const officer = useStoreOfficer();
  const keeps = officer.data?.isStoreOfficer === true || session.userrole[0]?.IsOfficeAdmin === true;
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const paging = usePaging();
  const categoryId = params.get('categoryId') ?? undefined;
  const stock = params.get('stock') ?? undefined;
  const sort = params.get('sort') ?? (mode === 'inventory' ? 'stock' : 'name');
  const filters = { categoryId, stock, sort, search: paging.search };
  const list = useProducts({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'store:totalCount');
  const [ledgerOf, setLedgerOf] = useState<ProductRow | null>(null);
  const [adjusting, setAdjusting] = useState<ProductRow | null>(null);
  const [editing, setEditing] = useState<ProductRow | 'new' | null>(null);
  const title = mode === 'inventory' ? t('inventory') : t('productList');
  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    paging.reset();
  };
  const columns: DataColumns<ProductRow> = [
    { title: t('product'), key: 'name', render: (_, row) => nameOf(row, lang) },
    {
      title: t('category'),
      key: 'category',
      render: (_, row) => (lang === 'en' && row.categoryEn ? row.categoryEn : row.categoryBn),
    },
    { title: t('unit'), key: 'unit', width: 90, render: (_, row) => t(`unit_${row.unit}`) },
    {
      title: t('reorderLevel'),
      key: 'reorder',
      width: 120,
      align: 'right',
      render: (_, row) => localDigits(row.reorderLevel, lang),
    },
    {
      title: t('stock'),
      key: 'stock',
      width: 150,
      align: 'right',
      render: (_, row) => (
        <Space>
          {row.stock === 0 ? (
            <Tag color="red">{t('outOfStock')}</Tag>
          ) : row.stock <= row.reorderLevel ? (
            <Tag color="orange">{t('lowStock')}</Tag>
          ) : null}
          {localDigits(row.stock, lang)}
        </Space>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: mode === 'inventory' ? 190 : 120,
      render: (_, row) =>
        mode === 'inventory' ? (
          <Space size="small">
            <Button
              size="small"
              onClick={() => setLedgerOf(row)}
              aria-label={`${t('ledger')}: ${nameOf(row, lang)}`}
            >
              {t('ledger')}
            </Button>
            {officer.data?.isStoreOfficer && (
              <Button
                size="small"
                onClick={() => setAdjusting(row)}
                aria-label={`${t('adjust')}: ${nameOf(row, lang)}`}
              >
                {t('adjust')}
              </Button>
            )}
          </Space>
        ) : (
          keeps && (
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`${t('edit')} ${nameOf(row, lang)}`}
              onClick={() => setEditing(row)}
            />
          )
        ),
    },
  ];
  return (
    <Panel
      title={title}
      extra={
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadFile(withQuery(STORE_PATHS.productsExport, filters), 'inventory.xlsx').catch(showError)
            }
          >
            {t('exportExcel')}
          </Button>
          {mode === 'catalogue' && keeps && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          )}
        </Space>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={6}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('category')}
            placeholder={t('allCategories')}
            value={categoryId ? Number(categoryId) : undefined}
            onChange={(value) => setParam('categoryId', value ? String(value) : undefined)}
            options={(categories.data ?? []).map((item) => ({ value: item.id, label: nameOf(item, lang) }))}
          />
        </Col>
        <Col xs={24} md={6}>
          <Select
            style={{ width: '100%' }}
            aria-label={t('stock')}
            value={stock ?? 'all'}
            onChange={(value) => setParam('stock', value === 'all' ? undefined : value)}
            options={STOCK_FILTERS.map((value) => ({ value, label: t(`stock_${value}`) }))}
          />
        </Col>
        <Col xs={24} md={5}>
          <Select
            style={{ width: '100%' }}
            aria-label={t('sort_name')}
            value={sort}
            onChange={(value) => setParam('sort', value)}
            options={PRODUCT_SORTS.map((value) => ({ value, label: t(`sort_${value}`) }))}
          />
        </Col>
        <Col xs={24} md={7}>
          <Input.Search
            allowClear
            placeholder={t('searchProduct')}
            aria-label={t('searchProduct')}
            onSearch={(value) => paging.setSearch(value.trim())}
          />
        </Col>
      </Row>
      <DataTable<ProductRow>
        label={title}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyProducts')} />,
        }}
        scroll={{ x: 760 }}
      />
      <LedgerDrawer product={ledgerOf} onClose={() => setLedgerOf(null)} />
      <AdjustmentForm product={adjusting} onClose={() => setAdjusting(null)} />
      <ProductForm editing={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
