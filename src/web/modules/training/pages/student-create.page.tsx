/** internal-training-student-create (role 34): a student of the school, checked with the API's schema. */
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  GENDERS,
  type StudentInput,
  studentInputSchema,
} from '../../../../common/contracts/training.contract';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { validValues } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { StudentTable } from '../components/student-table';
import { useCreateStudent } from '../training.api';
import { fieldRule } from './field-rule';

export default function StudentCreatePage() {
  const { t } = useTranslation('training');
  const [form] = Form.useForm<StudentInput>();
  const create = useCreateStudent();
  const rule = fieldRule(studentInputSchema);
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    create.mutate(values, {
      onSuccess: () => {
        toast('success', t('studentCreated'));
        form.resetFields();
      },
      onError: (error) => showError(error, form),
    });
  };
  return (
    <>
      <Panel title={t('internalTrainingStudentCreate')} style={{ marginBottom: 16 }}>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Row gutter={16}>
            {(['nameBn', 'nameEn', 'nid', 'mobile', 'institution', 'className'] as const).map((field) => (
              <Col xs={24} md={12} key={field}>
                <Form.Item
                  name={field}
                  label={t(field)}
                  rules={[rule(field)]}
                  required={!['nameEn', 'className'].includes(field)}
                >
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} md={12}>
              <Form.Item name="gender" label={t('gender')} rules={[rule('gender')]} required>
                <Select options={GENDERS.map((value) => ({ value, label: t(`gender_${value}`) }))} />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('save')}
          </Button>
        </Form>
      </Panel>
      <StudentTable />
    </>
  );
}
