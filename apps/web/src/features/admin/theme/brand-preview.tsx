import { APP_VERSION, DEFAULT_PRODUCT_NAME, type ThemeColorKey } from '@portal/contract';
import type { CSSProperties } from 'react';
import { themeCssVariables } from '../../../lib/theme/theme-colors.ts';

/**
 * The preview's CSS custom properties: the portal's own (theme-colors.ts), with the checked
 * text/background pairs in exactly the chosen colours, so a pair that fails shows as it is.
 */
export function previewVariables(c: Record<ThemeColorKey, string>): CSSProperties {
  return {
    ...themeCssVariables(c),
    '--preview-text': c.textColor,
    '--color-link': c.primary,
    '--color-on-primary': c.textInverseColor,
    '--color-on-button-primary': c.buttonTextColor,
    '--color-on-button-secondary': c.buttonTextColor,
    '--color-on-button-default': c.textColor,
    '--color-on-login-background': c.textInverseColor,
  } as CSSProperties;
}

interface PreviewProps {
  colors: Record<ThemeColorKey, string>;
  title: string;
  footerText: string;
  /** The logo to show: a chosen file not yet uploaded, else the saved one. */
  logo: string;
}

/**
 * A mock of the portal in the edited brand, updated as the fields change: the top bar, the strip
 * under it, the menu, a card, the three kinds of button, the footer and the sign-in page. Nothing
 * in it is a control.
 */
export function BrandPreview({ colors, title, footerText, logo }: PreviewProps) {
  const name = title || DEFAULT_PRODUCT_NAME;
  return (
    <section className="brand-preview" aria-labelledby="brand-preview-title">
      <h2 id="brand-preview-title">Preview</h2>
      <div className="brand-preview__frame" style={previewVariables(colors)}>
        <div className="brand-preview__top">
          {logo ? <img className="brand-preview__logo" src={logo} alt={`${name} logo`} /> : <span className="brand-preview__name">{name}</span>}
          <span className="brand-preview__user">Alex Morgan</span>
        </div>
        <p className="brand-preview__strip">Acme Bakery</p>
        <div className="brand-preview__body">
          <ul className="brand-preview__menu" aria-label="Menu (preview)">
            <li>My Schedule</li>
            <li className="brand-preview__menu-current">My Groups</li>
            <li>My Messages</li>
          </ul>
          <div className="brand-preview__main">
            <p className="brand-preview__text">
              Page text on the background, and <span className="brand-preview__link">a link</span>.
            </p>
            <div className="brand-preview__card">
              <h3>Your next session</h3>
              <p>Tuesday at 10:00 with your coach.</p>
              <div className="brand-preview__buttons">
                <span className="brand-preview__button brand-preview__button--primary">Primary</span>
                <span className="brand-preview__button brand-preview__button--secondary">Secondary</span>
                <span className="brand-preview__button">Default</span>
              </div>
            </div>
          </div>
        </div>
        <p className="brand-preview__footer">© {new Date().getFullYear()} {footerText || DEFAULT_PRODUCT_NAME} · v{APP_VERSION}</p>
        <div className="brand-preview__login">
          <span>Sign-in page</span>
        </div>
      </div>
    </section>
  );
}
