/** add-trainer (and add-trainer-internal): a trainer, an officer of the app or an outsider, with subjects. */
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type TrainerInput, trainerInputSchema } from '../../../../common/contracts/training.contract';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { validValues } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useSiblingPath } from '../components/training-kind';
import { useAddTrainer, useOfficerOptions } from '../training.api';
import { fieldRule } from './field-rule';

export default function AddTrainerPage() {
  const { t } = useTranslation('training');
  const navigate = useNavigate();
  const sibling = useSiblingPath();
  const [form] = Form.useForm<TrainerInput>();
  const add = useAddTrainer();
  const { debounced, setSearch } = useDebouncedSearch();
  const [typed, setTyped] = useState(false);
  const officers = useOfficerOptions({ search: debounced || undefined }, typed);
  const rule = fieldRule(trainerInputSchema);
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    add.mutate(values, {
      onSuccess: () => {
        toast('success', t('saved'));
        navigate(sibling('trainerlist'));
      },
      onError: (error) => showError(error, form),
    });
  };
  return (
    <Panel title={t('addTrainerTitle')}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24}>
            <Form.Item name="userId" label={t('officerTrainer')}>
              <Select
                allowClear
                showSearch
                filterOption={false}
                onSearch={(text) => {
                  setTyped(true);
                  setSearch(text);
                }}
                onChange={(userId) => {
                  const officer = officers.data?.find((item) => item.userId === userId);
                  if (officer)
                    form.setFieldsValue({
                      nameBn: officer.nameBn,
                      nameEn: officer.nameEn,
                      designation: officer.designation ?? undefined,
                      organisation: officer.office.nameBn,
                    });
                }}
                options={(officers.data ?? []).map((item) => ({
                  value: item.userId,
                  label: `${item.nameBn}, ${item.designation ?? ''}, ${item.office.nameBn}`,
                }))}
              />
            </Form.Item>
          </Col>
          {(['nameBn', 'nameEn', 'designation', 'organisation', 'mobile', 'email'] as const).map((field) => (
            <Col xs={24} md={12} key={field}>
              <Form.Item
                name={field}
                label={t(field)}
                rules={[rule(field)]}
                required={field === 'nameBn' || field === 'nameEn'}
              >
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24}>
            <Form.Item name="subjects" label={t('subjects')} rules={[rule('subjects')]} required>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('save')}
        </Button>
      </Form>
    </Panel>
  );
}
