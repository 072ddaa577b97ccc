/**
 * The one access-denied page: a route whose rule (common/permissions.ts, named in the module's
 * manifest) refuses the active desk shows this instead of the page, before the page asks for data.
 * Plain HTML and CSS, drawn by the frame without the UI kit.
 */
import { StopOutlined } from '@ant-design/icons';
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
    <section className="plain-result" data-testid="access-denied">
      <StopOutlined className="plain-result-icon" aria-hidden="true" />
      <h2 className="plain-subtitle">{t('accessDenied')}</h2>
      <p className="plain-muted">
        {noDesk ? t('accessDeniedNoDesk') : t('accessDeniedDetail', { desk: deskLabel(role, lang) })}
      </p>
      <Link to="/" className="plain-button plain-primary plain-result-action">
        {t('backHome')}
      </Link>
    </section>
  );
}
