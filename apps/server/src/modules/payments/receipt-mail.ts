import type { UserRow } from '../../db/schema/index.ts';
import { brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

export interface Receipt {
  programme: string;
  /** Minor units, as providers count (19900 → 199.00). */
  amount: number;
  currency: string;
  paidAt: Date;
  reference: string;
}

/** An amount in its currency (Intl knows each currency's minor unit); an unknown code is shown as is. */
export function formatMoney(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  try {
    const f = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    return f.format(minor / 10 ** (f.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${(minor / 100).toFixed(2)} ${code}`;
  }
}

function paidOn(date: Date, zone: string | null): string {
  const opts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  try { return new Intl.DateTimeFormat('en-US', { ...opts, timeZone: zone ?? 'UTC' }).format(date); } catch {
    return new Intl.DateTimeFormat('en-US', { ...opts, timeZone: 'UTC' }).format(date);
  }
}

/** spec §7 users/studentemail: the client's own record of a programme payment, in the tenant's brand. */
export function receiptMail(client: UserRow, r: Receipt, brand: TenantBrand): OutgoingMail {
  const rows: [string, string][] = [
    ['Programme', r.programme],
    ['Amount paid', formatMoney(r.amount, r.currency)],
    ['Paid on', paidOn(r.paidAt, client.timeZone)],
    ['Paid by', `${client.firstName} ${client.lastName} (${client.email})`],
    ['Payment reference', r.reference],
  ];
  const cell = 'style="padding:6px 12px;border-bottom:1px solid #e4e7eb;text-align:left"';
  return {
    to: client.email,
    subject: `Your receipt: ${r.programme}`.replace(/[\r\n]+/g, ' ').slice(0, 200),
    ...brandedMail(brand, 'Payment receipt',
      `<p>Hello ${escapeHtml(client.firstName)},</p><p>Here is the receipt for your payment to ${escapeHtml(brand.name)}.</p>`
      + `<table style="border-collapse:collapse;min-width:280px"><tbody>${rows.map(([k, v]) => `<tr><th scope="row" ${cell}>${escapeHtml(k)}</th><td ${cell}>${escapeHtml(v)}</td></tr>`).join('')}</tbody></table>`
      + '<p>Keep this email for your records.</p>'),
  };
}
