/** /freelancer-mgt/mentor-list: experienced freelancers of the district who mentor others. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type MentorInput,
  type MentorItem,
  mentorInputSchema,
} from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { canManageFreelancers } from '../../../../common/permissions';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { dollars } from '../components/freelancer-list-view';
import { freelancerApi, useFreelancerMutation, useFreelancers, useMentors } from '../freelancer.api';

/** Freelancers of the caller's scope found by name or mobile, for a select. */
export function FreelancerPicker({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
}) {
  const { t } = useTranslation('freelancer');
  const [search, setSearch] = useState('');
  const found = useFreelancers({ search, pageSize: 20 }, false);
  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      placeholder={t('chooseFreelancer')}
      value={value}
      onChange={onChange}
      options={(found.data?.items ?? []).map((item) => ({
        value: item.id,
        label: `${item.name} (${item.mobile})`,
      }))}
    />
  );
}

export default function MentorListPage() {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const subject = useSubject();
  const confirm = useConfirm();
  const paging = usePaging();
  const list = useMentors({ page: paging.page, pageSize: paging.pageSize, search: paging.search });
  const pagination = useTablePagination(paging, list.data?.total, 'freelancer:total');
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<MentorInput>();
  const add = useFreelancerMutation(freelancerApi.addMentor);
  const remove = useFreelancerMutation(freelancerApi.removeMentor);
  const manage = canManageFreelancers(subject);
  const shape = mentorInputSchema.shape;
  const onSave = async (values: MentorInput) => {
    try {
      await add.mutateAsync(values);
      toast('success', t('saved'));
      setAdding(false);
      form.resetFields();
    } catch (error) {
      showError(error, form);
    }
  };
  return (
    <Panel
      title={t('mentorList')}
      extra={
        manage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('addMentor')}
          </Button>
        )
      }
    >
      <Input.Search
        allowClear
        placeholder={t('search')}
        aria-label={t('search')}
        onSearch={(value) => paging.setSearch(value.trim())}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <DataTable<MentorItem>
        label={t('mentorList')}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyMentors')} /> }}
        columns={[
          {
            title: t('name'),
            key: 'name',
            render: (_, item) => (
              <Link to={`/doict-freelancer-details/${item.freelancer.id}`}>{item.freelancer.name}</Link>
            ),
          },
          {
            title: t('mobile'),
            key: 'mobile',
            render: (_, item) => localDigits(item.freelancer.mobile, lang),
          },
          { title: t('district'), key: 'district', render: (_, item) => nameOf(item.district, lang) },
          { title: t('expertise'), dataIndex: 'expertise', key: 'expertise' },
          {
            title: t('menteeCount'),
            key: 'mentees',
            align: 'right',
            render: (_, item) => (item.menteeCount === null ? '—' : formatNumber(item.menteeCount, lang)),
          },
          {
            title: t('lifetimeEarnings'),
            key: 'earnings',
            align: 'right',
            render: (_, item) => dollars(item.lifetimeEarnings, lang),
          },
          ...(manage
            ? [
                {
                  title: '',
                  key: 'remove',
                  render: (_: unknown, item: MentorItem) => (
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('common:delete')} ${item.freelancer.name}`}
                      onClick={() =>
                        confirm.remove(item.freelancer.name, () =>
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
        title={t('addMentor')}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        okText={t('common:save')}
        cancelText={t('common:cancel')}
        confirmLoading={add.isPending}
        forceRender
      >
        <Form<MentorInput> form={form} layout="vertical" onFinish={onSave}>
          <Form.Item
            name="freelancerId"
            label={t('freelancer')}
            rules={[zodRule(shape.freelancerId)]}
            required
          >
            <FreelancerPicker />
          </Form.Item>
          <Form.Item name="expertise" label={t('expertise')} rules={[zodRule(shape.expertise)]} required>
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name="menteeCount" label={t('menteeCount')} rules={[zodRule(shape.menteeCount)]}>
            <Input inputMode="numeric" />
          </Form.Item>
        </Form>
      </Modal>
    </Panel>
  );
}
