import { APP_VERSION } from '@portal/contract';
import { footerTextOf, useTheme } from '../../lib/theme/theme-store.ts';

/** spec §2: the copyright year, the theme's footer text and the version. */
export function Footer() {
  const { theme } = useTheme();
  return (
    <footer className="footer">
      <p>
        © {new Date().getFullYear()} {footerTextOf(theme)} · <span>v{APP_VERSION}</span>
      </p>
    </footer>
  );
}
