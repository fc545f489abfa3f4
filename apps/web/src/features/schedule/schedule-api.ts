import { ScheduleReply } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { post } from '../../lib/http.ts';

export const scheduleKey = ['schedule'] as const;

/** spec §7: POST /api/v1/clientportal/schedule/ → {upcoming, past}. */
export function useSchedule() {
  return useQuery({
    queryKey: scheduleKey,
    queryFn: () => post('/api/v1/clientportal/schedule/', {}, { schema: ScheduleReply }),
  });
}
