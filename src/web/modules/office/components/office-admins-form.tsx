/**
 * Choosing the office head and the office admins from the officers of the office (/officeadminssetup).
 * Drawn with the UI kit; the plain read view opens it in its place (office-parts.tsx).
 */
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type OfficeOfficer,
  officeAdminsSchema,
} from '../../../../common/contracts/office-structure.contract';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { officeApi, useOfficeMutation } from '../office.api';
import { OfficerSelect } from './officer-select';

interface AdminsForm {
  headUserRoleId: number | null;
  adminUserRoleIds: number[];
}

export interface OfficeAdminsFormProps {
  open: boolean;
  officeId: number;
  head: OfficeOfficer | null;
  admins: OfficeOfficer[];
  onClose: () => void;
}

export function OfficeAdminsForm(props: OfficeAdminsFormProps) {
  // A new form for each opening (and office), so it starts from the choice as it is now.
  return props.open ? <EditForm key={props.officeId} {...props} /> : null;
}

function EditForm({ officeId, head, admins, onClose }: OfficeAdminsFormProps) {
  const { t } = useTranslation('office');
  const save = useOfficeMutation(officeApi.setAdmins);
  const [form] = Form.useForm<AdminsForm>();
  const known = [...(head ? [head] : []), ...admins];

  const submit = async (values: AdminsForm) => {
    try {
      await save.mutateAsync({ id: officeId, ...values });
      toast('success', t('saved'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      style={{ maxWidth: 640 }}
      disabled={save.isPending}
      initialValues={{
        headUserRoleId: head?.userRoleId ?? null,
        adminUserRoleIds: admins.map((admin) => admin.userRoleId),
      }}
    >
      <Form.Item name="headUserRoleId" label={t('officeHead')} extra={t('officeHeadHint')}>
        <OfficerSelect officeId={officeId} known={known} />
      </Form.Item>
      <Form.Item
        name="adminUserRoleIds"
        label={t('officeAdmins')}
        rules={[zodRule(officeAdminsSchema.shape.adminUserRoleIds)]}
        required
      >
        <OfficerSelect officeId={officeId} mode="multiple" known={known} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common:save')}
        </Button>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
      </Space>
    </Form>
  );
}
