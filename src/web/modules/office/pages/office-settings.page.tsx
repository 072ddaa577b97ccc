/**
 * /settings: the office's working arrangements, set by its office admin: office hours and weekly
 * holidays (Friday and Saturday unless the office differs, e.g. a hospital or a school), and the
 * features the super admin has switched on for the office.
 */
import { Button, Checkbox, Descriptions, Form, Input, Skeleton, Space, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type OfficeSettingsValue,
  officeSettingsSchema,
} from '../../../../common/contracts/office-structure.contract';
import { SITE_PERMISSION_FLAGS } from '../../../../common/contracts/settings.contract';
import { canManageOffice } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useSubject } from '../../../lib/use-session';
import { useWorkingOffice, WorkingOfficeBar } from '../components/working-office';
import { officeApi, useOffice, useOfficeMutation, useOfficeSettings } from '../office.api';

const DAYS = [0, 1, 2, 3, 4, 5, 6];

export default function OfficeSettingsPage() {
  const { t } = useTranslation('office');
  const subject = useSubject();
  const { officeId, setOfficeId } = useWorkingOffice();
  const settings = useOfficeSettings(officeId);
  const office = useOffice(officeId);
  const save = useOfficeMutation(officeApi.updateSettings);
  const [form] = Form.useForm<OfficeSettingsValue>();
  const manage = officeId !== null && canManageOffice(subject, officeId);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const submit = async (values: OfficeSettingsValue) => {
    const parsed = officeSettingsSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      form.setFields([
        { name: issue.path[0] as keyof OfficeSettingsValue, errors: [t(`messages:${issue.message}`)] },
      ]);
      return;
    }
    try {
      await save.mutateAsync({ id: officeId ?? 0, ...parsed.data });
      toast('success', t('saved'));
    } catch (error) {
      showError(error, form);
    }
  };

  const time = (name: 'officeStartTime' | 'officeEndTime') => (
    <Form.Item name={name} label={t(name)}>
      <Input type="time" style={{ width: 160 }} disabled={!manage} />
    </Form.Item>
  );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Panel title={t('officeSettings')}>
        <WorkingOfficeBar officeId={officeId} onChange={setOfficeId} />
        {!settings.data ? (
          <Skeleton active loading={settings.isLoading} />
        ) : (
          <Form
            form={form}
            layout="vertical"
            onFinish={submit}
            disabled={save.isPending}
            style={{ maxWidth: 640 }}
          >
            <Space size="large" wrap>
              {time('officeStartTime')}
              {time('officeEndTime')}
            </Space>
            <Form.Item name="weeklyHolidays" label={t('weeklyHolidays')}>
              <Checkbox.Group
                disabled={!manage}
                options={DAYS.map((day) => ({ value: day, label: t(`day${day}`) }))}
              />
            </Form.Item>
            {manage && (
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('common:save')}
              </Button>
            )}
          </Form>
        )}
      </Panel>
      <Panel title={t('enabledFeatures')}>
        <Descriptions size="small" column={1}>
          {SITE_PERMISSION_FLAGS.map((flag) => (
            <Descriptions.Item key={flag} label={t(`sitePermission.${flag}`)}>
              {office.data?.sitePermissions[flag] ? (
                <Tag color="green">{t('enabled')}</Tag>
              ) : (
                <Tag>{t('disabled')}</Tag>
              )}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Panel>
    </Space>
  );
}
