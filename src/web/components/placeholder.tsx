import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The one 'development in progress' screen for every route SPEC.md calls a placeholder. */
export default function DevInProgress() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('devInProgress')}
      subTitle={t('devInProgressDetail')}
      extra={
        <Link to="/">
          <Button type="primary">{t('backHome')}</Button>
        </Link>
      }
    />
  );
}
