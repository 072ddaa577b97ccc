/** create-checklist-template: the checklist templates and a new one (super and support admins). */
import { useTranslation } from 'react-i18next';
import { TemplateWorkspace } from '../components/template-workspace';

export default function CreateChecklistTemplatePage() {
  const { t } = useTranslation('inspection');
  return <TemplateWorkspace kind="checklist" title={t('createChecklistTemplate')} startNew />;
}
