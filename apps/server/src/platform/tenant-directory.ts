import { asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tenantHosts, tenants } from '../db/schema/index.ts';
import { urlOnHost } from '../lib/host-name.ts';
import type { ChangeBus } from './change-bus.ts';

// Issue 23, DESIGN §6: which tenant claims which host, which tenants are turned off, and the
// settings of its admin that reads need everywhere (currency, time zone). Every
// request asks (http/request-tenant.ts), so each server keeps the whole table in memory — a few
// rows a tenant — and reads it again when any server says it changed (change-bus topic `tenants`,
// published by modules/tenants after the change is committed, or by the operator's command
// through Redis). A server that could not hear the others for a while reads it again when it hears
// them again (the bus delivers 'all'), and every server reads it once a minute as well, so a
// deployment without Redis also follows a change made by the command within a minute.

export const TENANTS_TOPIC = 'tenants';
const REFRESH_MS = 60_000;
/** After a failed read (the database away), the next try. */
const RETRY_MS = 5_000;

interface Snapshot {
  byHost: Map<string, number>;
  hosts: Map<number, string[]>;
  disabled: Set<number>;
  /** The admin settings every request may need (issue 23), of tenants that set them. */
  currency: Map<number, string>;
  timeZone: Map<number, string>;
}

export interface TenantDirectory {
  /** The tenant that claims this host (as lib/host-name.ts `requestHost` gives it), or null. */
  tenantOfHost(host: string | null): number | null;
  /** The tenant's hosts, the first one its address in mail; none for a tenant reached by the deployment's own address. */
  hostsOf(tenantId: number): readonly string[];
  isDisabled(tenantId: number): boolean;
  /** The tenant's payment currency (its admin's setting, else PAYMENT_CURRENCY), ISO 4217 in lower case. */
  currencyOf(tenantId: number): string;
  /** The zone the tenant's admin set for people who have not chosen one, or null (UTC). */
  timeZoneOf(tenantId: number): string | null;
  /** The portal's address for this tenant's links: PUBLIC_URL on its first host, or PUBLIC_URL itself. */
  urlOf(tenantId: number): string;
  /** Reads the table again; resolves once what was committed before the call is in memory. */
  refresh(): Promise<void>;
  /** Tells every server (this one at once) that these tenants' hosts or state changed. */
  announce(tenantIds: readonly number[]): void;
  close(): void;
}

interface Log { warn(obj: object, msg: string): void }

async function readSnapshot(db: Db): Promise<Snapshot> {
  const rows = await db.select({
    id: tenants.id, disabledAt: tenants.disabledAt, currency: tenants.currency, timeZone: tenants.timeZone, host: tenantHosts.hostname,
  }).from(tenants).leftJoin(tenantHosts, eq(tenantHosts.tenantId, tenants.id))
    .where(or(isNotNull(tenantHosts.id), isNotNull(tenants.disabledAt), isNotNull(tenants.currency), isNotNull(tenants.timeZone)))
    .orderBy(asc(tenants.id), asc(tenantHosts.id));
  const snap: Snapshot = { byHost: new Map(), hosts: new Map(), disabled: new Set(), currency: new Map(), timeZone: new Map() };
  for (const r of rows) {
    if (r.disabledAt) snap.disabled.add(r.id);
    if (r.currency) snap.currency.set(r.id, r.currency);
    if (r.timeZone) snap.timeZone.set(r.id, r.timeZone);
    if (r.host === null) continue;
    snap.byHost.set(r.host, r.id);
    snap.hosts.set(r.id, [...(snap.hosts.get(r.id) ?? []), r.host]);
  }
  return snap;
}

/** Reads the table (throws when the database does not answer) and follows its changes. */
export async function tenantDirectory(o: { db: Db; changes: ChangeBus; publicUrl: string; currency: string; log: Log }): Promise<TenantDirectory> {
  let snap = await readSnapshot(o.db);
  const urls = new Map<number, string>();
  let closed = false;

  // One read at a time; a change heard during a read makes one more read after it, so the last
  // read always starts after the last change was committed.
  let running: Promise<void> | null = null;
  let dirty = false;
  async function loop() {
    while (dirty && !closed) {
      dirty = false;
      snap = await readSnapshot(o.db);
      urls.clear();
    }
  }
  function refresh(): Promise<void> {
    dirty = true;
    running ??= loop().finally(() => { running = null; });
    return running;
  }
  let retry: NodeJS.Timeout | null = null;
  const refreshSoon = () => {
    refresh().catch((err: unknown) => {
      o.log.warn({ err }, 'tenant hosts not read again; trying again shortly');
      retry ??= setTimeout(() => { retry = null; refreshSoon(); }, RETRY_MS).unref();
    });
  };
  o.changes.subscribe(TENANTS_TOPIC, refreshSoon);
  const timer = setInterval(refreshSoon, REFRESH_MS).unref();

  return {
    tenantOfHost: (host) => (host === null ? null : snap.byHost.get(host) ?? null),
    hostsOf: (tenantId) => snap.hosts.get(tenantId) ?? [],
    isDisabled: (tenantId) => snap.disabled.has(tenantId),
    currencyOf: (tenantId) => snap.currency.get(tenantId) ?? o.currency,
    timeZoneOf: (tenantId) => snap.timeZone.get(tenantId) ?? null,
    urlOf(tenantId) {
      let url = urls.get(tenantId);
      if (url === undefined) {
        const first = snap.hosts.get(tenantId)?.[0];
        url = first ? urlOnHost(o.publicUrl, first) : o.publicUrl;
        urls.set(tenantId, url);
      }
      return url;
    },
    refresh,
    announce: (tenantIds) => o.changes.publish(TENANTS_TOPIC, tenantIds),
    close() {
      closed = true;
      clearInterval(timer);
      if (retry) clearTimeout(retry);
    },
  };
}
