/** checklist-template-design: sections and items of a checklist template; each save is a new version. */
import { useTranslation } from 'react-i18next';
import { TemplateWorkspace } from '../components/template-workspace';

export default function ChecklistTemplateDesignPage() {
  const { t } = useTranslation('inspection');
  return <TemplateWorkspace kind="checklist" title={t('checklistTemplateDesign')} startNew={false} />;
}
