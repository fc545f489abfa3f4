import { convert, type FormatCallback, type HtmlToTextOptions } from 'html-to-text';

// Issue 21 "readable everywhere": a mail's plain-text part is made from its HTML by html-to-text,
// so the two never say different things and no builder writes the text by hand. The mail HTML the
// portal writes (branded-mail.ts) has no line breaks of its own in its source, so the newlines kept
// are the ones in what people typed (shown with white-space:pre-wrap in the HTML).

type DomNode = Parameters<FormatCallback>[0];

/** The text of a node and everything under it (htmlparser2 has decoded the entities already). */
function textOf(node: DomNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  return (node.children ?? []).map(textOf).join('');
}

const childrenNamed = (node: DomNode, names: string[]): DomNode[] =>
  (node.children ?? []).flatMap((child) => {
    if (child.type !== 'tag') return [];
    return names.includes(child.name ?? '') ? [child] : childrenNamed(child, names);
  });

/** A button or a link on a line of its own: "Read and reply: https://…", readable and clickable. */
const actionLink: FormatCallback = (elem, walk, builder) => {
  walk(elem.children, builder);
  const href = elem.attribs?.href;
  if (href) builder.addInline(`: ${href}`, { noWordTransform: true });
};

/**
 * A table of facts as "label: value" lines (a receipt, a metric's months), as the mails' text has
 * always read; html-to-text's own columns need a fixed-width font to line up.
 */
const factTable: FormatCallback = (elem, _walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  const caption = childrenNamed(elem, ['caption'])[0];
  const lines = [
    ...(caption ? [textOf(caption).trim()] : []),
    ...childrenNamed(elem, ['tr']).map((row) => childrenNamed(row, ['th', 'td']).map((cell) => textOf(cell).trim()).join(': ')),
  ];
  lines.forEach((line, i) => {
    if (i > 0) builder.addLineBreak();
    builder.addLiteral(line);
  });
  builder.closeBlock({ trailingLineBreaks: 2 });
};

const OPTIONS: HtmlToTextOptions = {
  // the reading program wraps lines itself; a long address must stay on one line
  wordwrap: false,
  preserveNewlines: true,
  formatters: { actionLink, factTable },
  selectors: [
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 0, trailingLineBreaks: 2 } },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'a.action', format: 'actionLink' },
    { selector: 'table', format: 'factTable' },
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'blockquote', options: { trimEmptyLines: true } },
    // the logo (or the name written large) heads the HTML; the text starts with the title
    { selector: '.brand', format: 'skip' },
    { selector: 'img', format: 'skip' },
  ],
};

/** The plain-text part of a mail, from its HTML. */
export const mailTextOf = (html: string): string => convert(html, OPTIONS).trim();
