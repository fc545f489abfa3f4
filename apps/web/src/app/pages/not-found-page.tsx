import { Link } from 'react-router';
import './not-found-page.css';

/** spec §2: any other path. */
export function NotFoundPage() {
  return (
    <main id="main" className="not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Go to the home page</Link>
    </main>
  );
}
