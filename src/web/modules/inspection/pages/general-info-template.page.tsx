/** general-info-template: what an inspection records about the office visited (text and numbers). */
import { useTranslation } from 'react-i18next';
import { TemplateWorkspace } from '../components/template-workspace';

export default function GeneralInfoTemplatePage() {
  const { t } = useTranslation('inspection');
  return <TemplateWorkspace kind="general" title={t('generalInfoTemplate')} startNew={false} />;
}
