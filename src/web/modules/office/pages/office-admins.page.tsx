/** /officeadminssetup: the office head and the office admins, chosen from the officers of the office. */
import { Button, Form, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { officeAdminsSchema } from '../../../../common/contracts/office-structure.contract';
import { nameOf } from '../../../../common/labels';
import { canManageOffice } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { OfficerSelect } from '../components/officer-select';
import { useWorkingOffice, WorkingOfficeBar } from '../components/working-office';
import { officeApi, useOfficeAdmins, useOfficeMutation } from '../office.api';

interface AdminsForm {
  headUserRoleId: number | null;
  adminUserRoleIds: number[];
}

export default function OfficeAdminsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const subject = useSubject();
  const { officeId, setOfficeId } = useWorkingOffice();
  const admins = useOfficeAdmins(officeId);
  const save = useOfficeMutation(officeApi.setAdmins);
  const [form] = Form.useForm<AdminsForm>();
  const manage = officeId !== null && canManageOffice(subject, officeId);

  useEffect(() => {
    if (!admins.data) return;
    form.setFieldsValue({
      headUserRoleId: admins.data.head?.userRoleId ?? null,
      adminUserRoleIds: admins.data.admins.map((admin) => admin.userRoleId),
    });
  }, [admins.data, form]);

  const submit = async (values: AdminsForm) => {
    try {
      await save.mutateAsync({ id: officeId ?? 0, ...values });
      toast('success', t('saved'));
    } catch (error) {
      showError(error, form);
    }
  };

  const known = admins.data ? [...(admins.data.head ? [admins.data.head] : []), ...admins.data.admins] : [];
  return (
    <Panel title={t('officeAdminsSetup')}>
      <WorkingOfficeBar officeId={officeId} onChange={setOfficeId} />
      {!admins.data || officeId === null ? (
        <Skeleton active loading={admins.isLoading} />
      ) : manage ? (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          style={{ maxWidth: 640 }}
          disabled={save.isPending}
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
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common:save')}
          </Button>
        </Form>
      ) : (
        <Space orientation="vertical">
          <Typography.Text>
            {t('officeHead')}: {admins.data.head ? nameOf(admins.data.head, lang) : t('notSet')}
          </Typography.Text>
          <Space wrap>
            {t('officeAdmins')}:
            {admins.data.admins.map((admin) => (
              <Tag key={admin.userRoleId}>{nameOf(admin, lang)}</Tag>
            ))}
          </Space>
        </Space>
      )}
    </Panel>
  );
}
