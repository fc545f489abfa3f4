import {
  Availability, Booking, ClientListReply, CoachGroupList, CoachSessionType, SlotsReply, type AttendanceBody, type AvailabilityBody,
  type BookingCancelBody, type CoachBookingBody, type CoachClient, type SessionTypeBody,
} from '@portal/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { get, post, put } from '../../lib/http.ts';
import { HttpError } from '../../lib/http-error.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

// Issue 20, the coach's side of sessions: availability, session types and the agenda (the wire is
// packages/contract/src/schemas/booking.ts). Every reply is checked against the contract; writes
// put their reply in the cache and read again what they change.

const API = '/api/v1/coach';
export const AVAILABILITY_PATH = `${API}/availability`;
export const TYPES_PATH = `${API}/session-types`;
export const BOOKINGS_PATH = `${API}/bookings`;
export const typePath = (id: number) => `${TYPES_PATH}/${id}`;
export const agendaPath = (from: string, to: string) => `${API}/agenda?from=${from}&to=${to}`;
export const slotsPath = (q: { clientId: number; typeId: number; from: string; to: string }) =>
  `${API}/booking/slots?client_id=${q.clientId}&type_id=${q.typeId}&from=${q.from}&to=${q.to}`;
export const bookingActionPath = (id: number, action: 'reschedule' | 'cancel' | 'attendance') => `${BOOKINGS_PATH}/${id}/${action}`;
/** The coach's clients for the pickers: the list of coach-clients, every page of it, A→Z. */
export const clientsPagePath = (page: number) => `${API}/clients?sort=name&dir=asc&status=all&page=${page}&per_page=100`;
export const GROUPS_PATH = `${API}/groups`;

export const keys = {
  all: ['coach-sessions'] as const,
  availability: () => [...keys.all, 'availability'] as const,
  types: () => [...keys.all, 'types'] as const,
  agendas: () => [...keys.all, 'agenda'] as const,
  agenda: (from: string, to: string) => [...keys.agendas(), from, to] as const,
  slots: (clientId: number, typeId: number, day: string) => [...keys.all, 'slots', clientId, typeId, day] as const,
  clients: () => [...keys.all, 'clients'] as const,
  groups: () => [...keys.all, 'groups'] as const,
};

/** Bookings change as clients book: the agenda counts as fresh for a minute only. */
const AGENDA_FRESH_MS = 60_000;
const Bookings = z.array(Booking);
const SessionTypes = z.array(CoachSessionType);

export const useAvailability = () => useQuery({ queryKey: keys.availability(), queryFn: () => get(AVAILABILITY_PATH, { schema: Availability }) });
export const useSessionTypes = () => useQuery({ queryKey: keys.types(), queryFn: () => get(TYPES_PATH, { schema: SessionTypes }) });
export const useAgenda = (from: string, to: string) => useQuery({
  queryKey: keys.agenda(from, to), staleTime: AGENDA_FRESH_MS,
  queryFn: ({ signal }) => get(agendaPath(from, to), { schema: Bookings, signal }),
});
/** The free times of one day for a client and type; read fresh each time, as others book meanwhile. */
export const useSlots = (clientId: number | null, typeId: number | null, day: string) => useQuery({
  queryKey: keys.slots(clientId ?? 0, typeId ?? 0, day), staleTime: 0, enabled: clientId !== null && typeId !== null && day !== '',
  queryFn: ({ signal }) => get(slotsPath({ clientId: clientId!, typeId: typeId!, from: day, to: day }), { schema: SlotsReply, signal }),
});

/** Every client of the coach who can still sign in, A→Z (deactivated ones cannot book). */
export const clientsQuery = () => queryOptions({
  queryKey: keys.clients(),
  queryFn: async ({ signal }) => {
    const clients: CoachClient[] = [];
    for (let page = 1; ; page += 1) {
      const reply = await get(clientsPagePath(page), { schema: ClientListReply, signal });
      clients.push(...reply.clients);
      if (reply.clients.length === 0 || clients.length >= reply.total) break;
    }
    return clients.filter((c) => c.status !== 'deactivated');
  },
});
export const groupsQuery = () => queryOptions({ queryKey: keys.groups(), queryFn: () => get(GROUPS_PATH, { schema: CoachGroupList }) });
export const useCoachClients = () => useQuery(clientsQuery());

export interface Handlers<T> { onDone?: (data: T) => void; onFailed?: (error: unknown) => void }

export function useSaveAvailability(h: Handlers<Availability>) {
  const client = useQueryClient();
  return useActionMutation({
    mutationFn: (body: AvailabilityBody) => put(AVAILABILITY_PATH, body, { schema: Availability }),
    onSuccess: async (saved) => {
      client.setQueryData(keys.availability(), saved);
      h.onDone?.(saved);
      // the free times follow the new hours
      await client.invalidateQueries({ queryKey: [...keys.all, 'slots'] });
    },
    onError: (error) => h.onFailed?.(error),
  });
}

/** Creates a type (no id) or replaces one (archiving is a replace with `archived: true`). */
export function useSaveSessionType(h: Handlers<CoachSessionType>) {
  const client = useQueryClient();
  return useActionMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SessionTypeBody }) => (id === null
      ? post(TYPES_PATH, body, { schema: CoachSessionType, expectStatus: 201 })
      : post(typePath(id), body, { schema: CoachSessionType })),
    onSuccess: async (saved) => {
      client.setQueryData<CoachSessionType[]>(keys.types(), (list) => (list
        ? (list.some((t) => t.id === saved.id) ? list.map((t) => (t.id === saved.id ? saved : t)) : [...list, saved])
        : list));
      h.onDone?.(saved);
      await client.invalidateQueries({ queryKey: keys.types() });
    },
    onError: (error) => h.onFailed?.(error),
  });
}

/** A write that answers one booking: it replaces that booking in every agenda shown, then they are read again. */
function useBookingWrite<V>(call: (v: V) => Promise<Booking>, h: Handlers<Booking>) {
  const client = useQueryClient();
  return useActionMutation({
    mutationFn: call,
    onSuccess: async (booking) => {
      client.setQueriesData<Booking[]>({ queryKey: keys.agendas() }, (list) => list?.map((b) => (b.id === booking.id ? booking : b)));
      h.onDone?.(booking);
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.agendas() }),
        client.invalidateQueries({ queryKey: [...keys.all, 'slots'] }),
      ]);
    },
    onError: async (error) => {
      h.onFailed?.(error);
      // 409: the time was just taken; the free times shown are read again
      if (error instanceof HttpError && error.status === 409) await client.invalidateQueries({ queryKey: [...keys.all, 'slots'] });
    },
  });
}

export const useBookForClient = (h: Handlers<Booking>) =>
  useBookingWrite((body: CoachBookingBody) => post(BOOKINGS_PATH, body, { schema: Booking, expectStatus: 201 }), h);
export const useReschedule = (h: Handlers<Booking>) =>
  useBookingWrite(({ id, start }: { id: number; start: string }) => post(bookingActionPath(id, 'reschedule'), { start }, { schema: Booking }), h);
export const useCancelBooking = (h: Handlers<Booking>) =>
  useBookingWrite(({ id, body }: { id: number; body: BookingCancelBody }) => post(bookingActionPath(id, 'cancel'), body, { schema: Booking }), h);
export const useAttendance = (h: Handlers<Booking>) =>
  useBookingWrite(({ id, status }: { id: number } & AttendanceBody) => post(bookingActionPath(id, 'attendance'), { status }, { schema: Booking }), h);
