import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestPeriod, MetricList, Metric as MetricReply } from '@portal/contract';
import { seedOtherCoach } from '../src/db/seed/test-tenants.ts';
import { lastYear } from '../src/db/seed/demo-metrics.ts';
import { dataDirStorage } from '../src/platform/storage.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

const API = '/api/v1/clientportal/metrics';
type Auth = Record<string, string>;

// spec §7 "Metrics and sharing": list, save and update; who may name whose metrics (spec §6).
describe.each(backends())('metrics (%s)', (backend) => {
  let t: TestApp;
  const as = {} as Record<'client' | 'peer' | 'coach' | 'admin' | 'otherCoach' | 'otherClient', Auth>;
  let otherClientId = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const other = await seedOtherCoach(t.database.db, dataDirStorage(t.dataDir), t.demo);
    otherClientId = other.client.id;
    for (const [name, email] of [['client', 'client@demo.test'], ['peer', 'peer@demo.test'], ['coach', 'coach@demo.test'],
      ['admin', 'admin@demo.test'], ['otherCoach', 'coach2@demo.test'], ['otherClient', 'other@demo.test']] as const) {
      as[name] = (await signIn(t, email)).auth;
    }
  }, 120_000);
  afterAll(async () => { await t?.close(); });

  const call = (auth: Auth, path: string, payload: unknown) => t.app.inject({ method: 'POST', url: `${API}/${path}`, headers: auth, payload: payload as object });
  const list = async (auth: Auth, payload: object = {}) => {
    const res = await call(auth, 'list/', payload);
    expect(res.statusCode, res.body).toBe(200);
    return MetricList.parse(res.json().data);
  };

  it('lists client@\'s metrics oldest first, each with a year of monthly values oldest first', async () => {
    const res = await call(as.client, 'list/', {});
    expect(res.json()).toMatchObject({ status: 200 });
    const metrics = MetricList.parse(res.json().data);
    expect(metrics.map((m) => m.name)).toEqual(['Monthly revenue', 'New wholesale leads', 'Gross margin', 'Average order value']);
    expect(metrics.map((m) => m.unit)).toEqual(['currency', 'number', 'percent', 'currency']);
    for (const m of metrics) {
      expect(m.user_id).toBe(t.demo.client.id);
      expect(m.values.map((v) => v.period)).toEqual(lastYear(new Date()));
      expect(m.target).toBeGreaterThan(0);
      // the currency of client@'s assessment (spec §4), for the values in money
      expect(m.currency).toEqual({ code: 'USD', symbol: '$' });
    }
    expect(metrics[0]!.values.every((v) => v.value > 30_000 && v.value < 70_000)).toBe(true);
  });

  it('takes amounts as the page shows them ("$1,200", "1,200.50") for a month three years back', async () => {
    const [y, m] = latestPeriod().split('-').map(Number) as [number, number];
    const past = `${y - 3}-${String(m).padStart(2, '0')}`;
    const res = await call(as.client, 'save', { name: 'Deposits', unit: 'currency', target: '$1,200', values: [{ period: past, value: '1,200.50' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(MetricReply.parse(res.json().data)).toMatchObject({ target: 1200, values: [{ period: past, value: 1200.5 }] });
    const garbled = await call(as.client, 'save', { name: 'Deposits', target: '1,20' });
    expect(garbled.statusCode).toBe(422);
    expect(garbled.json().error).toEqual({ target: ['Enter a number.'] });
  });

  it('saves a metric with its first values, and lists it last', async () => {
    const res = await call(as.client, 'save', {
      name: '  Repeat customers ', unit: 'percent', description: 'Orders from people who ordered before.', target: '45.5',
      values: [{ period: '2026-02', value: 31.456 }, { period: '2026-01', value: '29' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = MetricReply.parse(res.json().data);
    expect(saved).toMatchObject({ name: 'Repeat customers', unit: 'percent', target: 45.5, user_id: t.demo.client.id,
      values: [{ period: '2026-01', value: 29 }, { period: '2026-02', value: 31.46 }] });
    expect((await list(as.client)).at(-1)).toEqual(saved);
    const bare = MetricReply.parse((await call(as.client, 'save', { name: 'Referrals' })).json().data);
    expect(bare).toMatchObject({ unit: 'number', description: '', target: null, values: [] });
  });

  it('updates fields and sets, adds and removes months in one call', async () => {
    const [revenue] = await list(as.peer);
    const [first, second] = revenue!.values;
    const res = await call(as.peer, 'update', {
      metric_id: revenue!.id, name: 'MRR', description: '', target: null,
      values: [{ period: first!.period, value: 1234.5 }, { period: second!.period, value: null }, { period: latestPeriod(), value: 99 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = MetricReply.parse(res.json().data);
    expect(updated).toMatchObject({ id: revenue!.id, name: 'MRR', unit: 'currency', description: '', target: null });
    expect(updated.values[0]).toEqual({ period: first!.period, value: 1234.5 });
    expect(updated.values.map((v) => v.period)).not.toContain(second!.period);
    expect(updated.values.at(-1)).toEqual({ period: latestPeriod(), value: 99 });
    expect(updated.values).toHaveLength(revenue!.values.length);
    expect((await list(as.peer))[0]).toEqual(updated);
  });

  it('refuses bad input with field messages and changes nothing stored', async () => {
    const before = await list(as.client);
    const id = before[0]!.id;
    const refused = async (path: string, payload: unknown, fields: Record<string, string[]>) => {
      const res = await call(as.client, path, payload);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ status: 422, error: fields, message: 'The given data was invalid.' });
    };
    const range = ['Enter a number between -9,999,999,999,999,999 and 9,999,999,999,999,999.'];
    await refused('save', { name: 'Big', target: 1e308 }, { target: range });
    await refused('save', { name: 'NaN', values: [{ period: '2025-01', value: 'NaN' }] }, { 'values.0.value': ['Enter a number.'] });
    await refused('update', { metric_id: id, values: [{ period: '2025-01', value: 1e308 }] }, { 'values.0.value': range });
    await refused('update', { metric_id: id, name: 'Renamed', values: [{ period: '2025-01', value: 5 }, { period: '2999-12', value: 5 }] },
      { 'values.1.period': ['The month cannot be in the future.'] });
    await refused('update', { metric_id: id, values: [{ period: '2025-13', value: 5 }] }, { 'values.0.period': ['Enter a month as YYYY-MM.'] });
    await refused('update', { metric_id: id, name: 'x'.repeat(100_000) }, { name: ['Must be at most 100 characters.'] });
    await refused('save', { name: ' ' }, { name: ['Name is required.'] });
    await refused('save', { name: 'Unit', unit: 'euros' }, { unit: ['Choose currency, percent or number.'] });
    for (const metricId of ['abc', 1.5, -1, { id: 1 }, [1], null]) {
      const res = await call(as.client, 'update', { metric_id: metricId, name: 'Renamed' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().error)).toEqual(['metric_id']);
    }
    for (const userId of ['abc', 0, 2 ** 31]) expect((await call(as.client, 'list/', { user_id: userId })).statusCode).toBe(422);
    // 10 MB of text: a field message, not a bare 413 (signed-in routes read up to 16 MiB).
    const huge = await call(as.client, 'save', { name: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBe(422);
    expect(Object.keys(huge.json().error)).toEqual(['name']);
    expect(await list(as.client)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    for (const path of ['list/', 'save', 'update']) {
      const res = await call({}, path, { name: 'x', metric_id: 1 });
      expect(res.statusCode).toBe(401);
    }
  });

  it('keeps each client\'s metrics their own: another\'s id is 404, another\'s user_id 403', async () => {
    const peerMetric = (await list(as.peer))[1]!;
    const before = await list(as.peer);
    expect((await call(as.client, 'update', { metric_id: peerMetric.id, name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(as.otherClient, 'update', { metric_id: peerMetric.id, name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(as.client, 'list/', { user_id: t.demo.peer.id })).statusCode).toBe(403);
    expect((await call(as.client, 'save', { user_id: t.demo.peer.id, name: 'Planted' })).statusCode).toBe(403);
    // naming one's own user_id does not reach another's metric either
    expect((await call(as.client, 'update', { user_id: t.demo.client.id, metric_id: peerMetric.id, name: 'x' })).statusCode).toBe(404);
    expect(await list(as.peer)).toEqual(before);
  });

  it('lets the client\'s coach and an admin act for them, and no other coach', async () => {
    const peerId = t.demo.peer.id;
    expect((await list(as.coach, { user_id: peerId })).map((m) => m.id)).toEqual((await list(as.peer)).map((m) => m.id));
    const metric = (await list(as.peer))[2]!;
    const res = await call(as.coach, 'update', { user_id: peerId, metric_id: metric.id, target: 97 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.target).toBe(97);
    const byAdmin = await call(as.admin, 'save', { user_id: peerId, name: 'Set by admin' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.user_id).toBe(peerId);
    // a coach without user_id names their own (empty) metrics, so a client's id is not theirs
    expect((await call(as.coach, 'update', { metric_id: metric.id, target: 1 })).statusCode).toBe(404);
    expect((await call(as.otherCoach, 'list/', { user_id: peerId })).statusCode).toBe(403);
    expect((await call(as.otherCoach, 'update', { user_id: peerId, metric_id: metric.id, target: 1 })).statusCode).toBe(403);
    expect((await call(as.coach, 'list/', { user_id: otherClientId })).statusCode).toBe(403);
    expect((await list(as.peer))[2]!.target).toBe(97);
  });
});
