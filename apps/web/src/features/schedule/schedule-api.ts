import { ScheduleReply } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../lib/http.ts';
import { queryClient } from '../../lib/query-client.ts';

const scheduleKey = ['schedule'] as const;

/** spec §7: POST /api/v1/clientportal/schedule/ → {upcoming, past}. */
const scheduleQuery = queryOptions({
  queryKey: scheduleKey,
  queryFn: () => post('/api/v1/clientportal/schedule/', {}, { schema: ScheduleReply }),
});

export const useSchedule = () => useQuery(scheduleQuery);

/** Starts the fetch before the page renders, when the app opens on /schedule (app/router). */
export const prefetchSchedule = () => queryClient.prefetchQuery(scheduleQuery);
