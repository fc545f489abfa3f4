import {
  Booking, BOOKING_MESSAGES, SessionType, SlotsReply, type BookingCancelBody, type BookingCreateBody, type BookingRescheduleBody,
} from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { extractMessage } from '../../../lib/error-message.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { get, post } from '../../../lib/http.ts';
import { useActionMutation } from '../../../lib/use-action-mutation.ts';
import type { DateWindow } from './booking-dates.ts';

// Issue 20, the client's wire (docs: packages/contract/src/schemas/booking.ts): the types the
// client may book, the free times of one, and the client's bookings. Every write changes what the
// others read (a time taken, an allowance used), so a write refreshes all of them.

export const bookingKeys = {
  all: ['booking'] as const,
  types: ['booking', 'types'] as const,
  slots: (typeId: number, window: DateWindow) => ['booking', 'slots', typeId, window.from, window.to] as const,
  list: ['booking', 'list'] as const,
};

const TypeList = z.array(SessionType);
const BookingList = z.array(Booking);

export const fetchSessionTypes = () => get('/api/v1/booking/types', { schema: TypeList });

export const fetchSlots = (typeId: number, { from, to }: DateWindow) =>
  get(`/api/v1/booking/slots?${new URLSearchParams({ type_id: String(typeId), from, to })}`, { schema: SlotsReply });

/** Without a range the server answers from 30 days ago onward, oldest first. */
export const fetchBookings = () => get('/api/v1/bookings', { schema: BookingList });

/** The server's refusal for a client who has no coach: a sentence to show, not a failure to retry. */
export const isNoCoach = (error: unknown) => error instanceof HttpError && extractMessage(error) === BOOKING_MESSAGES.noCoach;

export const useSessionTypes = () => useQuery({ queryKey: bookingKeys.types, queryFn: fetchSessionTypes });

/** Free times go quickly: they are read again each time the flow shows them. */
export const useSlots = (typeId: number, window: DateWindow) =>
  useQuery({ queryKey: bookingKeys.slots(typeId, window), queryFn: () => fetchSlots(typeId, window), staleTime: 0 });

export const useBookings = () => useQuery({ queryKey: bookingKeys.list, queryFn: fetchBookings });

/** A write of the flow: one Idempotency-Key per user action (lib/http.ts), repeats ignored while it runs. */
function useBookingWrite<V>(send: (variables: V) => Promise<Booking>) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export const useBook = () =>
  useBookingWrite((body: BookingCreateBody) => post('/api/v1/bookings', body, { schema: Booking, expectStatus: 201 }));

export const useReschedule = () =>
  useBookingWrite(({ id, ...body }: BookingRescheduleBody & { id: number }) =>
    post(`/api/v1/bookings/${id}/reschedule`, body, { schema: Booking }));

export const useCancelBooking = () =>
  useBookingWrite(({ id, ...body }: BookingCancelBody & { id: number }) =>
    post(`/api/v1/bookings/${id}/cancel`, body, { schema: Booking }));
