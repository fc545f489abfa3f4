// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test-support/stub-fetch.ts';
import { renderGroupRoutes as renderAt } from './render-group-routes.tsx';

// Issue 8 finding 12: a group or lesson that is not there says so in plain words, with the way
// back, and offers no retry that cannot help.
const fetchMock = stubFetch(() => new Response(JSON.stringify({
  data: null, errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }],
}), { status: 200 }));

describe('groups and lessons that are not there', () => {
  it('/groups/abc/def: "Group not found" without asking the server, with a link to My Groups', async () => {
    renderAt('/groups/abc/def');
    expect(screen.getByRole('heading', { level: 1, name: 'Group not found' })).toBeTruthy();
    expect(screen.getByText('We could not find this group.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Groups' }).getAttribute('href')).toBe('/groups');
    expect(screen.queryByText(/positive integer/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a group the server does not know: not found, and no "Try again"', async () => {
    renderAt('/groups/9/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Group not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('an unknown lesson: "Lesson not found", with a link back to its group and no retry', async () => {
    renderAt('/groups/1/2/lesson/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the group' }).getAttribute('href')).toBe('/groups/1/2');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();
    renderAt('/groups/1/2/lesson/x');
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeTruthy();
  });
});
