/** Step 4: skills as free tags, and the terms of use to agree to. */
import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { skillsStepSchema } from '../../../../common/contracts/registration.contract';
import { zodRule } from '../../../lib/form-rules';

export const SKILLS_STEP_FIELDS = ['skills', 'termsAccepted'];

export function SkillsStep() {
  const { t } = useTranslation('registration');
  return (
    <>
      <Form.Item name="skills" label={t('skills')} extra={t('skillsHint')}>
        <Select mode="tags" tokenSeparators={[',', '،']} open={false} aria-label={t('skills')} />
      </Form.Item>
      <Form.Item
        name="termsAccepted"
        valuePropName="checked"
        rules={[zodRule(skillsStepSchema.shape.termsAccepted)]}
      >
        <Checkbox>{t('terms')}</Checkbox>
      </Form.Item>
    </>
  );
}
