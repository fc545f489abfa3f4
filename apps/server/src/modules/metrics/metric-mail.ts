import { formatMetricValue, formatPeriod, type Metric } from '@portal/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

/** The months the mail's table shows, newest first. */
export const SHARED_MONTHS = 12;

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);
const cell = 'style="padding:6px 12px;border-bottom:1px solid #e4e7eb;text-align:left"';
const numCell = 'style="padding:6px 12px;border-bottom:1px solid #e4e7eb;text-align:right"';

/**
 * spec §7 coachingportal/metrics/share: the metric mailed to the client's coach, its recent values
 * as a small table, in the tenant's brand. Everything the client wrote is escaped.
 */
export function metricShareMail(to: string, client: UserRow, metric: Metric, brand: TenantBrand, message: string | null): OutgoingMail {
  const who = `${client.firstName} ${client.lastName}`;
  const subject = oneLine(`${who} shared a metric: ${metric.name}`);
  const recent = metric.values.slice(-SHARED_MONTHS).reverse();
  const latest = metric.values.at(-1);
  const show = (n: number) => formatMetricValue(n, metric.unit as Metric['unit'], metric.currency);
  const facts: [string, string][] = [
    ['Latest', latest ? `${show(latest.value)} (${formatPeriod(latest.period)})` : 'No values yet'],
    ['Target', metric.target === null ? 'None set' : show(metric.target)],
  ];

  const paragraph = (s: string) => `<p style="white-space:pre-wrap">${escapeHtml(s)}</p>`;
  const table = recent.length
    ? `<table style="border-collapse:collapse;min-width:280px"><caption style="text-align:left;font-weight:600;padding:6px 0">Last ${recent.length} month${recent.length === 1 ? '' : 's'}</caption>`
      + `<thead><tr><th scope="col" ${cell}>Month</th><th scope="col" ${numCell}>Value</th></tr></thead><tbody>`
      + recent.map((v) => `<tr><td ${cell}>${escapeHtml(formatPeriod(v.period))}</td><td ${numCell}>${escapeHtml(show(v.value))}</td></tr>`).join('')
      + '</tbody></table>'
    : '<p>No values recorded yet.</p>';
  const page = brandedMail(brand, metric.name,
    `<p>${escapeHtml(who)} shared the metric <strong>${escapeHtml(metric.name)}</strong> with you.</p>`
    + (message ? paragraph(message) : '')
    + (metric.description ? paragraph(metric.description) : '')
    + `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>`
    + table);
  // The coach's answer reaches the client who shared it (issue 21).
  return { to, subject, ...page, replyTo: client.email };
}
