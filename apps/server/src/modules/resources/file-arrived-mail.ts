import type { UserRow } from '../../db/schema/index.ts';
import { brandedMail } from '../../lib/branded-mail.ts';
import type { TenantBrand } from '../../lib/tenant-brand.ts';
import { escapeHtml, type OutgoingMail } from '../../platform/mailer.ts';

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);
const SIZE_UNITS = ['bytes', 'KB', 'MB'] as const;

export function readableSize(bytes: number): string {
  let n = bytes;
  let unit = 0;
  while (n >= 1024 && unit < SIZE_UNITS.length - 1) { n /= 1024; unit += 1; }
  return unit === 0 ? `${n} bytes` : `${n.toFixed(1)} ${SIZE_UNITS[unit]}`;
}

interface Arrived {
  to: string;
  /** Who sent the files: an answer by mail reaches them (issue 21). */
  uploader: Pick<UserRow, 'firstName' | 'lastName' | 'email'>;
  /** true: the client sent it to their coach; false: the coach shared it with the client. */
  toCoach: boolean;
  files: { fileName: string; sizeBytes: number }[];
  description: string;
  brand: TenantBrand;
  /** Where the files are listed (the portal's /resources). */
  link: string;
}

/**
 * Issue 10 Resources: the other side is told a file arrived, in the tenant's brand, with a link to
 * /resources. The files themselves never travel by mail: they stay behind the portal's sign-in.
 */
export function fileArrivedMail(a: Arrived): OutgoingMail {
  const who = `${a.uploader.firstName} ${a.uploader.lastName}`.trim();
  const count = a.files.length === 1 ? 'a file' : `${a.files.length} files`;
  const subject = oneLine(a.toCoach ? `${who} sent you ${count}` : `Your coach ${who} shared ${count} with you`);
  const lines = a.files.map((f) => `${f.fileName} (${readableSize(f.sizeBytes)})`);
  const page = brandedMail(a.brand, a.toCoach ? 'New file from your client' : 'New file from your coach',
    `<p>${escapeHtml(a.toCoach ? `${who} sent you ${count} through the portal:` : `${who} shared ${count} with you:`)}</p>`
    + `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
    + (a.description ? `<p style="white-space:pre-wrap">${escapeHtml(a.description)}</p>` : '')
    + `<p><a class="action" href="${escapeHtml(a.link)}" style="color:${a.brand.accent}">Open the files in the portal</a></p>`);
  return { to: a.to, subject, ...page, replyTo: a.uploader.email };
}
