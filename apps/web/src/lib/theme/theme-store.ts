import { DEFAULT_PRODUCT_NAME, themeLoadFailed, type Theme } from '@portal/contract';
import { useSyncExternalStore } from 'react';
import { dropTenant, homeTenant, keepTenant } from '../tenant.ts';
import { readTheme } from './read-theme.ts';
import { applyThemeColors } from './theme-colors.ts';
import { applyThemeDocument } from './theme-document.ts';

export interface ThemeState {
  status: 'loading' | 'ready' | 'failed';
  theme: Theme;
}

let state: ThemeState = { status: 'loading', theme: {} };
const listeners = new Set<() => void>();

function setState(next: ThemeState) {
  state = next;
  listeners.forEach((l) => l());
}

/**
 * spec §1, §8: fetch the tenant theme, apply it, and lift the overlay; on failure log why. Another
 * tenant's theme that fails (an unknown ?brand=) falls back to the page's own tenant's (issue 8
 * finding 11; issue 23: the host's, 226 on the deployment's own address); only the page's own
 * failure is shown in the overlay.
 */
export async function loadTheme(tenantId: number): Promise<void> {
  const overlay = document.getElementById('theme-overlay');
  try {
    const response = await fetch(`/themes/${tenantId}/theme.json`, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
    const theme = readTheme(await response.json());
    applyThemeColors(theme.colors);
    applyThemeDocument(theme, tenantId);
    setState({ status: 'ready', theme });
    keepTenant();
    overlay?.remove();
  } catch (error) {
    console.error(themeLoadFailed(tenantId));
    if (tenantId !== homeTenant()) return loadTheme(dropTenant());
    const message = error instanceof Error ? error.message : String(error);
    if (overlay) overlay.textContent = `Error: ${message}`;
    setState({ status: 'failed', theme: {} });
  }
}

export function useTheme(): ThemeState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** spec §2: the footer shows the theme's text, by default the product name. */
export const footerTextOf = (theme: Theme) => theme.footerText || DEFAULT_PRODUCT_NAME;
