/** Header: product name, today's date (Gregorian and Bengali), active desk with switch, language, user menu. */

import {
  DownOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Avatar, Button, Dropdown, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { UserRole } from '../../../common/contracts/auth.contract';
import { deskLabel } from '../../../common/labels';
import { LanguageSwitch } from '../../components/language-switch';
import { useFileUrl } from '../../lib/files.api';
import { formatBengaliDate, formatDate, formatLongDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/use-session';
import { logout, switchDesk } from '../../modules/auth/auth.session';
import { UnreadMessagesBadge } from '../../modules/message/components/unread-badge';

/** `onToggleMenu` is given on narrow screens, where the side menu opens from the header. */
export function AppHeader({ onToggleMenu }: { onToggleMenu?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const [active, ...otherRoles] = session.userrole;
  const profile = session.profile[0];
  // The photo is served only with the bearer token, so it is fetched and shown from memory.
  const photo = useFileUrl(profile?.PhotoUrl);
  const today = new Date();

  // A desk held under a charge says so, with its last day (it is gone the day after).
  const labelOf = (role: UserRole) =>
    role.Acting
      ? `${deskLabel(role, lang)} (${t('actingUntil', { date: formatDate(role.Acting.Until, lang) })})`
      : deskLabel(role, lang);
  const deskItems: MenuProps['items'] = otherRoles.map((role) => ({
    key: String(role.DeskId),
    icon: <SwapOutlined />,
    label: labelOf(role),
  }));

  const onSwitch: MenuProps['onClick'] = async ({ key }) => {
    try {
      await switchDesk(Number(key));
      navigate('/');
    } catch (error) {
      toast('error', (error as Error).message);
    }
  };

  const onLogout = async () => {
    await logout();
    toast('success', t('messages:auth.logoutSuccess'));
  };

  const userName = lang === 'en' ? profile?.KnownAs : profile?.KnownAsBangla;
  const userItems: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: <Link to="/profile/basic">{t('profile')}</Link> },
    { key: 'messages', icon: <MailOutlined />, label: <Link to="/messages/inbox">{t('messages')}</Link> },
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), onClick: onLogout },
  ];

  return (
    <Layout.Header className="app-header">
      {onToggleMenu && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          onClick={onToggleMenu}
          aria-label={t('menu')}
          data-testid="menu-toggle"
        />
      )}
      <Link to="/" className="app-brand">
        {t('productName')}
      </Link>
      <div className="app-date" data-testid="header-date">
        <span>{formatLongDate(today, lang)}</span>
        <span className="app-date-bengali">{formatBengaliDate(today)}</span>
      </div>
      <div className="app-header-actions">
        {active && otherRoles.length > 0 && (
          <Dropdown menu={{ items: deskItems, onClick: onSwitch }} trigger={['click']}>
            {/* The name starts with what the button shows (WCAG 2.5.3), then says what it does. */}
            <Button type="text" className="desk-switch">
              <span className="desk-label" data-testid="desk-label">
                {labelOf(active)}
              </span>
              <span className="visually-hidden"> ({t('switchDeskOf')})</span>
              <DownOutlined aria-hidden="true" />
            </Button>
          </Dropdown>
        )}
        {active && otherRoles.length === 0 && (
          <span className="desk-switch desk-only">
            <span className="visually-hidden">{t('activeDesk')}: </span>
            <span className="desk-label" data-testid="desk-label">
              {labelOf(active)}
            </span>
          </span>
        )}
        <UnreadMessagesBadge />
        <LanguageSwitch />
        <Dropdown menu={{ items: userItems }} trigger={['click']}>
          <Button type="text" className="user-menu" data-testid="user-menu">
            <Avatar size="small" src={photo ?? undefined} icon={<UserOutlined />} alt="" />
            <Typography.Text className="user-name">{userName}</Typography.Text>
          </Button>
        </Dropdown>
      </div>
    </Layout.Header>
  );
}
