/** create-checklist-item: the catalogue of checklist items, searched and filtered by type, and a new item. */
import { Button, Col, Empty, Form, Input, InputNumber, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CatalogItem,
  ITEM_TYPES,
  type ItemInput,
  itemInputSchema,
} from '../../../../common/contracts/inspection.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { inspectionApi, useInspectionMutation, useItems } from '../inspection.api';

export default function CreateChecklistItemPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const [form] = Form.useForm<ItemInput>();
  const paging = usePaging();
  const [type, setType] = useState<string | undefined>();
  const list = useItems({ page: paging.page, pageSize: paging.pageSize, search: paging.search, type });
  const pagination = useTablePagination(paging, list.data?.total, 'inspection:totalCount');
  const create = useInspectionMutation(inspectionApi.createItem);
  const itemType = Form.useWatch('type', form);

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await create.mutateAsync(values);
      toast('success', t('saved'));
      form.resetFields();
    } catch (error) {
      showError(error, form);
    }
  };

  const columns: DataColumns<CatalogItem> = [
    { title: t('itemLabel'), key: 'label', render: (_, row) => (lang === 'en' ? row.labelEn : row.labelBn) },
    { title: t('itemType'), key: 'type', width: 130, render: (_, row) => t(`type_${row.type}`) },
    {
      title: t('maxScore'),
      key: 'max',
      width: 100,
      render: (_, row) => (row.maxScore === null ? '—' : localDigits(row.maxScore, lang)),
    },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <Panel title={t('newItem')}>
          <Form form={form} layout="vertical" initialValues={{ type: 'yes_no' }}>
            <Form.Item
              name="labelBn"
              label={t('itemLabelBn')}
              rules={[zodRule(itemInputSchema.shape.labelBn)]}
            >
              <Input.TextArea maxLength={300} autoSize />
            </Form.Item>
            <Form.Item name="labelEn" label={t('itemLabelEn')}>
              <Input.TextArea maxLength={300} autoSize />
            </Form.Item>
            <Form.Item name="type" label={t('itemType')} rules={[zodRule(itemInputSchema.shape.type)]}>
              <Select options={ITEM_TYPES.map((value) => ({ value, label: t(`type_${value}`) }))} />
            </Form.Item>
            {itemType === 'score' && (
              <Form.Item name="maxScore" label={t('maxScore')}>
                <InputNumber min={1} max={100} style={{ width: '100%' }} />
              </Form.Item>
            )}
            <Button type="primary" loading={create.isPending} onClick={save}>
              {t('saveItem')}
            </Button>
          </Form>
        </Panel>
      </Col>
      <Col xs={24} lg={15}>
        <Panel title={t('itemCatalogue')}>
          <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
            <Col xs={24} md={14}>
              <Input.Search
                allowClear
                placeholder={t('searchItem')}
                aria-label={t('searchItem')}
                onSearch={(value) => paging.setSearch(value.trim())}
              />
            </Col>
            <Col xs={24} md={10}>
              <Select
                allowClear
                aria-label={t('itemType')}
                placeholder={t('allTypes')}
                style={{ width: '100%' }}
                value={type}
                onChange={(value) => {
                  setType(value);
                  paging.reset();
                }}
                options={ITEM_TYPES.map((value) => ({ value, label: t(`type_${value}`) }))}
              />
            </Col>
          </Row>
          <DataTable
            label={t('itemCatalogue')}
            rowKey="id"
            columns={columns}
            dataSource={list.data?.items}
            loading={list.isFetching}
            pagination={pagination}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyItems')} />,
            }}
            scroll={{ x: 520 }}
          />
        </Panel>
      </Col>
    </Row>
  );
}
