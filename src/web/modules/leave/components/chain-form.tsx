/**
 * The office admin's form for one chain of approving desks: which leave it is for, and its desks in
 * order (at most MAX_CHAIN). Choosing the leave type, or "change" on a chain of the list, fills in
 * that chain's desks. A kit part of the plain approvers' screen (approver-chains.tsx).
 */
import { Button, Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_TYPES, type LeaveType, MAX_CHAIN } from '../../../../common/contracts/leave.contract';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { leaveApi, useChains, useDeskOptions, useLeaveMutation } from '../leave.api';
import { ALL_TYPES, useChainLabels } from './chain-labels';

export function ChainForm({ picked }: { picked: { leaveType: string; at: number } | null }) {
  const { t } = useTranslation('leave');
  const chains = useChains();
  const options = useDeskOptions('approvers');
  const save = useLeaveMutation(leaveApi.setChain);
  const labels = useChainLabels();
  const [form] = Form.useForm<{ leaveType: string; deskIds: number[] }>();

  const pick = (type: string) => {
    const chain = chains.data?.find((item) => (item.leaveType ?? ALL_TYPES) === type);
    form.setFieldsValue({ leaveType: type, deskIds: chain?.desks.map((desk) => desk.deskId) ?? [] });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per press of "change", not per refetch of the chains.
  useEffect(() => {
    if (picked) pick(picked.leaveType);
  }, [picked]);

  const onSave = async () => {
    const { leaveType, deskIds } = form.getFieldsValue();
    try {
      await save.mutateAsync({
        leaveType: leaveType === ALL_TYPES ? undefined : (leaveType as LeaveType),
        deskIds,
      });
      toast('success', t('chainSaved'));
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Panel size="small" title={t('saveChain')}>
      <Form form={form} layout="vertical" initialValues={{ leaveType: ALL_TYPES, deskIds: [] }}>
        <Form.Item name="leaveType" label={t('chainFor')}>
          <Select
            aria-label={t('chainFor')}
            onChange={pick}
            options={[
              { value: ALL_TYPES, label: t('chainAllTypes') },
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
            options={(options.data ?? []).map((desk) => ({ value: desk.deskId, label: labels.desk(desk) }))}
          />
        </Form.Item>
        <Button type="primary" onClick={onSave} loading={save.isPending}>
          {t('saveChain')}
        </Button>
      </Form>
    </Panel>
  );
}
