import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { buildMetric } from '../src/db/seed/demo-metrics.ts';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

const SHARE = '/api/v1/coachingportal/metrics/share/';
type Mail = { subject: string; text: string; html: string } | undefined;

// spec §7 coachingportal/metrics/share: the metric mailed to the client's coach, in the tenant's brand.
describe.each(backends())('metrics share (%s)', (backend) => {
  let t: TestApp;
  let client: Record<string, string>;
  let peer: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    client = (await signIn(t, 'client@demo.test')).auth;
    peer = (await signIn(t, 'peer@demo.test')).auth;
  }, 60_000);
  afterAll(async () => { await t?.close(); });

  const share = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: SHARE, headers: auth, payload });
  const coachMail = async () => (await t.lastMailTo('coach@demo.test')) as Mail;

  it('mails the metric\'s recent values to the coach in the tenant\'s brand, escaping what the client wrote', async () => {
    const hostile = '<script>alert(1)</script> & "Sales"';
    const metric = await buildMetric(t.database.db, {
      tenantId: t.demo.tenantId, userId: t.demo.client.id, name: hostile, unit: 'currency', target: 50000,
      description: '<img src=x onerror=alert(2)>',
      values: Array.from({ length: 12 }, (_, i) => [`2025-${String(i + 1).padStart(2, '0')}`, 1000 + i] as [string, number]),
    });
    const res = await share(client, { metric_id: metric.id, message: 'Look at <b>March</b>!' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: MESSAGES.emailSent });

    const mail = await coachMail();
    expect(mail?.subject).toBe(`Alex Morgan shared a metric: ${hostile}`);
    // in the client's currency (their assessment's, spec §4)
    expect(mail?.text).toContain('Dec 2025: $1,011.00');
    expect(mail?.text).toContain('Target: $50,000.00');
    const html = mail!.html;
    // branding: the theme's logo as the PNG the portal makes of it (issue 21), primary and accent colours, footer text
    expect(html).toMatch(/<img src="http:\/\/portal\.test\/brand\/226\/logo\.png\?v=[\w-]+" alt="Summit Coaching"/);
    expect(html).toContain('background:#14143f');
    expect(html).toContain('border-top:2px solid #179ad6');
    expect(html).toContain('Summit Coaching</p>');
    // the recent values as a table, newest month first
    expect(html).toMatch(/<th scope="col"[^>]*>Month<\/th>/);
    expect(html.indexOf('Dec 2025')).toBeLessThan(html.indexOf('Jan 2025'));
    // escaped text, never markup
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>March</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Sales&quot;');
    expect(html).toContain('Look at &lt;b&gt;March&lt;/b&gt;!');
  });

  it('keeps a hostile theme out of the mail: colours must be hex, the logo a picture of its own', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const file = path.join(t.dataDir, 'themes', String(t.demo.tenantId), 'theme.json');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, JSON.stringify({
      colors: { primary: 'red;background:url(javascript:alert(1))' }, assets: { logo: 'javascript:alert(1)' }, footerText: '<i>Harbour</i>',
    }));
    try {
      const [metric] = (await t.app.inject({ method: 'POST', url: '/api/v1/clientportal/metrics/list/', headers: client, payload: {} })).json().data;
      expect((await share(client, { metric_id: metric.id })).statusCode).toBe(200);
      const html = (await coachMail())!.html;
      expect(html).not.toContain('javascript:');
      expect(html).toContain('background:#14143f');
      expect(html).toContain('&lt;i&gt;Harbour&lt;/i&gt;');
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  it('refuses another client\'s metric with 404 and mails nothing', async () => {
    const [peerMetric] = (await t.app.inject({ method: 'POST', url: '/api/v1/clientportal/metrics/list/', headers: peer, payload: {} })).json().data;
    const before = await coachMail();
    const res = await share(client, { metric_id: peerMetric.id });
    expect(res.statusCode).toBe(404);
    expect(await coachMail()).toEqual(before);
    expect((await share(client, { metric_id: 'abc' })).statusCode).toBe(422);
    expect((await share({}, { metric_id: peerMetric.id })).statusCode).toBe(401);
  });
});
