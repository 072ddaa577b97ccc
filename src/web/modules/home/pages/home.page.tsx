/** Home (SPEC.md §2): messages for role 0 and role 34, otherwise the welcome and tile grid. */
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_ID_NO_OFFICE, ROLE_ID_SCHOOL_TRAINING } from '../../../../common/constants';
import { deskLabel } from '../../../../common/labels';
import { useSession } from '../../../lib/use-session';

export default function HomePage() {
  const { t, i18n } = useTranslation('home');
  const session = useSession();
  const role = session.userrole[0];
  const profile = session.profile[0];
  const name = i18n.language === 'en' ? profile?.KnownAs : profile?.KnownAsBangla;
  const lang = i18n.language === 'en' ? 'en' : 'bn';

  return (
    <div className="home-page">
      <Typography.Title level={3} data-testid="welcome">
        {t('welcome', { name: name ?? session.user.name })}
      </Typography.Title>
      {role && role.RoleId !== ROLE_ID_NO_OFFICE && (
        <Typography.Paragraph type="secondary">{deskLabel(role, lang)}</Typography.Paragraph>
      )}
      {role?.RoleId === ROLE_ID_NO_OFFICE && <Alert type="warning" showIcon title={t('noOffice')} />}
      {role?.RoleId === ROLE_ID_SCHOOL_TRAINING && (
        <Alert type="info" showIcon title={t('underConstruction')} />
      )}
    </div>
  );
}
