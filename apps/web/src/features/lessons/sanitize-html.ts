import DOMPurify from 'dompurify';

/** Coach-written lesson HTML, made safe to render (DESIGN §3: rendered only sanitised). */
export function sanitizeLessonHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
