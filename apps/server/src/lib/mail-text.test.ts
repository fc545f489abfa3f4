import { describe, expect, it } from 'vitest';
import { actionButton, brandedMail } from './branded-mail.ts';
import { mailTextOf } from './mail-text.ts';
import type { TenantBrand } from './tenant-brand.ts';

const brand: TenantBrand = {
  name: 'Summit Coaching', sender: 'Summit Coaching', url: 'https://portal.test', logoUrl: 'https://portal.test/brand/226/logo.png?v=abc', primary: '#123456', accent: '#abcdef',
  textColor: '#1f2933', background: '#ffffff', footerText: 'Summit Coaching Ltd',
};

describe('the plain-text part of a mail (issue 21)', () => {
  it('reads like the mail: title, paragraphs, facts, the way in as "label: address", the footer; no logo', () => {
    const { text } = brandedMail(brand, 'Your session is booked',
      '<p>Hello Alex, you booked a session.</p><p><strong>When:</strong> Tuesday<br><strong>Coach:</strong> Grace Hopper</p>'
      + actionButton(brand, 'https://portal.test/schedule?a=1&b=2', 'See your sessions'));
    expect(text).toBe([
      'Your session is booked', '', 'Hello Alex, you booked a session.', '', 'When: Tuesday', 'Coach: Grace Hopper', '',
      'See your sessions: https://portal.test/schedule?a=1&b=2', '', 'Summit Coaching Ltd',
    ].join('\n'));
    expect(text).not.toContain('logo.png');
  });

  it('is text, never markup: entities decoded, what people typed shown as typed, their line breaks kept', () => {
    const text = mailTextOf('<p style="white-space:pre-wrap">Can we &lt;i&gt;discuss&lt;/i&gt; this?\nTomorrow &amp; Friday</p>');
    expect(text).toBe('Can we <i>discuss</i> this?\nTomorrow & Friday');
    expect(mailTextOf('<h1>Big &quot;title&quot;</h1><ul><li>plan.pdf (2 KB)</li><li>b.xlsx</li></ul>')).toBe('Big "title"\n\n- plan.pdf (2 KB)\n- b.xlsx');
  });

  it('writes a table of facts as "label: value" lines, its caption first', () => {
    const html = '<table><caption>Last 2 months</caption><thead><tr><th>Month</th><th>Value</th></tr></thead>'
      + '<tbody><tr><td>Dec 2025</td><td>$1,011.00</td></tr><tr><th scope="row">Nov 2025</th><td>$1,010.00</td></tr></tbody></table>';
    expect(mailTextOf(html)).toBe('Last 2 months\nMonth: Value\nDec 2025: $1,011.00\nNov 2025: $1,010.00');
  });

  it('shows a link\'s address once: beside its words, or alone when the words are the address', () => {
    expect(mailTextOf('<p>Sign in at <a href="https://portal.test/login">https://portal.test/login</a> today.</p>'))
      .toBe('Sign in at https://portal.test/login today.');
    expect(mailTextOf('<p>Read the <a href="https://portal.test/terms">terms</a>.</p>')).toBe('Read the terms [https://portal.test/terms].');
  });

  it('makes a whole HTML document with its language, charset and title, the logo a PNG or the name', () => {
    const { html, fromName } = brandedMail(brand, 'Reset <your> password', '<p>Hi</p>');
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
    expect(html).toContain('<title>Reset &lt;your&gt; password</title>');
    expect(html).toContain('<img src="https://portal.test/brand/226/logo.png?v=abc" alt="Summit Coaching" height="40"');
    expect(fromName).toBe('Summit Coaching');
    const named = brandedMail({ ...brand, logoUrl: null }, 'Hello', '<p>Hi</p>');
    expect(named.html).not.toContain('<img');
    expect(named.html).toContain('>Summit Coaching</strong>');
    expect(named.text).toBe('Hello\n\nHi\n\nSummit Coaching Ltd');
  });
});
