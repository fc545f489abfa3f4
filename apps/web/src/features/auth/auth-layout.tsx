import { DEFAULT_PRODUCT_NAME } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTheme } from '../../lib/theme/theme-store.ts';
import { usePageTitle } from '../../lib/theme/use-page-title.ts';
import './auth.css';

/** The frame of the signed-out pages: the tenant's logo, one heading, one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { theme } = useTheme();
  usePageTitle(title);
  const brand = theme.title || DEFAULT_PRODUCT_NAME;
  return (
    <div className="auth">
      <main id="main" className="auth__card">
        {theme.assets?.logo
          ? <img className="auth__logo" src={theme.assets.logo} alt={brand} fetchPriority="high" />
          : <p className="auth__brand">{brand}</p>}
        <h1 className="auth__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
