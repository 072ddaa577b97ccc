/** Grey lines where an office screen's content will be, while it loads (plain, as the kit's skeleton was). */
import { useTranslation } from 'react-i18next';

export function LoadingLines() {
  const { t } = useTranslation();
  return (
    <div className="plain-skeleton" role="status">
      <span className="visually-hidden">{t('common:loading')}</span>
      <span />
      <span />
      <span />
    </div>
  );
}
