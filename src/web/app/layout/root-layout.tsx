/**
 * The signed-in frame: header, side menu, breadcrumb and the page. On every route change the title
 * becomes 'route title - কার্যালয়', the breadcrumb shows the route title and the page scrolls to top.
 */
import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
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

  return (
    <Layout className={darkMode ? 'app-layout app-dark' : 'app-layout'}>
      <PageLoader />
      <AppHeader />
      <Layout hasSider>
        {/* On a phone the menu folds away behind the trigger at the bottom left. */}
        <Layout.Sider
          width={250}
          theme={asideStyle}
          breakpoint="lg"
          collapsedWidth={0}
          className="app-sider"
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
