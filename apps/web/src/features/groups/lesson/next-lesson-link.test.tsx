// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { groupsKeys } from '../api/query-keys.ts';
import { NextLessonLink } from './next-lesson-link.tsx';

const ref = { groupId: '1', userGroupId: '1', userId: '2' };
const row = (access: number) => ({ id: '6', title: 'Your 90-Day Profit Plan', lesson_access: access, locked_reason: access ? null : 'not_released', unlocks_at: null });

function renderWith(access: number) {
  const client = new QueryClient();
  // The member's lessons as the group page already loaded them (usergroup query).
  client.setQueryData(groupsKeys.userGroup('1', '1'), { userlessons: [row(access)] });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NextLessonLink next={{ id: '6', title: 'Your 90-Day Profit Plan' }} groupRef={ref} groupPath="/groups/1/1" zone="UTC" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('next lesson link', () => {
  afterEach(cleanup);

  it('links to an open next lesson', () => {
    renderWith(1);
    expect(screen.getByRole('link', { name: 'Next lesson: Your 90-Day Profit Plan' }).getAttribute('href')).toBe('/groups/1/1/lesson/6');
  });

  it('shows a locked next lesson with its reason instead of a link', () => {
    renderWith(0);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Next lesson: Your 90-Day Profit Plan').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(/Your coach has not opened this lesson yet\./)).toBeTruthy();
  });
});
