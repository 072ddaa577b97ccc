/**
 * Adding or changing one public holiday (its day, Bangla and English names, and whether it moves
 * with the moon). A kit part of the plain holiday list (holiday-calendar.tsx).
 */
import { Checkbox, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  type Holiday,
  type HolidayInput,
  holidayInputSchema,
} from '../../../../common/contracts/leave.contract';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { leaveApi, useLeaveMutation } from '../leave.api';

const shape = holidayInputSchema.shape;

export function HolidayForm({ editing, onClose }: { editing: Holiday | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation('leave');
  const [form] = Form.useForm<HolidayInput>();
  const add = useLeaveMutation(leaveApi.addHoliday);
  const update = useLeaveMutation(leaveApi.updateHoliday);

  const onSave = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      if (editing && editing !== 'new') await update.mutateAsync({ ...values, original: editing.day });
      else await add.mutateAsync(values);
      toast('success', t('holidaySaved'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={editing === 'new' ? t('addHoliday') : t('editHoliday')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={onSave}
      onCancel={onClose}
      confirmLoading={add.isPending || update.isPending}
      destroyOnHidden
    >
      {/* Mounted afresh at each opening (destroyOnHidden), so it starts from the holiday changed. */}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={editing && editing !== 'new' ? editing : undefined}
      >
        <Form.Item
          name="day"
          label={t('holidayDay')}
          rules={[zodRule(shape.day)]}
          required
          getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? machineDate(value) : '')}
        >
          <DatePicker aria-label={t('holidayDay')} style={{ width: '100%' }} format="DD/MM/YYYY" />
        </Form.Item>
        <Form.Item name="nameBn" label={t('holidayNameBn')} rules={[zodRule(shape.nameBn)]} required>
          <Input aria-label={t('holidayNameBn')} maxLength={200} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('holidayNameEn')} rules={[zodRule(shape.nameEn)]} required>
          <Input aria-label={t('holidayNameEn')} maxLength={200} />
        </Form.Item>
        <Form.Item name="moving" valuePropName="checked">
          <Checkbox>{t('holidayMoving')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
