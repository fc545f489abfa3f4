import type { AdminTheme } from '@portal/contract';

/** A saved brand for the editor's tests (the demo tenant's). */
export const SAMPLE_BRAND: AdminTheme = {
  colors: {
    background: '#f5f6fa', primary: '#14143f', secondary: '#2ecc71', accent: '#179ad6', textColor: '#1f2933',
    hoverColor: '#0f6fa0', buttonDefaultColor: '#e4e7eb', buttonPrimaryColor: '#14143f', buttonTextColor: '#ffffff',
    buttonSecondaryColor: '#1d7a46', textInverseColor: '#ffffff', loginBackground: '#14143f',
  },
  assets: { logo: '/themes/226/logo.svg', favicon: '/themes/226/favicon.svg' },
  title: 'Summit Coaching | Client Portal', description: 'Coaching.', keywords: 'coaching', robotsMetaTag: 'noindex, nofollow',
  canonicalUrl: 'http://localhost:3000/', footerText: 'Summit Coaching',
  openGraph: { title: 'Summit', description: '', image: '/themes/226/logo.svg', url: '', type: 'website' },
  twitter: { title: '', description: '', image: '', cardType: 'summary' },
};
