/** Step 4: skills as free tags, and the terms of use to read and agree to. */
import { Button, Checkbox, Form, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skillsStepSchema } from '../../../../common/contracts/registration.contract';
import { zodRule } from '../../../lib/form-rules';

export const SKILLS_STEP_FIELDS = ['skills', 'termsAccepted'];
const TERMS = ['terms1', 'terms2', 'terms3', 'terms4', 'terms5', 'terms6'];

/** The terms of use of a government office system, in the interface language. */
export function TermsOfUse() {
  const { t } = useTranslation('registration');
  return (
    <ol className="terms-of-use" data-testid="terms-of-use">
      {TERMS.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ol>
  );
}

export function SkillsStep() {
  const { t } = useTranslation('registration');
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <>
      <Form.Item name="skills" label={t('skills')} extra={t('skillsHint')}>
        <Select mode="tags" tokenSeparators={[',', '،']} open={false} aria-label={t('skills')} />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item
          name="termsAccepted"
          valuePropName="checked"
          rules={[zodRule(skillsStepSchema.shape.termsAccepted)]}
        >
          <Checkbox>{t('terms')}</Checkbox>
        </Form.Item>
        <Button type="link" onClick={() => setTermsOpen(true)} style={{ paddingInline: 0 }}>
          {t('termsRead')}
        </Button>
      </Space>
      <Modal
        open={termsOpen}
        title={t('termsTitle')}
        onCancel={() => setTermsOpen(false)}
        footer={
          <Button type="primary" onClick={() => setTermsOpen(false)}>
            {t('termsClose')}
          </Button>
        }
      >
        <TermsOfUse />
      </Modal>
    </>
  );
}
