/** /freelancer-mgt/team-list: teams of a district's freelancers, each with a lead. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamInput, TeamItem } from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { canManageFreelancers } from '../../../../common/permissions';
import { idSchema, textSchema } from '../../../../common/validation';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import {
  freelancerApi,
  useFreelancerMutation,
  useFreelancers,
  useScopeDistricts,
  useTeams,
} from '../freelancer.api';
import { FreelancerPicker } from './mentor-list.page';

export default function TeamListPage() {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const subject = useSubject();
  const confirm = useConfirm();
  const paging = usePaging();
  const list = useTeams({ page: paging.page, pageSize: paging.pageSize, search: paging.search });
  const pagination = useTablePagination(paging, list.data?.total, 'freelancer:total');
  const districts = useScopeDistricts();
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<TeamInput>();
  const districtId = Form.useWatch('districtId', form) as number | undefined;
  const members = useFreelancers({ districtId, pageSize: 200 }, false);
  const save = useFreelancerMutation((values: TeamInput) => freelancerApi.saveTeam(values));
  const remove = useFreelancerMutation(freelancerApi.removeTeam);
  const manage = canManageFreelancers(subject);
  const onSave = async (values: TeamInput) => {
    try {
      await save.mutateAsync(values);
      toast('success', t('saved'));
      setAdding(false);
      form.resetFields();
    } catch (error) {
      showError(error, form);
    }
  };
  return (
    <Panel
      title={t('teamList')}
      extra={
        manage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('newTeam')}
          </Button>
        )
      }
    >
      <Input.Search
        allowClear
        placeholder={t('teamName')}
        aria-label={t('teamName')}
        onSearch={(value) => paging.setSearch(value.trim())}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <DataTable<TeamItem>
        label={t('teamList')}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyTeams')} /> }}
        columns={[
          { title: t('teamName'), dataIndex: 'name', key: 'name' },
          { title: t('district'), key: 'district', render: (_, item) => nameOf(item.district, lang) },
          {
            title: t('teamLead'),
            key: 'lead',
            render: (_, item) => (
              <Link to={`/doict-freelancer-details/${item.lead.id}`}>{item.lead.name}</Link>
            ),
          },
          {
            title: t('members'),
            key: 'members',
            width: 280,
            render: (_, item) => (
              <Space wrap size={4}>
                {item.members.map((member) => (
                  <Tag key={member.id} style={{ whiteSpace: 'normal' }}>
                    {member.name}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: t('description'), key: 'description', render: (_, item) => item.description ?? '—' },
          ...(manage
            ? [
                {
                  title: '',
                  key: 'remove',
                  render: (_: unknown, item: TeamItem) => (
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('common:delete')} ${item.name}`}
                      onClick={() =>
                        confirm.remove(item.name, () =>
                          remove
                            .mutateAsync(item.id)
                            .then(() => toast('success', t('deleted')))
                            .catch(showError),
                        )
                      }
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={adding}
        title={t('newTeam')}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        okText={t('common:save')}
        cancelText={t('common:cancel')}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form<TeamInput> form={form} layout="vertical" onFinish={onSave}>
          <Form.Item
            name="name"
            label={t('teamName')}
            rules={[zodRule(textSchema(200, 'validation.freelancer.nameRequired'))]}
            required
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="districtId"
            label={t('district')}
            rules={[zodRule(idSchema('validation.freelancer.districtRequired'))]}
            required
          >
            <Select
              showSearch
              optionFilterProp="label"
              options={(districts.data ?? []).map((district) => ({
                value: district.id,
                label: nameOf(district, lang),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="leadId"
            label={t('teamLead')}
            rules={[zodRule(idSchema('validation.freelancer.leadRequired'))]}
            required
          >
            <FreelancerPicker />
          </Form.Item>
          <Form.Item name="memberIds" label={t('members')}>
            <Select
              mode="multiple"
              optionFilterProp="label"
              options={(members.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }))}
            />
          </Form.Item>
          <Form.Item name="description" label={t('description')}>
            <Input.TextArea rows={2} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
    </Panel>
  );
}
