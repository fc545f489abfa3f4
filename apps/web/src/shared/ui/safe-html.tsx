import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// DESIGN §3: HTML written by coaches is rendered only sanitised. Inline styles go too: the strict
// CSP (style-src 'self') would refuse them anyway, and a coach's colours must not beat the theme's.
// HTML only: coach content has no use for inline SVG or MathML.
const CONFIG = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'], FORBID_ATTR: ['style'] };

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance() {
  if (purifier) return purifier;
  // An own instance, so its hook does not change how other areas sanitise.
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // links in coach content leave the portal in a new tab, without handing it window.opener
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, CONFIG);
}

/** Renders coach-written HTML (lesson and group descriptions) after DOMPurify. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
