/** What a screen shows when the signed-in role may not use it (the API refuses it too); plain HTML. */
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function Forbidden() {
  const { t } = useTranslation();
  return (
    <section className="plain-result">
      <StopOutlined className="plain-result-icon" aria-hidden="true" />
      <h2 className="plain-subtitle">{t('messages:error.forbidden')}</h2>
    </section>
  );
}
