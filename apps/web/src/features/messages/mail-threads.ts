import type { Email } from '@portal/contract';

// spec §3 Email: a reply names its `parent`; a thread is a first message and every reply below it.

/** Mail the user received, newest first (the list is newest first already). */
export const inboxOf = (list: Email[], myEmail: string) => list.filter((m) => m.to === myEmail);
/** Mail the user sent, newest first. */
export const sentOf = (list: Email[], myEmail: string) => list.filter((m) => m.from === myEmail);

/**
 * The thread holding mail `id`, oldest first: up its `parent` links to the first message the user
 * still holds, then every reply below it. Empty when the user holds no mail `id`.
 */
export function threadOf(list: Email[], id: string): Email[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  let root = byId.get(id);
  if (!root) return [];
  const seen = new Set<string>();
  while (root.parent && byId.has(root.parent) && !seen.has(root.id)) {
    seen.add(root.id);
    root = byId.get(root.parent)!;
  }
  const replies = new Map<string, Email[]>();
  for (const m of list) if (m.parent) replies.set(m.parent, [...(replies.get(m.parent) ?? []), m]);
  const thread: Email[] = [];
  const queue = [root];
  const taken = new Set<string>();
  while (queue.length) {
    const m = queue.shift()!;
    if (taken.has(m.id)) continue;
    taken.add(m.id);
    thread.push(m);
    queue.push(...(replies.get(m.id) ?? []));
  }
  return thread.sort((a, b) => a.created_at.localeCompare(b.created_at) || Number(a.id) - Number(b.id));
}

/** A reply's subject: "Re: " once, however deep the thread. */
export const replySubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

/** The other person of a message, seen from `myEmail`. */
export const otherParty = (m: Email, myEmail: string) => (m.from === myEmail
  ? { email: m.to, name: personName(m.touser, m.to) }
  : { email: m.from, name: personName(m.fromuser, m.from) });

export const personName = (p: Email['fromuser'], fallback: string) => (p ? `${p.first_name} ${p.last_name}`.trim() || fallback : fallback);

/** Plain text from the compose box as the HTML a mail body holds: paragraphs and line breaks, all escaped. */
export function textToHtml(text: string): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
  return text.trim().split(/\n\s*\n/).map((p) => `<p>${escape(p.trim()).replace(/\n/g, '<br>')}</p>`).join('');
}
