/**
 * The master lists (freelancer-categories, freelancer-roles, freelancer-marketplaces): every reader
 * sees them with how often each is used; app admins add, change and delete (a used one stays: 409).
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MasterInput,
  type MasterItem,
  type MasterKind,
  masterInputSchema,
} from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { canManageFreelancerMasterData } from '../../../../common/permissions';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { formatNumber } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { freelancerApi, useFreelancerMutation, useMaster } from '../freelancer.api';

const TITLES: Record<MasterKind, string> = {
  categories: 'freelancerCategories',
  roles: 'freelancerRoles',
  marketplaces: 'freelancerMarketplaces',
};

export function MasterDataPage({ kind }: { kind: MasterKind }) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const subject = useSubject();
  const confirm = useConfirm();
  const list = useMaster(kind);
  const [editing, setEditing] = useState<MasterItem | 'new' | null>(null);
  const [form] = Form.useForm<MasterInput>();
  const save = useFreelancerMutation((values: MasterInput) =>
    freelancerApi.saveMaster({ kind, id: editing && editing !== 'new' ? editing.id : undefined, ...values }),
  );
  const remove = useFreelancerMutation((id: number) => freelancerApi.removeMaster({ kind, id }));
  const manage = canManageFreelancerMasterData(subject);
  const title = t(TITLES[kind]);
  const shape = masterInputSchema.shape;

  const onSave = async (values: MasterInput) => {
    try {
      await save.mutateAsync(values);
      toast('success', t('saved'));
      setEditing(null);
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Panel
      title={title}
      extra={
        manage && (
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
      <DataTable<MasterItem>
        label={title}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyMaster')} /> }}
        columns={[
          { title: t('nameBn'), dataIndex: 'nameBn', key: 'nameBn' },
          { title: t('nameEn'), dataIndex: 'nameEn', key: 'nameEn' },
          ...(kind === 'marketplaces'
            ? [
                {
                  title: t('website'),
                  key: 'website',
                  render: (_: unknown, item: MasterItem) => item.website ?? '—',
                },
              ]
            : []),
          {
            title: t('used'),
            key: 'used',
            align: 'right',
            render: (_, item) => formatNumber(item.used, lang),
          },
          ...(manage
            ? [
                {
                  title: '',
                  key: 'actions',
                  render: (_: unknown, item: MasterItem) => (
                    <Space>
                      <Button
                        icon={<EditOutlined />}
                        aria-label={`${t('edit')} ${nameOf(item, lang)}`}
                        onClick={() => {
                          form.setFieldsValue({
                            nameBn: item.nameBn,
                            nameEn: item.nameEn,
                            website: item.website ?? '',
                          });
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
        <Form<MasterInput> form={form} layout="vertical" onFinish={onSave}>
          <Form.Item name="nameBn" label={t('nameBn')} rules={[zodRule(shape.nameBn)]} required>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('nameEn')} rules={[zodRule(shape.nameEn)]} required>
            <Input maxLength={150} />
          </Form.Item>
          {kind === 'marketplaces' && (
            <Form.Item name="website" label={t('website')} rules={[zodRule(shape.website)]}>
              <Input inputMode="url" placeholder="https://" />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Panel>
  );
}
