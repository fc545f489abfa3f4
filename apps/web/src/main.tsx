import './lib/zod-config.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router/route-preload.ts';
import { readStoredSession } from './lib/session/stored-session.ts';
import { loadTheme } from './lib/theme/theme-store.ts';
import { initTenant } from './lib/tenant.ts';

// spec §1: the default colours come with the CSS (styles/theme-defaults.css); the tenant theme
// follows (the overlay stays until it is applied).
void loadTheme(initTenant(window.location.search));
// The first screen's code and data start loading now, side by side (DESIGN §9). Signed in means
// what the route guards will find: a stored user that matches the stored token (spec §4); a
// mismatch is cleared here, before any request could carry a stale token.
preloadRoute(window.location.pathname, readStoredSession() !== null);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition lets React render the first screen in short slices, so the page stays responsive
// while it starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
