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
import { useRouteTitle } from './use-route-title';

export function RootLayout() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const darkMode = useUiPreferences((state) => state.darkMode);

  return (
    <Layout className={darkMode ? 'app-layout app-dark' : 'app-layout'}>
      <PageLoader />
      <AppHeader />
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
  );
}
