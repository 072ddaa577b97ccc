/**
 * Correcting one office's coordinates from /geolocation, typed in English digits (SPEC.md §5).
 * Drawn with the UI kit; the plain list opens it through office-parts.tsx.
 */
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type OfficeSummary, officeLocationSchema } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { officeApi, useOfficeMutation } from '../office.api';

export function LocationModal({ office, onClose }: { office: OfficeSummary | null; onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [form] = Form.useForm<{ latitude: string; longitude: string }>();
  const save = useOfficeMutation(officeApi.updateLocation);
  useEffect(() => {
    if (office) form.setFieldsValue({ latitude: office.latitude ?? '', longitude: office.longitude ?? '' });
  }, [office, form]);
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await save.mutateAsync({
        id: office?.id ?? 0,
        latitude: values.latitude || null,
        longitude: values.longitude || null,
      });
      toast('success', t('updated'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };
  return (
    <Modal
      open={office !== null}
      title={nameOf(office, lang)}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="latitude"
          label={t('latitude')}
          rules={[zodRule(officeLocationSchema.shape.latitude)]}
          extra={t('coordinateHint')}
        >
          <Input inputMode="decimal" placeholder="24.363588" />
        </Form.Item>
        <Form.Item
          name="longitude"
          label={t('longitude')}
          rules={[zodRule(officeLocationSchema.shape.longitude)]}
        >
          <Input inputMode="decimal" placeholder="88.624138" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
