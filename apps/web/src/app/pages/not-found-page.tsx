import { DEFAULT_PRODUCT_NAME } from '@portal/contract';
import { Link } from 'react-router';
import { useSession } from '../../lib/session/session-context.ts';
import { useTheme } from '../../lib/theme/theme-store.ts';
import { usePageTitle } from '../../lib/theme/use-page-title.ts';
import { homePath } from '../router/home-path.ts';
import './not-found-page.css';

/** spec §2: any other path. Under the tenant's brand, with the way back into the app (issue 8 finding 12). */
export default function NotFoundPage() {
  usePageTitle('Page not found');
  const { theme } = useTheme();
  const { user } = useSession();
  const brand = theme.title || DEFAULT_PRODUCT_NAME;
  return (
    <div className="not-found">
      <header className="not-found__brand">
        {theme.assets?.logo
          ? <img className="not-found__logo" src={theme.assets.logo} alt={brand} />
          : <p className="not-found__name">{brand}</p>}
      </header>
      <main id="main" className="not-found__card">
        <p className="not-found__code" aria-hidden="true">404</p>
        <h1>Page not found</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        {user
          ? <Link className="btn btn--primary" to={homePath(user)}>Back to the portal</Link>
          : <Link className="btn btn--primary" to="/login">Go to the sign-in page</Link>}
      </main>
    </div>
  );
}
