/**
 * fixed-assets: the register of furniture, computers and equipment by tag number, with the desk in
 * whose custody each is and its condition; the store officer and the office admin keep it.
 */
import { DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Form, Input, Modal, Row, Select, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ASSET_CONDITIONS,
  type AssetCondition,
  type AssetRow,
  assetInputSchema,
  STORE_PATHS,
} from '../../../../common/contracts/store.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../../lib/use-session';
import { storeApi, useAssets, useDeskOptions, useStoreMutation, useStoreOfficer } from '../store.api';

const CONDITION_COLORS: Record<AssetCondition, string> = {
  good: 'green',
  repairable: 'orange',
  unusable: 'red',
  disposed: 'default',
};

interface AssetForm {
  tagNo: string;
  nameBn: string;
  nameEn?: string;
  custodianDeskId?: number;
  condition: AssetCondition;
  acquiredOn?: Dayjs;
  value?: string;
}

function AssetDialog({ editing, onClose }: { editing: AssetRow | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('store');
  const lang = useLang();
  const desks = useDeskOptions(editing !== null);
  const [form] = Form.useForm<AssetForm>();
  const save = useStoreMutation(storeApi.saveAsset);
  const shape = assetInputSchema.shape;
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
        if (editing && editing !== 'new')
          form.setFieldsValue({
            ...editing,
            custodianDeskId: editing.custodianDeskId ?? undefined,
            acquiredOn: editing.acquiredOn ? dayjs(editing.acquiredOn) : undefined,
            value: editing.value ?? undefined,
          });
        else form.resetFields();
      }}
      forceRender
    >
      <Form<AssetForm>
        form={form}
        layout="vertical"
        initialValues={{ condition: 'good' }}
        onFinish={async (values) => {
          try {
            await save.mutateAsync({
              ...values,
              // Cleared fields go as null, so an edit clears them rather than keeping the old values.
              custodianDeskId: values.custodianDeskId ?? null,
              acquiredOn: values.acquiredOn ? machineDate(values.acquiredOn) : null,
              id: editing && editing !== 'new' ? editing.id : undefined,
            });
            toast('success', t('saved'));
            onClose();
          } catch (error) {
            showError(error, form);
          }
        }}
      >
        <Form.Item name="tagNo" label={t('tagNo')} required rules={[zodRule(shape.tagNo)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="nameBn" label={t('nameBn')} required rules={[zodRule(shape.nameBn)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('nameEn')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="custodianDeskId" label={t('custodian')}>
          <Select
            allowClear
            options={(desks.data ?? []).map((desk) => ({
              value: desk.id,
              label: `${nameOf(desk, lang)}${desk.holderBn ? ` — ${lang === 'en' ? desk.holderEn : desk.holderBn}` : ''}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="condition" label={t('condition')} required>
          <Select options={ASSET_CONDITIONS.map((value) => ({ value, label: t(`condition_${value}`) }))} />
        </Form.Item>
        <Form.Item name="acquiredOn" label={t('acquiredOn')}>
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="value" label={t('value')} rules={[zodRule(shape.value)]}>
          <Input inputMode="decimal" maxLength={16} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function FixedAssetsPage() {
  const { t } = useTranslation('store');
  const lang = useLang();
  const session = useSession();
  const officer = useStoreOfficer();
  const keeps = officer.data?.isStoreOfficer === true || session.userrole[0]?.IsOfficeAdmin === true;
  const [params, setParams] = useSearchParams();
  const condition = params.get('condition') ?? undefined;
  const paging = usePaging();
  const filters = { condition, search: paging.search };
  const list = useAssets({ ...filters, page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, list.data?.total, 'store:totalCount');
  const [editing, setEditing] = useState<AssetRow | 'new' | null>(null);
  const columns: DataColumns<AssetRow> = [
    { title: t('tagNo'), dataIndex: 'tagNo', key: 'tag', width: 170 },
    { title: t('asset'), key: 'name', render: (_, row) => nameOf(row, lang) },
    {
      title: t('custodian'),
      key: 'custodian',
      render: (_, row) => (lang === 'en' ? row.custodianEn : row.custodianBn) ?? '—',
    },
    {
      title: t('condition'),
      key: 'condition',
      width: 130,
      render: (_, row) => (
        <Tag color={CONDITION_COLORS[row.condition]}>{t(`condition_${row.condition}`)}</Tag>
      ),
    },
    {
      title: t('acquiredOn'),
      key: 'acquired',
      width: 120,
      render: (_, row) => (row.acquiredOn ? formatDate(row.acquiredOn, lang) : '—'),
    },
    {
      title: t('value'),
      key: 'value',
      width: 130,
      align: 'right',
      render: (_, row) => (row.value === null ? '—' : formatNumber(Number(row.value), lang)),
    },
    {
      title: '',
      key: 'edit',
      width: 60,
      render: (_, row) =>
        keeps && (
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`${t('edit')} ${localDigits(row.tagNo, lang)}`}
            onClick={() => setEditing(row)}
          />
        ),
    },
  ];
  return (
    <Panel
      title={t('fixedAssets')}
      extra={
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadFile(withQuery(STORE_PATHS.assetsExport, filters), 'fixed-assets.xlsx').catch(showError)
            }
          >
            {t('exportExcel')}
          </Button>
          {keeps && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          )}
        </Space>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Select
            allowClear
            style={{ width: '100%' }}
            aria-label={t('condition')}
            placeholder={t('allConditions')}
            value={condition}
            onChange={(value) => {
              const next = new URLSearchParams(params);
              if (value) next.set('condition', value);
              else next.delete('condition');
              setParams(next, { replace: true });
              paging.reset();
            }}
            options={ASSET_CONDITIONS.map((value) => ({ value, label: t(`condition_${value}`) }))}
          />
        </Col>
        <Col xs={24} md={10}>
          <Input.Search
            allowClear
            placeholder={t('searchAsset')}
            aria-label={t('searchAsset')}
            onSearch={(value) => paging.setSearch(value.trim())}
          />
        </Col>
      </Row>
      <DataTable<AssetRow>
        label={t('fixedAssets')}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        pagination={pagination}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyAssets')} /> }}
        scroll={{ x: 860 }}
      />
      <AssetDialog editing={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
