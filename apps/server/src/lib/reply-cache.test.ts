import { describe, expect, it } from 'vitest';
import { memoryChangeBus, type ChangeBus } from '../platform/change-bus.ts';
import { FRESH_MS, replyCache, type Reader } from './reply-cache.ts';

const client: Reader = { tenantId: 1, userId: 10, staff: false };
const peer: Reader = { tenantId: 1, userId: 11, staff: false };
const coach: Reader = { tenantId: 1, userId: 2, staff: true };
const otherTenant: Reader = { tenantId: 2, userId: 20, staff: false };

function setup(bus: ChangeBus = memoryChangeBus()) {
  const cache = replyCache(bus);
  const keep = (r: Reader, key: string, at = 0) => cache.keep(cache.ticket(key, r, at), { body: `${key}-reply`, type: 'application/json' });
  const held = (r: Reader, key: string, at = 0) => cache.get(key, r, at)?.body;
  return { cache, keep, held };
}

describe('the read cache (lib/reply-cache.ts)', () => {
  it('serves a kept reply until it is FRESH_MS old, and not to a clock that went back', () => {
    const { keep, held } = setup();
    keep(client, 'a', 1_000);
    expect(held(client, 'a', 1_000 + FRESH_MS - 1)).toBe('a-reply');
    expect(held(client, 'a', 999)).toBeUndefined();
    keep(client, 'a', 1_000);
    expect(held(client, 'a', 1_000 + FRESH_MS)).toBeUndefined();
  });

  it("a client's write forgets their replies and the tenant's staff replies, nobody else's", () => {
    const { cache, keep, held } = setup();
    for (const r of [client, peer, coach, otherTenant]) keep(r, `k${r.userId}`);
    cache.wrote(client);
    expect(held(client, 'k10')).toBeUndefined();
    expect(held(coach, 'k2')).toBeUndefined();
    expect(held(peer, 'k11')).toBe('k11-reply');
    expect(held(otherTenant, 'k20')).toBe('k20-reply');
  });

  it("a staff write forgets the whole tenant's replies; a webhook's everything", () => {
    const { cache, keep, held } = setup();
    for (const r of [client, peer, coach, otherTenant]) keep(r, `k${r.userId}`);
    cache.wrote(coach);
    for (const [r, k] of [[client, 'k10'], [peer, 'k11'], [coach, 'k2']] as const) expect(held(r, k)).toBeUndefined();
    expect(held(otherTenant, 'k20')).toBe('k20-reply');
    cache.wroteAnything();
    expect(held(otherTenant, 'k20')).toBeUndefined();
  });

  it("a change to someone's mailbox forgets their replies only, staff or client", () => {
    const { cache, keep, held } = setup();
    for (const r of [client, peer, coach, otherTenant]) keep(r, `k${r.userId}`);
    cache.readersChanged([client.userId, coach.userId]);
    expect(held(client, 'k10')).toBeUndefined();
    expect(held(coach, 'k2')).toBeUndefined();
    expect(held(peer, 'k11')).toBe('k11-reply');
    expect(held(otherTenant, 'k20')).toBe('k20-reply');
  });

  it('does not keep a read that a write overtook', () => {
    const { cache, held } = setup();
    const ticket = cache.ticket('slow', client, 0);
    cache.wrote(client);
    cache.keep(ticket, { body: 'old data', type: 'application/json' });
    expect(held(client, 'slow')).toBeUndefined();
  });

  it('serves and keeps nothing while the bus cannot hear the other servers', () => {
    let live = true;
    const bus = { ...memoryChangeBus(), live: () => live };
    const { keep, held } = setup(bus);
    keep(client, 'a');
    live = false;
    expect(held(client, 'a')).toBeUndefined();
    keep(client, 'b');
    live = true;
    expect(held(client, 'b')).toBeUndefined();
  });

  it('forgets the oldest replies past its size', () => {
    const { keep, held } = setup();
    for (let i = 0; i <= 10_000; i++) keep(client, `k${i}`);
    expect(held(client, 'k0')).toBeUndefined();
    expect(held(client, 'k1')).toBe('k1-reply');
    expect(held(client, 'k10000')).toBe('k10000-reply');
  });
});
