import { describe, expect, it } from 'vitest';
import { pageTitleFor } from './page-title.ts';

describe('the tab title names the page (issue 8 finding 12)', () => {
  it.each([
    ['/schedule', 'My Schedule'],
    ['/groups', 'My Groups'],
    ['/groups/1/2', 'Group'],
    ['/groups/1/2/lesson/3', 'Lesson'],
    ['/lessons', 'My Lessons'],
    ['/lessons/4/5', 'Lesson'],
    ['/messages/inbox', 'My Messages'],
    ['/profile', 'My Profile'],
    ['/coachprofile', "My Coach's Profile"],
    ['/business-academy', 'Business Academy'],
    ['/idea-bank/ads', 'Marketing & Ad Idea Bank'],
    ['/help', 'Help'],
    ['/coach/clients', 'Clients'],
    ['/coach/clients/12', 'Client'],
    ['/coach/clients/12/flash', 'Client flash coaching'],
    ['/coach/clients/new', 'Invite a client'],
    ['/coach/files', 'Files received'],
    ['/coach/tickets', 'Support tickets'],
    ['/coach/tickets/7', 'Support ticket'],
    ['/coach/academy', 'Academy content'],
    ['/coach/academy/3', 'Academy course'],
    ['/coach/academy/3/lessons/4', 'Academy lesson'],
    ['/coach/idea-bank', 'Idea bank content'],
    ['/coach/idea-bank/ideas/8', 'Idea'],
    ['/coach/groups', 'Programmes'],
    ['/coach/groups/new', 'New group'],
    ['/coach/groups/3', 'Group'],
    ['/coach/groups/3/lessons/9', 'Lesson'],
    ['/coach/sessions', 'Sessions'],
    ['/coach/sessions/availability', 'Availability'],
    ['/coach/sessions/types', 'Session types'],
    ['/admin/theme', 'Brand'],
    ['/admin/team', 'Coaches & admins'],
    ['/admin/settings', 'Settings'],
    ['/', ''],
  ])('%s → %s', (path, title) => {
    expect(pageTitleFor(path)).toBe(title);
  });
});
