import { describe, expect, it } from 'vitest';
import { cleanRichText, richTextPreview, richTextToPlain } from './rich-text.ts';

describe('cleanRichText (DESIGN §3: sanitised when stored)', () => {
  it('keeps the formatting the editor makes', () => {
    expect(cleanRichText('<p>Hi <strong>Grace</strong>, see <a href="https://example.com/x">this</a></p><ul><li>one</li></ul>'))
      .toBe('<p>Hi <strong>Grace</strong>, see <a href="https://example.com/x" rel="noopener noreferrer" target="_blank">this</a></p><ul><li>one</li></ul>');
  });

  it('drops script, handlers, styles, frames and unsafe links', () => {
    const dirty = '<p onclick="x()" style="color:red">Hi</p><script>alert(1)</script><img src=x onerror=alert(2)>'
      + '<a href="javascript:alert(3)">go</a><iframe src="https://evil.test"></iframe><svg><script>alert(4)</script></svg><style>p{}</style>';
    const clean = cleanRichText(dirty);
    expect(clean).toBe('<p>Hi</p><a rel="noopener noreferrer" target="_blank">go</a>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe|style|alert/i);
  });

  it('leaves nothing of a body that is only markup', () => {
    expect(cleanRichText('<script>alert(1)</script>')).toBe('');
  });
});

describe('richTextPreview', () => {
  it('is short plain text', () => {
    expect(richTextPreview('<p>Hi&nbsp;Grace,</p><p>Q1 &amp; Q2 numbers <script>alert(1)</script></p>')).toBe('Hi Grace, Q1 & Q2 numbers');
    expect(richTextPreview(`<p>${'word '.repeat(100)}</p>`, 20)).toHaveLength(20);
  });
});

describe('richTextToPlain (DESIGN §10: calendar text as plain text)', () => {
  it('keeps paragraphs apart, lists as "- " lines, links with their address, and no tag', () => {
    const html = '<p>Six weeks &amp; <strong>more</strong>.</p><ul><li>Weekly call</li><li>A <a href="https://x.test/a">worksheet</a></li></ul>'
      + '<h2>Steps</h2><ol><li>one</li></ol><p>See <a href="https://x.test">https://x.test</a><br>then</p><script>alert(1)</script>';
    expect(richTextToPlain(html)).toBe('Six weeks & more.\n\n- Weekly call\n- A worksheet [https://x.test/a]\n\nSteps\n\n 1. one\n\nSee https://x.test\nthen');
  });
});

describe('cleanRichText on an idea-bank how-to', () => {
  it('keeps the structure of a how-to; links open apart', () => {
    expect(cleanRichText('<h2>Steps</h2><ol><li><strong>Claim</strong> the <a href="https://example.com/x">profile</a></li></ol><p>Done.</p>'))
      .toBe('<h2>Steps</h2><ol><li><strong>Claim</strong> the <a href="https://example.com/x" rel="noopener noreferrer" target="_blank">profile</a></li></ol><p>Done.</p>');
  });

  it('drops script, handlers, styles, images, frames and unsafe links', () => {
    const out = cleanRichText('<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)>'
      + '<a href="javascript:alert(1)">a</a><a href="//evil.example">b</a><iframe src="https://evil.example"></iframe></p>');
    expect(out).toBe('<p>Hi<a rel="noopener noreferrer" target="_blank">a</a><a rel="noopener noreferrer" target="_blank">b</a></p>');
  });
});
