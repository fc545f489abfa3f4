// @vitest-environment jsdom
import type { CoachSessionType, SessionTypeBody } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GROUPS_PATH, TYPES_PATH, typePath } from './api.ts';
import { CLIENTS, CLIENTS_PATH, GROUPS, callsTo, named, ok, renderAt, reply, sentTo, server, sessionType } from './test-server.tsx';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('react-toastify/unstyled', () => ({
  toast: Object.assign(toastSpy, { error: toastSpy, success: toastSpy, info: toastSpy, warn: toastSpy, dismiss: toastSpy }),
}));

const INTRO = sessionType();
const CLINIC = sessionType({
  id: 4, name: 'On-site review', minutes: 120, location_kind: 'address', location: '12 Market St, Denver', audience: 'chosen',
  client_ids: [11], group_ids: [5], per_month: null, archived: true,
});
const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }), { target: { value } });
const card = (name: string) => screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }).closest('article')!;

/** The server's types: writes change them, as the server would. */
let types: CoachSessionType[] = [];
const saved = (id: number) => (body: Record<string, unknown>) => {
  types = types.map((t) => (t.id === id ? { ...t, ...body } : t));
  return ok(types.find((t) => t.id === id));
};

beforeEach(() => {
  toastSpy.mockClear();
  types = [INTRO, CLINIC];
  server.routes[TYPES_PATH] = () => ok(types);
  server.routes[typePath(3)] = saved(3);
  server.routes[typePath(4)] = saved(4);
  server.routes[CLIENTS_PATH] = () => ok({ clients: CLIENTS, total: CLIENTS.length, page: 1, per_page: 100 });
  server.routes[GROUPS_PATH] = () => ok(GROUPS);
});

describe('/coach/sessions/types (issue 20)', () => {
  it('lists each type with its length, place, who may book it, allowance and whether it is archived', async () => {
    renderAt('/coach/sessions/types');
    await screen.findByRole('heading', { level: 2, name: 'Strategy call' });
    expect(card('Strategy call').textContent).toContain('60 minutes');
    expect(card('Strategy call').textContent).toContain('A new video room for each booking');
    expect(card('Strategy call').textContent).toContain('All my clients');
    expect(card('Strategy call').textContent).toContain('2 a month per client');
    expect(within(card('Strategy call')).queryByText('Archived')).toBeNull();
    const clinic = card('On-site review');
    expect(clinic.textContent).toContain('120 minutes');
    expect(clinic.textContent).toContain('At an address: 12 Market St, Denver');
    expect(clinic.textContent).toContain('Chosen: 1 client and 1 group');
    expect(clinic.textContent).toContain('No monthly limit');
    expect(within(clinic).getByText('Archived')).toBeTruthy();
  });

  it('shows the contract\'s messages for a new type and sends nothing while they stand', async () => {
    renderAt('/coach/sessions/types');
    fireEvent.click(await screen.findByRole('button', { name: 'New session type' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'New session type' })));
    change('Length in minutes', '300');
    fireEvent.click(screen.getByRole('radio', { name: 'My own video room' }));
    change('Video room address', 'meet.example.com/jane');
    fireEvent.click(screen.getByRole('radio', { name: 'Chosen clients and groups' }));
    change('Sessions per client per month', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create session type' }));

    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('At most 240 minutes.')).toBeTruthy();
    expect(screen.getByText('Enter your video room address (https://…).')).toBeTruthy();
    expect(screen.getByText('Choose at least one client or group.')).toBeTruthy();
    expect(screen.getByText('At least 1 a month.')).toBeTruthy();
    expect(callsTo(TYPES_PATH).filter((c) => c.method === 'POST')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name', { exact: false, selector: 'input' })));
  });

  it('creates a type for chosen clients and groups, found by search, and lists it', async () => {
    const created = sessionType({ id: 9, name: 'Hiring check-in', minutes: 45, location_kind: 'video_link', location: 'https://meet.example.com/jane',
      audience: 'chosen', client_ids: [13], group_ids: [6], per_month: 4 });
    server.routes[TYPES_PATH] = (body) => {
      if (!('name' in body)) return ok(types);
      types = [...types, created];
      return reply(201, { status: 201, data: created });
    };
    renderAt('/coach/sessions/types');
    fireEvent.click(await screen.findByRole('button', { name: 'New session type' }));
    change('Name', 'Hiring check-in');
    change('Length in minutes', '45');
    fireEvent.click(screen.getByRole('radio', { name: 'My own video room' }));
    change('Video room address', 'https://meet.example.com/jane');
    fireEvent.click(screen.getByRole('radio', { name: 'Chosen clients and groups' }));
    const clients = screen.getByRole('group', { name: /^Clients/ });
    await within(clients).findByRole('checkbox', { name: /Ana Nowak/ });
    fireEvent.change(within(clients).getByRole('searchbox', { name: 'Find a client' }), { target: { value: 'bob' } });
    expect(within(clients).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(within(clients).getByRole('checkbox', { name: /Bob Reyes/ }));
    const groups = screen.getByRole('group', { name: /^Groups/ });
    fireEvent.click(await within(groups).findByRole('checkbox', { name: /Hiring Lab/ }));
    expect(groups.querySelector('legend')!.textContent).toBe('Groups (1 chosen)');
    change('Sessions per client per month', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Create session type' }));

    await waitFor(() => expect(callsTo(TYPES_PATH).filter((c) => c.method === 'POST')).toHaveLength(1));
    const expected: SessionTypeBody = {
      name: 'Hiring check-in', minutes: 45, location_kind: 'video_link', location: 'https://meet.example.com/jane', audience: 'chosen',
      client_ids: [13], group_ids: [6], per_month: 4, archived: false,
    };
    expect(callsTo(TYPES_PATH).find((c) => c.method === 'POST')!.body).toEqual(expected);
    expect(await screen.findByRole('heading', { level: 2, name: 'Hiring check-in' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'New session type' })).toBeNull();
    expect(toastSpy).toHaveBeenCalledWith('“Hiring check-in” is ready to book.', expect.anything());
  });

  it('puts the server\'s message beside its field', async () => {
    server.routes[TYPES_PATH] = (body) => ('name' in body
      ? reply(422, { status: 422, error: { name: ['You have a session type with this name already.'] }, message: 'Invalid' })
      : ok([INTRO]));
    renderAt('/coach/sessions/types');
    fireEvent.click(await screen.findByRole('button', { name: 'New session type' }));
    change('Name', 'Strategy call');
    fireEvent.click(screen.getByRole('button', { name: 'Create session type' }));
    const name = screen.getByLabelText('Name', { exact: false, selector: 'input' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('You have a session type with this name already.')).toBeTruthy();
  });

  it('edits a type and sends the whole of it', async () => {
    renderAt('/coach/sessions/types');
    fireEvent.click(await screen.findByRole('button', { name: named('Edit Strategy call') }));
    expect((screen.getByLabelText('Name', { exact: false, selector: 'input' }) as HTMLInputElement).value).toBe('Strategy call');
    expect(screen.getByRole('radio', { name: 'A new video room for each booking' })).toHaveProperty('checked', true);
    change('Length in minutes', '90');
    change('Sessions per client per month', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentTo(typePath(3))).toEqual([{
      name: 'Strategy call', minutes: 90, location_kind: 'video_room', location: null, audience: 'all', client_ids: [], group_ids: [],
      per_month: null, archived: false,
    }]));
    expect(await screen.findByText('90 minutes')).toBeTruthy();
  });

  it('archives a type and restores an archived one', async () => {
    renderAt('/coach/sessions/types');
    fireEvent.click(await screen.findByRole('button', { name: named('Archive Strategy call') }));
    await waitFor(() => expect(sentTo(typePath(3))).toEqual([{ ...bodyOf(INTRO), archived: true }]));
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith('“Strategy call” is archived: clients can no longer book it.', expect.anything()));
    fireEvent.click(screen.getByRole('button', { name: named('Restore On-site review') }));
    await waitFor(() => expect(sentTo(typePath(4))).toEqual([{ ...bodyOf(CLINIC), archived: false }]));
  });
});

function bodyOf(t: typeof INTRO): SessionTypeBody {
  const { id: _id, ...body } = t;
  return body;
}
