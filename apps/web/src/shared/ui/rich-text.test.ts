import { describe, expect, it } from 'vitest';
import { formatted } from './rich-text.ts';

describe('rich text formatting', () => {
  it('wraps the selection and puts the caret after it', () => {
    expect(formatted('bold', 'cash')).toEqual({ text: '<strong>cash</strong>', select: [21, 21] });
    expect(formatted('heading', 'Steps').text).toBe('<h3>Steps</h3>');
  });

  it('makes a list item of each selected line', () => {
    expect(formatted('bullets', 'one\n two \n\nthree').text).toBe('<ul>\n  <li>one</li>\n  <li>two</li>\n  <li>three</li>\n</ul>');
    expect(formatted('numbers', '').text).toBe('<ol>\n  <li></li>\n</ol>');
  });

  it('selects the address of a new link to fill in', () => {
    const { text, select } = formatted('link', 'the template');
    expect(text).toBe('<a href="https://">the template</a>');
    expect(text.slice(...select)).toBe('https://');
  });
});
