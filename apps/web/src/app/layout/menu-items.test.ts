import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, menuItemsFor } from './menu-items.ts';

const flags = (group_coaching: boolean, flash_coaching: boolean, business_academy: boolean, role_id = 3) =>
  ({ group_coaching, flash_coaching, business_academy, role_id });

describe('side menu items (spec §2)', () => {
  it('lists all twelve items in the spec order when every flag is on', () => {
    expect(menuItemsFor(flags(true, true, true)).map((i) => i.label)).toEqual([
      'My Schedule', 'My Groups', 'My Lessons', 'My Resources', 'My Action Steps', 'My Messages', 'My Metrics',
      'My Notes', 'My Profile', 'Business Academy', 'Marketing & Ad Idea Bank', "My Coach's Profile",
    ]);
    expect(MENU_ITEMS.filter((i) => (i.audience ?? 'client') === 'client' || i.audience === 'everyone')).toHaveLength(12);
  });

  it('hides the programme items whose flag is off', () => {
    const labels = menuItemsFor(flags(false, false, false)).map((i) => i.label);
    expect(labels).toHaveLength(9);
    expect(labels).not.toContain('My Groups');
    expect(labels).not.toContain('My Lessons');
    expect(labels).not.toContain('Business Academy');
  });

  it('shows each programme item with its own flag only', () => {
    expect(menuItemsFor(flags(true, false, false)).map((i) => i.to)).toContain('/groups');
    expect(menuItemsFor(flags(false, true, false)).map((i) => i.to)).toEqual(expect.arrayContaining(['/lessons']));
    expect(menuItemsFor(flags(false, true, false)).map((i) => i.to)).not.toContain('/groups');
    expect(menuItemsFor(flags(false, false, true)).map((i) => i.to)).toContain('/business-academy');
  });

  it('puts the unread badge on My Messages only', () => {
    expect(MENU_ITEMS.filter((i) => i.unreadBadge).map((i) => i.label)).toEqual(['My Messages']);
  });

  it('shows a coach and an admin the items for everyone, not the client\'s own work', () => {
    for (const role of [1, 2]) {
      const labels = menuItemsFor(flags(true, true, true, role)).map((i) => i.label);
      expect(labels).toEqual(expect.arrayContaining(['My Messages', 'My Profile']));
      expect(labels).not.toContain('My Action Steps');
      expect(labels).not.toContain("My Coach's Profile");
    }
  });

  it('starts a coach\'s and an admin\'s menu with their clients (issue 12), kept from clients', () => {
    for (const role of [1, 2]) expect(menuItemsFor(flags(true, true, true, role))[0]).toMatchObject({ label: 'Clients', to: '/coach/clients' });
    expect(menuItemsFor(flags(true, true, true)).map((i) => i.to)).not.toContain('/coach/clients');
  });

  it('shows coaches and admins the support tickets, never a client', () => {
    expect(menuItemsFor(flags(true, true, true, 2)).map((i) => i.to)).toContain('/coach/tickets');
    expect(menuItemsFor(flags(true, true, true, 1)).map((i) => i.to)).toContain('/coach/tickets');
    expect(menuItemsFor(flags(true, true, true, 3)).map((i) => i.to)).not.toContain('/coach/tickets');
  });

  it('shows coaches and admins the files their clients sent, never a client (issue 12)', () => {
    for (const role of [1, 2]) {
      expect(menuItemsFor(flags(false, false, false, role)).find((i) => i.to === '/coach/files')).toMatchObject({ label: 'Files received', audience: 'staff' });
    }
    expect(menuItemsFor(flags(true, true, true, 3)).map((i) => i.to)).not.toContain('/coach/files');
  });

  it('shows Programmes to a coach and an admin, never to a client', () => {
    for (const role of [1, 2]) expect(menuItemsFor(flags(false, false, false, role)).map((i) => i.to)).toContain('/coach/groups');
    expect(menuItemsFor(flags(true, true, true)).map((i) => i.to)).not.toContain('/coach/groups');
  });

  it('shows Sessions to a coach and an admin, never to a client (issue 20)', () => {
    for (const role of [1, 2]) expect(menuItemsFor(flags(false, false, false, role)).find((i) => i.to === '/coach/sessions')).toMatchObject({ label: 'Sessions' });
    expect(menuItemsFor(flags(true, true, true)).map((i) => i.to)).not.toContain('/coach/sessions');
  });

  it('keeps the admin items from a coach', () => {
    const adminOnly = MENU_ITEMS.filter((i) => i.audience === 'admin').map((i) => i.to);
    const coach = menuItemsFor(flags(true, true, true, 2)).map((i) => i.to);
    for (const to of adminOnly) expect(coach).not.toContain(to);
  });

  it('ends an admin\'s menu with the tenant\'s brand, its coaches and admins, and its settings', () => {
    const labels = menuItemsFor(flags(false, false, false, 1)).map((i) => i.label);
    expect(labels.slice(-3)).toEqual(['Brand', 'Coaches & admins', 'Settings']);
  });
});
