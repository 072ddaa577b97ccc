/**
 * Header: product name, today's date (Gregorian and Bengali), active desk with switch, language, user
 * menu. Plain HTML and CSS, as is the rest of the frame: it draws before the UI kit loads.
 */
import {
  DownOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { UserRole } from '../../../common/contracts/auth.contract';
import { deskLabel } from '../../../common/labels';
import { LanguageSwitch } from '../../components/language-switch';
import { MenuButton, type MenuButtonItem } from '../../components/menu-button';
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
  const onSwitch = async (deskId: number) => {
    try {
      await switchDesk(deskId);
      navigate('/');
    } catch (error) {
      toast('error', (error as Error).message);
    }
  };
  const deskItems: MenuButtonItem[] = otherRoles.map((role) => ({
    key: String(role.DeskId),
    icon: <SwapOutlined aria-hidden="true" />,
    label: labelOf(role),
    onSelect: () => void onSwitch(role.DeskId),
  }));

  const onLogout = async () => {
    await logout();
    toast('success', t('messages:auth.logoutSuccess'));
  };

  const userName = lang === 'en' ? profile?.KnownAs : profile?.KnownAsBangla;
  const userItems: MenuButtonItem[] = [
    { key: 'profile', icon: <UserOutlined aria-hidden="true" />, label: t('profile'), to: '/profile/basic' },
    {
      key: 'messages',
      icon: <MailOutlined aria-hidden="true" />,
      label: t('messages'),
      to: '/messages/inbox',
    },
    { key: 'logout', icon: <LogoutOutlined aria-hidden="true" />, label: t('logout'), onSelect: onLogout },
  ];

  return (
    <header className="app-header">
      {onToggleMenu && (
        <button
          type="button"
          className="header-button"
          onClick={onToggleMenu}
          aria-label={t('menu')}
          data-testid="menu-toggle"
        >
          <MenuOutlined aria-hidden="true" />
        </button>
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
          // The name starts with what the button shows (WCAG 2.5.3), then says what it does.
          <MenuButton items={deskItems} className="header-button desk-switch">
            <span className="desk-label" data-testid="desk-label" title={labelOf(active)}>
              {labelOf(active)}
            </span>
            <span className="visually-hidden"> ({t('switchDeskOf')})</span>
            <DownOutlined aria-hidden="true" />
          </MenuButton>
        )}
        {active && otherRoles.length === 0 && (
          <span className="desk-switch desk-only">
            <span className="visually-hidden">{t('activeDesk')}: </span>
            <span className="desk-label" data-testid="desk-label" title={labelOf(active)}>
              {labelOf(active)}
            </span>
          </span>
        )}
        <UnreadMessagesBadge />
        <LanguageSwitch />
        <MenuButton items={userItems} className="header-button user-menu" data-testid="user-menu">
          <span className="user-avatar" aria-hidden="true">
            {photo ? <img src={photo} alt="" /> : <UserOutlined />}
          </span>
          <span className="user-name">{userName}</span>
        </MenuButton>
      </div>
    </header>
  );
}
