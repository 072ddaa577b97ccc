/**
 * Posting an officer to an empty post (or as additional charge), and releasing one from a post: kit
 * parts of the officer's plain page (officer-parts.tsx).
 */
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  postingSchema,
  releaseSchema,
  type ServiceRecord,
} from '../../../../common/contracts/officer.contract';
import { nameOf } from '../../../../common/labels';
import { type OfficeSelection, OfficeSelector } from '../../../components/office-selector/office-selector';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { DateField } from '../../registration/components/date-field';
import { officerApi, useOfficerMutation } from '../officer.api';

interface PostingValues {
  placement?: OfficeSelection;
  joinedOn: string;
  isAdditionalCharge?: boolean;
  orderNo?: string;
}

export function PostingForm({ userId }: { userId: number }) {
  const { t } = useTranslation('officer');
  const [form] = Form.useForm<PostingValues>();
  const post = useOfficerMutation(officerApi.post);
  const submit = async (values: PostingValues) => {
    try {
      await post.mutateAsync({
        userId,
        deskId: values.placement?.deskId ?? 0,
        joinedOn: values.joinedOn,
        isAdditionalCharge: values.isAdditionalCharge ?? false,
        orderNo: values.orderNo,
      });
      toast('success', t('messages:officer.posted'));
      form.resetFields();
    } catch (error) {
      showError(error, form, { deskId: 'placement' });
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item
        name="placement"
        rules={[
          {
            validator: async (_, value: OfficeSelection | undefined) => {
              if (!value?.deskId) throw new Error(t('messages:validation.designationRequired'));
            },
          },
        ]}
      >
        <OfficeSelector
          vacantOnly
          idPrefix="posting"
          levels={['office', 'section', 'post']}
          columns={3}
          required={['office', 'post']}
        />
      </Form.Item>
      <DateField name="joinedOn" label={t('joinedOn')} rules={[zodRule(postingSchema.shape.joinedOn)]} />
      <Form.Item name="orderNo" label={t('orderNo')}>
        <Input maxLength={80} />
      </Form.Item>
      <Form.Item name="isAdditionalCharge" valuePropName="checked">
        <Checkbox>{t('giveAdditionalCharge')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={post.isPending}>
        {t('postToDesk')}
      </Button>
    </Form>
  );
}

/** Releasing an officer from one post (`record`), with the day and the office order; null is closed. */
export function ReleaseDialog({
  record,
  officerName,
  onClose,
}: {
  record: ServiceRecord | null;
  officerName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('officer');
  const lang = useLang();
  const [form] = Form.useForm<{ releasedOn: string; orderNo?: string }>();
  const release = useOfficerMutation(officerApi.release);
  // The post last asked about, so the dialog keeps its title while it closes.
  const [shown, setShown] = useState(record);
  if (record && record !== shown) setShown(record);
  const submit = async (values: { releasedOn: string; orderNo?: string }) => {
    if (!shown) return;
    try {
      await release.mutateAsync({ userRoleId: shown.userRoleId, ...values });
      toast('success', t('messages:officer.released'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };
  return (
    <Modal
      open={record !== null}
      title={shown ? t('releaseTitle', { name: officerName, post: nameOf(shown.role, lang) }) : ''}
      okText={t('release')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, loading: release.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <DateField
          name="releasedOn"
          label={t('releasedOn')}
          rules={[zodRule(releaseSchema.shape.releasedOn)]}
        />
        <Form.Item name="orderNo" label={t('orderNo')}>
          <Input maxLength={80} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
