/**
 * new-batch (and new-batch-internal): a batch of a title with its venue, medium, dates, seats,
 * timetable, trainers and a quota per office, checked with the API's schema. A school account makes
 * internal batches of its own office. The app admins may add a provider or a title on the spot.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type BatchInput,
  batchInputSchema,
  TRAINING_MEDIA,
} from '../../../../common/contracts/training.contract';
import { canManageTraining } from '../../../../common/permissions';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { validValues } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { useSiblingPath, useTrainingKind } from '../components/training-kind';
import {
  useAddProvider,
  useAddTitle,
  useCreateBatch,
  useProviders,
  useTitles,
  useTrainers,
} from '../training.api';
import { fieldRule } from './field-rule';

type Values = Omit<BatchInput, 'kind'> & { providerOrgId?: number };

export default function NewBatchPage() {
  const { t } = useTranslation('training');
  const lang = useLang();
  const kind = useTrainingKind();
  const sibling = useSiblingPath();
  const navigate = useNavigate();
  const subject = useSubject();
  const [form] = Form.useForm<Values>();
  const providerOrgId = Form.useWatch('providerOrgId', form);
  const providers = useProviders();
  const titles = useTitles(providerOrgId);
  const trainers = useTrainers({ pageSize: 200 });
  const create = useCreateBatch();
  const name = (named: { nameBn: string; nameEn: string }) => (lang === 'bn' ? named.nameBn : named.nameEn);
  const rule = fieldRule(batchInputSchema);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { providerOrgId: _provider, ...rest } = values;
    const day = (value: unknown) =>
      value && typeof value === 'object' ? machineDate(value as Dayjs) : String(value ?? '');
    create.mutate(
      {
        ...rest,
        kind,
        startDate: day(rest.startDate),
        endDate: day(rest.endDate),
        quotas: rest.quotas ?? [],
        trainerIds: rest.trainerIds ?? [],
      },
      {
        onSuccess: () => {
          toast('success', t('saved'));
          navigate(sibling('batchlist'));
        },
        onError: (error) => showError(error, form),
      },
    );
  };

  return (
    <Panel title={t('newBatch')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ medium: 'in_person', seats: 30 }}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="providerOrgId" label={t('provider')}>
              <Select
                allowClear
                options={(providers.data ?? []).map((item) => ({ value: item.id, label: name(item) }))}
                onChange={() => form.setFieldValue('titleId', undefined)}
              />
            </Form.Item>
            {canManageTraining(subject) && <NewCatalogueEntry providerOrgId={providerOrgId} />}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="titleId" label={t('title')} rules={[rule('titleId')]} required>
              <Select
                showSearch
                optionFilterProp="label"
                options={(titles.data ?? []).map((item) => ({ value: item.id, label: name(item) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nameBn" label={t('batchName')} rules={[rule('nameBn')]} required>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="venue" label={t('venue')} rules={[rule('venue')]} required>
              <Input maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="medium" label={t('medium')} rules={[rule('medium')]} required>
              <Select options={TRAINING_MEDIA.map((value) => ({ value, label: t(`medium_${value}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="startDate"
              label={t('startDate')}
              rules={[{ required: true, message: t('startDate') }]}
            >
              <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="endDate"
              label={t('endDate')}
              rules={[{ required: true, message: t('endDate') }]}
            >
              <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="seats" label={t('seats')} rules={[rule('seats')]} required>
              <InputNumber min={1} max={1000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="trainerIds" label={t('trainers')}>
              <Select
                mode="multiple"
                optionFilterProp="label"
                options={(trainers.data?.items ?? []).map((item) => ({ value: item.id, label: name(item) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="timetable" label={t('timetable')}>
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
          </Col>
        </Row>
        {kind === 'internal' && canManageTraining(subject) && (
          <Form.List name="quotas">
            {(fields, { add, remove }) => (
              <Panel size="small" title={t('quotas')} style={{ marginBottom: 16 }}>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                    <Form.Item
                      name={[field.name, 'officeId']}
                      label={t('office')}
                      rules={[{ required: true, message: t('chooseOffice') }]}
                    >
                      <OptionSelect kind="offices" aria-label={t('office')} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'quota']}
                      label={t('quota')}
                      rules={[{ required: true, message: t('quota') }]}
                    >
                      <InputNumber min={1} max={1000} />
                    </Form.Item>
                    <Button
                      type="text"
                      aria-label={t('remove')}
                      icon={<MinusCircleOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ quota: 5 })}>
                  {t('addQuota')}
                </Button>
              </Panel>
            )}
          </Form.List>
        )}
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Panel>
  );
}

/** A provider or a title added without leaving the form (app admins). */
function NewCatalogueEntry({ providerOrgId }: { providerOrgId?: number }) {
  const { t } = useTranslation('training');
  const [text, setText] = useState('');
  const addProvider = useAddProvider();
  const addTitle = useAddTitle();
  return (
    <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
      <Input
        aria-label={providerOrgId ? t('newTitle') : t('newProvider')}
        placeholder={providerOrgId ? t('newTitle') : t('newProvider')}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        disabled={!text.trim()}
        onClick={() => {
          const input = { nameBn: text.trim(), nameEn: text.trim() };
          const done = {
            onSuccess: () => {
              setText('');
              toast('success', t('saved'));
            },
            onError: (error: unknown) => showError(error),
          };
          if (providerOrgId) addTitle.mutate({ ...input, providerOrgId }, done);
          else addProvider.mutate(input, done);
        }}
      >
        {providerOrgId ? t('newTitle') : t('newProvider')}
      </Button>
    </Space.Compact>
  );
}
