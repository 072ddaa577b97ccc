import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a screen shows when the signed-in role may not use it (the API refuses it too). */
export function Forbidden() {
  const { t } = useTranslation();
  return <Result status="403" title={t('messages:error.forbidden')} />;
}
