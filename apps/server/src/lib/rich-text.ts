import { convert, type HtmlToTextOptions } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

// DESIGN §3: rich text (mail bodies, idea-bank how-tos) is sanitised here when stored and again by
// the web when shown (shared/ui/safe-html.tsx). The allow-list is the structure such text needs:
// paragraphs, headings, emphasis, lists, links, quotes and code. No script, style, event handler,
// image, form or embedded content survives; a link may only be http(s) or mailto, and opens apart.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'blockquote', 'h2', 'h3', 'h4', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // the content of these is code or markup, never text a reader should see
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Rich text as it is stored: allow-listed HTML only. */
export const cleanRichText = (html: string) => sanitizeHtml(html, OPTIONS).trim();

/** Plain text of rich text, for a notification's preview and to tell an empty body: no markup at all. */
export function richTextPreview(html: string, max = 160): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false, leadingLineBreaks: 2 } }));
const PLAIN: HtmlToTextOptions = {
  // the reading program wraps lines itself
  wordwrap: false,
  selectors: [
    ...HEADINGS,
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
  ],
};

/**
 * Rich text as plain text for programs that show no HTML (DESIGN §10: a calendar feed's
 * DESCRIPTION): paragraphs apart by a blank line, list items as "- " lines, a link as its text and
 * [its address], entities decoded.
 */
export const richTextToPlain = (html: string) => convert(html, PLAIN).trim();
