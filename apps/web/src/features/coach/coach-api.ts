import { CoachProfile, type ReferralBody, type TestimonialBody } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import { post } from '../../lib/http.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

/**
 * spec §7: POST /api/v1/clientportal/coach/profile/; a 404 means the user has no coach yet. An
 * administrator (spec §6: role_id 1) is nobody's client: nothing is asked (`enabled` false).
 */
export function useCoachProfile(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['coach'],
    queryFn: async () => {
      try {
        return await post('/api/v1/clientportal/coach/profile/', {}, { schema: CoachProfile });
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** spec §7 testimonials/addtestimonial and /addreferral: data is the text to show (§8). */
function useCoachMessage<B>(path: string, onDone: (message: string) => void, onFailed: (error: unknown) => void) {
  return useActionMutation({
    mutationFn: (body: B) => post(path, body, { schema: z.string(), expectStatus: 200 }),
    onSuccess: onDone,
    onError: onFailed,
  });
}

export const useSendTestimonial = (onDone: (m: string) => void, onFailed: (e: unknown) => void) =>
  useCoachMessage<TestimonialBody>('/api/v1/testimonials/addtestimonial', onDone, onFailed);
export const useSendReferral = (onDone: (m: string) => void, onFailed: (e: unknown) => void) =>
  useCoachMessage<ReferralBody>('/api/v1/testimonials/addreferral', onDone, onFailed);
