import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DemoMail } from '@portal/contract';
import { signIn } from './support/sign-in.ts';
import { backends, createTestApp, type TestApp } from './support/test-app.ts';

// Issue 8 attack suite, "stored and reflected script" on the server's side: what a user may store
// (names, ticket subjects, links) comes back escaped in every email, never as markup or a header;
// nothing reflects a request into HTML. The browser side is e2e/tests/abuse-script.test.ts.
const NAME = '<img src=x onerror=alert(1)>';
const ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';

describe.each(backends())('abuse: stored and reflected script, server side (%s)', (backend) => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(backend); });
  afterEach(async () => { await t.close(); });

  /** Every mail in the demo mailbox, once the outbox has delivered what is due. */
  async function mailbox(): Promise<DemoMail[]> {
    await t.lastMailTo('client@demo.test');
    return (await t.app.inject({ method: 'GET', url: '/dev/mail.json' })).json().data;
  }

  it('escapes a name that carries HTML in every email the portal sends', async () => {
    const { auth, user } = await signIn(t, 'client@demo.test');
    const renamed = await t.app.inject({
      method: 'POST', url: `/api/v1/students/update/${user.id}`, headers: auth, payload: { first_name: NAME, last_name: `${NAME}"'` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200); // stored as text: escaping is the output's job
    const before = (await mailbox()).length;

    await t.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email: 'client@demo.test' } });
    const admin = await signIn(t, 'admin@demo.test');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login-links', headers: admin.auth, payload: { email: 'client@demo.test' } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/tickets', headers: auth, payload: { subject: 'Help', message: `hi ${NAME}` } })).statusCode).toBe(201);
    await t.app.inject({
      method: 'POST', url: '/api/v1/users/error/logs/', headers: auth,
      payload: { url: `https://x/${NAME}`, host: NAME, pathname: NAME, message: NAME, subject: NAME },
    });
    t.clock.advance(301_000);
    await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', payload: { email: 'client@demo.test', password: 'Demo-Pass-226!' } });

    const sent = (await mailbox()).slice(0, -before || undefined);
    const subjects = sent.map((m) => m.subject).join(' | ');
    expect(subjects).toMatch(/Reset your password/);
    expect(subjects).toMatch(/sign-in link/);
    expect(subjects).toMatch(/Ticket/);
    expect(subjects).toMatch(/Error report/);
    expect(subjects).toMatch(/sign-in code/);
    expect(sent.filter((m) => m.html.includes(ESCAPED)).length).toBeGreaterThanOrEqual(4);
    for (const m of sent) {
      // the one picture is the tenant's logo (issue 21); none comes from the name
      expect(m.html.replace(/<img src="http:\/\/portal\.test\/brand\/226\/logo\.png\?v=[\w-]+" alt="Summit Coaching"[^<>]*>/, ''), m.subject).not.toContain('<img');
      expect(m.html, m.subject).not.toContain('onerror=alert(1)>');
      if (m.text.includes(NAME)) expect(m.html, m.subject).toContain(ESCAPED);
    }
  });

  it('keeps a ticket subject on one line: no header injection into the support mail', async () => {
    const { auth } = await signIn(t, 'client@demo.test');
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/tickets', headers: auth,
      payload: { subject: 'Invoice\r\nBcc: everyone@evil.example\r\n\r\n<b>hi</b>', message: 'see subject' },
    });
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode !== 201) return; // refused outright is as good
    const mail = (await mailbox()).find((m) => m.subject.includes('Invoice'))!;
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('refuses script and data URLs in the profile links a coach will click', async () => {
    const { auth, user } = await signIn(t, 'client@demo.test');
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      for (const field of ['website', 'facebook', 'twitter', 'linkedin']) {
        const res = await t.app.inject({ method: 'POST', url: `/api/v1/students/updatetwo/${user.id}`, headers: auth, payload: { [field]: url } });
        expect(res.statusCode, `${field}=${url}`).toBe(422);
      }
    }
  });

  it('answers requests carrying script as JSON, never as HTML that echoes them', async () => {
    const probes = [
      await t.app.inject({ method: 'GET', url: '/api/%3Cscript%3Ealert(1)%3C/script%3E' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/loginotp', payload: { email: '<script>alert(1)</script>', password: 'x' } }),
      await t.app.inject({ method: 'POST', url: '/gapi', payload: { query: '{ <script> }' } }),
    ];
    for (const res of probes) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).not.toContain('<script>');
    }
  });

  it('serves an SVG with script from theme storage under a CSP that forbids running it', async () => {
    const dir = path.join(t.dataDir, 'themes', '226');
    fs.writeFileSync(path.join(dir, 'evil.svg'), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
    const res = await t.app.inject({ method: 'GET', url: '/themes/226/evil.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});
