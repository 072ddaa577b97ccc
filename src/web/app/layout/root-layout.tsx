/**
 * The signed-in frame: header, side menu, breadcrumb, the page heading and the page. On every route
 * change the title becomes 'route title - কার্যালয়', the page scrolls to top and the focus moves
 * to the page heading. Below 992 px (antd `lg`) the side menu is a drawer opened from the header,
 * closed by a choice; a route whose rule refuses the active desk shows the access-denied page.
 * The frame is plain HTML and CSS, so it draws at once; the UI kit loads with the first page that
 * uses it (a route marked `plain`, such as home, does not).
 */
import { HomeOutlined } from '@ant-design/icons';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { AccessDenied } from '../../components/access-denied';
import { AppSpinner } from '../../components/app-spinner';
import { useUiPreferences } from '../../lib/ui-preferences';
import { useSubject } from '../../lib/use-session';
import { AppHeader } from './app-header';
import { MenuDrawer } from './menu-drawer';
import { PageLoader } from './page-loader';
import { SideMenu } from './side-menu';
import { useRouteHandle, useRouteTitle } from './use-route-title';

const AntdShell = lazy(() => import('../antd-shell').then((shell) => ({ default: shell.AntdShell })));

/** A page drawn with the UI kit, which loads (once) before it shows. */
const withKit = (page: ReactNode) => (
  <Suspense fallback={<AppSpinner />}>
    <AntdShell>{page}</AntdShell>
  </Suspense>
);

const NARROW_QUERY = '(max-width: 991.98px)';

/** True below antd's `lg` breakpoint, following the window as it is resized or turned. */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}

export function RootLayout() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const handle = useRouteHandle();
  const subject = useSubject();
  const darkMode = useUiPreferences((state) => state.darkMode);
  const asideStyle = useUiPreferences((state) => state.asideStyle);
  const { pathname } = useLocation();
  const narrow = useNarrow();
  const [menuOpen, setMenuOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstPath = useRef(pathname);
  const allowed = !handle?.access || handle.access(subject);

  // A new path closes the drawer and moves the focus.
  useEffect(() => {
    setMenuOpen(false);
    // The first screen after sign-in keeps the browser's own focus; later ones announce their heading.
    if (firstPath.current === pathname) return;
    firstPath.current = '';
    heading.current?.focus({ preventScroll: true });
  }, [pathname]);

  // The hash belongs to the router, so skipping moves the focus rather than following an address.
  const skipToContent = () => heading.current?.focus();

  const page = allowed ? <Outlet /> : <AccessDenied />;

  return (
    <div className={darkMode ? 'app-layout app-dark' : 'app-layout'}>
      <button type="button" className="skip-link" onClick={skipToContent} data-testid="skip-link">
        {t('skipToContent')}
      </button>
      <PageLoader />
      <AppHeader onToggleMenu={narrow ? () => setMenuOpen(true) : undefined} />
      <div className="app-body">
        {narrow ? (
          <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} title={t('menu')}>
            <nav aria-label={t('menu')}>
              <SideMenu theme="light" />
            </nav>
          </MenuDrawer>
        ) : (
          <nav
            aria-label={t('menu')}
            className={`app-sider app-sider-${asideStyle}`}
            data-aside-style={asideStyle}
          >
            <SideMenu theme={asideStyle} />
          </nav>
        )}
        <main className="app-content" id="main-content">
          <nav aria-label={t('breadcrumb')} className="app-breadcrumb">
            <ol>
              <li>
                <Link to="/" aria-label={t('home')}>
                  <HomeOutlined aria-hidden="true" />
                </Link>
              </li>
              <li aria-current="page">
                <span data-testid="breadcrumb-current">{title}</span>
              </li>
            </ol>
          </nav>
          <h1 className="page-heading" tabIndex={-1} ref={heading} data-testid="page-heading">
            {title}
          </h1>
          <div className="app-page">{handle?.plain || !allowed ? page : withKit(page)}</div>
        </main>
      </div>
    </div>
  );
}
