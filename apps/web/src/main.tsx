import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyThemeColors } from './lib/theme/theme-colors.ts';
import { loadTheme } from './lib/theme/theme-store.ts';
import { initTenant } from './lib/tenant.ts';

// spec §1: default colours at once, then the tenant theme (the overlay stays until it is applied).
applyThemeColors();
void loadTheme(initTenant(window.location.search));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
