/** Header: product name, today's date (Gregorian and Bengali), active desk with switch, language, user menu. */
import { DownOutlined, LogoutOutlined, MenuOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Avatar, Button, Dropdown, Layout, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { deskLabel } from '../../../common/labels';
import { LanguageSwitch } from '../../components/language-switch';
import { formatBengaliDate, formatLongDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/use-session';
import { logout, switchDesk } from '../../modules/auth/auth.session';

/** `onToggleMenu` is given on narrow screens, where the side menu opens from the header. */
export function AppHeader({ onToggleMenu }: { onToggleMenu?: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const [active, ...otherRoles] = session.userrole;
  const profile = session.profile[0];
  const today = new Date();

  const deskItems: MenuProps['items'] = otherRoles.map((role) => ({
    key: String(role.DeskId),
    icon: <SwapOutlined />,
    label: deskLabel(role, lang),
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

  const userItems: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: <Link to="/profile/basic">{t('profile')}</Link> },
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
      <Space className="app-header-actions" size="middle" wrap>
        {active && (
          <Dropdown
            menu={{ items: deskItems, onClick: onSwitch }}
            disabled={otherRoles.length === 0}
            trigger={['click']}
          >
            <Button type="text" className="desk-switch" aria-label={t('switchDesk')}>
              <span data-testid="desk-label">{deskLabel(active, lang)}</span>
              {otherRoles.length > 0 && <DownOutlined />}
            </Button>
          </Dropdown>
        )}
        <LanguageSwitch />
        <Dropdown menu={{ items: userItems }} trigger={['click']}>
          <Button type="text" className="user-menu" data-testid="user-menu">
            <Avatar size="small" src={profile?.PhotoUrl ?? undefined} icon={<UserOutlined />} />
            <Typography.Text className="user-name">
              {lang === 'en' ? profile?.KnownAs : profile?.KnownAsBangla}
            </Typography.Text>
          </Button>
        </Dropdown>
      </Space>
    </Layout.Header>
  );
}
