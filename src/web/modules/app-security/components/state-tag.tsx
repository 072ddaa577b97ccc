/** Whether a module or page is still in the app, as a plain tag (the lists carry no UI kit). */
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/plain-tag';

export function StateTag({ active }: { active: boolean }) {
  const { t } = useTranslation('app-security');
  return active ? <Tag tone="success">{t('active')}</Tag> : <Tag>{t('inactive')}</Tag>;
}
