import { ROLE } from '../db/schema/index.ts';
import type { ChangeBus } from '../platform/change-bus.ts';

// The programme and mailbox reads of /gapi (member, group, usergroup, userlesson, analyticsSearch,
// lessonMeetingSearch, emails, unreademails) and the REST reads that opt in (http/kept-replies.ts) are what every page
// asks on load (bench/README.md). Each server keeps their replies, per caller and exact request,
// for at most FRESH_MS (lesson access and next meetings follow the clock, spec §4 Lessons), and
// forgets them the moment anything they show may have changed (docs/domain.md "Kept replies"):
//
// - a client's write forgets that client's kept replies and every staff reply of the tenant (a
//   coach's or admin's view of that client); a client reads only their own data (users/user-policy.ts);
// - a coach's or admin's write forgets the whole tenant's (a group, lesson or meeting is shared);
// - a payment webhook forgets everything;
// - a change to someone's mailbox (a mail they received, read or deleted; modules/mail) forgets
//   that person's kept replies, before the live event that tells their app (decision 017).
//
// Forgetting is by generation counters, so it costs the same whatever is kept: a reply carries the
// generations it was read under and is served only while all of them still hold. A read that was
// under way while a write landed carries the older generation and is never served. The counters
// travel on the change bus (deps.changes), so a write on one server is seen on every other at once;
// while a server cannot hear the others it serves nothing kept.

const TOPIC = 'graphql-reads';
export const FRESH_MS = 5_000;
const MAX_ENTRIES = 10_000;
const MAX_BYTES = 32 * 1024 * 1024;
/** Writers remembered by generation; past this the counters start afresh (and everything kept is dropped). */
const MAX_WRITERS = 100_000;

export interface Reader { tenantId: number; userId: number; staff: boolean }

export const readerOf = (user: { tenantId: number; id: number; roleId: number }): Reader =>
  ({ tenantId: user.tenantId, userId: user.id, staff: user.roleId !== ROLE.client });

/** The generations a read starts under; the reply is kept with them. */
export interface ReplyTicket { key: string; reader: Reader; at: number; stamp: string }

/** A reply as it was sent: its body and its content type. */
export interface KeptReply { body: string; type: string }

export interface ReplyCache {
  /** The kept reply of `key` for `reader` at `now`, if it is still good. */
  get(key: string, reader: Reader, now: number): KeptReply | undefined;
  /** Starts a read whose reply may be kept. */
  ticket(key: string, reader: Reader, now: number): ReplyTicket;
  /** Keeps the reply of a read; a read a write overtook is not kept. */
  keep(ticket: ReplyTicket, reply: KeptReply): void;
  /** A write by `writer`: forgets what it may have changed, on every server. */
  wrote(writer: Reader): void;
  /** Anything may have changed (a payment webhook): every server forgets everything. */
  wroteAnything(): void;
  /** What these users alone read changed by someone else's write (their mailbox): every server forgets their replies. */
  readersChanged(userIds: readonly number[]): void;
}

interface Entry { reply: KeptReply; at: number; stamp: string }

export function replyCache(bus: ChangeBus): ReplyCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let epoch = 0;
  /** Per tenant: bumped by a staff write (everything of the tenant) and by any client write (its staff replies). */
  const tenantGen = new Map<number, number>();
  const staffGen = new Map<number, number>();
  const userGen = new Map<number, number>();
  const gen = (m: Map<number, number>, k: number) => m.get(k) ?? 0;
  const bump = (m: Map<number, number>, k: number) => m.set(k, gen(m, k) + 1);
  const stampOf = (r: Reader) =>
    `${epoch}:${gen(tenantGen, r.tenantId)}:${gen(userGen, r.userId)}:${r.staff ? gen(staffGen, r.tenantId) : ''}`;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.reply.body.length + key.length;
  };

  bus.subscribe(TOPIC, (changes) => {
    if (changes === 'all' || tenantGen.size + userGen.size > MAX_WRITERS) {
      epoch += 1;
      tenantGen.clear(); staffGen.clear(); userGen.clear();
      entries.clear();
      bytes = 0;
      if (changes === 'all') return;
    }
    for (const change of changes) {
      // "t:<tenant>" a staff write; "u:<tenant>:<user>" a client's write; "r:<user>" what that
      // user alone reads; "*" anything.
      const [kind, tenant, user] = change.split(':');
      if (kind === '*') { epoch += 1; entries.clear(); bytes = 0; }
      else if (kind === 't') bump(tenantGen, Number(tenant));
      else if (kind === 'u') { bump(userGen, Number(user)); bump(staffGen, Number(tenant)); }
      else if (kind === 'r') bump(userGen, Number(tenant));
    }
  });

  return {
    get(key, reader, now) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (now - e.at >= FRESH_MS || now < e.at || e.stamp !== stampOf(reader) || !bus.live()) {
        drop(key);
        return undefined;
      }
      return e.reply;
    },
    ticket: (key, reader, now) => ({ key, reader, at: now, stamp: stampOf(reader) }),
    keep(t, reply) {
      if (t.stamp !== stampOf(t.reader) || !bus.live()) return;
      drop(t.key);
      entries.set(t.key, { reply, at: t.at, stamp: t.stamp });
      bytes += reply.body.length + t.key.length;
      // Insertion order is age order: the oldest go first.
      while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) drop(entries.keys().next().value!);
    },
    wrote(w) { bus.publish(TOPIC, [w.staff ? `t:${w.tenantId}` : `u:${w.tenantId}:${w.userId}`]); },
    wroteAnything() { bus.publish(TOPIC, ['*']); },
    readersChanged(userIds) { if (userIds.length) bus.publish(TOPIC, userIds.map((id) => `r:${id}`)); },
  };
}

const perBus = new WeakMap<ChangeBus, ReplyCache>();

/** The one read cache of an app (its change bus names it). */
export function replyCacheOf(deps: { changes: ChangeBus }): ReplyCache {
  let cache = perBus.get(deps.changes);
  if (!cache) perBus.set(deps.changes, (cache = replyCache(deps.changes)));
  return cache;
}
