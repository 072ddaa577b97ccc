/**
 * A new tour plan in a dialog: the office (and the digital lab) to visit, the day, who takes the
 * charge, the purpose and the checklist; saved as a draft or sent for approval at once. A kit part of
 * the tour plan list (inspection-parts.tsx).
 */
import { Button, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { planInputSchema } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { inspectionApi, useInspectionMutation, useTemplates } from '../inspection.api';
import { LabPick } from './lab-pick';
import { OfficePick } from './office-pick';
import { TourChargePick } from './tour-charge-pick';

interface PlanValues {
  targetOfficeId: number;
  visitDate: Dayjs;
  purpose: string;
  templateId?: number;
  labId?: number;
  chargeDeskId?: number;
}

export function PlanForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const [form] = Form.useForm<PlanValues>();
  const templates = useTemplates({ kind: 'checklist', page: 1, pageSize: 200 });
  const create = useInspectionMutation(inspectionApi.createPlan);
  const submit = useInspectionMutation(inspectionApi.submitPlan);
  const visitDate = Form.useWatch('visitDate', form);

  const save = async (send: boolean) => {
    const values = await validValues(form);
    if (!values) return;
    try {
      const plan = await create.mutateAsync({ ...values, visitDate: machineDate(values.visitDate) });
      if (send) await submit.mutateAsync(plan.id);
      toast('success', send ? t('planSubmitted') : t('saved'));
      form.resetFields();
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      title={t('newPlan')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common:cancel')}
        </Button>,
        <Button key="draft" loading={create.isPending} onClick={() => save(false)}>
          {t('saveDraft')}
        </Button>,
        <Button
          key="send"
          type="primary"
          loading={create.isPending || submit.isPending}
          onClick={() => save(true)}
        >
          {t('sendForApproval')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="targetOfficeId"
          label={t('officeToVisit')}
          rules={[{ required: true, message: t('validationOffice') }]}
        >
          <OfficePick aria-label={t('officeToVisit')} />
        </Form.Item>
        <Form.Item
          name="visitDate"
          label={t('visitDate')}
          rules={[{ required: true, message: t('validationDate') }]}
        >
          <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="chargeDeskId" label={t('chargeDesk')} extra={t('chargeDeskHint')}>
          <TourChargePick source={{ visitDate: visitDate ? machineDate(visitDate) : undefined }} />
        </Form.Item>
        <Form.Item name="purpose" label={t('purpose')} rules={[zodRule(planInputSchema.shape.purpose)]}>
          <Input.TextArea maxLength={1000} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item name="labId" label={t('labVisited')} extra={t('labVisitedHelp')}>
          <LabPick aria-label={t('labVisited')} />
        </Form.Item>
        <Form.Item name="templateId" label={t('checklist')} extra={t('checklistDefault')}>
          <Select
            allowClear
            options={(templates.data?.items ?? []).map((row) => ({
              value: row.id,
              label: nameOf(row, lang),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
