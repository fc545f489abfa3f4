import { ScheduleReply } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { takeEarly } from '../../lib/early-request.ts';
import { requestSchedule, SCHEDULE_REQUEST } from './schedule-request.ts';

/** The coach-provided schedule (spec §7), checked against the contract; cached 15 min like every read. */
export const useSchedule = () =>
  useQuery({
    queryKey: ['schedule'],
    queryFn: async () => ScheduleReply.parse(await takeEarly(SCHEDULE_REQUEST, requestSchedule)),
  });
