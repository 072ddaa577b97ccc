/** inspection-settings: the default checklist and general-information templates and what a submission needs. */
import { Alert, Button, Form, InputNumber, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsInput } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { canDesignInspectionTemplates } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { validValues } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { inspectionApi, useInspectionMutation, useSettings, useTemplates } from '../inspection.api';

export default function InspectionSettingsPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const canEdit = canDesignInspectionTemplates(useSubject());
  const [form] = Form.useForm<SettingsInput>();
  const settings = useSettings();
  const checklists = useTemplates({ kind: 'checklist', page: 1, pageSize: 200 });
  const generals = useTemplates({ kind: 'general', page: 1, pageSize: 200 });
  const save = useInspectionMutation(inspectionApi.saveSettings);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await save.mutateAsync(values);
      toast('success', t('saved'));
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Panel title={t('inspectionSettings')} style={{ maxWidth: 720 }}>
      {!canEdit && <Alert type="info" showIcon title={t('settingsReadOnly')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" disabled={!canEdit}>
        <Form.Item name="checklistTemplateId" label={t('defaultChecklist')}>
          <Select
            allowClear
            options={(checklists.data?.items ?? []).map((row) => ({
              value: row.id,
              label: nameOf(row, lang),
            }))}
          />
        </Form.Item>
        <Form.Item name="generalTemplateId" label={t('generalInfoTemplate')}>
          <Select
            allowClear
            options={(generals.data?.items ?? []).map((row) => ({ value: row.id, label: nameOf(row, lang) }))}
          />
        </Form.Item>
        <Form.Item name="requirePosition" label={t('requirePosition')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="requirePhoto" label={t('requirePhoto')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="defaultDeadlineDays" label={t('defaultDeadlineDays')}>
          <InputNumber min={1} max={365} />
        </Form.Item>
        {canEdit && (
          <Button type="primary" loading={save.isPending} onClick={submit}>
            {t('common:save')}
          </Button>
        )}
      </Form>
    </Panel>
  );
}
