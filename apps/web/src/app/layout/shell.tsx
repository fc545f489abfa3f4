import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAnalyticsSync } from '../../lib/analytics-sync/use-analytics-sync.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useUser } from '../../lib/session/session-context.ts';
import { usePageTitle } from '../../lib/theme/use-page-title.ts';
import { IdleLogout } from '../providers/idle-logout.tsx';
import { PageLoading } from '../router/lazy-page.tsx';
import { Footer } from './footer.tsx';
import { SideMenu } from './side-menu.tsx';
import { Strip, TopBar } from './top-bar.tsx';
import { pageTitleFor } from './page-title.ts';
import { useFreshUser } from './use-fresh-user.ts';
import { useMenuState } from './use-menu-state.ts';
import './layout.css';

/** spec §2: the signed-in frame: top bar, strip, side menu, the page, footer. */
export default function Shell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellFrame />
    </QueryClientProvider>
  );
}

function ShellFrame() {
  const user = useUser();
  const menu = useMenuState();
  useAnalyticsSync(); // spec §2, §7: active only while the path is a lesson page
  useFreshUser(); // spec §3: pas-user is refreshed from the server
  usePageTitle(pageTitleFor(useLocation().pathname));
  return (
    <div className={`shell${menu.open && !menu.small ? ' shell--menu-open' : ''}`}>
      <a className="skip-link" href="#main">Skip to main content</a>
      <IdleLogout />
      <header>
        <TopBar user={user} />
        <Strip user={user} menuOpen={menu.open} onToggleMenu={menu.toggle} />
      </header>
      <div className="shell__body">
        <SideMenu user={user} open={menu.open} drawer={menu.small} onClose={menu.closeDrawer} />
        <main id="main" className="shell__main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
    </div>
  );
}
