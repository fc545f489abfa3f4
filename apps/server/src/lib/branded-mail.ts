import { escapeHtml, type OutgoingMail } from '../platform/mailer.ts';
import { mailTextOf } from './mail-text.ts';
import type { TenantBrand } from './tenant-brand.ts';

// Issue 21 "Mail in the brand, readable everywhere": every mail the portal sends is one page in the
// tenant's brand (a PNG logo or the name, a title bar, the footer text), a real HTML document (lang,
// charset, title) and a plain-text part made from that same HTML, from the tenant's name.

/** The logo is made 80 px high (brand-logo.ts) and shown at half that, sharp on dense screens. */
const LOGO_SHOWN_PX = 40;

/** The page of one mail: logo or name, the title bar in the primary colour, the body, the footer text. */
export function brandedHtml(brand: TenantBrand, title: string, bodyHtml: string): string {
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="${LOGO_SHOWN_PX}" style="height:${LOGO_SHOWN_PX}px;max-width:200px;border:0">`
    : `<strong style="font-size:18px;color:${brand.primary}">${escapeHtml(brand.name)}</strong>`;
  return '<!doctype html><html lang="en"><head><meta charset="utf-8">'
    + '<meta name="viewport" content="width=device-width, initial-scale=1">'
    + `<title>${escapeHtml(title)}</title></head>`
    + `<body style="margin:0;font-family:system-ui,sans-serif;background:${brand.background};color:${brand.textColor}">`
    + '<div style="max-width:600px;margin:0 auto;padding:24px">'
    + `<div class="brand" style="padding-bottom:16px">${logo}</div>`
    + `<h1 style="font-size:20px;margin:0 0 16px;padding:12px 16px;background:${brand.primary};color:#ffffff">${escapeHtml(title)}</h1>`
    + bodyHtml
    + `<p style="margin-top:24px;padding-top:12px;border-top:2px solid ${brand.accent};font-size:12px">${escapeHtml(brand.footerText)}</p>`
    + '</div></body></html>';
}

/**
 * A mail's branded parts: the HTML page, its plain-text part (from that HTML) and the From name (the
 * tenant's, or the sender name its admin set, issue 23; the address stays MAIL_FROM's). A builder adds to, subject and, where a person should
 * get the answer, replyTo.
 */
export function brandedMail(brand: TenantBrand, title: string, bodyHtml: string): Pick<OutgoingMail, 'html' | 'text' | 'fromName' | 'fromAddress'> {
  const html = brandedHtml(brand, title, bodyHtml);
  return { html, text: mailTextOf(html), fromName: brand.sender, ...(brand.fromAddress ? { fromAddress: brand.fromAddress } : {}) };
}

/** The way in, as a button in the primary colour; the text part reads "Label: address". */
export const actionButton = (brand: TenantBrand, url: string, label: string) =>
  `<p><a class="action" href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:${brand.primary};color:#ffffff;text-decoration:none">${escapeHtml(label)}</a></p>`;
