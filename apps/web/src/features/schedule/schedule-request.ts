import { post } from '../../lib/http.ts';

/** spec §7: POST /api/v1/clientportal/schedule/ → {upcoming, past}; checked by the caller. */
export const requestSchedule = () => post<unknown>('/api/v1/clientportal/schedule/', {});

/** Under this key the app starts the request early when it opens on /schedule (app/router). */
export const SCHEDULE_REQUEST = 'schedule';
