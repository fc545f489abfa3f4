// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml, sanitizeHtml } from '../../../shared/ui/safe-html.tsx';

const HOSTILE = [
  '<h3>Week 1</h3><p onclick="steal()">Plan your <strong>pricing</strong>.</p>',
  '<script>window.__pwned = true</script>',
  '<img src="x" onerror="window.__pwned = true">',
  '<p style="color: red">Styled</p>',
  '<svg><circle r="1"></circle></svg>',
  '<a href="javascript:alert(1)">bad link</a> <a href="https://example.com/worksheet">worksheet</a>',
].join('');

describe('group descriptions and lesson content are sanitised (DESIGN §3 DOMPurify)', () => {
  afterEach(() => {
    cleanup();
    delete (window as { __pwned?: boolean }).__pwned;
  });

  it('drops scripts, event handlers, inline styles and javascript: links, and keeps the content', () => {
    const clean = sanitizeHtml(HOSTILE);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/onerror|onclick/i);
    expect(clean).not.toMatch(/style=/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/<svg|<circle/i);
    expect(clean).toContain('<h3>Week 1</h3>');
    expect(clean).toContain('<strong>pricing</strong>');
    expect(clean).toContain('<img src="x">');
  });

  it('renders without running anything, and external links open in a new tab without an opener', () => {
    const onError = vi.fn();
    window.addEventListener('error', onError);
    const { container } = render(<SafeHtml className="rich-text" html={HOSTILE} />);
    window.removeEventListener('error', onError);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    const link = container.querySelector('a[href="https://example.com/worksheet"]');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).toContain('Plan your pricing.');
  });
});
