// Lesson, group, course and idea text is HTML (spec §3 full_desc, description), written in a plain textarea
// with a few formatting buttons; the server keeps only its allow-list (lib/rich-text.ts there).

export type Format = 'bold' | 'italic' | 'heading' | 'bullets' | 'numbers' | 'link' | 'paragraph';

export const FORMATS: readonly { format: Format; label: string }[] = [
  { format: 'paragraph', label: 'Paragraph' },
  { format: 'bold', label: 'Bold' },
  { format: 'italic', label: 'Italic' },
  { format: 'heading', label: 'Heading' },
  { format: 'bullets', label: 'Bulleted list' },
  { format: 'numbers', label: 'Numbered list' },
  { format: 'link', label: 'Link' },
];

const listOf = (tag: 'ul' | 'ol', text: string) => {
  const items = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  return `<${tag}>\n${(items.length ? items : ['']).map((l) => `  <li>${l}</li>`).join('\n')}\n</${tag}>`;
};

/**
 * The markup for `selected` text in a format, and where the caret should go in it: after the text,
 * or (for a link) onto the address to fill in.
 */
export function formatted(format: Format, selected: string): { text: string; select: [number, number] } {
  const wrap = (open: string, close: string) => ({ text: `${open}${selected}${close}`, select: [open.length + selected.length + close.length, open.length + selected.length + close.length] as [number, number] });
  switch (format) {
    case 'bold': return wrap('<strong>', '</strong>');
    case 'italic': return wrap('<em>', '</em>');
    case 'heading': return wrap('<h3>', '</h3>');
    case 'paragraph': return wrap('<p>', '</p>');
    case 'bullets': { const text = listOf('ul', selected); return { text, select: [text.length, text.length] }; }
    case 'numbers': { const text = listOf('ol', selected); return { text, select: [text.length, text.length] }; }
    case 'link': {
      const address = 'https://';
      return { text: `<a href="${address}">${selected || 'link text'}</a>`, select: [9, 9 + address.length] };
    }
  }
}
