/**
 * inventory/product-category (SPEC.md §2's one real store screen): the store's product categories
 * with how many products each holds; the store officer and the office admin add, rename and delete
 * them (a category with products stays: 409).
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CategoryInput,
  categoryInputSchema,
  type StoreCategory,
} from '../../../../common/contracts/store.contract';
import { nameOf } from '../../../../common/labels';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { formatNumber } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../../lib/use-session';
import { storeApi, useCategories, useStoreMutation, useStoreOfficer } from '../store.api';

export default function ProductCategoryPage() {
  const { t } = useTranslation('store');
  const lang = useLang();
  const confirm = useConfirm();
  const session = useSession();
  const officer = useStoreOfficer();
  const keeps = officer.data?.isStoreOfficer === true || session.userrole[0]?.IsOfficeAdmin === true;
  const list = useCategories();
  const [editing, setEditing] = useState<StoreCategory | 'new' | null>(null);
  const [form] = Form.useForm<CategoryInput>();
  const save = useStoreMutation(storeApi.saveCategory);
  const remove = useStoreMutation(storeApi.removeCategory);
  const title = t('productCategory');
  return (
    <Panel
      title={title}
      extra={
        keeps && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              form.resetFields();
              setEditing('new');
            }}
          >
            {t('add')}
          </Button>
        )
      }
    >
      <DataTable<StoreCategory>
        label={title}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyCategories')} />,
        }}
        columns={[
          { title: t('nameBn'), dataIndex: 'nameBn', key: 'nameBn' },
          { title: t('nameEn'), dataIndex: 'nameEn', key: 'nameEn' },
          {
            title: t('productCount'),
            key: 'products',
            align: 'right',
            render: (_, item) => formatNumber(item.products, lang),
          },
          ...(keeps
            ? [
                {
                  title: '',
                  key: 'actions',
                  render: (_: unknown, item: StoreCategory) => (
                    <Space>
                      <Button
                        icon={<EditOutlined />}
                        aria-label={`${t('edit')} ${nameOf(item, lang)}`}
                        onClick={() => {
                          form.setFieldsValue({ nameBn: item.nameBn, nameEn: item.nameEn });
                          setEditing(item);
                        }}
                      />
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${t('common:delete')} ${nameOf(item, lang)}`}
                        onClick={() =>
                          confirm.remove(nameOf(item, lang), () =>
                            remove
                              .mutateAsync(item.id)
                              .then(() => toast('success', t('deleted')))
                              .catch(showError),
                          )
                        }
                      />
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={editing !== null}
        title={title}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common:save')}
        cancelText={t('common:cancel')}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form<CategoryInput>
          form={form}
          layout="vertical"
          onFinish={async (values) => {
            try {
              await save.mutateAsync({
                ...values,
                id: editing && editing !== 'new' ? editing.id : undefined,
              });
              toast('success', t('saved'));
              setEditing(null);
            } catch (error) {
              showError(error, form);
            }
          }}
        >
          <Form.Item
            name="nameBn"
            label={t('nameBn')}
            required
            rules={[zodRule(categoryInputSchema.shape.nameBn)]}
          >
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('nameEn')}>
            <Input maxLength={150} />
          </Form.Item>
        </Form>
      </Modal>
    </Panel>
  );
}
