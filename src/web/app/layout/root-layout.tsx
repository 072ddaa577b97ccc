/**
 * The signed-in frame: header, side menu, breadcrumb and the page. On every route change the title
 * becomes 'route title - কার্যালয়', the breadcrumb shows the route title and the page scrolls to top.
 */
import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useUiPreferences } from '../../lib/ui-preferences';
import { AppHeader } from './app-header';
import { PageLoader } from './page-loader';
import { SideMenu } from './side-menu';
import { useRouteTitle } from './use-route-title';

export function RootLayout() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const darkMode = useUiPreferences((state) => state.darkMode);
  const asideStyle = useUiPreferences((state) => state.asideStyle);
  const { pathname } = useLocation();
  // Below the lg breakpoint the menu folds away and opens from the header's menu button.
  const [narrow, setNarrow] = useState(() => window.matchMedia('(max-width: 991.98px)').matches);
  const [menuOpen, setMenuOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: on a phone, choosing a screen closes the menu
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  return (
    <Layout className={darkMode ? 'app-layout app-dark' : 'app-layout'}>
      <PageLoader />
      <AppHeader onToggleMenu={narrow ? () => setMenuOpen((open) => !open) : undefined} />
      <Layout hasSider>
        <Layout.Sider
          width={250}
          theme={asideStyle}
          breakpoint="lg"
          collapsedWidth={0}
          trigger={null}
          collapsed={narrow && !menuOpen}
          onBreakpoint={setNarrow}
          className={narrow ? 'app-sider app-sider-overlay' : 'app-sider'}
          data-aside-style={asideStyle}
        >
          <SideMenu theme={asideStyle} />
        </Layout.Sider>
        <Layout.Content className="app-content">
          <Breadcrumb
            className="app-breadcrumb"
            items={[
              {
                title: (
                  <Link to="/" aria-label={t('home')}>
                    <HomeOutlined />
                  </Link>
                ),
              },
              { title: <span data-testid="breadcrumb-current">{title}</span> },
            ]}
          />
          <main className="app-page">
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
