/**
 * /leaveapprovers: the office's chains of approving desks (one for all leave, and one per type where
 * the office wants another), set by its office admin; and, for the super and support admins, the
 * public holiday calendar that leave days skip (decided in docs/decisions.md: a tab here, beside
 * the other thing leave is set up with); and, for the office's admin and head, who covers whom in a
 * month (the charges of the desks of officers on leave).
 */
import { Alert, Button, Empty, Form, List, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_TYPES, type LeaveType, MAX_CHAIN } from '../../../../common/contracts/leave.contract';
import {
  canManageHolidays,
  canManageLeaveApprovers,
  canSeeOfficeLeaveHistory,
} from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { HolidayCalendar } from '../components/holiday-calendar';
import { OfficeCover } from '../components/leave-cover';
import { leaveApi, useChains, useDeskOptions, useLeaveMutation } from '../leave.api';

const ALL = 'all';

function Chains() {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const manage = canManageLeaveApprovers(useSubject());
  const chains = useChains();
  const options = useDeskOptions('approvers', manage);
  const save = useLeaveMutation(leaveApi.setChain);
  const [form] = Form.useForm<{ leaveType: string; deskIds: number[] }>();
  const label = (desk: {
    labelBn: string;
    labelEn: string;
    holder: { nameBn: string; nameEn: string } | null;
  }) =>
    `${lang === 'en' ? desk.labelEn : desk.labelBn} — ${
      desk.holder ? (lang === 'en' ? desk.holder.nameEn : desk.holder.nameBn) : t('vacant')
    }`;
  const chainName = (type: LeaveType | null) => (type ? t(`type_${type}`) : t('chainAllTypes'));

  const pick = (type: string) => {
    const chain = chains.data?.find((item) => (item.leaveType ?? ALL) === type);
    form.setFieldsValue({ leaveType: type, deskIds: chain?.desks.map((desk) => desk.deskId) ?? [] });
  };

  const onSave = async () => {
    const { leaveType, deskIds } = form.getFieldsValue();
    try {
      await save.mutateAsync({
        leaveType: leaveType === ALL ? undefined : (leaveType as LeaveType),
        deskIds,
      });
      toast('success', t('chainSaved'));
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" title={manage ? t('chainHint') : t('chainReadOnly')} />
      {chains.data && chains.data.length === 0 && <Empty description={t('noChains')} />}
      <List
        bordered
        loading={chains.isLoading}
        dataSource={chains.data ?? []}
        renderItem={(chain) => (
          <List.Item
            actions={
              manage
                ? [
                    <Button key="edit" type="link" onClick={() => pick(chain.leaveType ?? ALL)}>
                      {t('edit')}
                    </Button>,
                  ]
                : []
            }
          >
            <Space orientation="vertical" size={4} style={{ minWidth: 0, maxWidth: '100%' }}>
              <Typography.Text strong>{chainName(chain.leaveType)}</Typography.Text>
              <Space wrap size={4}>
                {chain.desks.map((desk, index) => (
                  // A desk's name with its office and holder is long: on a phone it wraps.
                  <Tag key={desk.deskId} style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
                    {localDigits(index + 1, lang)}. {label(desk)}
                  </Tag>
                ))}
              </Space>
            </Space>
          </List.Item>
        )}
      />
      {manage && (
        <Panel size="small" title={t('saveChain')}>
          <Form form={form} layout="vertical" initialValues={{ leaveType: ALL, deskIds: [] }}>
            <Form.Item name="leaveType" label={t('chainFor')}>
              <Select
                aria-label={t('chainFor')}
                onChange={pick}
                options={[
                  { value: ALL, label: t('chainAllTypes') },
                  ...LEAVE_TYPES.map((type) => ({ value: type, label: t(`type_${type}`) })),
                ]}
              />
            </Form.Item>
            <Form.Item name="deskIds" label={t('chainDesks')}>
              <Select
                mode="multiple"
                aria-label={t('chainDesks')}
                maxCount={MAX_CHAIN}
                showSearch={{ optionFilterProp: 'label' }}
                loading={options.isLoading}
                options={(options.data ?? []).map((desk) => ({ value: desk.deskId, label: label(desk) }))}
              />
            </Form.Item>
            <Button type="primary" onClick={onSave} loading={save.isPending}>
              {t('saveChain')}
            </Button>
          </Form>
        </Panel>
      )}
    </Space>
  );
}

export default function LeaveApproversPage() {
  const { t } = useTranslation('leave');
  const subject = useSubject();
  const holidays = canManageHolidays(subject);
  const cover = canSeeOfficeLeaveHistory(subject);
  const [tab, setTab] = useState('chains');
  return (
    <Panel title={t('leaveApprovers')}>
      <Tabs
        className="wrapping-tabs"
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'chains', label: t('chainsTab'), children: <Chains /> },
          ...(cover ? [{ key: 'cover', label: t('coverTab'), children: <OfficeCover /> }] : []),
          ...(holidays ? [{ key: 'holidays', label: t('holidaysTab'), children: <HolidayCalendar /> }] : []),
        ]}
      />
    </Panel>
  );
}
