import { CoachProfile } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from '../../lib/http-error.ts';
import { post } from '../../lib/http.ts';

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
