import type { Email } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { inboxOf, otherParty, replySubject, sentOf, textToHtml, threadOf } from './mail-threads.ts';

const mail = (id: string, parent: string | null, from: string, to: string, day: number): Email => ({
  id, parent, from, to, subject: `m${id}`, body: '<p>x</p>', read: true, attachments: [], files: [],
  created_at: `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`, updated_at: '2026-01-01T10:00:00.000Z',
  fromuser: { first_name: 'F', last_name: from }, touser: { first_name: 'T', last_name: to }, previous: null,
});

// newest first, as /gapi emails answers
const LIST = [
  mail('6', null, 'c@x', 'a@x', 9),
  mail('5', '3', 'a@x', 'c@x', 8),
  mail('4', '2', 'c@x', 'a@x', 7),
  mail('3', '2', 'a@x', 'c@x', 6),
  mail('2', '1', 'c@x', 'a@x', 5),
  mail('1', null, 'a@x', 'c@x', 4),
];

describe('mail threads (spec §3 Email parent)', () => {
  it('gathers a thread from any of its messages, oldest first', () => {
    const ids = ['1', '2', '3', '4', '5'];
    for (const id of ids) expect(threadOf(LIST, id).map((m) => m.id)).toEqual(ids);
    expect(threadOf(LIST, '6').map((m) => m.id)).toEqual(['6']);
    expect(threadOf(LIST, '99')).toEqual([]);
  });

  it('starts at the first message the user still holds when the top was deleted', () => {
    expect(threadOf(LIST.filter((m) => m.id !== '1'), '5').map((m) => m.id)).toEqual(['2', '3', '4', '5']);
  });

  it('splits the inbox from the sent mail', () => {
    expect(inboxOf(LIST, 'a@x').map((m) => m.id)).toEqual(['6', '4', '2']);
    expect(sentOf(LIST, 'a@x').map((m) => m.id)).toEqual(['5', '3', '1']);
  });

  it('names the other person and prefixes a reply once', () => {
    expect(otherParty(LIST[0]!, 'a@x')).toEqual({ email: 'c@x', name: 'F c@x' });
    expect(replySubject('Pricing')).toBe('Re: Pricing');
    expect(replySubject('RE: Pricing')).toBe('RE: Pricing');
  });

  it('turns the compose text into escaped paragraphs', () => {
    expect(textToHtml('Hi <b>Grace</b>,\nline two\n\nBye & thanks')).toBe('<p>Hi &lt;b&gt;Grace&lt;/b&gt;,<br>line two</p><p>Bye &amp; thanks</p>');
  });
});
