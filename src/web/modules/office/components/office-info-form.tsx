/**
 * The office admin's form of /officeinfo: name, address, contacts and coordinates, asked to confirm
 * before it saves. Drawn with the UI kit; the plain read view opens it in its place (office-parts.tsx).
 */
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OfficeDetail } from '../../../../common/contracts/office.contract';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { officeApi, useOfficeMutation } from '../office.api';
import { type OfficeFormValues, OfficeInfoFields } from './office-form';

interface OfficeInfoFormProps {
  /** The office being edited; null while the information is read. */
  office: OfficeDetail | null;
  onClose: () => void;
}

export function OfficeInfoForm({ office, onClose }: OfficeInfoFormProps) {
  // A new form for each edit, so it starts from the office as it is now.
  return office ? <EditForm key={office.id} office={office} onClose={onClose} /> : null;
}

function EditForm({ office, onClose }: { office: OfficeDetail; onClose: () => void }) {
  const { t } = useTranslation('office');
  const confirm = useConfirm();
  const update = useOfficeMutation(officeApi.updateInfo);
  const [form] = Form.useForm<OfficeFormValues>();

  const submit = (values: OfficeFormValues) =>
    confirm.save(values.nameBn, async () => {
      try {
        await update.mutateAsync({ id: office.id, ...values });
        toast('success', t('updated'));
        onClose();
      } catch (error) {
        showError(error, form);
      }
    });

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      disabled={update.isPending}
      initialValues={{
        nameBn: office.nameBn,
        nameEn: office.nameEn,
        address: office.address ?? '',
        phone: office.phone ?? '',
        email: office.email ?? '',
        website: office.website ?? '',
        latitude: office.latitude ?? '',
        longitude: office.longitude ?? '',
      }}
    >
      <OfficeInfoFields />
      <Space>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('common:save')}
        </Button>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
      </Space>
    </Form>
  );
}
