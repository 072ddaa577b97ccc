/**
 * The freelancer form in a dialog (new or changed), and the Excel import of a district's list with
 * its row-by-row report of mistakes.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FREELANCER_PATHS,
  type FreelancerDetail,
  type FreelancerImportError,
  type FreelancerImportResult,
} from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { DataTable } from '../../../components/data-table';
import { ApiError } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { uploadFile } from '../../../lib/files.api';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { freelancerApi, useFreelancerMutation, useMaster, useScopeDistricts } from '../freelancer.api';
import { FreelancerForm, type FreelancerFormValues, freelancerBody } from './freelancer-form';

export function FreelancerFormDialog({
  open,
  item,
  onClose,
  onSaved,
}: {
  open: boolean;
  item?: FreelancerDetail;
  onClose: () => void;
  onSaved?: (saved: FreelancerDetail) => void;
}) {
  const { t } = useTranslation('freelancer');
  const [form] = Form.useForm<FreelancerFormValues>();
  const districts = useScopeDistricts();
  const categories = useMaster('categories');
  const roles = useMaster('roles');
  const marketplaces = useMaster('marketplaces');
  const save = useFreelancerMutation((values: FreelancerFormValues) =>
    item
      ? freelancerApi.update({ id: item.id, ...freelancerBody(values) })
      : freelancerApi.create(freelancerBody(values)),
  );
  const onSubmit = async (values: FreelancerFormValues) => {
    try {
      const saved = await save.mutateAsync(values);
      toast('success', t('saved'));
      form.resetFields();
      onSaved?.(saved);
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };
  const ready = districts.data && categories.data && roles.data && marketplaces.data;
  return (
    <Modal
      open={open}
      title={item ? t('editFreelancer') : t('newFreelancer')}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
    >
      {ready && (
        <FreelancerForm
          form={form}
          item={item}
          defaultDistrictId={districts.data?.length === 1 ? districts.data[0].id : undefined}
          options={{
            districts: districts.data ?? [],
            categories: categories.data ?? [],
            roles: roles.data ?? [],
            marketplaces: marketplaces.data ?? [],
          }}
          submitting={save.isPending}
          onSubmit={onSubmit}
        />
      )}
    </Modal>
  );
}

export function FreelancerImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const districts = useScopeDistricts();
  const [districtId, setDistrictId] = useState<number | null>(null);
  const [errors, setErrors] = useState<FreelancerImportError[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const chosen = districtId ?? (districts.data?.length === 1 ? districts.data[0].id : null);
  const send = useFreelancerMutation((file: File) =>
    uploadFile<FreelancerImportResult>('POST', `${FREELANCER_PATHS.import}?districtId=${chosen ?? ''}`, file),
  );
  const onFile = async (file: File) => {
    setErrors([]);
    setMessage(null);
    try {
      const result = await send.mutateAsync(file);
      toast('success', t('imported', { count: localDigits(result.created, lang) }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setErrors(error.fieldErrors as unknown as FreelancerImportError[]);
        setMessage(error.message);
      } else showError(error);
    }
  };
  return (
    <Modal open={open} title={t('importTitle')} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph>{t('importHint')}</Typography.Paragraph>
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            downloadFile(FREELANCER_PATHS.importTemplate, 'freelancer-import-template.xlsx').catch(showError)
          }
        >
          {t('downloadTemplate')}
        </Button>
        <Select
          style={{ width: '100%', maxWidth: 320 }}
          aria-label={t('district')}
          placeholder={t('district')}
          showSearch
          optionFilterProp="label"
          value={chosen}
          onChange={setDistrictId}
          options={(districts.data ?? []).map((district) => ({
            value: district.id,
            label: nameOf(district, lang),
          }))}
        />
        <Upload
          accept=".xlsx"
          showUploadList={false}
          disabled={!chosen || send.isPending}
          beforeUpload={(file) => {
            void onFile(file);
            return false;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />} disabled={!chosen} loading={send.isPending}>
            {t('chooseFile')}
          </Button>
        </Upload>
        {message && <Alert type="error" title={message} showIcon />}
        {errors.length > 0 && (
          <DataTable<FreelancerImportError>
            label={t('importErrors')}
            rowKey={(error) => `${error.row}-${error.field}`}
            size="small"
            pagination={{ pageSize: 10 }}
            dataSource={errors}
            columns={[
              { title: t('row'), key: 'row', width: 70, render: (_, error) => localDigits(error.row, lang) },
              { title: t('column'), dataIndex: 'column', key: 'column', width: 160 },
              { title: t('problem'), dataIndex: 'message', key: 'message' },
            ]}
          />
        )}
      </Space>
    </Modal>
  );
}
