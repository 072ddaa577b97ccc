/**
 * The one access-denied page: a route whose rule (common/permissions.ts, named in the module's
 * manifest) refuses the active desk shows this instead of the page, before the page asks for data.
 */
import { StopOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLE_ID_NO_OFFICE } from '../../common/constants';
import { deskLabel } from '../../common/labels';
import { useLang } from '../lib/use-lang';
import { useSession } from '../lib/use-session';

export function AccessDenied() {
  const { t } = useTranslation();
  const lang = useLang();
  const role = useSession().userrole[0];
  const noDesk = !role || role.RoleId === ROLE_ID_NO_OFFICE;
  return (
    <Result
      status="403"
      icon={<StopOutlined style={{ color: '#c0392b' }} />}
      title={t('accessDenied')}
      subTitle={noDesk ? t('accessDeniedNoDesk') : t('accessDeniedDetail', { desk: deskLabel(role, lang) })}
      data-testid="access-denied"
      extra={
        <Link to="/">
          <Button type="primary">{t('backHome')}</Button>
        </Link>
      }
    />
  );
}
