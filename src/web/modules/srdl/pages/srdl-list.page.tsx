/** srdl-list: Sheikh Russel Digital Labs. */
import { useTranslation } from 'react-i18next';
import { LabListView } from '../../lab/components/lab-list-view';

export default function Page() {
  const { t } = useTranslation('srdl');
  return <LabListView type="srdl" title={t('srdlList')} />;
}
